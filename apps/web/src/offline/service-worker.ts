import type { Workbox } from 'workbox-window';

/** Checks for a new version this often while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60_000;

const listeners = new Set<() => void>();
let waiting: Workbox | null = null;

export const updateAvailable = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => waiting !== null,
};

/** Lets the waiting version take over and reloads once it controls the page. */
export function applyUpdate(): void {
  const wb = waiting;
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

/**
 * Registers /sw.js (production builds only); a new version waits until the user chooses to reload.
 * Called once the page has loaded: workbox-window is fetched then, not with the first chunk, and the
 * worker's precaching of the whole app starts after the first page is on screen.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    waiting = wb;
    for (const listener of listeners) listener();
  });
  void wb
    .register()
    .then((registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}
