/**
 * The thread side of ThreadPool: `serveTasks(handler)` answers each `{id, payload}` message with the
 * handler's result or its error. Threads keep the process's scheduling priority: lowering it (nice 10)
 * left the other company's p99 the same on the shared 2-core machine but made OCR two to three times
 * slower there (docs/onboarding.md, measurements).
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';

/** Each reply says how much heap (MB) the thread holds after the task, so the pool can recycle it. */
export type TaskReply = { id: number; heapMb: number } & (
  | { ok: true; result: unknown }
  | { ok: false; error: { name: string; message: string } }
);

const heapMb = () => Math.round(getHeapStatistics().total_heap_size / 1048576);

export function serveTasks<P, R>(handler: (payload: P) => Promise<R>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs inside a worker thread');
  port.on('message', (message: { id: number; payload: P }) => {
    handler(message.payload).then(
      (result) =>
        port.postMessage({ id: message.id, heapMb: heapMb(), ok: true, result } satisfies TaskReply),
      (err: unknown) => {
        const error = err instanceof Error ? err : new Error(String(err));
        port.postMessage({
          id: message.id,
          heapMb: heapMb(),
          ok: false,
          error: { name: error.name, message: error.message },
        } satisfies TaskReply);
      },
    );
  });
}
