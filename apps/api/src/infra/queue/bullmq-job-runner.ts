/** Configured mode: BullMQ on Redis. Every role enqueues; only roles that process jobs start workers. */
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createRedis } from '../redis/redis.module';
import {
  BACKOFF_MS,
  JobRunner,
  QUEUE_NAMES,
  type NewJob,
  type JobProcessor,
  type QueueHealth,
  type QueueName,
} from './job-runner';

export interface BullmqOptions {
  redisUrl: string;
  prefix: string;
  /** True for ROLE=worker|all: registered processors get a BullMQ Worker. */
  processJobs: boolean;
  concurrency?: number;
  /** Lock of a running job; a dead worker's job is taken over once it expires. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

/** How long closing waits for workers, queues and connections before it forces them. */
const CLOSE_GRACE_MS = 10_000;

/** True when `work` settled within `ms`, false when the time ran out first (the work goes on). */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class BullmqJobRunner extends JobRunner {
  readonly driver = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  /** BullMQ never closes connections it was given: we own and quit them. */
  private readonly workerConnections: Redis[] = [];

  constructor(
    private readonly options: BullmqOptions,
    private readonly logger: Logger,
  ) {
    super();
    this.connection = createRedis(options.redisUrl, { forBullmq: true });
    this.connection.on('error', (err) => this.logger.warn({ err: err.message }, 'redis connection error'));
    for (const name of QUEUE_NAMES) {
      this.queues.set(name, new Queue(name, { connection: this.connection, prefix: options.prefix }));
    }
  }

  protected async add(queue: QueueName, { id, name, payload, attempts, backoffMs }: NewJob): Promise<string> {
    const job = await this.queues.get(queue)!.add(name, payload, {
      jobId: id,
      attempts,
      backoff: { type: 'exponential', delay: backoffMs ?? BACKOFF_MS },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
    });
    return job.id!;
  }

  register(queue: QueueName, processor: JobProcessor): void {
    if (!this.options.processJobs) return;
    const connection = createRedis(this.options.redisUrl, { forBullmq: true });
    this.workerConnections.push(connection);
    const worker = new Worker(
      queue,
      (job) => processor(job.name, job.data, { id: job.id!, name: job.name, attempt: job.attemptsMade + 1 }),
      {
        connection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 4,
        // Seconds an idle worker blocks before polling again; short so a first job never waits long.
        drainDelay: 1,
        ...(this.options.lockDurationMs ? { lockDuration: this.options.lockDurationMs } : {}),
        ...(this.options.stalledIntervalMs ? { stalledInterval: this.options.stalledIntervalMs } : {}),
      },
    );
    worker.on('failed', (job, err) =>
      this.logger.warn({ queue, job: job?.name, jobId: job?.id, err: err.message }, 'job failed'),
    );
    worker.on('error', (err) => this.logger.warn({ queue, err: err.message }, 'worker error'));
    this.workers.push(worker);
  }

  async repeat(queue: QueueName, name: string, payload: unknown, everyMs: number): Promise<void> {
    // One scheduler per job name in Redis: every replica upserts the same one, so it runs once per period.
    await this.queues.get(queue)!.upsertJobScheduler(
      name,
      { every: everyMs },
      {
        name,
        data: payload,
        opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } },
      },
    );
  }

  async health(): Promise<QueueHealth> {
    try {
      const pong = await Promise.race([
        this.connection.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { status: pong === 'PONG' ? 'up' : 'down', driver: this.driver };
    } catch {
      return { status: 'down', driver: this.driver, detail: 'Redis is niet bereikbaar' };
    }
  }

  async close(): Promise<void> {
    // Workers finish their in-flight jobs first, within a grace period: after a Redis outage a worker's
    // blocking connection can stay in reconnect limbo and a plain close() then never returns, which
    // would keep a stopping process (a deploy, SIGTERM) alive until it is killed.
    const closed = await settledWithin(
      Promise.allSettled(this.workers.map((w) => w.close())),
      CLOSE_GRACE_MS,
    );
    if (!closed) {
      this.logger.warn({ graceMs: CLOSE_GRACE_MS }, 'queue workers did not close in time; forcing');
      await settledWithin(Promise.allSettled(this.workers.map((w) => w.close(true))), CLOSE_GRACE_MS);
    }
    await settledWithin(Promise.allSettled([...this.queues.values()].map((q) => q.close())), CLOSE_GRACE_MS);
    for (const c of [this.connection, ...this.workerConnections]) {
      const quit = await settledWithin(
        c.quit().catch(() => undefined),
        CLOSE_GRACE_MS,
      );
      if (!quit) c.disconnect();
    }
  }
}
