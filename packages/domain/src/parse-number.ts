/**
 * One parser for numbers people type or write the Dutch way: amounts, quantities and percentages.
 *
 * Accepted: `45,50`, `45.50`, `1.234,56`, `1234,56`, `1,234.56`, `€ 45,50`, `EUR 12.50`, `€ 95,-`.
 * Negative numbers only with `allowNegative`. A value whose reading depends
 * on the writer's convention (`1.234` or `1,234`: one separator followed by exactly three digits) is
 * refused as ambiguous instead of guessed, except where a leading zero makes the decimal reading the
 * only one (`0,250`).
 */

export type ParseNumberError = 'empty' | 'invalid' | 'ambiguous' | 'tooManyDecimals' | 'negative';

export type ParseNumberResult =
  | { ok: true; value: number }
  | { ok: false; error: ParseNumberError; message: string };

export interface ParseNumberOptions {
  /** Maximum number of decimals (2 for money, 3 for quantities, 1 for a BTW percentage). */
  maxDecimals?: number;
  /** Allow a leading minus sign (default false). */
  allowNegative?: boolean;
}

export const PARSE_NUMBER_MESSAGES: Readonly<Record<ParseNumberError, string>> = {
  empty: 'Vul een getal in',
  invalid: 'Ongeldig getal, gebruik bijvoorbeeld 45,50',
  ambiguous: 'Onduidelijk getal: schrijf bijvoorbeeld 1.234,00 voor duizend of 1,23 voor een decimaal',
  tooManyDecimals: 'Te veel decimalen',
  negative: 'Het getal mag niet negatief zijn',
};

const fail = (error: ParseNumberError): ParseNumberResult => ({
  ok: false,
  error,
  message: PARSE_NUMBER_MESSAGES[error],
});

const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

/** Strips currency marks, spaces (also non-breaking and thin) and a Dutch `,-` / `.-` ending. */
function clean(input: string): string {
  return input
    .replace(/[\s\u00a0\u202f]+/g, '')
    .replace(/^(?:€|eur(?:o)?)/i, '')
    .replace(/(?:€|eur(?:o)?)$/i, '')
    .replace(/[.,][-–]$/, '');
}

/** Parses `input` as a Dutch or English written number; see the module comment for the rules. */
export function parseDutchNumber(input: string, options: ParseNumberOptions = {}): ParseNumberResult {
  const { maxDecimals = 2, allowNegative = false } = options;
  let text = clean(input);
  if (text === '') return fail('empty');
  let negative = false;
  if (/^[-−]/.test(text)) {
    negative = true;
    text = clean(text.slice(1));
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text) || /^[.,]|[.,]$/.test(text)) return fail('invalid');

  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let intPart: string;
  let fracPart = '';
  if (lastDot >= 0 && lastComma >= 0) {
    // Both separators: the last one is the decimal mark, the other must group thousands.
    const decimalAt = Math.max(lastDot, lastComma);
    const groupMark = decimalAt === lastDot ? ',' : '.';
    intPart = text.slice(0, decimalAt);
    fracPart = text.slice(decimalAt + 1);
    if (/[.,]/.test(fracPart) || intPart.includes(text[decimalAt]!)) return fail('invalid');
    if (!new RegExp(`^\\d{1,3}(?:\\${groupMark}\\d{3})+$`).test(intPart)) return fail('invalid');
    intPart = intPart.split(groupMark).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = text.split(mark);
    if (parts.length > 2) {
      if (!GROUPED.test(text)) return fail('invalid');
      intPart = parts.join('');
    } else {
      const [head = '', tail = ''] = parts;
      if (tail.length === 3 && head !== '0' && head.length <= 3) return fail('ambiguous');
      intPart = head;
      fracPart = tail;
    }
  } else {
    intPart = text;
  }
  if (!/^\d+$/.test(intPart) || (fracPart !== '' && !/^\d+$/.test(fracPart))) return fail('invalid');
  const trimmedFrac = fracPart.replace(/0+$/, '');
  if (trimmedFrac.length > maxDecimals) return fail('tooManyDecimals');
  const value = Number(`${intPart}.${fracPart || '0'}`);
  if (!Number.isFinite(value)) return fail('invalid');
  if (negative && value !== 0) {
    if (!allowNegative) return fail('negative');
    return { ok: true, value: -value };
  }
  return { ok: true, value };
}

/**
 * Formats a number for an input field the Dutch way: 45.5 -> `45,50` (money), 1.5 -> `1,5`.
 * Thousands are grouped only when a decimal part follows (`1.234,56`); a whole number is written
 * without grouping (`1500`, not `1.500`), so that what the field shows always parses back to itself.
 */
export function formatDutchNumberInput(value: number, minDecimals = 0, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const format = (useGrouping: boolean) =>
    new Intl.NumberFormat('nl-NL', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping,
    }).format(value);
  const grouped = format(true);
  return grouped.includes(',') ? grouped : format(false);
}
