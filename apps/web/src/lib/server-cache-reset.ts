// Lets the auth provider drop every cached server answer when the session changes hands, without
// loading the query library itself (that library is only fetched for the logged-in pages).
type Listener = () => void;

const listeners = new Set<Listener>();
let pending = false;

/** Drops all cached server data now, or as soon as a cache registers (none is mounted on /login). */
export function resetServerCache(): void {
  if (listeners.size === 0) pending = true;
  for (const listener of listeners) listener();
}

/** Registers a cache's clear function; returns the unregister function. */
export function onServerCacheReset(listener: Listener): () => void {
  if (pending) {
    pending = false;
    listener();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
