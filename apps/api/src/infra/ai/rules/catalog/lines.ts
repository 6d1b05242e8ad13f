/**
 * Products written as running text: `Schilderwerk binnen: € 42,50 per m2`, `- Gazon maaien ...... €
 * 35,-`, `Fotoshoot 1 uur vanaf € 149`, `Uurtarief 65,00 p/u`. A line needs a name with letters and an
 * amount with a currency mark, or a decimal amount at the end (`12,50 p/st`).
 */
import type { ExtractedProduct } from '../../ai-provider';
import { cleanName, isNonProductName } from './filters';
import { findPrices, pickPrice } from './money';
import { mapUnit, unitAfterPrice } from './units';
import { unitFromName } from './tables';
import { settlePrice, type VatStatement } from './vat';

const SENTENCE_WORDS =
  /\b(wij|we|u|uw|zijn|is|wordt|worden|kunnen|kan|zal|zullen|dient|moet|bedraagt|gelden|geldt|bij|indien|als|dan|binnen|na)\b/gi;

/** Reads one line as a product, or null. */
export function productFromLine(
  line: string,
  category: string | null,
  vat: VatStatement | null = null,
): ExtractedProduct | null {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.length < 4 || text.length > 220) return null;
  const prices = findPrices(text);
  if (!prices.length) return null;
  const price = pickPrice(text);
  if (!price) return null;
  const decimalOrMarked = price.marked || /[.,](\d{2}|-)\s*$/.test(text.slice(price.start, price.end));
  if (!decimalOrMarked) return null;
  let name = text.slice(0, price.start);
  let rest = text.slice(price.end);
  // `€ 42,50 Schilderwerk`: the name after the amount.
  if (!/[a-z]{3,}/i.test(name) && /[a-z]{3,}/i.test(rest)) {
    name = rest.replace(/^\s*(per|p\/)\s*\S+/i, '');
    rest = rest.slice(0, rest.length - name.length);
  }
  name = name
    .replace(/\b(vanaf|v\.a\.|ca\.|circa|voor|a|à|prijs|tarief)\s*[:]?\s*$/i, '')
    .replace(/\s+[-–]\s*$/, '');
  name = cleanName(name);
  if (isNonProductName(name) || name.length < 3 || isUnitWord(name)) return null;
  // A time of day (`van 8.30 tot 17.30 uur`) is no price.
  if (!price.marked && isTimeOfDay(text, price.start, price.end)) return null;
  // A sentence that mentions an amount ("De voorrijkosten bedragen € 35") is no price line unless short.
  const sentenceWords = name.match(SENTENCE_WORDS)?.length ?? 0;
  if (sentenceWords >= 2 || (sentenceWords >= 1 && name.split(' ').length > 6)) return null;
  // A sentence's end after the amount (`… bij opdrachten vanaf € 500,00.`): a condition, not a price line.
  if (sentenceWords >= 1 && /\.\s*$/.test(rest)) return null;
  // Words after the amount that read as a sentence ("… € 5.000 wordt 40% gefactureerd").
  const after = rest.replace(/^\s*(?:excl\.?|incl\.?|btw|per\s+\S+|p\/\S+|[,.;:)(-])*\s*/gi, '');
  if (after.split(/\s+/).filter(Boolean).length >= 3 && (after.match(SENTENCE_WORDS)?.length ?? 0) >= 1)
    return null;
  if (/\.\s*$/.test(text) && text.split(/\s+/).length >= 9) return null;
  const unit = unitAfterPrice(rest) ?? unitFromName(name) ?? mapUnitSuffix(name) ?? 'stuk';
  const settled = settlePrice(price.value, price.excl ? 'excl' : price.incl ? 'incl' : undefined, vat);
  const product: ExtractedProduct = {
    name: stripUnitSuffix(name),
    description: null,
    unitPrice: settled.value,
    unit,
    category,
  };
  if (settled.vatRate !== undefined) product.vatRate = settled.vatRate;
  return product;
}

/** A name that is only a unit (`uur`, `per m²`): what is left of a line like `17.30 uur`. */
function isUnitWord(name: string): boolean {
  const word = name.toLowerCase().replace(/^per\s+/, '');
  return !word.includes(' ') && !word.includes('tarief') && mapUnit(word) !== null;
}

function isTimeOfDay(text: string, start: number, end: number): boolean {
  const amount = text.slice(start, end).trim();
  if (!/^([01]?\d|2[0-3])[.:][0-5]\d$/.test(amount)) return false;
  return (
    /^\s*(uur|u\b|tot|-|–)/i.test(text.slice(end)) ||
    /\b(van|tot|om|vanaf|tussen)\s*$/i.test(text.slice(0, start))
  );
}

function mapUnitSuffix(name: string) {
  const m = /\s(per\s+\S+|p\/\S+)$/i.exec(name);
  return m ? mapUnit(m[1]) : null;
}

/** `Gazon maaien per m2`, `Tolk per uur` → the name without its unit; `(per document)` stays. */
function stripUnitSuffix(name: string): string {
  const m = /\s*(?:\((?:per|p\/)\s*([^)]{1,12})\)|(?:per|p\/)\s*([a-z²³0-9]+))\s*$/i.exec(name);
  if (!m) return name;
  const unit = (m[1] ?? m[2] ?? '').toLowerCase();
  const known = mapUnit(unit) !== null || /^(m³|m3|m1|m|meter|keer|persoon|pp)$/.test(unit);
  return known ? name.slice(0, m.index).trim() || name : name;
}
