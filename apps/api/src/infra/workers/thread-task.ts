/**
 * The thread side of ThreadPool: `serveTasks(handler)` answers each `{id, payload}` message with the
 * handler's result or its error. Threads keep the process's scheduling priority: lowering it (nice 10)
 * left the other company's p99 the same on the shared 2-core machine but made OCR two to three times
 * slower there (docs/onboarding.md, measurements).
 */
import { parentPort } from 'node:worker_threads';

export type TaskReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

export function serveTasks<P, R>(handler: (payload: P) => Promise<R>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs inside a worker thread');
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
