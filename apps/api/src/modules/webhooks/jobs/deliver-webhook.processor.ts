/**
 * Processor of the `webhooks` queue: job `deliver-webhook` makes one signed HTTP call for a pending
 * delivery and records the attempt. A failure throws so the runner retries with exponential back-off,
 * until the last attempt (then the delivery is `failed`); a refused address fails at once. Idempotent:
 * a delivery that is no longer pending is left alone.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { DeliverWebhookJob } from '@offerteflow/contracts';
import { JobRegistry } from '../../../infra/queue/job-registry';
import type { JobContext } from '../../../infra/queue/job-runner';
import { DELIVER_WEBHOOK_JOB } from '../../../infra/queue/jobs';
import { WebhookSender } from '../webhook-sender';
import { WebhooksRepository } from '../webhooks.repository';

export class WebhookAttemptFailed extends Error {
  override name = 'WebhookAttemptFailed';
}

@Injectable()
export class DeliverWebhookProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly repo: WebhooksRepository,
    private readonly sender: WebhookSender,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(DELIVER_WEBHOOK_JOB, (payload, ctx) => this.process(payload, ctx));
  }

  async process({ deliveryId }: DeliverWebhookJob, ctx: JobContext): Promise<void> {
    const delivery = await this.repo.findForSending(deliveryId);
    // A deleted endpoint takes its deliveries with it (ON DELETE CASCADE), so a found delivery has one.
    if (!delivery?.endpoint || delivery.status !== 'pending') return;
    const { endpoint } = delivery;
    const startedAt = new Date();
    const result = await this.sender.send({
      url: endpoint.url,
      secret: endpoint.secret,
      body: JSON.stringify(delivery.payload),
      eventType: delivery.eventType,
      deliveryId,
    });
    const last = result.ok || result.permanent || ctx.attempt >= DELIVER_WEBHOOK_JOB.attempts;
    await this.repo.recordAttempt(deliveryId, {
      attempt: delivery.attempts + 1,
      startedAt,
      durationMs: Date.now() - startedAt.getTime(),
      responseCode: result.responseCode,
      error: result.error,
      status: result.ok ? 'succeeded' : last ? 'failed' : 'pending',
    });
    if (!last) throw new WebhookAttemptFailed(`${endpoint.url}: ${result.error}`);
  }
}
