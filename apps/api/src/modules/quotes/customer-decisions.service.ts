/**
 * What the customer does on the public link: opening it (views, 'bekeken' in the history), accepting
 * or declining the quote, and the acceptance the PDF prints. History entries carry the customer's
 * name (or QUOTE_CUSTOMER_ACTOR) as actor.
 */
import { Injectable } from '@nestjs/common';
import type { Quote } from '@offerteflow/contracts';
import { QUOTE_CUSTOMER_ACTOR, type CustomerSelection } from '@offerteflow/contracts';
import { isOpenForCustomer, todayIsoDate } from '@offerteflow/domain';
import type { QuoteHistoryDetails } from './quote-history.entity';
import { QuoteRecords } from './quote-records';
import { QuotesRepository } from './quotes.repository';
import { applyCustomerSelection } from './customer-selection';

/** Actor name of history entries the customer caused without giving a name. */
const CUSTOMER_ACTOR = QUOTE_CUSTOMER_ACTOR;

export interface CustomerDecisionInput {
  decision: 'accepted' | 'rejected';
  signerName: string | null;
  reason: string | null;
  signature: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  documentHash: string | null;
  /** Accept: the ticked options and chosen variants (left out: the quote as sent). */
  selection?: CustomerSelection;
}

@Injectable()
export class CustomerDecisionsService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly records: QuoteRecords,
  ) {}

  /**
   * The customer's accept or decline on the public link. Locks the quote row, so of two parallel
   * decisions one wins and the other sees the decided state; only a sent quote that is not past its
   * valid-until date can be decided. Records the decision (name, time, IP, user agent, document
   * hash, signature), a history entry with the customer as actor, and publishes quote.accepted /
   * quote.rejected after commit, like an owner's decision. `decided` is false when nothing changed.
   */
  async decideByCustomer(
    companyId: string,
    quoteId: string,
    input: CustomerDecisionInput,
  ): Promise<{ quote: Quote; decided: boolean }> {
    let decided = false;
    const quote = await this.quotes.transaction(async (tx) => {
      const quote = await this.records.findOrFail(tx, companyId, quoteId, true);
      if (isOpenForCustomer(quote.status, quote.validUntil, todayIsoDate())) {
        const at = new Date();
        const from = quote.status;
        const chosen =
          input.decision === 'accepted'
            ? await applyCustomerSelection(this.quotes, tx, quote, input.selection)
            : null;
        quote.status = input.decision;
        quote.decidedAt = at;
        await this.quotes.save(tx, quote);
        await this.quotes.insertDecision(tx, {
          quoteId: quote.id,
          companyId,
          decision: input.decision,
          signerName: input.signerName,
          reason: input.reason,
          signature: input.signature,
          ipAddress: input.ipAddress,
          userAgent: input.userAgent,
          documentHash: input.documentHash,
          decidedAt: at,
        });
        const by = input.signerName ?? CUSTOMER_ACTOR;
        const details: QuoteHistoryDetails =
          input.decision === 'accepted'
            ? { by, from, to: 'accepted', ...(chosen ? { chosen } : {}) }
            : { by, from, to: 'rejected', reason: input.reason };
        const action = input.decision === 'accepted' ? 'customer_accepted' : 'customer_rejected';
        await this.records.recordHistory(companyId, quote.id, null, action, details, tx);
        decided = true;
      }
      return this.records.load(tx, companyId, quote.id);
    });
    if (!decided) return { quote, decided };
    const type = input.decision === 'accepted' ? 'quote.accepted' : 'quote.rejected';
    return { quote: await this.records.published(companyId, type, quote), decided };
  }

  /** The customer's acceptance to print on the PDF (name, time, signature), or null. */
  async acceptance(
    companyId: string,
    quote: Quote,
  ): Promise<{ name: string; at: Date; signature: string | null } | null> {
    if (quote.customerDecision?.decision !== 'accepted') return null;
    const decision = await this.quotes.decision(this.quotes.manager, quote.id);
    if (!decision || decision.companyId !== companyId) return null;
    return {
      name: decision.signerName ?? CUSTOMER_ACTOR,
      at: decision.decidedAt,
      signature: decision.signature,
    };
  }

  /** Counts an opening of the public link; the first one adds 'bekeken' to the history. */
  async recordView(companyId: string, quoteId: string): Promise<void> {
    await this.quotes.transaction(async (tx) => {
      const first = await this.quotes.countView(tx, companyId, quoteId);
      if (!first) return;
      await this.records.recordHistory(companyId, quoteId, null, 'viewed', { by: CUSTOMER_ACTOR }, tx);
    });
  }
}
