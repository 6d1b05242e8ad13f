/**
 * Quote numbers `{prefix}-{year}-{seq}` (OFF-2026-0001): the prefix comes from the quote settings,
 * the sequence is per company and year, zero-padded to at least 4 digits and growing beyond 9999
 * (OFF-2026-10000). Allocating the next sequence number atomically is the API's job.
 */

export const DEFAULT_QUOTE_NUMBER_PREFIX = 'OFF';
export const QUOTE_NUMBER_PREFIX_MAX = 10;
export const QUOTE_SEQUENCE_MIN_DIGITS = 4;

/** Letters and digits, dashes only between them, 1-10 characters. */
export const QUOTE_NUMBER_PREFIX_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,8}[A-Za-z0-9])?$/;

export const QUOTE_NUMBER_PREFIX_MESSAGE =
  'Het voorvoegsel mag alleen letters, cijfers en streepjes bevatten (1 tot 10 tekens)';

const QUOTE_NUMBER_PATTERN = /^(.+)-(\d{4})-(\d{4,})$/;

export interface QuoteNumberParts {
  prefix: string;
  year: number;
  sequence: number;
}

export type PrefixValidation = { ok: true; value: string } | { ok: false; message: string };

/** Trims and upper-cases a prefix ('off ' -> 'OFF'); does not validate. */
export function normalizeQuoteNumberPrefix(prefix: string): string {
  return prefix.trim().toUpperCase();
}

export function isValidQuoteNumberPrefix(prefix: string): boolean {
  return QUOTE_NUMBER_PREFIX_PATTERN.test(prefix);
}

/** Normalises then validates a prefix, with the Dutch message for the settings form and the API. */
export function validateQuoteNumberPrefix(prefix: string): PrefixValidation {
  const value = normalizeQuoteNumberPrefix(prefix);
  return isValidQuoteNumberPrefix(value)
    ? { ok: true, value }
    : { ok: false, message: QUOTE_NUMBER_PREFIX_MESSAGE };
}

/** formatQuoteNumber('OFF', 2026, 1) -> 'OFF-2026-0001'. Throws a RangeError on invalid parts. */
export function formatQuoteNumber(prefix: string, year: number, sequence: number): string {
  if (!isValidQuoteNumberPrefix(prefix)) throw new RangeError(`Invalid quote number prefix: '${prefix}'`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Invalid year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Invalid sequence: ${sequence}`);
  return `${prefix}-${year}-${String(sequence).padStart(QUOTE_SEQUENCE_MIN_DIGITS, '0')}`;
}

/** parseQuoteNumber('OFF-2026-0042') -> {prefix: 'OFF', year: 2026, sequence: 42}; null if invalid. */
export function parseQuoteNumber(quoteNumber: string): QuoteNumberParts | null {
  const match = QUOTE_NUMBER_PATTERN.exec(quoteNumber.trim());
  if (!match) return null;
  const [, prefix = '', yearText = '', sequenceText = ''] = match;
  const year = Number(yearText);
  const sequence = Number(sequenceText);
  if (!isValidQuoteNumberPrefix(prefix) || year < 1000 || sequence < 1 || !Number.isSafeInteger(sequence)) {
    return null;
  }
  // Reject non-canonical padding such as OFF-2026-00042 so each number has one spelling.
  if (sequenceText.length > QUOTE_SEQUENCE_MIN_DIGITS && sequenceText.startsWith('0')) return null;
  return { prefix, year, sequence };
}

/** The last 4 characters of a quote number, as the quotes list shows them (SPEC §2). */
export function quoteNumberShort(quoteNumber: string): string {
  return quoteNumber.slice(-4);
}
