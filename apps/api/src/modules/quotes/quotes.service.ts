/**
 * Quotes of the caller's company: the reads (list, quote, history, stats) and the module's entry point
 * for the other modules (PDF, mail, customer portal, reminders, export, billing), which hands each
 * write to the service that owns it. Every rule (totals, status machine, numbering format, defaults)
 * comes from @offerteflow/domain. The quote services, each owning one part:
 * - QuoteAuthoringService (quote-authoring.service.ts): create, replace, duplicate, delete;
 * - QuoteStatusService (quote-status.service.ts): the status machine, 'sent' and expiry;
 * - CustomerDecisionsService (customer-decisions.service.ts): the customer's views and decision;
 * - QuoteRecords (quote-records.ts): loading, history entries and events, shared by all of them.
 * QuotesController calls QuoteAuthoringService and QuoteStatusService itself.
 */
import { Injectable } from '@nestjs/common';
import type {
  Quote,
  QuoteHistoryAction,
  QuoteHistoryEntry,
  QuoteListItem,
  QuoteListQuery,
  QuoteStats,
} from '@offerteflow/contracts';
import { centsToEuro, conversionRatePercent } from '@offerteflow/domain';
import { toPaged, type Paged } from '../../common';
import type { Tx } from '../../database/tx';
import { actorName } from '../users/actor-name';
import { CustomerDecisionsService, type CustomerDecisionInput } from './customer-decisions.service';
import type { QuoteHistoryDetails } from './quote-history.entity';
import { toQuoteListItem } from './quote.mapper';
import { QuoteRecords } from './quote-records';
import { QuoteStatusService } from './quote-status.service';
import { QuotesRepository } from './quotes.repository';

export type { CustomerDecisionInput } from './customer-decisions.service';

@Injectable()
export class QuotesService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly records: QuoteRecords,
    private readonly status: QuoteStatusService,
    private readonly customerDecisions: CustomerDecisionsService,
  ) {}

  // ---------------------------------------------------------------- reads

  /** `userId` is the caller for 'Mijn offertes' (null for an API key). */
  async list(companyId: string, query: QuoteListQuery, userId: string | null): Promise<Paged<QuoteListItem>> {
    return toPaged(await this.quotes.list(companyId, query, userId), query, toQuoteListItem);
  }

  get(companyId: string, id: string): Promise<Quote> {
    return this.records.get(companyId, id);
  }

  /** The quote with its items, for the PDF and e-mail modules. */
  getForDocument(companyId: string, id: string): Promise<Quote> {
    return this.get(companyId, id);
  }

  async history(companyId: string, id: string): Promise<QuoteHistoryEntry[]> {
    await this.records.findOrFail(this.quotes.manager, companyId, id);
    const rows = await this.quotes.history(companyId, id);
    return rows.map((h) => ({
      id: h.id,
      action: h.action,
      at: h.at.toISOString(),
      // Customer actions (public link) carry the customer's name in details.by.
      by: h.user ? actorName(h.user) : typeof h.details?.by === 'string' ? h.details.by : null,
      details: h.details,
    }));
  }

  async stats(companyId: string): Promise<QuoteStats> {
    const row = await this.quotes.stats(companyId);
    const accepted = row?.accepted ?? 0;
    const rejected = row?.rejected ?? 0;
    return {
      totalQuotes: row?.total ?? 0,
      thisMonth: row?.thisMonth ?? 0,
      totalValue: centsToEuro(row?.totalValueCents ?? 0),
      acceptedCount: accepted,
      decidedCount: accepted + rejected,
      conversionRate: conversionRatePercent({ accepted, rejected }),
    };
  }

  // ---------------------------------------------------------------- status (QuoteStatusService)

  /** For the mail module (QuoteDocumentsService); see QuoteStatusService.markSent. */
  markSent(
    companyId: string,
    quoteId: string,
    userId: string | null,
    details: QuoteHistoryDetails | null = null,
  ): Promise<Quote> {
    return this.status.markSent(companyId, quoteId, userId, details);
  }

  /** For the reminder sweep; see QuoteStatusService.expire. */
  expire(companyId: string, quoteId: string, today: string): Promise<boolean> {
    return this.status.expire(companyId, quoteId, today);
  }

  // ---------------------------------------------------------------- customer (CustomerDecisionsService)

  /** For the customer portal; see CustomerDecisionsService.decideByCustomer. */
  decideByCustomer(
    companyId: string,
    quoteId: string,
    input: CustomerDecisionInput,
  ): Promise<{ quote: Quote; decided: boolean }> {
    return this.customerDecisions.decideByCustomer(companyId, quoteId, input);
  }

  /** For the PDF (QuoteDocumentsService); see CustomerDecisionsService.acceptance. */
  acceptance(
    companyId: string,
    quote: Quote,
  ): Promise<{ name: string; at: Date; signature: string | null } | null> {
    return this.customerDecisions.acceptance(companyId, quote);
  }

  /** For the customer portal; see CustomerDecisionsService.recordView. */
  recordView(companyId: string, quoteId: string): Promise<void> {
    return this.customerDecisions.recordView(companyId, quoteId);
  }

  // ---------------------------------------------------------------- history (QuoteRecords)

  /** Appends a history entry (append-only). Pass `tx` to write inside the caller's transaction. */
  recordHistory(
    companyId: string,
    quoteId: string,
    userId: string | null,
    action: QuoteHistoryAction,
    details: QuoteHistoryDetails | null = null,
    tx?: Tx,
  ): Promise<void> {
    return this.records.recordHistory(companyId, quoteId, userId, action, details, tx);
  }
}
