/**
 * The quantity grammar: '3 uur', '2x', 'twee', '10 m2', 'een dagdeel' (4 uur), products of factors
 * ('2 man × 4 uur' = 8 uur, '3 mensen, 2 dagdelen' = 24 uur), fractions ('anderhalf uur', 'een
 * kwartier'), number words ('twee dozijn' = 24), ranges ('3 à 4 uur': the upper bound) and vague
 * amounts ('een paar'), which never become a number. Dates, clock times, deadlines, postcodes, house
 * numbers, years, ages, sizes and percentages are no amounts.
 */
import { parseGroupWord, readNumberWords } from './number-words';
import {
  THRESHOLD,
  base,
  dayLengthAt,
  isAgeAfter,
  isAll,
  isApprox,
  isDescriptionFiller,
  isFiller,
  isGroupBefore,
  isHead,
  isMomentBefore,
  isMonth,
  isNotAmountAfter,
  isSpanStart,
  isTimeUnit,
  isTimes,
  isWeekday,
  isWindowStart,
  isWorker,
  numberAt,
  productAt,
  spanAt,
  surfaceAt,
  text,
  unitValue,
  vagueAt,
} from './measures';
import type { Quantity } from './quantity-model';
import { tokenize, type Token } from './tokens';
import { unitAt } from './units';
import { BARE_COUNT_BEFORE, COUNTED_PRONOUNS, PAIR_WORDS, POINTER_WORDS } from '../lexicon/quantity';
import { hasWord } from '../lexicon/pattern';
import { findPhones } from '../customer/phone';
import { TIMES_DISTANCE, withStatedResults } from './stated-results';

export type { Quantity } from './quantity-model';

const isPair = hasWord(PAIR_WORDS);
const isPointer = hasWord(POINTER_WORDS);
const isCountedPronoun = hasWord(COUNTED_PRONOUNS);
const isBareCountBefore = hasWord(BARE_COUNT_BEFORE);

/** Two things named before token `i` in the phrase: 'allebei', 'alle twee', 'beiden', 'zowel … als …'. */
function pairedBefore(tokens: readonly Token[], i: number): boolean {
  const before = tokens.slice(Math.max(0, i - 8), i).map((t) => t.text);
  if (before.some((w, k) => isPair(w) || isPair(`${w} ${before[k + 1] ?? ''}`))) return true;
  const zowel = before.indexOf('zowel');
  return zowel >= 0 && before.indexOf('als', zowel) > zowel;
}

