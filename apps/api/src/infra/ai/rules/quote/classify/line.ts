/**
 * The line a candidate would give: the catalogue product or a free description, the quantity in the
 * line's unit (counts, measures, hours and days converted at 8 hours a day, head counts for
 * per-person prices), and the unit price excluding VAT (incl. prices divided, totals ÷ quantity).
 */
import type { AiItem, QuoteUnit } from '@offerteflow/contracts';
import { centsToEuro, euroToCents, mulDivRoundHalfUp } from '@offerteflow/domain';
import type { Price } from '../grammar/price';
import type { Quantity } from '../grammar/quantity';
import { perNounIn, type Reading } from '../grammar/reading';
import { HOURS_PER_DAYPART } from '../lexicon/quantity';
import { PER_PERSON } from '../lexicon/money';
import { wordsRe } from '../lexicon/pattern';
import { fold } from '../text/fold';
import { periodOf } from '../grammar/periods';
import { convertQuantity, isTimeUnit } from '../grammar/units';
import { isWorker } from '../grammar/measures';
import type { CatalogIndex, CatalogProduct } from '../match/catalog-index';
import { phraseStems, isStopStem } from '../match/catalog-index';

const PER_PERSON_NAME = wordsRe(PER_PERSON);

export interface DraftLine {
  description: string;
  quantity: number;
  unit: QuoteUnit;
  unitPrice: number;
  priceSource: AiItem['priceSource'];
  explicitQuantity: boolean;
  product: CatalogProduct | null;
  /** Significant stems of the free description, to recognise the same thing later. */
  stems: Set<string>;
  /** 'per werkplek', 'per paneel': a count named elsewhere sizes the line. */
  perNoun: string | null;
  perPerson: boolean;
  /** '120 m2 per woning': the amount is for each of a count named elsewhere ('4 woningen'). */
  amountPerNoun: string | null;
  vague: string | null;
  /** The price was a total for the line (divided by the quantity). */
  total: number | null;
}

export const significantStems = (text: string): Set<string> =>
  new Set(phraseStems(text).filter((s) => s.length >= 3 && !/^\d/.test(s) && !isStopStem(s)));

const isPeriod = (u: QuoteUnit) => isTimeUnit(u) || u === 'maand' || u === 'jaar';

/** The noun is a word of the product's name, or the end of one ('drogers' of 'Bouwdroger'). */
function namesProduct(noun: string, product: CatalogProduct): boolean {
  const n = phraseStems(noun)[0] ?? '';
  return (
    n.length >= 3 &&
    [...significantStems(product.name)].some((s) => s === n || (s.length > n.length + 2 && s.endsWith(n)))
  );
}

/** Rank of a quantity for a line in `unit` (lower is better), or null when it does not fit. */
function fit(q: Quantity, unit: QuoteUnit, perPerson: boolean): number | null {
  if ((q.clock && unit !== 'uur') || q.size) return null;
  if (q.vague) return 6;
  if (q.weak) return 7;
  if (perPerson && q.people) return 0;
  if (q.unit === unit) return q.measure || unit !== 'stuk' ? 0 : 1;
  // '2 x 9 meter' for a line priced per metre: 18 metres.
  if (q.pieces && unit === 'stuk') return 1;
  if (q.unit && isTimeUnit(q.unit) && isTimeUnit(unit)) return 2;
  // The amount column of a table row is the row's amount, whatever the line's unit.
  if (q.column && q.unit === null) return 1;
  if (q.unit === null || q.unit === 'stuk') {
    // A count of things ('100 tegels') is no time and no surface, weight or volume.
    if (isTimeUnit(unit) || unit === 'm2' || unit === 'kg' || unit === 'liter') return null;
    if (q.people) return perPerson || unit !== 'stuk' ? 3 : 5;
    return unit === 'stuk' || unit === 'maand' || unit === 'jaar' ? 1 : 4;
  }
  return null;
}

export function pickQuantity(qs: readonly Quantity[], unit: QuoteUnit, perPerson: boolean): Quantity | null {
  let best: Quantity | null = null;
  let bestRank = Infinity;
  for (const q of qs) {
    const r = fit(q, unit, perPerson);
    if (r !== null && r < bestRank) {
      best = q;
      bestRank = r;
    }
  }
  return best;
}

/** The price meant: not one after 'i.p.v.' / 'niet', no budget; the last unit or total price. */
export function pickPrice(prices: readonly Price[]): Price | null {
  const usable = prices.filter((p) => p.kind === 'unit' || p.kind === 'total');
  const kept = usable.filter((p) => !p.replaced);
  return kept[kept.length - 1] ?? usable[usable.length - 1] ?? null;
}

