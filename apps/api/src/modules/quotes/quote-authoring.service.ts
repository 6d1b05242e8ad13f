/**
 * Writing a quote's content: create, replace, duplicate and delete. A new quote takes its number,
 * validity, VAT rate, deposit and template from the company's settings; each write runs in one
 * transaction, so a failure leaves nothing half-written, and publishes its event after commit.
 */
import { Injectable } from '@nestjs/common';
import type { Quote, QuoteCreateData } from '@offerteflow/contracts';
import {
  DEFAULT_QUOTE_NUMBER_PREFIX,
  INITIAL_QUOTE_STATUS,
  assertEditable,
  defaultValidUntil,
  defaultVatRate,
  formatQuoteNumber,
  isOpenForCustomer,
  isValidQuoteNumberPrefix,
  todayIsoDate,
  type VatRate,
} from '@offerteflow/domain';
import { checkVersion, conflict, notFound, type IfMatch } from '../../common';
import type { Tx } from '../../database/tx';
import { CustomersService } from '../customers/customers.service';
import { SettingsService } from '../settings/settings.service';
import { TemplatesRepository } from '../templates/templates.repository';
import { customerSnapshot } from './quote.mapper';
import type { QuoteEntity } from './quote.entity';
import { QuoteEvents } from './quote-events';
import { QuoteRecords } from './quote-records';
import { QuotesRepository } from './quotes.repository';
import { priceQuote } from './quote-pricing';

interface CompanyQuoteDefaults {
  prefix: string;
  validityDays: number;
  vatRate: VatRate;
  depositPercent: number;
  defaultTemplateId: string | null;
}

@Injectable()
export class QuoteAuthoringService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly records: QuoteRecords,
    private readonly customers: CustomersService,
    private readonly events: QuoteEvents,
    private readonly settings: SettingsService,
    private readonly templates: TemplatesRepository,
  ) {}

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
      await this.records.recordHistory(companyId, quote.id, userId, 'created', null, tx);
      return quote.id;
    });
    // Read after commit: the number counter's lock is held only for the writes above.
    return this.records.published(companyId, 'quote.created', await this.records.get(companyId, id));
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
      const quote = await this.records.findOrFail(tx, companyId, id, true);
      await checkVersion(quote.version, ifMatch, () => this.records.load(tx, companyId, id));
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
      await this.records.recordHistory(companyId, quote.id, userId, 'edited', null, tx);
      if (reopened) {
        const change = { from: 'expired', to: 'sent' } as const;
        await this.records.recordHistory(companyId, quote.id, userId, 'status_changed', change, tx);
      }
      return this.records.load(tx, companyId, quote.id);
    });
  }

  /** A new draft with a new number and the same customer, items, notes and template. */
  async duplicate(companyId: string, userId: string | null, id: string): Promise<Quote> {
    const defaults = await this.companyDefaults(companyId);
    const copyId = await this.quotes.transaction(async (tx) => {
      const source = await this.records.findOrFail(tx, companyId, id);
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
      await this.records.recordHistory(companyId, copy.id, userId, 'duplicated', details, tx);
      return copy.id;
    });
    return this.records.published(companyId, 'quote.created', await this.records.get(companyId, copyId));
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
