/**
 * When a mail was sent, from its header ('Verzonden: maandag 23 november 2026 10:14', 'Datum: 5 maart
 * 2026', 'Sent: Mon, 23 Nov 2026', 'Op 2 maart 2026 om 09:12 schreef …', 'Op 23-11-2026 10:14 schreef
 * …'): a number that sorts like the moment (year, month, day, hour, minute), or null.
 */
import { MONTHS } from '../lexicon/quantity';
import { ENGLISH_MONTHS } from '../lexicon/mail';
import { alternation } from '../lexicon/pattern';
import { fold } from '../text/fold';

/** A month name's number, by its first three letters ('mrt' and 'maart' both 3). */
const MONTH_NUMBER: Record<string, number> = {
  jan: 1,
  feb: 2,
  maa: 3,
  mrt: 3,
  mar: 3,
  apr: 4,
  mei: 5,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  okt: 10,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH = alternation([...MONTHS, ...ENGLISH_MONTHS]);
/** A month name's number (1-12), Dutch or English, written out or abbreviated; null for another word. */
export const monthNumber = (name: string): number | null => MONTH_NUMBER[fold(name).slice(0, 3)] ?? null;
const NAMED = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s+(${MONTH})\\.?\\s+(\\d{4})`, 'u');
const NAMED_US = new RegExp(`(${MONTH})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})`, 'u');
const NUMERIC = /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)/;
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;
const TIME = /(?<!\d)([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d.,])/;

export function sentAt(text: string): number | null {
  const t = fold(text);
  let date: [number, number, number] | null = null;
  let rest = t;
  const named = NAMED.exec(t);
  const us = named ? null : NAMED_US.exec(t);
  const iso = named || us ? null : ISO.exec(t);
  const numeric = named || us || iso ? null : NUMERIC.exec(t);
  if (named) date = [+named[3]!, MONTH_NUMBER[named[2]!.slice(0, 3)] ?? 0, +named[1]!];
  else if (us) date = [+us[3]!, MONTH_NUMBER[us[1]!.slice(0, 3)] ?? 0, +us[2]!];
  else if (iso) date = [+iso[1]!, +iso[2]!, +iso[3]!];
  else if (numeric) date = [+numeric[3]!, +numeric[2]!, +numeric[1]!];
  const found = named ?? us ?? iso ?? numeric;
  if (!date || !found || date[1] < 1 || date[1] > 12 || date[2] < 1 || date[2] > 31) return null;
  rest = t.slice(found.index + found[0].length);
  const time = TIME.exec(rest);
  const [hh, mm] = time ? [+time[1]!, +time[2]!] : [0, 0];
  return ((date[0] * 100 + date[1]) * 100 + date[2]) * 10_000 + hh * 100 + mm;
}
