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
  if (!('serviceWorker' in navigator)) return settleHeld(false);
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    waiting = wb;
    for (const listener of listeners) listener();
  });
  void wb
    .register()
    .then((registration) => {
      if (!registration) return settleHeld(false);
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      // A worker activates only after its install precached every chunk of the app.
      void navigator.serviceWorker.ready.then(() => settleHeld(true));
    })
    .catch(() => settleHeld(false));
}

/** How long a page waits for the worker to activate before it fetches the app's pages itself. */
const WORKER_READY_WAIT_MS = 60_000;
let settleHeld: (held: boolean) => void = () => undefined;
const held = new Promise<boolean>((resolve) => (settleHeld = resolve));

/**
 * True once an active service worker holds the app; false without service workers, in development
 * (none is registered), when the registration failed or was refused, or when none is active in time.
 */
export function serviceWorkerHoldsApp(): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(false);
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return Promise.race([held, new Promise<boolean>((r) => setTimeout(() => r(false), WORKER_READY_WAIT_MS))]);
}