/** Reads the quantity starting at token `i`, or null. */
function readAt(tokens: readonly Token[], i: number, raw: string): Quantity | null {
  // 'een meter of 6', 'een uur of drie': about that many.
  const about = ['een', "'n"].includes(text(tokens, i)) ? unitAt(tokens, i + 1) : null;
  if (about && text(tokens, i + 1 + about.used) === 'of') {
    const n = numberAt(tokens, i + 2 + about.used, raw);
    if (n) {
      const last = tokens[i + 1 + about.used + n.used]!;
      return {
        ...base(tokens[i]!.start, last.end),
        value: unitValue(n.value, about),
        unit: about.unit,
        approximate: true,
        measure: about.measure,
        digits: n.digits,
      };
    }
  }
  const span = spanAt(tokens, i, raw);
  if (span) return span;
  // 'we zijn met z'n twaalven': a head count.
  const group = isGroupBefore(text(tokens, i - 1)) ? parseGroupWord(text(tokens, i)) : null;
  if (group !== null)
    return {
      ...base(tokens[i]!.start, tokens[i]!.end),
      value: group,
      unit: null,
      noun: 'personen',
      people: true,
      digits: false,
    };
  const vague = vagueAt(tokens, i);
  if (vague) {
    const next = vague.next;
    if (
      next.length >= 3 &&
      tokens[i + vague.words.length]?.kind === 'word' &&
      !readNumberWords([next]) &&
      !isDescriptionFiller(next)
    ) {
      const to = tokens[i + vague.words.length - 1]!;
      return {
        ...base(tokens[i]!.start, to.end),
        value: 1,
        unit: unitAt(tokens, i + vague.words.length)?.unit ?? null,
        vague: vague.words.join(' '),
        digits: false,
        noun: next,
      };
    }
    if (vague.words.length > 1) return null;
  }
  const n = numberAt(tokens, i, raw);
  if (!n) return null;
  const prev = text(tokens, i - 1);
  if (THRESHOLD.test(raw.slice(Math.max(0, tokens[i]!.start - 12), tokens[i]!.start))) return null;
  let j = i + n.used;
  let value = n.value;
  let approximate = n.approximate || isApprox(prev) || (text(tokens, i - 2) === 'een' && prev === 'stuk');
  // A range '3 à 4 uur', '3-4 uur', '3 tot 4 uur' counts as its upper bound.
  const sep = raw.slice(tokens[j - 1]!.end, tokens[j]?.start ?? raw.length);
  const dash = sep === '' && text(tokens, j) === '-' ? 1 : 0;
  const sepWord = /^(?:a|tot|of)$/.test(text(tokens, j)) ? 1 : dash;
  // 'van 9 tot 17', 'tussen 12 en 13': clock times, no range of amounts.
  if (sepWord && (isSpanStart(prev) || isWindowStart(prev)) && !unitAt(tokens, j + sepWord + 1)) return null;
  if (sepWord && tokens[j + sepWord]?.kind === 'num') {
    const upper = numberAt(tokens, j + sepWord, raw, true);
    const upperEnd = tokens[j + sepWord]!.end;
    // '12-03-2025', '06-12345678': a date or a phone number, no range.
    if (dash && (!upper || /^[-/]\d/.test(raw.slice(upperEnd, upperEnd + 2)) || !unitAt(tokens, j + 2)))
      return null;
    if (upper && upper.value > value && (n.digits === upper.digits || !n.digits)) {
      value = upper.value;
      j = j + sepWord + upper.used;
      approximate = true;
    }
  }
  const start = tokens[i]!.start;
  const next = text(tokens, j);
  // A surface: '5 bij 6 meter', 'ongeveer 2,5 bij 6', '3 meter lang en 2,60 hoog'.
  const area = surfaceAt(tokens, i, j, raw, value);
  if (area)
    return {
      ...base(start, tokens[area.to - 1]!.end),
      value: area.value,
      unit: 'm2',
      approximate,
      digits: true,
      pieces: area.pieces,
    };
  // 'tussen 12 en 13 uur', 'van 9 tot 17 uur': clock times; dates and weekdays.
  if (/^(?:en|tot|-)$/.test(prev) && /^(?:tussen|van|vanaf)$/.test(text(tokens, i - 3))) return null;
  if (isMonth(next) || (isWeekday(prev) && n.digits)) return null;
  // 'alle drie de bussen', 'op alle 3 de wielen': a count of the noun after the article.
  if (isAll(prev) && /^(?:de|het)$/.test(next) && tokens[j + 1]?.kind === 'word') {
    const counted = text(tokens, j + 1);
    return {
      ...base(start, tokens[j - 1]!.end),
      value,
      unit: null,
      approximate,
      noun: counted,
      people: isHead(counted),
      digits: n.digits,
    };
  }
  if (isTimeUnit(next) && isAgeAfter(text(tokens, j + 1))) return null;
  if (n.digits && (isNotAmountAfter(next) || /^(?:e|ste|de)$/.test(next)) && !unitAt(tokens, j)) return null;
  // '2 medewerkers van 12:00 tot 17:00': people times the span.
  if (isWorker(next) && isSpanStart(text(tokens, j + 1))) {
    const span = spanAt(tokens, j + 2, raw);
    if (span) return { ...span, start, value: value * span.value, product: true };
  }
  // Factors: '2 man × 4 uur', '3 x 8 uur', '3 mensen, 2 dagdelen'.
  if (isWorker(next) || isTimes(next)) {
    const p = productAt(tokens, j + 1, raw, value);
    if (p)
      return {
        ...base(start, tokens[p.to - 1]!.end),
        value: p.value,
        unit: p.unit.unit,
        approximate,
        product: true,
        digits: n.digits,
      };
    if (isTimes(next))
      return { ...base(start, tokens[j]!.end), value, unit: 'stuk', approximate, digits: n.digits };
  }
  let k = j;
  while (isFiller(text(tokens, k)) && k < j + 2 && !unitAt(tokens, k)) k++;
  const unit = unitAt(tokens, k);
  if (unit) {
    if (isMomentBefore(prev) && isTimeUnit(text(tokens, k))) return null;
    if (/^(?:week|weken)$/.test(text(tokens, k))) return null;
    // '2 dagen à 8 uur', '3 dagdelen van 4 uur': days times their hours.
    const len = unit.unit === 'dag' || unit.daypart ? dayLengthAt(tokens, k + unit.used, raw) : null;
    if (len)
      return {
        ...base(start, tokens[len.to - 1]!.end),
        value: value * len.hours,
        unit: 'uur',
        approximate,
        product: true,
        digits: n.digits,
      };
    const clock = prev === 'voor' && unit.unit === 'uur' && !unit.daypart && n.digits;
    return {
      ...base(start, tokens[k + unit.used - 1]!.end),
      value: unitValue(value, unit),
      unit: unit.unit,
      approximate,
      clock,
      measure: unit.measure,
      digits: n.digits,
      daypart: unit.daypart,
    };
  }
  if (isTimeUnit(next) || isMonth(next)) return null;
  // 'niet 36 maar 41 m2': the amount replaced, read so that the change can find the lines that have it.
  if (n.digits && next === 'maar' && prev === 'niet')
    return { ...base(start, tokens[j - 1]!.end), value, unit: null, approximate, digits: true };
  // 'huisnummers 410 t/m 480', 'pagina 3 tot en met 9': the end of a span of numbers, no amount.
  if (/(?:\bt\s*\/\s*m|\btm|tot en met)\s*$/.test(raw.slice(Math.max(0, start - 12), start))) return null;
  // '2 van die vliegenlampen', 'twee van hen': a count of what follows, or of the ones meant.
  const after = text(tokens, j + 1);
  if (next === 'van' && (isCountedPronoun(after) || isPointer(after))) {
    const pronoun = isCountedPronoun(after);
    const counted = !pronoun && tokens[j + 2]?.kind === 'word' ? text(tokens, j + 2) : null;
    if (pronoun || counted)
      return {
        ...base(start, tokens[j + 1]!.end),
        value,
        unit: null,
        approximate,
        noun: counted,
        people: counted !== null && isHead(counted),
        digits: n.digits,
      };
  }
  // '4 all-season banden': the noun after a filler word and its hyphen.
  while (
    isDescriptionFiller(text(tokens, k)) &&
    text(tokens, k + 1) === '-' &&
    tokens[k + 2]?.kind === 'word'
  )
    k += 2;
  const noun = text(tokens, k);
  const end = tokens[j - 1]!.end;
  // A count after the noun: 'de rookmelders … zijn er 4', 'in totaal 6', 'aantal: 12', 'voor alle drie'.
  if ((n.digits || isAll(prev) || isBareCountBefore(prev)) && tokens[k]?.kind !== 'word')
    return { ...base(start, end), value, unit: null, approximate, digits: n.digits };
  if (noun.length >= 2 && tokens[k]?.kind === 'word' && !isDescriptionFiller(noun)) {
    // '2 kanten x 18 m2', '4 woningen x 120 m2': a count of things times the measure of each.
    const each = n.digits && isTimes(text(tokens, k + 1)) ? numberAt(tokens, k + 2, raw) : null;
    const eachUnit = each ? unitAt(tokens, k + 2 + each.used) : null;
    if (each && eachUnit && !eachUnit.daypart)
      return {
        ...base(start, tokens[k + 2 + each.used + eachUnit.used - 1]!.end),
        value: Math.round(value * unitValue(each.value, eachUnit) * 1000) / 1000,
        unit: eachUnit.unit,
        approximate,
        measure: eachUnit.measure,
        product: true,
        digits: true,
      };
    const article = !n.digits && n.value === 1;
    if (article && !['een', 'één', 'eén'].includes(tokens[i]!.text)) return null;
    // 'allebei een lint', 'op zowel de voordeur als de achterdeur een cilinder': one for each of two.
    if (article && pairedBefore(tokens, i))
      return {
        ...base(start, end),
        value: 2,
        unit: null,
        approximate,
        noun,
        people: isHead(noun),
        digits: false,
      };
    return {
      ...base(start, end),
      value,
      unit: null,
      approximate,
      noun,
      weak: article,
      people: isHead(noun),
      digits: n.digits,
    };
  }
  return null;
}

/** Quantities in `folded` (folded text), left to right, not overlapping. */
export function findQuantities(folded: string): Quantity[] {
  // A phone number ('074-266 50 81', '06-10 93 52 48') holds no amounts: its digits are blanked.
  for (const p of findPhones(folded))
    folded = folded.slice(0, p.index) + ' '.repeat(p.length) + folded.slice(p.index + p.length);
  // '2 x 32 km': times a distance, which is no amount (distances are read for per-km lines apart).
  folded = folded.replace(TIMES_DISTANCE, (m) => ' '.repeat(m.length));
  const tokens = tokenize(folded);
  const out: Quantity[] = [];
  let i = 0;
  while (i < tokens.length) {
    const q = readAt(tokens, i, folded);
    if (q) {
      out.push(q);
      while (i < tokens.length && tokens[i]!.start < q.end) i++;
    } else i++;
  }
  return folded.includes('=') ? withStatedResults(folded, out) : out;
}
