import { useEffect, useState } from 'react';

/** Delay of the search boxes (quotes list, customer picker) before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value, updated only after it stopped changing for `delayMs` (search boxes). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
