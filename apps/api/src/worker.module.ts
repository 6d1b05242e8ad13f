/** Modules every role needs: config, database, Redis, queues, mail, AI, and the job processors. */
import { DynamicModule, Module, type Type } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConfigModule, type ResolvedConfig } from './config';
import { AiModule } from './infra/ai/ai.module';
import { DatabaseModule } from './infra/db/database.module';
import { MailModule } from './infra/mail/mail.module';
import { QueueModule } from './infra/queue/queue.module';
import { RedisModule } from './infra/redis/redis.module';
import { StorageModule } from './infra/storage/storage.module';
import { HouseStyleJobsModule } from './modules/house-style/house-style-jobs.module';
import { OnboardingJobsModule } from './modules/onboarding/onboarding-jobs.module';
import { WebhooksJobsModule } from './modules/webhooks/webhooks-jobs.module';
import { CustomerPortalJobsModule } from './modules/customer-portal/customer-portal-jobs.module';
import { CompanyExportJobsModule } from './modules/company-export/company-export-jobs.module';

/** Feature modules that register job processors (jobs/<job>.processor.ts) go here. */
export const JOB_MODULES: Type[] = [
  OnboardingJobsModule,
  HouseStyleJobsModule,
  WebhooksJobsModule,
  CustomerPortalJobsModule,
  CompanyExportJobsModule,
];

export const coreModules = (config: ResolvedConfig, logger: Logger) => [
  ConfigModule.forRoot(config, logger),
  DatabaseModule,
  RedisModule,
  QueueModule,
  MailModule,
  AiModule,
  StorageModule,
];

@Module({})
export class WorkerModule {
  static forRoot(config: ResolvedConfig, logger: Logger): DynamicModule {
    return { module: WorkerModule, imports: [...coreModules(config, logger), ...JOB_MODULES] };
  }
}
