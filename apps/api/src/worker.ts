/** The job-worker role (ROLE=worker): no HTTP, processes BullMQ jobs until main.ts closes it on SIGTERM. */
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import type { ResolvedConfig } from './config';
import { PinoNestLogger } from './common/logger';
import { WorkerModule } from './worker.module';

export async function createWorker(config: ResolvedConfig, logger: Logger): Promise<INestApplicationContext> {
  if (!config.redisUrl) {
    logger.warn('ROLE=worker without REDIS_URL: jobs run in-process inside the API, this worker stays idle');
  }
  const ctx = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
  });
  await ctx.init();
  return ctx;
}
