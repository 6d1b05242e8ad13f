import { Module } from '@nestjs/common';
import { WebhooksRepository } from './webhooks.repository';

/**
 * Owner of the webhook tables' repository, shared by the HTTP side (WebhooksModule) and the job side
 * (WebhooksJobsModule). The job side does not import WebhooksModule, whose service subscribes to quote
 * events: a worker must not turn the events of its own jobs into a second set of deliveries.
 */
@Module({ providers: [WebhooksRepository], exports: [WebhooksRepository] })
export class WebhooksDataModule {}
