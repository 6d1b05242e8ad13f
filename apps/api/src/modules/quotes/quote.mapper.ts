import type { Quote, QuoteCustomer, QuoteItem, QuoteListItem } from '@offerteflow/contracts';
import { centsToEuro, computeQuoteTotals } from '@offerteflow/domain';
import type { CustomerEntity } from '../customers/customer.entity';
import type { QuoteItemEntity } from './quote-item.entity';
import type { QuoteCustomerDecisionEntity } from './quote-customer-decision.entity';
import type { QuoteEntity } from './quote.entity';

/** Customer snapshot columns of a quote, copied from a customer row. */
export function customerSnapshot(c: CustomerEntity): Partial<QuoteEntity> {
  return {
    customerId: c.id,
    customerName: c.name,
    customerEmail: c.email,
    customerPhone: c.phone,
    customerAddress: c.address,
    customerPostalCode: c.postalCode,
    customerCity: c.city,
    customerCountry: c.country,
    customerKvkNumber: c.kvkNumber,
    customerVatNumber: c.vatNumber,
  };
}

function toQuoteCustomer(q: QuoteEntity): QuoteCustomer {
  return {
    id: q.customerId,
    name: q.customerName,
    email: q.customerEmail,
    phone: q.customerPhone,
    address: q.customerAddress,
    postalCode: q.customerPostalCode,
    city: q.customerCity,
    country: q.customerCountry,
    kvkNumber: q.customerKvkNumber,
    vatNumber: q.customerVatNumber,
  };
}

function toQuoteItem(i: QuoteItemEntity): QuoteItem {
  return {
    id: i.id,
    position: i.position,
    description: i.description,
    quantity: i.quantity,
    unit: i.unit,
    unitPrice: centsToEuro(i.unitPriceCents),
    vatRate: i.vatRate,
    totalPrice: centsToEuro(i.lineTotalCents),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The full quote of the contract; items must be sorted by position. */
export function toQuoteDto(
  q: QuoteEntity,
  items: QuoteItemEntity[],
  decision: QuoteCustomerDecisionEntity | null = null,
): Quote {
  // The BTW breakdown per rate is derived from the stored lines with the same domain function that
  // computed the stored totals, so both always agree.
  const { vat } = computeQuoteTotals(
    items.map((i) => ({ quantity: i.quantity, unitPriceCents: i.unitPriceCents, vatRate: i.vatRate })),
  );
  return {
    id: q.id,
    quoteNumber: q.quoteNumber,
    status: q.status,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    sentAt: iso(q.sentAt),
    decidedAt: iso(q.decidedAt),
    validUntil: q.validUntil,
    totalAmount: centsToEuro(q.subtotalCents),
    subtotal: centsToEuro(q.subtotalCents),
    vatTotal: centsToEuro(q.vatTotalCents),
    totalIncl: centsToEuro(q.totalInclCents),
    vat: vat.map((v) => ({ rate: v.rate, base: centsToEuro(v.baseCents), vat: centsToEuro(v.vatCents) })),
    customer: toQuoteCustomer(q),
    items: items.map(toQuoteItem),
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
  };
}

/** A row of the raw list query (see QuotesService.list). */
export interface QuoteListRow {
  id: string;
  quote_number: string;
  status: QuoteListItem['status'];
  created_at: Date;
  subtotal_cents: string;
  customer_name: string;
  customer_email: string | null;
  item_count: number;
  first_items: string[];
  viewed_at: Date | null;
}

export function toQuoteListItem(r: QuoteListRow): QuoteListItem {
  return {
    id: r.id,
    quoteNumber: r.quote_number,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    totalAmount: centsToEuro(Number(r.subtotal_cents)),
    customer: { name: r.customer_name, email: r.customer_email },
    itemCount: r.item_count,
    firstItems: r.first_items,
    viewedAt: iso(r.viewed_at),
  };
}
