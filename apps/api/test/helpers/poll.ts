/** Waiting in tests for work that finishes in the background (jobs, webhook deliveries, a restart). */

export interface PollOptions<T> {
  timeoutMs: number;
  /** Pause between two reads. */
  intervalMs: number;
  /** The error thrown when time runs out, from the last value read. */
  timeoutMessage: (last: T) => string;
}

/** Reads until `done` holds for the value read and answers that value; throws after `timeoutMs`. */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs, intervalMs, timeoutMessage }: PollOptions<T>,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(timeoutMessage(value));
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
