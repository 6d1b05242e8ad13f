/**
 * Checks shared by every text-to-quote provider (rules and openai): the own company's details are
 * never the customer's, a line is matched to the catalogue (name, unit and, when the price is not
 * the text's, the catalogue's price), and a phrase is placed in the text as sent.
 */
import type { AiCustomer, AiItem, AiSource } from '@offerteflow/contracts';
import type { QuoteContext } from '../../ai-provider';
import { normalizePhone } from './customer/phone';
import { findPrices } from './grammar/price';
import { excludingVat } from './classify/line';
import { CatalogIndex, phraseStems } from './match/catalog-index';
import { ownCompanyMatcher } from './messages/own-company';

/** Blanks customer fields that are the own company's name, e-mail or phone. */
export function withoutOwnCompany(customer: AiCustomer, context: QuoteContext): AiCustomer {
  const own = ownCompanyMatcher(context);
  const name = customer.name.trim();
  const phone = customer.phone.trim();
  return {
    name: name && own.names(name) && name.length <= (context.ownCompany?.name.length ?? 0) + 12 ? '' : name,
    email: own.isOwnEmail(customer.email.trim()) ? '' : customer.email.trim(),
    phone: phone && normalizePhone(phone) && own.isOwnPhone(phone) ? '' : phone,
    address: customer.address.trim(),
  };
}

/**
 * A line checked against the catalogue: a description that names a product (exactly, or by the
 * catalogue index's match) takes its name and unit, and its price unless the price came from the
 * text; a 'catalog' claim without such a product becomes 'none' or keeps its price as the text's.
 */
export function matchToCatalog(
  item: AiItem,
  index: CatalogIndex,
  products: QuoteContext['products'],
  textPrices: readonly number[],
): AiItem {
  const exact = products.find((p) => p.name.trim().toLowerCase() === item.description.trim().toLowerCase());
  const product = exact ?? index.match(phraseStems(item.description), 0.75)?.product ?? null;
  // A price is the text's only when the text holds it (as is, incl. VAT, or as a total for the line).
  const inText = (v: number) =>
    textPrices.some((a) =>
      [a, excludingVat(a, 21), excludingVat(a, 9), item.quantity > 0 ? a / item.quantity : a].some(
        (c) => Math.abs(c - v) < 0.01,
      ),
    );
  const fromText = item.priceSource !== 'none' && item.unitPrice > 0 && inText(item.unitPrice);
  if (product) {
    return {
      ...item,
      description: product.name,
      unit: product.unit,
      unitPrice: fromText ? item.unitPrice : product.unitPrice,
      priceSource: fromText ? 'text' : 'catalog',
    };
  }
  return fromText ? { ...item, priceSource: 'text' } : { ...item, unitPrice: 0, priceSource: 'none' };
}

/** Every amount the text states as a price. */
export const textPrices = (text: string): number[] => findPrices(text).map((p) => p.amount);

/** The phrase's place in `text` (UTF-16 offsets, end exclusive): exact, then ignoring case and spacing. */
export function locatePhrase(text: string, phrase: string | null | undefined): AiSource | null {
  const p = (phrase ?? '').trim();
  if (p === '') return null;
  const at = text.indexOf(p);
  if (at >= 0) return { text: p, start: at, end: at + p.length };
  const escaped = p
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const m = new RegExp(escaped, 'iu').exec(text);
  return m ? { text: m[0], start: m.index, end: m.index + m[0].length } : null;
}
