/** Processor of the repeatable `reminders:send-reminders` job; schedules it when this process runs jobs. */
import { Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { LOGGER } from '../../common/logger';
import { JobRegistry } from '../../infra/queue/job-registry';
import { SEND_REMINDERS_JOB } from '../../infra/queue/jobs';
import { RemindersService } from './reminders.service';

@Injectable()
export class SendRemindersProcessor implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly reminders: RemindersService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(SEND_REMINDERS_JOB, async () => {
      const result = await this.reminders.sweep();
      if (result.reminded || result.expired || result.failed) this.logger.info(result, 'reminder sweep');
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    const minutes = this.config.reminderIntervalMinutes;
    if (minutes <= 0 || this.config.role === 'api') return;
    await this.jobs.schedule(SEND_REMINDERS_JOB, {}, minutes * 60_000);
  }
}