/** Euros excl. VAT: `amount` divided by 1 + rate/100 when VAT is included, rounded to cents. */
export function excludingVat(amount: number, ratePercent: number | null): number {
  const cents = euroToCents(amount);
  return ratePercent === null
    ? centsToEuro(cents)
    : centsToEuro(mulDivRoundHalfUp(cents, 100, 100 + ratePercent));
}

export function lineOf(
  reading: Reading,
  found: CatalogProduct | null,
  index: CatalogIndex,
  messageVat: number | null,
): DraftLine {
  const price = pickPrice(reading.prices);
  const timed = reading.quantities.find((q) => q.unit && isTimeUnit(q.unit) && !q.clock);
  const labour =
    !found && timed && (reading.content.length === 0 || reading.labourOnly) ? index.labour : null;
  const product = found ?? labour;
  const perPerson =
    (price?.perPerson ?? false) ||
    reading.flags.everyone ||
    (product !== null && PER_PERSON_NAME.test(fold(product.name)));
  const withUnit = reading.quantities.find((q) => q.unit && !q.clock && !q.vague);
  let unit: QuoteUnit = product?.unit ?? withUnit?.unit ?? price?.per ?? 'stuk';
  // 'Hondenpension per nacht' and '14 nachten': the count of the period the product is priced per.
  const productPer = product ? perNounIn(product.name) : null;
  const pricedPer = productPer ? periodOf(productPer) : null;
  const period = pricedPer ? reading.periods.find((p) => p.noun === pricedPer) : undefined;
  const q = period ?? pickQuantity(reading.quantities, unit, perPerson);
  let quantity = q
    ? q.unit && q.unit !== unit && !q.pieces
      ? convertQuantity(q.value, q.unit, unit)
      : q.value
    : 1;
  // 'reken op 2 man, anderhalf uur': the workers of the phrase times the hours, for an hourly line.
  const staff =
    q && isTimeUnit(unit) && q.unit !== null && isTimeUnit(q.unit) && !q.product && !q.clock
      ? reading.quantities.find(
          (s) => s.people && s.noun !== null && isWorker(s.noun) && !s.vague && !s.weak && s.value > 1,
        )
      : undefined;
  if (staff) quantity *= staff.value;
  // '2 bouwdrogers voor 5 dagen', 'Zakelijke mailbox | 3 | 12 maanden', '2 steigers 3 weken' for a
  // product per week: the things times how long each.
  const periodic = q !== null && (q === period || (q.unit !== null && isPeriod(q.unit) && isPeriod(unit)));
  const things =
    !staff && product && periodic && !q.product && !q.clock
      ? reading.quantities.find(
          (s) =>
            s !== q &&
            s.unit === null &&
            !s.people &&
            !s.vague &&
            !s.weak &&
            s.value > 1 &&
            (s.column || (s.noun !== null && namesProduct(s.noun, product))),
        )
      : undefined;
  if (things) quantity *= things.value;
  // 'verhuislift 1 dagdeel' without an hourly product: one of it, not 4 hours.
  if (!product && q?.daypart && !q.product) {
    unit = 'stuk';
    quantity = q.value / HOURS_PER_DAYPART;
  }
  if (!(quantity > 0)) quantity = 1;
  const explicitQuantity = q !== null && !q.vague && !q.weak;
  let unitPrice = product?.unitPrice ?? 0;
  let priceSource: AiItem['priceSource'] = product ? 'catalog' : 'none';
  let total: number | null = null;
  if (price) {
    const rate = price.vat ? (price.vat.included ? price.vat.rate : null) : messageVat;
    const amount = excludingVat(price.amount, rate);
    total = price.kind === 'total' ? amount : null;
    unitPrice =
      total !== null && quantity > 0 ? centsToEuro(Math.round(euroToCents(amount) / quantity)) : amount;
    priceSource = 'text';
  }
  const description = product?.name ?? reading.description;
  return {
    description,
    quantity: Math.round(quantity * 1000) / 1000,
    unit,
    unitPrice,
    priceSource,
    explicitQuantity,
    product,
    stems: significantStems(product ? product.name : reading.content.join(' ')),
    perNoun: price?.perNoun ?? reading.perNoun ?? productPer,
    perPerson,
    // '16 x Montage per paneel': a 'per' of the product's own name is no amount per thing.
    amountPerNoun:
      explicitQuantity && !price?.perNoun && !q?.people && !(product && productPer === reading.perNoun)
        ? reading.perNoun
        : null,
    vague: q?.vague ?? null,
    total,
  };
}
