/**
 * A warm pool of worker threads for CPU-heavy work that must not block the HTTP event loop. Threads are
 * started once (the entry module loads its libraries at start) and reused; the pool never has more
 * than `size` of them; a task waits in a FIFO queue for a free thread. A thread that crashes (an
 * uncaught error, its heap cap) is replaced; a task that exceeds its time budget has its thread
 * terminated (a loop in a parser cannot be interrupted any other way) and replaced.
 *
 * The entry module calls `serveTasks` (thread-task.ts). Running from TypeScript sources (jest, tsx), an
 * entry ending in `.ts` is loaded through tsx's require hook; the build runs the compiled `.js`.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { TaskReply } from './thread-task';

export interface ThreadPoolOptions {
  /** Name used in logs. */
  name: string;
  /** Absolute path of the thread's entry module. */
  entry: string;
  size: number;
  /** Old-generation heap cap of each thread; past it the thread dies with ERR_WORKER_OUT_OF_MEMORY. */
  maxOldGenerationSizeMb: number;
  logger: Logger;
}

/** The task ran longer than its budget; its thread was terminated. */
export class ThreadTimeoutError extends Error {
  override name = 'ThreadTimeoutError';
}

/** The thread died under the task (out of memory, or a crash); it has been replaced. */
export class ThreadCrashError extends Error {
  override name = 'ThreadCrashError';
  constructor(
    message: string,
    readonly outOfMemory: boolean,
  ) {
    super(message);
  }
}

/** The task's own code threw; `name` and `message` are the thrown error's. */
export class ThreadTaskError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

interface Task {
  id: number;
  payload: unknown;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  /** Set once the slot is being torn down, so its exit does not fail a second task. */
  gone: boolean;
}

const TS_LOADER = `require('tsx/cjs'); require(require('node:worker_threads').workerData.entry);`;

export class ThreadPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  /** Threads replaced after a crash or a time-out (for logs and tests). */
  replaced = 0;

  constructor(private readonly options: ThreadPoolOptions) {}

  /** Starts the threads now (otherwise they start with the first task). */
  start(): void {
    while (!this.closed && this.slots.length < this.options.size) this.slots.push(this.spawn());
  }

  get size(): number {
    return this.slots.length;
  }

  /** Runs one task on a thread. `transfer` moves buffers instead of copying them. */
  run<T>(payload: unknown, options: { timeoutMs: number; transfer?: ArrayBuffer[] }): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`${this.options.name} pool is closed`));
    this.start();
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        payload,
        transfer: options.transfer ?? [],
        timeoutMs: options.timeoutMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error(`${this.options.name} pool closed`));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        slot.gone = true;
        if (slot.timer) clearTimeout(slot.timer);
        slot.task?.reject(new ThreadCrashError(`${this.options.name} pool closed`, false));
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const { entry, maxOldGenerationSizeMb } = this.options;
    const fromSource = entry.endsWith('.ts');
    const worker = new Worker(fromSource ? TS_LOADER : entry, {
      eval: fromSource,
      workerData: { entry },
      resourceLimits: { maxOldGenerationSizeMb },
    });
    const slot: Slot = { worker, task: null, timer: null, gone: false };
    worker.on('message', (reply: TaskReply) => this.settle(slot, reply));
    worker.on('error', (err: Error & { code?: string }) => {
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(slot, new ThreadCrashError(`${this.options.name} thread failed: ${err.message}`, oom));
    });
    worker.on('exit', () => {
      this.fail(slot, new ThreadCrashError(`${this.options.name} thread exited`, false));
      this.replace(slot);
    });
    return slot;
  }

  /** Swaps a dead slot for a fresh thread and lets the queue move on. */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || this.closed) return;
    this.replaced++;
    this.options.logger.warn({ pool: this.options.name }, 'worker thread replaced');
    this.slots[index] = this.spawn();
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (slot.task || slot.gone) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.timer = setTimeout(() => {
        this.fail(slot, new ThreadTimeoutError(`${this.options.name} task exceeded ${task.timeoutMs} ms`));
        void slot.worker.terminate();
      }, task.timeoutMs);
      slot.worker.postMessage({ id: task.id, payload: task.payload }, task.transfer);
    }
  }

  private settle(slot: Slot, reply: TaskReply): void {
    const task = slot.task;
    if (!task || reply.id !== task.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    if (reply.ok) task.resolve(reply.result);
    else task.reject(new ThreadTaskError(reply.error.name, reply.error.message));
    this.dispatch();
  }

  /** Fails the slot's task (once) and marks the slot dead; `exit` then replaces it. */
  private fail(slot: Slot, err: Error): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.gone = true;
    const task = slot.task;
    slot.task = null;
    task?.reject(err);
  }
}
