/**
 * The quote's status machine outside the customer's own decision (customer-decisions.service.ts): an
 * owner's step (draft → sent → accepted | rejected), the mail module's 'sent' and the reminder sweep's
 * expiry. Each change locks the quote row, so parallel changes see each other's result.
 */
import { Injectable } from '@nestjs/common';
import type { Quote, QuoteEventType, QuoteStatus } from '@offerteflow/contracts';
import { QUOTE_EVENT_TYPES } from '@offerteflow/contracts';
import { assertTransition, isOpenForCustomer } from '@offerteflow/domain';
import { checkVersion, conflict, type IfMatch } from '../../common';
import type { QuoteHistoryDetails } from './quote-history.entity';
import { QuoteRecords } from './quote-records';
import { QuotesRepository } from './quotes.repository';

@Injectable()
export class QuoteStatusService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly records: QuoteRecords,
  ) {}

  /**
   * One step of the status machine (draft → sent → accepted | rejected); anything else is 409, a stale
   * If-Match 412.
   */
  async changeStatus(
    companyId: string,
    userId: string | null,
    id: string,
    to: QuoteStatus,
    ifMatch: IfMatch = null,
  ): Promise<Quote> {
    const quote = await this.quotes.transaction(async (tx) => {
      const quote = await this.records.findOrFail(tx, companyId, id, true);
      await checkVersion(quote.version, ifMatch, () => this.records.load(tx, companyId, id));
      const from = quote.status;
      const result = assertTransition(from, to);
      if (!result.ok) throw conflict(result.message);
      quote.status = to;
      if (result.sets) quote[result.sets] = new Date();
      await this.quotes.save(tx, quote);
      await this.records.recordHistory(companyId, quote.id, userId, 'status_changed', { from, to }, tx);
      return this.records.load(tx, companyId, quote.id);
    });
    const type = `quote.${to}`;
    return isQuoteEventType(type) ? this.records.published(companyId, type, quote) : quote;
  }

  /**
   * Records that the quote was e-mailed (for the mail module) and by whom (sentBy): a draft becomes
   * sent (sentAt set); a sent, accepted or rejected quote keeps its status. Always appends a 'sent'
   * history entry.
   */
  async markSent(
    companyId: string,
    quoteId: string,
    userId: string | null,
    details: QuoteHistoryDetails | null = null,
  ): Promise<Quote> {
    let becameSent = false;
    const quote = await this.quotes.transaction(async (tx) => {
      const quote = await this.records.findOrFail(tx, companyId, quoteId, true);
      quote.sentBy = userId;
      if (quote.status === 'draft') {
        quote.status = 'sent';
        quote.sentAt = new Date();
        becameSent = true;
      }
      await this.quotes.save(tx, quote);
      await this.records.recordHistory(companyId, quote.id, userId, 'sent', details, tx);
      return this.records.load(tx, companyId, quote.id);
    });
    return becameSent ? this.records.published(companyId, 'quote.sent', quote) : quote;
  }

  /**
   * Moves a sent quote past its valid-until date on `today` (the reminder sweep's day, an ISO date) to
   * 'expired'; true when it did. Locked like every status change, so a customer's accept racing it
   * either wins or sees 'expired'.
   */
  async expire(companyId: string, quoteId: string, today: string): Promise<boolean> {
    return this.quotes.transaction(async (tx) => {
      const quote = await this.records.findOrFail(tx, companyId, quoteId, true);
      if (quote.status !== 'sent' || isOpenForCustomer(quote.status, quote.validUntil, today)) return false;
      quote.status = 'expired';
      await this.quotes.save(tx, quote);
      const change = { from: 'sent', to: 'expired' } as const;
      await this.records.recordHistory(companyId, quote.id, null, 'expired', change, tx);
      return true;
    });
  }
}

function isQuoteEventType(type: string): type is QuoteEventType {
  return (QUOTE_EVENT_TYPES as readonly string[]).includes(type);
}
