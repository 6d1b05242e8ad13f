/**
 * Per-company limits on quote e-mails (EMAIL_LIMIT_PER_HOUR, EMAIL_LIMIT_PER_DAY): the send-email
 * endpoint takes any recipient and text, so without a cap an account could be used as a spam relay.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { RateLimits } from '../../infra/throttle/rate-limit.service';
import { quoteError } from './quotes.errors';

@Injectable()
export class EmailQuota {
  constructor(
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** Counts one e-mail of the company; 429 with a Dutch message once either limit is passed. */
  async consume(companyId: string): Promise<void> {
    const { perHour, perDay } = this.config.emailLimits;
    await this.limits.consume(
      [
        { key: `email-hour:${companyId}`, limit: perHour, windowSeconds: 3600 },
        { key: `email-day:${companyId}`, limit: perDay, windowSeconds: 86_400 },
      ],
      () => quoteError('emailLimit'),
    );
  }
}
