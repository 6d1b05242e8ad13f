/**
 * The price grammar: 'à € 85', '€ 1.250,- per stuk', 'voor 95 euro per uur', '€85/uur', '68,-',
 * 'EUR 68.00', '€ 96,80 incl.' (VAT included), '€ 3.100 alles inbegrepen' and 'in totaal € 500'
 * (totals), '€ 24,50 p.p.', 'vanaf € 49', '€ 19 per werkplek per maand'; budgets ('budget max € 2.000')
 * and prices paid elsewhere are read but are no prices.
 */
import type { QuoteUnit } from '@offerteflow/contracts';
import { parseDutchNumber } from '@offerteflow/domain';
import {
  BUDGET_BEFORE,
  CURRENCY_AFTER,
  CURRENCY_BEFORE,
  DISCOUNT_WORDS,
  EXCL_WORDS,
  FROM_PRICE,
  INCL_WORDS,
  PAID_BEFORE,
  PER_INTRO,
  PER_PERSON,
  PER_SLASH_UNITS,
  PRICE_VERBS,
  PRICE_INTRO,
  PRICE_INTRO_STRONG,
  PRICE_NOUNS_BEFORE_VAN,
  REPLACED_BEFORE,
  TOTAL_AFTER,
  TOTAL_BEFORE,
  VAT_LOW_RATE,
  VAT_WORDS,
} from '../lexicon/money';
import { alternation } from '../lexicon/pattern';
import { isMetre, unitOf } from './units';

export type PriceKind = 'unit' | 'total' | 'budget' | 'paid' | 'discount';

