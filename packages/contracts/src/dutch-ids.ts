/**
 * Format and checksum rules of Dutch business identifiers, shared by the settings forms and the API.
 *
 * - KvK number: 8 digits. KvK stopped guaranteeing an 11-check on new numbers, so only the format is
 *   checked.
 * - BTW identification number (btw-id): NL + 9 digits + B + 2 digits. Numbers issued before 2020
 *   pass the 11-check on the 9 digits (weights 9..2 and -1); the numbers issued to sole traders since
 *   2020 instead pass ISO 7064 mod 97-10 over the whole number with letters as numbers (N=23, L=21,
 *   B=11), like an IBAN. The Belastingdienst accepts either, so do we.
 * - IBAN: ISO 13616 — country code, 2 check digits, BBAN; mod 97 of the rearranged number is 1.
 *   Dutch IBANs are 18 characters; other SEPA lengths are checked against the country table.
 */

/** Strips spaces, dots and dashes and upper-cases: 'nl 1234.56.782.b01' -> 'NL123456782B01'. */
export const compactId = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** Letters to numbers as ISO 7064 does (A=10 ... Z=35), then mod 97 on the digit string. */
export function mod97(value: string): number {
  let rest = 0;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) {
      if (d < '0' || d > '9') return -1;
      rest = (rest * 10 + Number(d)) % 97;
    }
  }
  return rest;
}

export const KVK_PATTERN = /^\d{8}$/;
export const isValidKvk = (value: string): boolean => KVK_PATTERN.test(compactId(value));

export const BTW_PATTERN = /^NL\d{9}B\d{2}$/;

/** The pre-2020 rule: sum of the first 8 digits weighted 9..2, minus the 9th, divisible by 11. */
export function btwElevenCheck(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(nineDigits[i]) * (9 - i);
  sum -= Number(nineDigits[8]);
  return sum % 11 === 0;
}

export const isValidBtwFormat = (value: string): boolean => BTW_PATTERN.test(compactId(value));

export function isValidBtwChecksum(value: string): boolean {
  const id = compactId(value);
  if (!BTW_PATTERN.test(id)) return false;
  return btwElevenCheck(id.slice(2, 11)) || mod97(id) === 1;
}

/** IBAN lengths of the SEPA countries (ISO 13616 registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

export function isValidIbanFormat(value: string): boolean {
  const iban = compactId(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (iban.startsWith('NL') && !/^NL\d{2}[A-Z]{4}\d{10}$/.test(iban)) return false;
  return length === undefined ? true : iban.length === length;
}

export function isValidIbanChecksum(value: string): boolean {
  const iban = compactId(value);
  return isValidIbanFormat(iban) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Groups an IBAN in fours for display: NL91 ABNA 0417 1643 00. */
export const formatIban = (value: string): string =>
  compactId(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
