/**
 * Typed jobs on top of the JobRunner transport: `dispatch` validates the payload and applies the
 * definition's retry policy; `handle` binds the one processor of a job name. At application bootstrap
 * every definition must have exactly one processor and every processor a definition, or boot fails.
 */
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { z } from 'zod';
import type { JobDefinition } from './job-definition';
import { JobRunner, type JobContext, type QueueName } from './job-runner';
import { JOB_DEFINITIONS } from './jobs';

type Handler = (payload: unknown, ctx: JobContext) => Promise<void>;

const keyOf = (queue: string, name: string) => `${queue}:${name}`;

export class JobRegistrationError extends Error {
  override name = 'JobRegistrationError';
}

/** Pure check used at boot: problems with the set of definitions and registered processors. */
export function processorProblems(
  definitions: readonly Pick<JobDefinition, 'queue' | 'name'>[],
  registered: readonly string[],
): string[] {
  const problems: string[] = [];
  const defined = new Map<string, number>();
  for (const d of definitions)
    defined.set(keyOf(d.queue, d.name), (defined.get(keyOf(d.queue, d.name)) ?? 0) + 1);
  for (const [key, n] of defined) if (n > 1) problems.push(`job ${key} is defined ${n} times`);
  const counts = new Map<string, number>();
  for (const key of registered) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const key of defined.keys()) {
    const n = counts.get(key) ?? 0;
    if (n !== 1) problems.push(`job ${key} has ${n} processors (exactly 1 required)`);
  }
  for (const key of counts.keys()) if (!defined.has(key)) problems.push(`processor for undefined job ${key}`);
  return problems;
}

@Injectable()
export class JobRegistry implements OnApplicationBootstrap {
  private readonly handlers = new Map<string, Handler>();
  private readonly registrations: string[] = [];
  private readonly boundQueues = new Set<QueueName>();

  constructor(@Inject(JobRunner) private readonly runner: JobRunner) {}

  async dispatch<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options: { jobId?: string } = {},
  ): Promise<string> {
    const parsed = definition.payload.parse(payload);
    return this.runner.enqueue(definition.queue, definition.name, parsed, {
      jobId: options.jobId,
      attempts: definition.attempts,
      backoffMs: definition.backoffMs,
    });
  }

  /** Runs a job every `everyMs` (see JobRunner.repeat); the payload is validated once here. */
  async schedule<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.input<S>,
    everyMs: number,
  ): Promise<void> {
    await this.runner.repeat(definition.queue, definition.name, definition.payload.parse(payload), everyMs);
  }

  handle<S extends z.ZodType>(
    definition: JobDefinition<S>,
    processor: (payload: z.output<S>, ctx: JobContext) => Promise<void>,
  ): void {
    const key = keyOf(definition.queue, definition.name);
    this.registrations.push(key);
    if (this.handlers.has(key)) return; // reported at bootstrap
    this.handlers.set(key, (payload, ctx) => processor(definition.payload.parse(payload), ctx));
    this.bindQueue(definition.queue);
  }

  onApplicationBootstrap(): void {
    const problems = processorProblems(JOB_DEFINITIONS, this.registrations);
    if (problems.length)
      throw new JobRegistrationError(`Job processors misconfigured: ${problems.join('; ')}`);
  }

  private bindQueue(queue: QueueName): void {
    if (this.boundQueues.has(queue)) return;
    this.boundQueues.add(queue);
    this.runner.register(queue, async (name, payload, ctx) => {
      const handler = this.handlers.get(keyOf(queue, name));
      if (!handler) throw new JobRegistrationError(`no processor for job ${keyOf(queue, name)}`);
      await handler(payload, ctx);
    });
  }
}
