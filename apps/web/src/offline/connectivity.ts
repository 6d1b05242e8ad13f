import { useEffect, useState, useSyncExternalStore } from 'react';
import { pendingCount, subscribeOfflineChanges } from './store';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const readOnline = () => navigator.onLine;

/** navigator.onLine as React state. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnline, readOnline, () => true);
}

/** SPEC §3: the number of local changes waiting for the sync, kept current across tabs. */
export function usePendingCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      void pendingCount()
        .then((n) => alive && setCount(n))
        .catch(() => undefined);
    refresh();
    const unsubscribe = subscribeOfflineChanges(refresh);
    return () => {
      alive = false;
      unsubscribe();
    };
  }, []);
  return count;
}
