/** One job-runner interface; adapters: BullMQ (REDIS_URL set) and in-process. */
import { randomUUID } from 'node:crypto';

export const QUEUE_NAMES = ['documents', 'templates', 'webhooks', 'reminders', 'exports'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface JobContext {
  id: string;
  name: string;
  attempt: number;
}

/** Processors must be idempotent: a crashed or failed job is retried. */
export type JobProcessor = (name: string, payload: unknown, ctx: JobContext) => Promise<void>;

export interface QueueHealth {
  status: 'up' | 'down';
  driver: 'bullmq' | 'in-process';
  detail?: string;
}

export interface EnqueueOptions {
  /** Deduplicates: a job with the same id is not enqueued twice. */
  jobId?: string;
  attempts?: number;
  /** First retry delay; doubles on each further retry. */
  backoffMs?: number;
}

/** A job as the adapters receive it: its id and attempts resolved once, here. */
export interface NewJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  backoffMs?: number;
}

export abstract class JobRunner {
  abstract readonly driver: QueueHealth['driver'];
  /** Resolves the job's defaults (a fresh id, DEFAULT_ATTEMPTS) and hands it to the adapter. */
  enqueue(queue: QueueName, name: string, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
    return this.add(queue, {
      id: options.jobId ?? randomUUID(),
      name,
      payload,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoffMs: options.backoffMs,
    });
  }
  /** Adds a resolved job to a queue; answers the id it is known by. */
  protected abstract add(queue: QueueName, job: NewJob): Promise<string>;
  /** Registers the processor of a queue; it runs only in processes whose role processes jobs. */
  abstract register(queue: QueueName, processor: JobProcessor): void;
  /**
   * Runs a job every `everyMs` (BullMQ job scheduler when on Redis: one schedule shared by every
   * process, upserted idempotently; in-process: a timer). The processor must tolerate overlapping
   * or repeated runs.
   */
  abstract repeat(queue: QueueName, name: string, payload: unknown, everyMs: number): Promise<void>;
  abstract health(): Promise<QueueHealth>;
  abstract close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
export const BACKOFF_MS = 500;
