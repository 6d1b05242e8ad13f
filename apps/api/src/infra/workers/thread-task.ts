/**
 * The thread side of ThreadPool: `serveTasks(handler)` answers each `{id, payload}` message with the
 * handler's result or its error. The thread lowers its own scheduling priority first (Linux nice 10 for
 * this thread only, found through /proc/thread-self), so on a busy machine the HTTP thread and the
 * database win the CPU over document work; child processes it starts (tesseract, poppler) inherit it.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

export type TaskReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

/** Niceness of pool threads: below the HTTP thread, above idle work. */
export const THREAD_NICENESS = 10;

function lowerThreadPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, THREAD_NICENESS);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process priority.
  }
}

export function serveTasks<P, R>(handler: (payload: P) => Promise<R>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs inside a worker thread');
  lowerThreadPriority();
  port.on('message', (message: { id: number; payload: P }) => {
    handler(message.payload).then(
      (result) => port.postMessage({ id: message.id, ok: true, result } satisfies TaskReply),
      (err: unknown) => {
        const error = err instanceof Error ? err : new Error(String(err));
        port.postMessage({
          id: message.id,
          ok: false,
          error: { name: error.name, message: error.message },
        } satisfies TaskReply);
      },
    );
  });
}
