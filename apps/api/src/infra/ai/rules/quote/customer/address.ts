/**
 * Dutch addresses in running text: 'Kerkstraat 12a, 1234 AB Utrecht', a street line above a
 * postcode line, or a street with a place and no postcode ('Dorpsweg 3 in Baarn', 'Adres: Laan 4, Zeist').
 * Output: 'Kerkstraat 12a, 1234 AB Utrecht' (the parts that were found).
 */

import { alternation } from '../lexicon/pattern';
import {
  HOUSE_NUMBER_SUFFIXES,
  NAME_PARTICLES,
  NOT_PLACE_START,
  NOT_POSTCODE_LETTERS,
  NOT_STREET,
  PLACE_PARTICLES,
  STREET_CUES,
  STREET_PREPOSITIONS,
  STREET_SUFFIXES,
} from '../lexicon/people';

const STREET_SUFFIX = `(?:${alternation(STREET_SUFFIXES)}|${alternation(STREET_SUFFIXES.map((s) => s[0]!.toUpperCase() + s.slice(1)))})`;
const PARTICLE = alternation(NAME_PARTICLES.filter((p) => /^[\p{L}']+$/u.test(p)));
const PLACE_PART = alternation(PLACE_PARTICLES);
const SUFFIX = alternation(HOUSE_NUMBER_SUFFIXES);
const NUMBER = `(\\d{1,5}(?:[ -]?${SUFFIX}\\b|[ -]?[a-zA-Z](?![a-zA-Z0-9])|-[1-9]\\d{0,2}(?!\\d))?)`;
/** A street: capitalised words ending in a street suffix (or any words after 'Adres:'), then a number. */
const STREET = new RegExp(
  `((?:[A-Z][\\p{L}'.-]*\\s)?(?:${PARTICLE}\\s)*[\\p{L}'.-]*${STREET_SUFFIX})\\s+${NUMBER}`,
  'gu',
);
// Lower-case letters only before a capitalised place, and never a word ('2027 in Ede', '1400 te Utrecht').
const POSTCODE = new RegExp(
  `\\b([1-9]\\d{3})\\s?(?!SA|SD|SS)([A-Z]{2}|(?!(?:${alternation(NOT_POSTCODE_LETTERS)})\\s)[a-z]{2}(?=\\s+[A-Z]))\\b`,
  'g',
);
const PLACE = new RegExp(
  `^[,\\s]*((?:'s[- ])?[A-Z][\\p{L}'-]+(?:[ -](?:${PLACE_PART}|[A-Z][\\p{L}'-]+))*)`,
  'u',
);
const PLACE_TAIL = new RegExp(`(?:[ -]${PLACE_PART})+$`);
const NOT_STREET_START = new RegExp(`^${alternation(NOT_STREET)}(?![\\p{L}])`, 'iu');
const STREET_PREP = new RegExp(`^${alternation(STREET_PREPOSITIONS)}\\s`, 'iu');
const LEADING_PARTICLES = new RegExp(`^(?:${PARTICLE}\\s)+`);
const PLAIN_WORD = `(?:[A-Z][\\p{L}'.-]*|${PARTICLE})`;
const PLAIN_STREET = new RegExp(
  `^(${PLAIN_WORD}(?:\\s+(?:${PLAIN_WORD}|[a-z][\\p{L}'.-]*${STREET_SUFFIX}))*)\\s+(\\d{1,5}(?:\\s?[a-zA-Z]\\b|-\\d{1,3})?)$`,
  'u',
);

/**
 * A street without a typical ending ('Oude Rijn 14', 'Markt 5') right before a postcode; in a sentence,
 * the capitalised words that end it ('Het gaat om Blokhoeve 14, 3438 LC …').
 */
function plainStreet(text: string): string | null {
  const words = text.trim().split(/\s+/);
  for (let i = 0; i < words.length - 1; i++) {
    const m = PLAIN_STREET.exec(words.slice(i).join(' '));
    if (!m || !/^[A-Z]/.test(m[1]!) || NOT_STREET_START.test(m[1]!)) continue;
    return `${m[1]} ${m[2]!.replace(/\s+/g, '')}`;
  }
  return null;
}

/** A street without a typical ending after a cue, with its place: 'huurwoning Dokkumer Ee 7 in Leeuwarden'. */
const CUED_STREET = new RegExp(
  `(?<![\\p{L}])${alternation(STREET_CUES)}\\s*((?:[A-Z][\\p{L}'.-]*)(?:\\s+(?:[A-Z][\\p{L}'.-]*|${PARTICLE})){0,3})\\s+(\\d{1,4}(?:[a-zA-Z](?![\\p{L}\\d])|-\\d{1,3})?)(?=\\s*,\\s*[A-Z]|\\s+(?:in|te)\\s+[A-Z])`,
  'gu',
);

function cuedStreet(line: string): { street: string; end: number; index: number } | null {
  for (const m of line.matchAll(CUED_STREET)) {
    const number = m[2]!;
    if (/^(?:19|20)\d\d$/.test(number) || NOT_STREET_START.test(m[1]!)) continue;
    const index = (m.index ?? 0) + m[0].indexOf(m[1]!);
    return { street: `${m[1]} ${number}`, end: (m.index ?? 0) + m[0].length, index };
  }
  return null;
}

export interface FoundAddress {
  address: string;
  index: number;
  hasPostcode: boolean;
}

function placeAfter(text: string): string {
  const m = PLACE.exec(text);
  if (!m) return '';
  return m[1]!.replace(PLACE_TAIL, '');
}

function streetIn(line: string): { street: string; end: number; index: number } | null {
  let best: { street: string; end: number; index: number } | null = null;
  for (const m of line.matchAll(STREET)) {
    const name = m[1]!.replace(STREET_PREP, '').replace(LEADING_PARTICLES, '');
    if (!/^[A-Z']/.test(name)) continue;
    best = {
      street: `${name} ${m[2]!.replace(/\s+/g, '')}`,
      end: (m.index ?? 0) + m[0].length,
      index: m.index ?? 0,
    };
  }
  return best;
}

const NOT_PLACE = new RegExp(`^${alternation(NOT_PLACE_START)}$`, 'iu');
/** A place that ends its line or clause (a comma, a full stop, a phone number after it). */
const ENDING_PLACE = new RegExp(`${PLACE.source}(?=\\s*(?:[,.;]|\\s\\+?\\d|$))`, 'u');
/**
 * A place right after the house number without a comma ('Jasmijnstraat 9 Barendrecht', 'Irisstraat 22
 * Capelle ad IJssel.') or alone on the next line: capitalised words that end the line or its clause.
 */
function barePlace(text: string, wholeLine = false): string | null {
  const m = ENDING_PLACE.exec(text);
  if (!m || (!wholeLine && !/^\s/.test(text))) return null;
  if (wholeLine && text.trim() !== m[1]) return null;
  const place = m[1]!.replace(PLACE_TAIL, '');
  return NOT_PLACE.test(place.split(/\s+/)[0]!) ? null : place;
}

/** Every address found in `text`, in order of appearance. */
export function findAddresses(text: string): FoundAddress[] {
  const out: FoundAddress[] = [];
  const lines = text.split('\n');
  let offset = 0;
  const used = new Set<number>();
  lines.forEach((line, i) => {
    for (const m of line.matchAll(POSTCODE)) {
      const at = m.index ?? 0;
      const postcode = `${m[1]} ${m[2]!.toUpperCase()}`;
      const place = placeAfter(line.slice(at + m[0].length));
      const before = line.slice(0, at);
      let street =
        streetIn(before)?.street ??
        plainStreet(
          before
            .replace(/[,\s]+$/, '')
            .split(/[,:;]\s*|\s{2,}/)
            .pop() ?? '',
        );
      if (!street && /^[\s,]*$/.test(before.replace(/^\s*(?:adres|postcode)\s*:?/i, '')) && i > 0) {
        const prev = lines[i - 1]!.replace(/^\s*adres\s*:?/i, '');
        street = streetIn(prev)?.street ?? plainStreet(prev.trim());
        if (street) {
          used.add(i - 1);
          const prevStart = offset - lines[i - 1]!.length - 1;
          const dup = out.findIndex((a) => !a.hasPostcode && a.index >= prevStart && a.index < offset);
          if (dup >= 0) out.splice(dup, 1);
        }
      }
      out.push({
        address: [street, [postcode, place].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        index: offset + at,
        hasPostcode: true,
      });
      used.add(i);
    }
    if (!used.has(i)) {
      const s = streetIn(line) ?? cuedStreet(line);
      if (s) {
        const after = line.slice(s.end);
        const place = /^\s*(?:,|in|te)\s*/.test(after)
          ? placeAfter(after.replace(/^\s*(?:,|in|te)\s*/, ''))
          : (barePlace(after) ?? (after.trim() === '' ? barePlace(lines[i + 1] ?? '', true) : null) ?? '');
        out.push({
          address: [s.street, place].filter(Boolean).join(', '),
          index: offset + s.index,
          hasPostcode: false,
        });
      }
    }
    offset += line.length + 1;
  });
  return out.sort((a, b) => a.index - b.index);
}
