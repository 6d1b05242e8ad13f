/**
 * Dutch phone numbers in running text: 06-12345678, 06 1234 5678, +31 (0)30 711 23 45, 0031 20 1234567,
 * (020) 123 45 67, 020-1234567. Normalised to the readable national form: 06-12345678, 020-1234567,
 * 0318-123456. Foreign numbers (+32, +49 …) are kept as written.
 */
import { NOT_PHONE_BEFORE } from '../lexicon/fields';
import { alternation } from '../lexicon/pattern';

/** Area codes with two digits after the 0 (the rest of the country has three). */
const SHORT_AREA = new Set(
  '10 13 15 20 23 24 26 30 33 35 36 38 40 43 45 46 50 53 55 58 70 71 72 73 74 75 76 77 78 79 84 85 87 88 91'.split(
    ' ',
  ),
);

const CANDIDATE = /(?<![A-Za-z0-9])(?:\+|\b00)?\(?\d[\d\s().\-/]{7,40}\d/g;
/** Words right before a number that make it something else than a phone number. */
const NOT_PHONE = new RegExp(`${alternation(NOT_PHONE_BEFORE)}[\\s.:#-]*$`, 'iu');

/** Formats ten national digits (0 + 9) the readable way. */
export function formatDutchPhone(national: string): string {
  if (national.startsWith('06')) return `06-${national.slice(2)}`;
  const area = SHORT_AREA.has(national.slice(1, 3)) ? 3 : 4;
  return `${national.slice(0, area)}-${national.slice(area)}`;
}

/** Normalises one candidate; null when it is not a phone number. */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  let digits = trimmed.replace(/\(0\)/g, '').replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  if (international) {
    digits = digits.replace(/^00/, '');
    if (digits.startsWith('31')) digits = `0${digits.slice(2)}`;
    else return digits.length >= 9 && digits.length <= 13 ? trimmed.replace(/\s+/g, ' ') : null;
  }
  if (!/^0[1-9]\d{8}$/.test(digits)) return null;
  return formatDutchPhone(digits);
}

export interface FoundPhone {
  phone: string;
  index: number;
  /** Characters the number takes in the text, as written. */
  length: number;
}

/** Every phone number in `text`, in order, normalised; dates, IBAN and KvK numbers are skipped. */
export function findPhones(text: string): FoundPhone[] {
  const found: FoundPhone[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const raw = m[0];
    const index = m.index ?? 0;
    if (NOT_PHONE.test(text.slice(Math.max(0, index - 14), index))) continue;
    if (/^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b/.test(raw)) continue;
    found.push(...splitRun(raw, index));
  }
  return found;
}

/** A run of digits may hold several numbers ('06 12345678 / 020 1234567'): longest valid prefixes first. */
function splitRun(raw: string, offset: number): FoundPhone[] {
  const out: FoundPhone[] = [];
  let pos = 0;
  while (pos < raw.length) {
    const rest = raw.slice(pos);
    const cuts = [rest.length, ...[...rest.matchAll(/[\s/]+/g)].map((m) => m.index ?? 0).reverse()];
    let taken = 0;
    for (const cut of cuts) {
      const phone = cut > 0 ? normalizePhone(rest.slice(0, cut)) : null;
      if (phone) {
        out.push({ phone, index: offset + pos, length: cut });
        taken = cut;
        break;
      }
    }
    if (taken === 0) {
      const next = /[\s/]+/.exec(rest);
      if (!next) break;
      taken = (next.index ?? 0) + next[0].length;
    }
    pos += taken;
    while (pos < raw.length && /[\s/]/.test(raw[pos]!)) pos++;
  }
  return out;
}
