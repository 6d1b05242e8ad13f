import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { LOGGER } from '../../common/logger';
import { BullmqJobRunner } from './bullmq-job-runner';
import { InProcessJobRunner } from './in-process-job-runner';
import { JobRunner } from './job-runner';
import { JobRegistry } from './job-registry';

class QueueLifecycle implements OnApplicationShutdown {
  constructor(@Inject(JobRunner) private readonly runner: JobRunner) {}
  async onApplicationShutdown(): Promise<void> {
    await this.runner.close();
  }
}

export function createJobRunner(config: ResolvedConfig, logger: Logger): JobRunner {
  if (!config.redisUrl) return new InProcessJobRunner(logger);
  return new BullmqJobRunner(
    {
      redisUrl: config.redisUrl,
      prefix: config.queuePrefix,
      processJobs: config.role !== 'api',
      lockDurationMs: config.queueTiming.lockDurationMs,
      stalledIntervalMs: config.queueTiming.stalledIntervalMs,
    },
    logger,
  );
}

/**
 * Inject `JobRegistry`: `dispatch(definition, payload)` to queue a typed job, `handle(definition, fn)` in
 * onModuleInit to process it. `JobRunner` is the untyped transport underneath.
 */
@Global()
@Module({
  providers: [
    { provide: JobRunner, inject: [APP_CONFIG, LOGGER], useFactory: createJobRunner },
    QueueLifecycle,
    JobRegistry,
  ],
  exports: [JobRunner, JobRegistry],
})
export class QueueModule {}
