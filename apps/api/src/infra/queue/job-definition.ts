/**
 * A typed job: its queue, name, zod payload schema and retry policy. Every definition is listed in
 * JOB_DEFINITIONS (jobs.ts); the JobRegistry refuses to boot unless each has exactly one processor.
 */
import type { z } from 'zod';
import type { QueueName } from './job-runner';

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  queue: QueueName;
  name: string;
  payload: S;
  /** Total tries, the first included. */
  attempts: number;
  /** Delay before the first retry; doubles on each further retry. */
  backoffMs: number;
}

export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> => definition;

export type JobPayload<D> = D extends JobDefinition<infer S> ? z.output<S> : never;
