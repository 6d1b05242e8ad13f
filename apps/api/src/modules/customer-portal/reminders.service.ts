/**
 * The reminder sweep (docs/customer-portal.md): for every sent, undecided quote of a company with
 * autoSendReminders on, moves it to 'expired' once past its valid-until date, otherwise e-mails the
 * customer on the reminder day that is due. A reminder is claimed by inserting its unique
 * (quote, day number) row before the e-mail goes out, so two workers sweeping at once send it once.
 */
import { Inject, Injectable } from '@nestjs/common';
import { dueReminderDay, isOpenForCustomer, toIsoDate, todayIsoDate } from '@offerteflow/domain';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger';
import { QuoteDocumentsService } from '../quotes/quote-documents.service';
import { QuotesService } from '../quotes/quotes.service';
import { CustomerPortalRepository } from './customer-portal.repository';

export interface SweepResult {
  reminded: number;
  expired: number;
  failed: number;
}

@Injectable()
export class RemindersService {
  constructor(
    private readonly repo: CustomerPortalRepository,
    private readonly quotes: QuotesService,
    private readonly documents: QuoteDocumentsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** One sweep on `now`; `companyId` limits it to one company (tests run beside other suites). */
  async sweep(options: { now?: Date; companyId?: string } = {}): Promise<SweepResult> {
    const today = todayIsoDate(options.now ?? new Date());
    const result: SweepResult = { reminded: 0, expired: 0, failed: 0 };
    for (const c of await this.repo.candidates(options.companyId)) {
      if (!isOpenForCustomer('sent', c.validUntil, today)) {
        if (await this.quotes.expire(c.companyId, c.quoteId, today)) result.expired += 1;
        continue;
      }
      const day = dueReminderDay(toIsoDate(c.sentAt), today, c.reminderDays);
      if (day === null || !c.recipient) continue;
      if (!(await this.repo.claim(c.companyId, c.quoteId, day))) continue;
      try {
        const quote = await this.quotes.get(c.companyId, c.quoteId);
        // Decided or expired between the candidate query and the claim: the claim stays, no e-mail.
        if (quote.status !== 'sent') continue;
        await this.documents.sendReminder(c.companyId, quote, c.recipient);
        await this.quotes.recordHistory(c.companyId, c.quoteId, null, 'reminder_sent', {
          day,
          email: c.recipient,
        });
        result.reminded += 1;
      } catch (err) {
        // Not sent: give the claim back so the next sweep tries again.
        this.logger.error({ err, quoteId: c.quoteId, day }, 'reminder e-mail failed');
        await this.repo.release(c.quoteId, day).catch(() => undefined);
        result.failed += 1;
      }
    }
    return result;
  }
}
