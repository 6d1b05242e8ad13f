import { ApiError } from '../lib/api-error';

/** True when the browser says it has no network (navigator.onLine is only ever wrong towards online). */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** No answer at all (status 0: network down, time-out) or a gateway that cannot reach the API. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 504);
}

/**
 * Reads from the server and keeps a local copy; without a connection the local copy answers (flagged
 * offline). With neither, the original error surfaces so the screen shows its error state.
 */
export async function onlineOrLocal<T>(
  fetcher: () => Promise<T>,
  save: (value: T) => Promise<unknown>,
  readLocal: () => Promise<T | null>,
): Promise<T> {
  try {
    const value = await fetcher();
    await save(value).catch(() => undefined); // a full or refused local store never breaks a screen
    return value;
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    const local = await readLocal().catch(() => null);
    if (local !== null) return local;
    throw error;
  }
}
