/**
 * Quotes of the caller's company. Every rule (totals, status machine, numbering format, defaults)
 * comes from @offerteflow/domain; this service checks ownership and orchestrates the writes, each
 * in one transaction so a failure leaves nothing half-written.
 */
import { Injectable } from '@nestjs/common';
import type {
  Quote,
  QuoteCreateData,
  QuoteEventType,
  QuoteHistoryAction,
  QuoteHistoryEntry,
  QuoteListItem,
  QuoteListQuery,
  QuoteStats,
  QuoteStatus,
} from '@offerteflow/contracts';
import { QUOTE_CUSTOMER_ACTOR, type CustomerSelection } from '@offerteflow/contracts';
import {
  DEFAULT_QUOTE_NUMBER_PREFIX,
  INITIAL_QUOTE_STATUS,
  assertEditable,
  assertTransition,
  centsToEuro,
  conversionRatePercent,
  defaultValidUntil,
  defaultVatRate,
  formatQuoteNumber,
  isOpenForCustomer,
  isValidQuoteNumberPrefix,
  todayIsoDate,
  type VatRate,
} from '@offerteflow/domain';
import { checkVersion, conflict, notFound, toPaged, type IfMatch, type Paged } from '../../common';
import { QUOTE_EVENT_TYPES } from '@offerteflow/contracts';
import type { Tx } from '../../database/tx';
import { CustomersService } from '../customers/customers.service';
import { SettingsService } from '../settings/settings.service';
import { TemplatesRepository } from '../templates/templates.repository';
import { actorName } from '../users/actor-name';
import type { QuoteHistoryDetails } from './quote-history.entity';
import { customerSnapshot, toQuoteDto, toQuoteListItem } from './quote.mapper';
import type { QuoteEntity } from './quote.entity';
import { QuoteEvents } from './quote-events';
import { QuotesRepository } from './quotes.repository';
import { priceQuote } from './quote-pricing';
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

interface CompanyQuoteDefaults {
  prefix: string;
  validityDays: number;
  vatRate: VatRate;
  depositPercent: number;
  defaultTemplateId: string | null;
}

