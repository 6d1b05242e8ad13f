/**
 * Per-company limits on quote e-mails (EMAIL_LIMIT_PER_HOUR, EMAIL_LIMIT_PER_DAY): the send-email
 * endpoint takes any recipient and text, so without a cap an account could be used as a spam relay.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { RATE_LIMIT_STORE } from '../../infra/throttle/throttle.module';
import type { RateLimitStore } from '../../infra/throttle/rate-limiter';
import { quoteError } from './quotes.errors';

@Injectable()
export class EmailQuota {
  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** Counts one e-mail of the company; 429 with a Dutch message once either limit is passed. */
  async consume(companyId: string): Promise<void> {
    const { perHour, perDay } = this.config.emailLimits;
    const [hour, day] = await Promise.all([
      this.store.hit(`email-hour:${companyId}`, 3600),
      this.store.hit(`email-day:${companyId}`, 86_400),
    ]);
    if (hour > perHour || day > perDay) {
      throw quoteError('emailLimit');
    }
  }
}
