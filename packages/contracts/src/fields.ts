/**
 * Field builders shared by the schemas: one place for "required, with this Dutch message" and the like.
 * Not exported from the package index; each schema module chains its own limits onto them.
 */
import { z } from 'zod';
import { MONEY_MAX_EURO } from './constants.js';
import { PRICE_MSG } from './messages.js';

/** Line breaks of any kind (CR, LF, NEL, line and paragraph separators). */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/**
 * A name is one line wherever it goes (an e-mail's From and Subject, the PDF, a list row): a run of
 * line breaks is stored as one space.
 */
export const singleLine = (value: string): string => value.replace(LINE_BREAKS, ' ');

/** Lines of a text (line breaks + 1): what a document prints one under the other. */
export const lineCount = (value: string): number => value.split(/\r\n|\r|\n/).length;

/** A required name: line breaks become a space (`singleLine`), trimmed, `message` when empty. */
export const requiredName = (message: string) =>
  z.string({ error: message }).overwrite(singleLine).trim().min(1, { error: message });

/** A required text: trimmed, and `message` when it is missing or empty after trimming. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** An ISO 8601 timestamp with its offset, as every API answer carries it (`2026-11-23T10:00:00.000Z`). */
export const isoTimestamp = z.iso.datetime({ offset: true });

/**
 * The version of an editable resource (quote, customer, product, term, template, settings): 1 when
 * made, one up with every change. The API sends it as the ETag too; an edit names it in If-Match
 * (docs/api.md "Concurrency").
 */
export const versionField = z.number().int().min(1);

/** A required secret (password, token): never trimmed, `message` when missing or empty. */
export const requiredSecret = (message: string) => z.string({ error: message }).min(1, { error: message });

/**
 * A value -> Dutch label table whose keys are an enum's values, so each value is written once:
 * `labelKeys()` gives the values (in the table's order) for `z.enum` and select options.
 */
export const labelTable = <K extends string>(labels: Record<K, string>): Readonly<Record<K, string>> =>
  labels;

/** The enum values a label table labels, in its order. */
export const labelKeys = <K extends string>(labels: Readonly<Record<K, string>>): readonly [K, ...K[]] =>
  Object.keys(labels) as [K, ...K[]];

/** Number of decimals of a number as written in its shortest form, ignoring binary float noise. */
export function decimalPlaces(value: number): number {
  const match = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Number(value.toPrecision(15))));
  if (!match) return Number.POSITIVE_INFINITY;
  return Math.max(0, (match[1]?.length ?? 0) - Number(match[2] ?? 0));
}

/**
 * A price in euros: 0 up to MONEY_MAX_EURO with at most 2 decimals, the same rule and Dutch messages
 * for every money field of a request (422 above the maximum instead of an overflow further on).
 */
export const priceField = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? PRICE_MSG.required : PRICE_MSG.notNumber) })
    .min(0, { error: PRICE_MSG.min })
    .max(MONEY_MAX_EURO, { error: PRICE_MSG.max })
    .refine((v) => decimalPlaces(v) <= 2, { error: PRICE_MSG.decimals });
