import type { Quote, QuoteCustomer, QuoteItem, QuoteListItem } from '@offerteflow/contracts';
import { type LineTotals, centsToEuro } from '@offerteflow/domain';
import type { CustomerEntity } from '../customers/customer.entity';
import { toActor, type NamedUser } from '../users/actor-name';
import type { QuoteItemEntity } from './quote-item.entity';
import type { QuoteCustomerDecisionEntity } from './quote-customer-decision.entity';
import type { QuoteEntity } from './quote.entity';
import { discountToJson, storedQuoteTotals } from './quote-pricing';

/** Which quote column holds each field of the customer snapshot (one table for both directions). */
const SNAPSHOT_COLUMNS = {
  id: 'customerId',
  name: 'customerName',
  email: 'customerEmail',
  phone: 'customerPhone',
  address: 'customerAddress',
  postalCode: 'customerPostalCode',
  city: 'customerCity',
  country: 'customerCountry',
  kvkNumber: 'customerKvkNumber',
  vatNumber: 'customerVatNumber',
} as const satisfies Record<keyof QuoteCustomer, keyof QuoteEntity>;

const snapshotFields = Object.keys(SNAPSHOT_COLUMNS) as (keyof QuoteCustomer)[];

/** Customer snapshot columns of a quote, copied from a customer row. */
export function customerSnapshot(c: CustomerEntity): Partial<QuoteEntity> {
  return Object.fromEntries(snapshotFields.map((f) => [SNAPSHOT_COLUMNS[f], c[f]])) as Partial<QuoteEntity>;
}

function toQuoteCustomer(q: QuoteEntity): QuoteCustomer {
  return Object.fromEntries(snapshotFields.map((f) => [f, q[SNAPSHOT_COLUMNS[f]]])) as QuoteCustomer;
}

function toQuoteItem(i: QuoteItemEntity, line: LineTotals | undefined): QuoteItem {
  return {
    id: i.id,
    position: i.position,
    description: i.description,
    quantity: i.quantity,
    unit: i.unit,
    unitPrice: centsToEuro(i.unitPriceCents),
    vatRate: i.vatRate,
    totalPrice: centsToEuro(i.lineTotalCents),
    discount: discountToJson(i),
    discountAmount: centsToEuro(i.discountCents),
    optional: i.optional,
    choiceGroup: i.choiceGroup,
    selected: i.selected,
    included: line?.included ?? true,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The full quote of the contract; items must be sorted by position. */
export function toQuoteDto(
  q: QuoteEntity,
  items: QuoteItemEntity[],
  decision: QuoteCustomerDecisionEntity | null = null,
  authors: { creator: NamedUser | null; sender: NamedUser | null } = { creator: null, sender: null },
): Quote {
  // The BTW breakdown per rate and which lines count are derived from the stored lines with the same
  // domain function that computed the stored totals, so both always agree.
  const totals = storedQuoteTotals(q, items);
  return {
    id: q.id,
    quoteNumber: q.quoteNumber,
    status: q.status,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    version: q.version,
    sentAt: iso(q.sentAt),
    decidedAt: iso(q.decidedAt),
    validUntil: q.validUntil,
    totalAmount: centsToEuro(q.subtotalCents),
    subtotal: centsToEuro(totals.subtotalCents),
    discount: discountToJson(q),
    discountAmount: centsToEuro(q.discountCents),
    depositPercent: q.depositPercent,
    depositAmount: centsToEuro(q.depositCents),
    vatTotal: centsToEuro(q.vatTotalCents),
    totalIncl: centsToEuro(q.totalInclCents),
    vat: totals.vat.map((v) => ({
      rate: v.rate,
      base: centsToEuro(v.baseCents),
      vat: centsToEuro(v.vatCents),
    })),
    customer: toQuoteCustomer(q),
    items: items.map((item, index) => toQuoteItem(item, totals.lines[index])),
    notes: q.notes,
    templateId: q.templateId,
    viewedAt: iso(q.viewedAt),
    viewCount: q.viewCount,
    customerDecision: decision
      ? {
          decision: decision.decision,
          at: decision.decidedAt.toISOString(),
          name: decision.signerName,
          reason: decision.reason,
        }
      : null,
    createdBy: toActor(authors.creator),
    sentBy: toActor(authors.sender),
  };
}

/** A row of the list query (camelCase, amounts in cents as numbers; see QuotesRepository.list). */
export interface QuoteListRow {
  id: string;
  quoteNumber: string;
  status: QuoteListItem['status'];
  createdAt: Date;
  subtotalCents: number;
  customerName: string;
  customerEmail: string | null;
  itemCount: number;
  firstItems: string[];
  viewedAt: Date | null;
  creator: NamedUser | null;
}

export function toQuoteListItem(r: QuoteListRow): QuoteListItem {
  return {
    id: r.id,
    quoteNumber: r.quoteNumber,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    totalAmount: centsToEuro(r.subtotalCents),
    customer: { name: r.customerName, email: r.customerEmail },
    itemCount: r.itemCount,
    firstItems: r.firstItems,
    viewedAt: iso(r.viewedAt),
    createdBy: toActor(r.creator),
  };
}
