// Lets the auth provider drop every cached server answer when the session changes hands, without
// loading the query library itself (that library is only fetched for the logged-in pages).
type Listener = () => void;

const listeners = new Set<Listener>();
let pending = false;

/** Drops all cached server data now, or when the next cache mounts (none is mounted on /login). */
export function resetServerCache(): void {
  if (listeners.size === 0) pending = true;
  for (const listener of listeners) listener();
}

/**
 * True once if a reset came while no cache was mounted. A cache mounting asks this before its pages
 * render: clearing after they subscribed would orphan their queries.
 */
export function takePendingReset(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Registers a mounted cache's clear function; returns the unregister function. */
export function onServerCacheReset(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