export interface Price {
  amount: number;
  /** The unit after 'per' / '/', when it is a quote unit. */
  per: QuoteUnit | null;
  /** The noun after 'per' when it is no unit ('per werkplek', 'per paneel'). */
  perNoun: string | null;
  /** Per person ('p.p.', 'per persoon'). */
  perPerson: boolean;
  kind: PriceKind;
  /** 'incl' when VAT is said to be included (with its rate), 'excl' when excluded, else null. */
  vat: { included: boolean; rate: number } | null;
  /** 'vanaf € 49'. */
  from: boolean;
  /** 'niet € 95', 'i.p.v. € 95': the price that is not meant. */
  replaced: boolean;
  start: number;
  end: number;
}

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:\s*,-{1,2}|\s*,\s*-|,=)?`;
const W = (entries: readonly string[]) => `(?<![\\p{L}])${alternation(entries)}(?![\\p{L}])`;
const CUR_BEFORE = `(?:€|${W(CURRENCY_BEFORE.filter((c) => c !== '€'))})`;
const CUR_AFTER = `(?:€|${W(CURRENCY_AFTER.filter((c) => c !== '€'))})`;
/** '45 p/u', '12,50/m2': an amount with a per-unit slash is a price. */
const SLASH_PER = `(?:p\\.?\\s?\\/|\\/)\\s*(?:${alternation(PER_SLASH_UNITS)})(?![\\p{L}\\d])`;
const PATTERNS: RegExp[] = [
  new RegExp(
    `${W(PRICE_VERBS)}\\s+(\\d{2,}(?:[.,]\\d{1,2})?|\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?)(?=\\s*(?:$|[.,!?;)]))`,
    'giu',
  ),
  new RegExp(`(?<![\\d.,])${AMOUNT}(?=\\s*${SLASH_PER})`, 'giu'),
  new RegExp(`${CUR_BEFORE}\\s*${AMOUNT}(?:\\s*${CUR_AFTER})?`, 'giu'),
  new RegExp(`(?<![\\d.,])${AMOUNT}\\s*${CUR_AFTER}`, 'giu'),
  new RegExp(`(?<![\\d.,])(\\d+(?:\\.\\d{3})*),-{1,2}`, 'giu'),
  new RegExp(`(?<![\\d]\\s?)(?:^|\\s)${alternation(PRICE_INTRO_STRONG)}\\s*${AMOUNT}`, 'giu'),
];
/** 'à 85': a bare amount after 'à', '@'; followed by a unit ('2 dagen à 8 uur') it is a measure. */
const STRONG_INTRO = PATTERNS[PATTERNS.length - 1]!;
const WORD_AFTER = /^\s*([\p{L}²']+)/u;
const unitFollows = (rest: string) => {
  const word = WORD_AFTER.exec(rest)?.[1];
  return word !== undefined && (unitOf(word) !== null || isMetre(word));
};
/** 'à 85 per uur', 'voor 95 per m2': an amount after an intro word with a 'per' unit. */
const INTRO_PER = new RegExp(
  `${W(PRICE_INTRO)}\\s+${AMOUNT}(?=\\s*(?:${W(PER_INTRO.filter((p) => /^[\p{L} ]+$/u.test(p)))}|p\\.\\s?\\/?|p\\/|\\/)\\s*[\\p{L}\\d])`,
  'giu',
);
const PER_AFTER = new RegExp(
  `^\\s*(?:${W(['per'])}|p\\.?\\s?\\/|\\/|${W(PER_INTRO.filter((p) => !/^[p/]/.test(p)))})\\s*(vierkante\\s+meters?|strekkende\\s+meters?|[\\p{L}²0-9']+)\\.?`,
  'iu',
);
const PERSON_AFTER = new RegExp(`^\\s*${alternation(PER_PERSON)}(?![\\p{L}])`, 'iu');
const VAT_NEAR = new RegExp(
  `^[\\s,.(]*(?:(${W(INCL_WORDS)})|(${W(EXCL_WORDS)}))\\.?\\s*(?:(\\d{1,2})\\s*%)?\\s*(${W(VAT_WORDS)})?`,
  'iu',
);
const VAT_RATE = /(\d{1,2})\s*%/;
const TOTAL_AFTER_RE = new RegExp(`^[\\s,.(-]*(?:${W(['voor', 'en'])}\\s+)?${W(TOTAL_AFTER)}`, 'iu');
const beforeRe = (entries: readonly string[], gap = 24) =>
  new RegExp(`${W(entries)}[^€\\d.!?]{0,${gap}}$`, 'iu');
const TOTAL_BEFORE_RE = beforeRe(TOTAL_BEFORE);
const BUDGET_BEFORE_RE = beforeRe(BUDGET_BEFORE, 16);
const PAID_BEFORE_RE = beforeRe(PAID_BEFORE, 30);
const FROM_BEFORE_RE = beforeRe(FROM_PRICE, 6);
const REPLACED_BEFORE_RE = beforeRe(REPLACED_BEFORE, 6);
const PRICE_OF_RE = new RegExp(`${W(PRICE_NOUNS_BEFORE_VAN)}\\s+van\\s*$`, 'iu');
const DISCOUNT_NEAR = new RegExp(`^\\s*%?\\s*${W(DISCOUNT_WORDS)}`, 'iu');

/** Reads '1.250,-', '85', '42,50', '1250.00' as euros (Dutch convention for '1.250'). */
export function readAmount(raw: string): number | null {
  const cleaned = raw
    .replace(/\s/g, '')
    .replace(/,[-=]+$/, '')
    .replace(/,$/, '');
  const parsed = parseDutchNumber(cleaned, { maxDecimals: 2 });
  if (parsed.ok) return parsed.value;
  if (parsed.error === 'ambiguous') return Number(cleaned.replace(/[.,]/g, ''));
  return null;
}

function readPer(after: string): {
  per: QuoteUnit | null;
  perNoun: string | null;
  perPerson: boolean;
  used: number;
} {
  const person = PERSON_AFTER.exec(after);
  if (person) return { per: null, perNoun: null, perPerson: true, used: person[0].length };
  const m = PER_AFTER.exec(after);
  if (!m) return { per: null, perNoun: null, perPerson: false, used: 0 };
  const word = m[1]!;
  const unit = unitOf(word);
  if (unit) return { per: unit, perNoun: null, perPerson: false, used: m[0].length };
  if (/^(?:persoon|pers|gast|deelnemer|kind|couvert)/i.test(word))
    return { per: null, perNoun: null, perPerson: true, used: m[0].length };
  // 'per werkplek', 'per paneel' (after 'per' or '/' only, not 'de' or 'het').
  return /^\s*(?:per|p\.?\s?\/|\/)/i.test(m[0]) && word.length >= 3 && !/^\d/.test(word)
    ? { per: null, perNoun: word.toLowerCase(), perPerson: false, used: m[0].length }
    : { per: null, perNoun: null, perPerson: false, used: 0 };
}

/** All prices in `text`, left to right, without overlaps. */
export function findPrices(text: string): Price[] {
  if (!/\d/.test(text)) return [];
  const found: Price[] = [];
  const taken = new Uint8Array(text.length + 1);
  for (const re of [...PATTERNS, INTRO_PER]) {
    for (const m of text.matchAll(re)) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      let end = m.index + m[0].length;
      if (taken[start] || taken[end - 1]) continue;
      const amount = readAmount(m[1]!);
      if (amount === null) continue;
      if (re === STRONG_INTRO && unitFollows(text.slice(end))) continue;
      let rest = text.slice(end);
      // 'incl. btw per stuk' or 'per stuk incl. btw': VAT and 'per' in either order.
      let vatMatch = VAT_NEAR.exec(rest);
      if (vatMatch) end += vatMatch[0].length;
      let per = readPer(text.slice(end));
      end += per.used;
      // '€ 19 per werkplek per maand': the second 'per' gives the unit.
      const second = per.perNoun ? readPer(text.slice(end)) : null;
      if (second?.per) {
        per = { ...per, per: second.per };
        end += second.used;
      }
      if (!vatMatch) {
        vatMatch = VAT_NEAR.exec(text.slice(end));
        if (vatMatch) end += vatMatch[0].length;
      }
      rest = text.slice(end);
      const before = text.slice(Math.max(0, start - 40), start);
      const totalAfter = TOTAL_AFTER_RE.exec(rest);
      if (totalAfter) end += totalAfter[0].length;
      const kind: PriceKind = DISCOUNT_NEAR.test(text.slice(m.index + m[0].length))
        ? 'discount'
        : PAID_BEFORE_RE.test(before)
          ? 'paid'
          : BUDGET_BEFORE_RE.test(before)
            ? 'budget'
            : TOTAL_BEFORE_RE.test(before) || totalAfter
              ? 'total'
              : 'unit';
      let vat: Price['vat'] = null;
      if (
        vatMatch &&
        (vatMatch[4] || vatMatch[3] || /^[\s,.(]*(?:incl|excl|inclusief|exclusief)/i.test(vatMatch[0]))
      ) {
        const included = Boolean(vatMatch[1]) && !/zonder/i.test(vatMatch[0]);
        const rate = Number(vatMatch[3] ?? VAT_RATE.exec(vatMatch[0])?.[1] ?? 21);
        vat = { included, rate: rate === VAT_LOW_RATE ? VAT_LOW_RATE : 21 };
      }
      found.push({
        amount,
        ...per,
        kind,
        vat,
        from: FROM_BEFORE_RE.test(before),
        replaced: REPLACED_BEFORE_RE.test(before) && !PRICE_OF_RE.test(before),
        start,
        end,
      });
      taken.fill(1, start, end);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
