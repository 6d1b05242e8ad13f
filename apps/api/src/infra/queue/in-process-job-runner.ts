/** Embedded mode: jobs run in this process via setImmediate, retried with exponential backoff. */
import type { Logger } from 'pino';
import {
  BACKOFF_MS,
  JobRunner,
  type NewJob,
  type JobProcessor,
  type QueueHealth,
  type QueueName,
} from './job-runner';

export class InProcessJobRunner extends JobRunner {
  readonly driver = 'in-process' as const;
  private readonly processors = new Map<QueueName, JobProcessor>();
  private readonly waiting = new Map<QueueName, NewJob[]>();
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly intervals = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly backoffMs = BACKOFF_MS,
  ) {
    super();
  }

  protected async add(queue: QueueName, job: NewJob): Promise<string> {
    if (this.closed) throw new Error('job runner is closed');
    if (this.processors.has(queue)) this.schedule(queue, job, 1, 0);
    else this.waiting.set(queue, [...(this.waiting.get(queue) ?? []), job]);
    return job.id;
  }

  register(queue: QueueName, processor: JobProcessor): void {
    this.processors.set(queue, processor);
    for (const job of this.waiting.get(queue) ?? []) this.schedule(queue, job, 1, 0);
    this.waiting.delete(queue);
  }

  private schedule(queue: QueueName, job: NewJob, attempt: number, delayMs: number): void {
    const run = () => {
      if (this.closed) return;
      const p = this.run(queue, job, attempt).finally(() => this.running.delete(p));
      this.running.add(p);
    };
    if (delayMs === 0) setImmediate(run);
    else {
      const t = setTimeout(() => {
        this.timers.delete(t);
        run();
      }, delayMs);
      this.timers.add(t);
    }
  }

  private async run(queue: QueueName, job: NewJob, attempt: number): Promise<void> {
    const processor = this.processors.get(queue)!;
    try {
      await processor(job.name, job.payload, { id: job.id, name: job.name, attempt });
    } catch (err) {
      const log = { err, queue, job: job.name, jobId: job.id, attempt };
      if (attempt < job.attempts) {
        this.logger.warn(log, 'job failed, retrying');
        this.schedule(queue, job, attempt + 1, (job.backoffMs ?? this.backoffMs) * 2 ** (attempt - 1));
      } else {
        this.logger.error(log, 'job failed permanently');
      }
    }
  }

  async repeat(queue: QueueName, name: string, payload: unknown, everyMs: number): Promise<void> {
    const interval = setInterval(() => {
      if (!this.closed) void this.enqueue(queue, name, payload, { attempts: 1 }).catch(() => undefined);
    }, everyMs);
    interval.unref();
    this.intervals.add(interval);
  }

  async health(): Promise<QueueHealth> {
    return { status: this.closed ? 'down' : 'up', driver: this.driver };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    for (const i of this.intervals) clearInterval(i);
    this.intervals.clear();
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