@Injectable()
export class QuotesService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly customers: CustomersService,
    private readonly events: QuoteEvents,
    private readonly settings: SettingsService,
    private readonly templates: TemplatesRepository,
  ) {}

  // ---------------------------------------------------------------- reads

  /** `userId` is the caller for 'Mijn offertes' (null for an API key). */
  async list(companyId: string, query: QuoteListQuery, userId: string | null): Promise<Paged<QuoteListItem>> {
    return toPaged(await this.quotes.list(companyId, query, userId), query, toQuoteListItem);
  }

  get(companyId: string, id: string): Promise<Quote> {
    return this.load(this.quotes.manager, companyId, id);
  }

  /** The quote with its items, for the PDF and e-mail modules. */
  getForDocument(companyId: string, id: string): Promise<Quote> {
    return this.get(companyId, id);
  }

  async history(companyId: string, id: string): Promise<QuoteHistoryEntry[]> {
    await this.findOrFail(this.quotes.manager, companyId, id);
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

  // ---------------------------------------------------------------- writes

  async create(companyId: string, userId: string | null, input: QuoteCreateData): Promise<Quote> {
    const defaults = await this.companyDefaults(companyId);
    const id = await this.quotes.transaction(async (tx) => {
      const customer = await this.resolveCustomer(tx, companyId, input);
      const templateId = await this.resolveTemplate(companyId, input.templateId, defaults);
      const lines = priceQuote(input, { vatRate: defaults.vatRate, depositPercent: defaults.depositPercent });
      const quote = await this.quotes.insert(tx, {
        companyId,
        quoteNumber: await this.nextQuoteNumber(tx, companyId, defaults.prefix),
        status: INITIAL_QUOTE_STATUS,
        ...customer,
        notes: input.notes,
        validUntil: input.validUntil ?? defaultValidUntil(defaults.validityDays),
        templateId,
        ...lines.columns,
        createdBy: userId,
      });
      await this.quotes.insertItems(tx, quote.id, lines.items);
      await this.recordHistory(companyId, quote.id, userId, 'created', null, tx);
      return quote.id;
    });
    // Read after commit: the number counter's lock is held only for the writes above.
    return this.published(companyId, 'quote.created', await this.get(companyId, id));
  }

  /**
   * Replaces the content of a draft or sent quote (accepted and rejected quotes answer 409). A
   * validUntil left out keeps the current one; a templateId left out means the default template. A
   * stale If-Match answers 412 with the quote as it is now.
   */
  async update(
    companyId: string,
    userId: string | null,
    id: string,
    input: QuoteCreateData,
    ifMatch: IfMatch = null,
  ): Promise<Quote> {
    const defaults = await this.companyDefaults(companyId);
    return this.quotes.transaction(async (tx) => {
      const quote = await this.findOrFail(tx, companyId, id, true);
      await checkVersion(quote.version, ifMatch, () => this.load(tx, companyId, id));
      const editable = assertEditable(quote.status);
      if (!editable.ok) throw conflict(editable.message);
      const customer = await this.resolveCustomer(tx, companyId, input);
      const templateId = await this.resolveTemplate(companyId, input.templateId, defaults);
      const lines = priceQuote(input, { vatRate: defaults.vatRate, depositPercent: quote.depositPercent });
      Object.assign(quote, customer, lines.columns, {
        notes: input.notes,
        validUntil: input.validUntil ?? quote.validUntil,
        templateId,
      });
      const reopened =
        quote.status === 'expired' && isOpenForCustomer('sent', quote.validUntil, todayIsoDate());
      if (reopened) quote.status = 'sent';
      await this.quotes.save(tx, quote);
      await this.quotes.replaceItems(tx, quote.id, lines.items);
      await this.recordHistory(companyId, quote.id, userId, 'edited', null, tx);
      if (reopened) {
        const change = { from: 'expired', to: 'sent' } as const;
        await this.recordHistory(companyId, quote.id, userId, 'status_changed', change, tx);
      }
      return this.load(tx, companyId, quote.id);
    });
  }

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
      const quote = await this.findOrFail(tx, companyId, id, true);
      await checkVersion(quote.version, ifMatch, () => this.load(tx, companyId, id));
      const from = quote.status;
      const result = assertTransition(from, to);
      if (!result.ok) throw conflict(result.message);
      quote.status = to;
      if (result.sets) quote[result.sets] = new Date();
      await this.quotes.save(tx, quote);
      await this.recordHistory(companyId, quote.id, userId, 'status_changed', { from, to }, tx);
      return this.load(tx, companyId, quote.id);
    });
    const type = `quote.${to}`;
    return isQuoteEventType(type) ? this.published(companyId, type, quote) : quote;
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
      const quote = await this.findOrFail(tx, companyId, quoteId, true);
      quote.sentBy = userId;
      if (quote.status === 'draft') {
        quote.status = 'sent';
        quote.sentAt = new Date();
        becameSent = true;
      }
      await this.quotes.save(tx, quote);
      await this.recordHistory(companyId, quote.id, userId, 'sent', details, tx);
      return this.load(tx, companyId, quote.id);
    });
    return becameSent ? this.published(companyId, 'quote.sent', quote) : quote;
  }

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
      const quote = await this.findOrFail(tx, companyId, quoteId, true);
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
        await this.recordHistory(companyId, quote.id, null, action, details, tx);
        decided = true;
      }
      return this.load(tx, companyId, quote.id);
    });
    if (!decided) return { quote, decided };
    const type = input.decision === 'accepted' ? 'quote.accepted' : 'quote.rejected';
    return { quote: await this.published(companyId, type, quote), decided };
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
      if (first) await this.recordHistory(companyId, quoteId, null, 'viewed', { by: CUSTOMER_ACTOR }, tx);
    });
  }

  /**
   * Moves a sent quote past its valid-until date on `today` (the reminder sweep's day, an ISO date) to
   * 'expired'; true when it did. Locked like every status change, so a customer's accept racing it
   * either wins or sees 'expired'.
   */
  async expire(companyId: string, quoteId: string, today: string): Promise<boolean> {
    return this.quotes.transaction(async (tx) => {
      const quote = await this.findOrFail(tx, companyId, quoteId, true);
      if (quote.status !== 'sent' || isOpenForCustomer(quote.status, quote.validUntil, today)) return false;
      quote.status = 'expired';
      await this.quotes.save(tx, quote);
      await this.recordHistory(companyId, quote.id, null, 'expired', { from: 'sent', to: 'expired' }, tx);
      return true;
    });
  }

  /** A new draft with a new number and the same customer, items, notes and template. */
  async duplicate(companyId: string, userId: string | null, id: string): Promise<Quote> {
    const defaults = await this.companyDefaults(companyId);
    const copyId = await this.quotes.transaction(async (tx) => {
      const source = await this.findOrFail(tx, companyId, id);
      const items = await this.quotes.items(tx, source.id);
      const copy = await this.quotes.insert(tx, {
        companyId,
        quoteNumber: await this.nextQuoteNumber(tx, companyId, defaults.prefix),
        status: INITIAL_QUOTE_STATUS,
        customerId: source.customerId,
        customerName: source.customerName,
        customerEmail: source.customerEmail,
        customerPhone: source.customerPhone,
        customerAddress: source.customerAddress,
        customerPostalCode: source.customerPostalCode,
        customerCity: source.customerCity,
        customerCountry: source.customerCountry,
        customerKvkNumber: source.customerKvkNumber,
        customerVatNumber: source.customerVatNumber,
        notes: source.notes,
        validUntil: defaultValidUntil(defaults.validityDays),
        templateId: source.templateId,
        subtotalCents: source.subtotalCents,
        vatTotalCents: source.vatTotalCents,
        totalInclCents: source.totalInclCents,
        itemCount: source.itemCount,
        discountType: source.discountType,
        discountValue: source.discountValue,
        discountCents: source.discountCents,
        depositPercent: source.depositPercent,
        depositCents: source.depositCents,
        createdBy: userId,
      });
      await this.quotes.insertItems(
        tx,
        copy.id,
        items.map(({ id: _id, quoteId: _quoteId, quote: _quote, ...item }) => item),
      );
      const details = { sourceQuoteNumber: source.quoteNumber };
      await this.recordHistory(companyId, copy.id, userId, 'duplicated', details, tx);
      return copy.id;
    });
    return this.published(companyId, 'quote.created', await this.get(companyId, copyId));
  }

  /** Deletes the quote with its items and history; afterwards it answers 404. */
  async remove(companyId: string, id: string): Promise<void> {
    const quote = await this.quotes.findInCompany(this.quotes.manager, companyId, id);
    if (!quote || !(await this.quotes.delete(companyId, id))) throw notFound();
    await this.events.publish({
      type: 'quote.deleted',
      companyId,
      quoteId: id,
      quote: null,
      quoteNumber: quote.quoteNumber,
    });
  }

  /** Publishes a quote event after its transaction committed and hands the quote back. */
  private async published(companyId: string, type: QuoteEventType, quote: Quote): Promise<Quote> {
    await this.events.publish({
      type,
      companyId,
      quoteId: quote.id,
      quote,
      quoteNumber: quote.quoteNumber,
    });
    return quote;
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

  // ---------------------------------------------------------------- helpers

  private async findOrFail(tx: Tx, companyId: string, id: string, lock = false): Promise<QuoteEntity> {
    const quote = await this.quotes.findInCompany(tx, companyId, id, lock);
    if (!quote) throw notFound();
    return quote;
  }

  private async load(tx: Tx, companyId: string, id: string): Promise<Quote> {
    const quote = await this.findOrFail(tx, companyId, id);
    const [items, decision, authors] = await Promise.all([
      this.quotes.items(tx, quote.id),
      this.quotes.decision(tx, quote.id),
      this.quotes.authors(tx, quote),
    ]);
    return toQuoteDto(quote, items, decision, authors);
  }

  /** What a new quote takes from the settings in force (SPEC §9 defaults apply in quoteDefaults). */
  private async companyDefaults(companyId: string): Promise<CompanyQuoteDefaults> {
    const [s, defaultTemplate] = await Promise.all([
      this.settings.quoteDefaults(companyId),
      this.templates.findDefault(companyId),
    ]);
    const prefix = s.quoteNumberPrefix;
    return {
      prefix: isValidQuoteNumberPrefix(prefix) ? prefix : DEFAULT_QUOTE_NUMBER_PREFIX,
      validityDays: s.defaultValidityDays,
      vatRate: defaultVatRate(s),
      depositPercent: s.depositPercent,
      defaultTemplateId: defaultTemplate?.id ?? null,
    };
  }

  /** Snapshot columns of an existing customer of the company (404 otherwise) or of a new one. */
  private async resolveCustomer(
    tx: Tx,
    companyId: string,
    input: QuoteCreateData,
  ): Promise<Partial<QuoteEntity>> {
    if (input.customerId)
      return customerSnapshot(await this.customers.findOrFail(tx, companyId, input.customerId));
    // The contract guarantees one of both; this guards a caller that skipped the schema.
    if (!input.customer) throw notFound();
    return customerSnapshot(await this.customers.insert(tx, companyId, input.customer));
  }

  /** A template of the company (404 otherwise); none given means the company's default template. */
  private async resolveTemplate(
    companyId: string,
    templateId: string | undefined,
    defaults: CompanyQuoteDefaults,
  ): Promise<string | null> {
    if (!templateId) return defaults.defaultTemplateId;
    const template = await this.templates.findInCompany(companyId, templateId);
    if (!template) throw notFound();
    return template.id;
  }

  /** `{prefix}-{year}-{0001}`, sequential per company and (Dutch) calendar year. */
  private async nextQuoteNumber(tx: Tx, companyId: string, prefix: string): Promise<string> {
    const year = Number(todayIsoDate().slice(0, 4));
    return formatQuoteNumber(prefix, year, await this.quotes.nextSequence(tx, companyId, year));
  }
}

function isQuoteEventType(type: string): type is QuoteEventType {
  return (QUOTE_EVENT_TYPES as readonly string[]).includes(type);
}
