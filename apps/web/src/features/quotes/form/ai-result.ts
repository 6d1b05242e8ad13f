/** An AI text-to-quote result as quote form values (SPEC §4: replaces the items, fills customer and notes). */
import { DEFAULT_COUNTRY, type AiQuoteResult } from '@offerteflow/contracts';
import type { VatRate } from '@offerteflow/domain';
import { appliedQuantity } from '../../ai';
import { emptyCustomer, emptyItem, type CustomerFields, type QuoteFormItem } from './quote-form-schema';

/** 'Stationsweg 12, 3811 MA Amersfoort' -> street, postcode and place; anything else stays one line. */
export function splitDutchAddress(address: string): Pick<CustomerFields, 'address' | 'postalCode' | 'city'> {
  const match = /^(.*?)[,\s]+(\d{4}\s?[A-Za-z]{2})\b[,\s]*(.*)$/.exec(address.trim());
  if (!match || !match[1]) return { address: address.trim(), postalCode: '', city: '' };
  const postcode = match[2]!.toUpperCase().replace(/^(\d{4})\s?/, '$1 ');
  return { address: match[1].trim(), postalCode: postcode, city: (match[3] ?? '').trim() };
}

export function aiCustomer(result: AiQuoteResult): CustomerFields {
  const c = result.customer;
  return {
    ...emptyCustomer('new'),
    name: c.name,
    email: c.email,
    phone: c.phone,
    ...splitDutchAddress(c.address),
    country: DEFAULT_COUNTRY,
  };
}

/**
 * The result's lines as item rows (at least one row stays); a quantity of 0 becomes the default 1. Each
 * row remembers where its price came from, 'none' included, for its marker.
 */
export function aiItems(result: AiQuoteResult, vatRate: VatRate): QuoteFormItem[] {
  if (result.items.length === 0) return [emptyItem(vatRate)];
  return result.items.map((item) => ({
    description: item.description,
    quantity: appliedQuantity(item),
    unit: item.unit,
    unitPrice: item.unitPrice,
    vatRate,
    priceOrigin: { source: item.priceSource, unitPrice: item.unitPrice },
  }));
}
