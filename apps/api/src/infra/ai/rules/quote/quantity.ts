/**
 * Quantities in a phrase: '3 uur', '2x', 'twee', '10 m2', 'een dagdeel' (4 uur), '2 man × 4 uur' (8 uur),
 * '3 x 8 uur', 'anderhalve dag', ranges ('3 à 4 uur': the upper bound) and vague amounts ('een paar',
 * 'wat', 'enkele'), which never become a number.
 */
import type { QuoteUnit } from '@offerteflow/contracts';
import { readNumberWords } from './number-words';
import { unitOf } from './units';

export interface FoundQuantity {
  value: number;
  unit: QuoteUnit | null;
  /** Position (in tokens) of the first and after-last token used. */
  from: number;
  to: number;
  /** The vague words when no number was given ('een paar'). */
  vague: string | null;
  /** 'ongeveer 20', '3 à 4 uur'. */
  approximate: boolean;
  /** The article 'een' before a noun: a count of one, but not an amount the writer stressed. */
  weak?: boolean;
  /** Metres: counted as pieces ('stuk'), but a measurement, not a number of things. */
  measure?: boolean;
  /** 'voor 5 uur': a duration for an hourly product, else a clock time. */
  clock?: boolean;
  /** The word after the number names people ('80 gasten'): a head count. */
  people?: boolean;
}

export interface Token {
  text: string;
  start: number;
  end: number;
}

