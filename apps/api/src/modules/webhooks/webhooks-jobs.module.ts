import { Module } from '@nestjs/common';
import { DeliverWebhookProcessor } from './jobs/deliver-webhook.processor';
import { WebhookSender } from './webhook-sender';
import { WebhooksRepository } from './webhooks.repository';

/** Job side: the `webhooks` queue's deliver-webhook processor (listed in JOB_MODULES). */
@Module({ providers: [WebhooksRepository, WebhookSender, DeliverWebhookProcessor] })
export class WebhooksJobsModule {}
