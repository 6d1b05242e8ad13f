/**
 * The quote reads and writes every quote service shares: a quote of the caller's company (404
 * otherwise, optionally row-locked), the full DTO, the append-only history and the events published
 * after commit. The quote services (authoring, status, customer decisions, QuotesService) build on it.
 */
import { Injectable } from '@nestjs/common';
import type { Quote, QuoteEventType, QuoteHistoryAction } from '@offerteflow/contracts';
import { notFound } from '../../common';
import type { Tx } from '../../database/tx';
import type { QuoteHistoryDetails } from './quote-history.entity';
import { toQuoteDto } from './quote.mapper';
import type { QuoteEntity } from './quote.entity';
import { QuoteEvents } from './quote-events';
import { QuotesRepository } from './quotes.repository';

@Injectable()
export class QuoteRecords {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly events: QuoteEvents,
  ) {}

  get(companyId: string, id: string): Promise<Quote> {
    return this.load(this.quotes.manager, companyId, id);
  }

  async findOrFail(tx: Tx, companyId: string, id: string, lock = false): Promise<QuoteEntity> {
    const quote = await this.quotes.findInCompany(tx, companyId, id, lock);
    if (!quote) throw notFound();
    return quote;
  }

  async load(tx: Tx, companyId: string, id: string): Promise<Quote> {
    const quote = await this.findOrFail(tx, companyId, id);
    const [items, decision, authors] = await Promise.all([
      this.quotes.items(tx, quote.id),
      this.quotes.decision(tx, quote.id),
      this.quotes.authors(tx, quote),
    ]);
    return toQuoteDto(quote, items, decision, authors);
  }

  /** Appends a history entry (append-only). Pass `tx` to write inside the caller's transaction. */
  async recordHistory(
    companyId: string,
    quoteId: string,
    userId: string | null,
    action: QuoteHistoryAction,
    details: QuoteHistoryDetails | null = null,
    tx: Tx = this.quotes.manager,
  ): Promise<void> {
    await this.quotes.insertHistory(tx, { companyId, quoteId, userId, action }, details);
  }

  /** Publishes a quote event after its transaction committed and hands the quote back. */
  async published(companyId: string, type: QuoteEventType, quote: Quote): Promise<Quote> {
    await this.events.publish({
      type,
      companyId,
      quoteId: quote.id,
      quote,
      quoteNumber: quote.quoteNumber,
    });
    return quote;
  }
}
