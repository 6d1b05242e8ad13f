import { Module } from '@nestjs/common';
import { DeliverWebhookProcessor } from './jobs/deliver-webhook.processor';
import { WebhookSender } from './webhook-sender';
import { WebhooksDataModule } from './webhooks-data.module';

/** Job side: the `webhooks` queue's deliver-webhook processor (listed in JOB_MODULES). */
@Module({ imports: [WebhooksDataModule], providers: [WebhookSender, DeliverWebhookProcessor] })
export class WebhooksJobsModule {}
