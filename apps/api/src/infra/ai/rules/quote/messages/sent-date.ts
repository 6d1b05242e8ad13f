/**
 * When a mail was sent, from its header ('Verzonden: maandag 23 november 2026 10:14', 'Datum: 5 maart
 * 2026', 'Sent: Mon, 23 Nov 2026', 'Op 2 maart 2026 om 09:12 schreef …', 'Op 23-11-2026 10:14 schreef
 * …'): a number that sorts like the moment (year, month, day, hour, minute), or null.
 */
import { parseDutchDate } from '@offerteflow/domain';
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
/** Day first ('23-11-2026', '23/11/2026') or ISO ('2026-11-23'): parseDutchDate reads and checks both. */
const NUMERIC = /(?<!\d)(?:\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{4}-\d{2}-\d{2})(?!\d)/;
const TIME = /(?<!\d)([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d.,])/;

/** The date a match names, written day first for parseDutchDate ('2-3-2026'). */
function dayFirst(t: string): { text: string; end: number } | null {
  const named = NAMED.exec(t);
  if (named)
    return { text: `${named[1]}-${monthNumber(named[2]!)}-${named[3]}`, end: named.index + named[0].length };
  const us = NAMED_US.exec(t);
  if (us) return { text: `${us[2]}-${monthNumber(us[1]!)}-${us[3]}`, end: us.index + us[0].length };
  const numeric = NUMERIC.exec(t);
  return numeric ? { text: numeric[0], end: numeric.index + numeric[0].length } : null;
}

export function sentAt(text: string): number | null {
  const t = fold(text);
  const found = dayFirst(t);
  const parsed = found ? parseDutchDate(found.text) : null;
  if (!found || !parsed?.ok) return null;
  const [year, month, day] = parsed.value.split('-').map(Number) as [number, number, number];
  const time = TIME.exec(t.slice(found.end));
  const [hh, mm] = time ? [+time[1]!, +time[2]!] : [0, 0];
  return ((year * 100 + month) * 100 + day) * 10_000 + hh * 100 + mm;
}