export function tokenize(folded: string): Token[] {
  return [...folded.matchAll(/\d+(?:[.,]\d+)?|m²|m[123](?![a-z0-9])|[a-z]+(?:'[a-z]+)?|[x×*]/g)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

const PEOPLE =
  /^(?:man|mannen|personen|persoon|mensen|monteurs?|medewerkers?|schilders?|jongens|collega's|vakmensen|vakmannen|werklieden|hoveniers?|glazenwassers?|schoonmakers?|verhuizers?|koks?|obers?)$/;
const TIMES = /^(?:x|×|\*|maal|keer)$/;
const LINK = /^(?:x|×|\*|maal|keer|gedurende|voor|a|à|elk|ieder|per|die)$/;
const FILLER = /^(?:hele|volle|extra|nieuwe|losse|grote|kleine|halve|ruim|ruime|goede|stuks|stuk)$/;
/** Before a clock time ('om 9 uur', 'tot 17 uur') or a deadline ('binnen 3 dagen'). */
const TIME_PREP =
  /^(?:om|tot|vanaf|rond|omstreeks|tussen|na|uiterlijk|over|binnen|sinds|tegen|elke|iedere|al)$/;
const STREET_END =
  /(?:straat|weg|laan|plein|gracht|kade|dijk|singel|pad|hof|dreef|steeg|markt|park|baan|ring|erf|veld|wal|dam|rijn|nummer|nr|huisnummer)$/;
const TIME_UNIT =
  /^(?:uur|dag|dagen|week|weken|maand|maanden|jaar|jaren|minuten|min|seconden|werkdagen|nacht|nachten)$/;
const VAGUE: ReadonlyArray<readonly string[]> = [
  ['een', 'stuk', 'of', 'wat'],
  ['een', 'paar'],
  ['een', 'aantal'],
  ['een', 'handvol'],
  ['heel', 'wat'],
  ['paar'],
  ['enkele'],
  ['wat'],
  ['aantal'],
  ['diverse'],
  ['meerdere'],
  ['verschillende'],
  ['sommige'],
];
const NOT_NOUN =
  /^(?:kost|kosten|is|zijn|was|moet|moeten|denk|denkt|vind|vindt|voor|als|de|het|een|je|u|jullie|we|wij|ik|er|meer|minder|langer|anders|dat|dit|ook|nog|later|eerder|dan|van|om|bij|met|in|op|aan|en|of|te|tot|mee|wil|willen|zou|kan|kunnen|gaat|doen|is|uur|keer|x|euro|eur|procent)$/;
const MONTH =
  /^(?:jan|januari|feb|februari|mrt|maart|apr|april|mei|jun|juni|jul|juli|aug|augustus|sep|sept|september|okt|oktober|nov|november|dec|december)$/;
const WEEKDAY = /^(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|ma|di|wo|do|vr|za|zo)$/;
const APPROX =
  /^(?:ongeveer|circa|ca|zo'n|rond|ruim|bijna|plusminus|pm|max|maximaal|minimaal|min|tenminste|zeker)$/;

function numberAt(
  tokens: readonly Token[],
  i: number,
  raw: string,
): { value: number; used: number; digits: boolean } | null {
  const t = tokens[i];
  if (!t) return null;
  if (/^\d/.test(t.text)) {
    const after = raw.slice(t.end, t.end + 3);
    const before = raw.slice(Math.max(0, t.start - 2), t.start);
    if (/^[:.]\d|^(?:e|ste|de)\b|^\s*(?:%|procent)|^-\d{2}\b|^,-|^\s*(?:euro|eur)\b/.test(after)) return null;
    if (
      /€\s*$|[\d.,/x×-]$/.test(before) ||
      /^\s?[x×]\s?\d+(?!\s*(?:uur|dag|dagen|u)\b)/.test(after + raw.slice(t.end + 3, t.end + 12))
    )
      return null;
    const value = Number(t.text.replace(',', '.'));
    if (value >= 1900 && value <= 2100 && !/\./.test(t.text)) return null;
    // Postcodes (1234 AB) and house numbers (Kerkstraat 12) are no amounts.
    if (/^\d{4}$/.test(t.text) && /^\s?[a-z]{2}\b/.test(after + raw.slice(t.end + 3, t.end + 4))) return null;
    if (STREET_END.test(tokens[i - 1]?.text ?? '')) return null;
    return { value, used: 1, digits: true };
  }
  const words = tokens.slice(i, i + 4).map((x) => x.text);
  const w = readNumberWords(words);
  return w ? { ...w, digits: false } : null;
}

/** Quantities in `folded` (a folded phrase), left to right, not overlapping. */
export function findQuantities(folded: string): FoundQuantity[] {
  const tokens = tokenize(folded);
  const out: FoundQuantity[] = [];
  let i = 0;
  while (i < tokens.length) {
    const q = readAt(tokens, i, folded);
    if (q) {
      out.push(q);
      i = q.to;
    } else i++;
  }
  return out;
}

function readAt(tokens: readonly Token[], i: number, raw: string): FoundQuantity | null {
  const text = (k: number) => tokens[k]?.text ?? '';
  for (const phrase of VAGUE) {
    if (phrase.every((w, k) => text(i + k) === w)) {
      const next = text(i + phrase.length);
      if (next.length >= 3 && !NOT_NOUN.test(next) && !/^\d/.test(next) && !readNumberWords([next])) {
        return {
          value: 1,
          unit: unitOf(next),
          from: i,
          to: i + phrase.length,
          vague: phrase.join(' '),
          approximate: false,
        };
      }
      if (phrase.length > 1 || phrase[0] !== 'wat') return null;
    }
  }
  const n = numberAt(tokens, i, raw);
  if (!n) return null;
  let j = i + n.used;
  let value = n.value;
  let approximate =
    APPROX.test(text(i - 1)) || (text(i - 2) === 'een' && text(i - 1) === 'stuk' && text(i) !== '');
  // A range '3 à 4 uur', '3-4 uur', '3 tot 4 uur' counts as its upper bound.
  const rangeSep = raw.slice(tokens[j - 1]!.end, tokens[j]?.start ?? raw.length).trim();
  if (/^(?:-|à|a|tot|of)$/.test(rangeSep || text(j)) && /^\d/.test(text(rangeSep === '-' ? j : j + 1))) {
    const k = rangeSep === '-' ? j : j + 1;
    const upper = numberAt(tokens, k, raw) ?? {
      value: Number(text(k).replace(',', '.')),
      used: 1,
      digits: true,
    };
    if (upper.value > value) {
      value = upper.value;
      j = k + upper.used;
      approximate = true;
    }
  }
  const unitAt = (k: number): { unit: QuoteUnit; used: number; dagdeel: boolean } | null => {
    const w = text(k);
    if (/^dagdel(?:en)?$|^dagdeel$/.test(w)) return { unit: 'uur', used: 1, dagdeel: true };
    if (w === 'vierkante' && /^meters?$/.test(text(k + 1))) return { unit: 'm2', used: 2, dagdeel: false };
    const u = unitOf(w);
    return u && !TIMES.test(w) ? { unit: u, used: 1, dagdeel: false } : null;
  };
  const prev = text(i - 1);
  // 'tussen 12 en 13 uur', 'van 9 tot 17 uur': clock times.
  if (/^(?:en|tot|-)$/.test(prev) && /^(?:tussen|van|vanaf)$/.test(text(i - 3)) && /^\d/.test(text(i - 2)))
    return null;
  if (MONTH.test(text(j)) || (WEEKDAY.test(prev) && n.digits)) return null;
  // Ages: 'de ketel is 18 jaar oud'.
  if (/^(?:jaar|jaren|maanden)$/.test(text(j)) && /^(?:oud|geleden|terug)$/.test(text(j + 1))) return null;
  let k = j;
  // '2 man × 4 uur', '3 x 8 uur'
  if (PEOPLE.test(text(k)) || TIMES.test(text(k))) {
    let m = k + 1;
    while (LINK.test(text(m)) && m < k + 3) m++;
    // '2x per week 3 uur': a frequency times a duration.
    if (text(m - 1) === 'per' && /^(?:week|maand|dag|jaar)$/.test(text(m))) m++;
    const second = numberAt(tokens, m, raw);
    const unit = second ? unitAt(m + second.used) : null;
    if (second && unit) {
      const v = value * second.value * (unit.dagdeel ? 4 : 1);
      return {
        value: v,
        unit: unit.unit,
        from: i,
        to: m + second.used + unit.used,
        vague: null,
        approximate,
      };
    }
    if (TIMES.test(text(k))) return { value, unit: 'stuk', from: i, to: k + 1, vague: null, approximate };
  }
  while (FILLER.test(text(k)) && k < j + 2 && !unitAt(k)) k++;
  const unit = unitAt(k);
  if (unit) {
    if (TIME_PREP.test(prev) && TIME_UNIT.test(text(k)) && !APPROX.test(prev)) return null;
    if (/^(?:week|weken)$/.test(text(k))) return null;
    const clock = prev === 'voor' && unit.unit === 'uur' && !unit.dagdeel;
    const measure = /^(?:meter|meters|m1|mtr|strekkende)$/.test(text(k));
    return {
      measure,
      value: unit.dagdeel ? value * 4 : value,
      unit: unit.unit,
      from: i,
      to: k + unit.used,
      vague: null,
      approximate,
      clock,
    };
  }
  const noun = text(k);
  if (TIME_UNIT.test(noun) || MONTH.test(noun)) return null;
  // A count after the noun: 'de rookmelders … zijn er 4', 'het zijn er 12', 'in totaal 6'.
  if (n.digits && noun === '' && /^(?:er|zijn|totaal|aantal|stuks|:)$/.test(prev)) {
    return { value, unit: null, from: i, to: j, vague: null, approximate };
  }
  if (/^(?:alle|allemaal|allebei)$/.test(prev))
    return { value, unit: null, from: i, to: j, vague: null, approximate };
  if (noun.length >= 2 && !NOT_NOUN.test(noun) && !/^\d/.test(noun)) {
    if (!n.digits && n.value === 1 && !/^(?:een|één)$/.test(tokens[i]!.text)) return null;
    const people =
      PEOPLE.test(noun) ||
      /^(?:gasten|deelnemers|kinderen|volwassenen|bezoekers|leerlingen|gebruikers)$/.test(noun);
    return {
      value,
      unit: null,
      from: i,
      to: j,
      vague: null,
      approximate,
      weak: !n.digits && n.value === 1,
      people,
    };
  }
  return null;
}
