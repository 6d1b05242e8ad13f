/**
 * Notes: what the lines do not capture — dates and deadlines, location, access, delivery wishes,
 * budget, materials and other conditions — as the customer's own sentences, plus remarks the line
 * stages produced (vague amounts, budgets).
 */
import { BOILERPLATE_START } from './lexicon/discourse';
import { NOTE_LABELS } from './lexicon/fields';
import { MONTHS, WEEKDAYS } from './lexicon/quantity';
import { NOTE_FILLER, NOTE_WORDS, OWN_DATE_WORDS } from './lexicon/notes';
import { alternation, hasWord, wordsRe } from './lexicon/pattern';
import type { Message } from './messages/message';
import { splitSentences } from './segment/clauses';
import { BULLET, FIELD, GREETING_LINE } from './segment/segments';
import { collapseSpaces, fold } from './text/fold';

const NOTE_HINT = new RegExp(
  [
    String.raw`\b\d{1,2}[-/.]\d{1,2}(?:[-/.]\d{2,4})?\b`,
    String.raw`\b\d{1,2}[:.]\d{2}\b`,
    String.raw`\b\d{1,2}\s+${alternation(MONTHS)}`,
    wordsRe([...NOTE_WORDS, ...MONTHS.filter((m) => m.length > 3), ...WEEKDAYS.filter((d) => d.length > 2)])
      .source,
    `\\b${alternation(WEEKDAYS.filter((d) => d.length <= 2))}\\.?\\s+\\d{1,2}\\b`,
  ].join('|'),
  'iu',
);
const OWN_DATE = new RegExp(`${wordsRe(OWN_DATE_WORDS).source}|\\b\\d{1,2}\\s+${alternation(MONTHS)}`, 'iu');
const BOILERPLATE = wordsRe(BOILERPLATE_START, { start: true });
const NOTE_FIELD = new RegExp(`^\\s*\\*?${alternation(NOTE_LABELS)}\\*?\\s*[:=]`, 'iu');
const isFiller = hasWord(NOTE_FILLER);

/** `extra`: remarks of the line stages; `leftovers`: customer phrases that became no line. */
export function collectNotes(
  messages: readonly Message[],
  extra: readonly string[],
  leftovers: readonly string[] = [],
): string {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (s: string) => {
    const key = fold(s)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  for (const m of messages) {
    if (m.own) {
      // Dates the user proposed ('ik kom donderdag 20 maart') are part of the agreement.
      for (const l of m.body)
        for (const s of splitSentences(l)) if (OWN_DATE.test(fold(s.text))) add(collapseSpaces(s.text));
      continue;
    }
    for (const raw of m.body) {
      const line = collapseSpaces(raw.text.replace(BULLET, ''));
      if (line === '') continue;
      if (FIELD.test(line)) {
        if (NOTE_FIELD.test(line)) add(line);
        if (!/^\s*\S+\s*[:=]\s*\S.{20,}/.test(line)) continue;
      }
      for (const s of splitSentences({ text: line, start: 0 })) {
        if (BOILERPLATE.test(s.text) || s.text.length < 8) continue;
        if (NOTE_HINT.test(fold(s.text))) add(s.text);
      }
    }
  }
  for (const e of extra) add(e);
  const held = () => out.map((s) => fold(s)).join('\n');
  for (const raw of leftovers) {
    const s = collapseSpaces(raw).replace(/^[,;:\-–\s]+|[,;:\s]+$/g, '');
    const content = s
      .split(' ')
      .filter((w) => !isFiller(fold(w).replace(/[^\p{L}']/gu, '')) && /\p{L}{2,}/u.test(w));
    if (content.length < 2 || BOILERPLATE.test(s) || GREETING_LINE.test(s) || /^\S+\s?\?$/.test(s)) continue;
    // Customer details (postcode, phone, e-mail) are in the customer fields already.
    if (/\b[1-9]\d{3}\s?[A-Z]{2}\b|@|\d{2,4}[\s-]?\d{6,7}\b/.test(s)) continue;
    if (held().includes(fold(s))) continue;
    add(s);
  }
  return out.join('\n');
}
