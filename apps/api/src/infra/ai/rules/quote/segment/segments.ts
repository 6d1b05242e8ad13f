/**
 * Segmentation: each message's body becomes candidate phrases — table rows, list items, the request
 * fields of a contact form, sentences and their clauses — each with its span in the normalised text
 * (see text/normalize.ts for the way back to the text as sent) and the message it belongs to.
 * Customer-data fields ('Naam:', 'Tel:'), greetings and address lines are no candidates.
 */
import {
  ADDRESS_LABELS,
  BILLING_ADDRESS_LABELS,
  COMPANY_LABELS,
  EMAIL_LABELS,
  MESSAGE_LABELS,
  NAME_LABELS,
  OTHER_LABELS,
  PHONE_LABELS,
  POSTCODE_LABELS,
  WORK_ADDRESS_LABELS,
} from '../lexicon/fields';
import { GREETING, GREETING_TITLE } from '../lexicon/mail';
import { alternation } from '../lexicon/pattern';
import type { Line, Message } from '../messages/message';
import { splitClauses, splitSentences } from './clauses';
import { readTable, tableStartsAt, type TableRow } from './table';

export type SegmentKind = 'row' | 'item' | 'text';

export interface Segment {
  text: string;
  /** Span in the normalised text. */
  start: number;
  end: number;
  message: number;
  kind: SegmentKind;
  /** Clauses of one sentence (or list item, or table row) share this number (unique in the text). */
  sentence: number;
  /** Position of the clause in its sentence. */
  clause: number;
  /** Position of the list item or row in its list (0-based), -1 for running text. */
  listIndex: number;
  /** The sentence's whole text (for reading a clause in its context). */
  sentenceText: string;
  /** The clause follows a joining word ('en', '+', '&') rather than a comma. */
  joined: boolean;
  row?: TableRow;
}

const CUSTOMER_LABELS = [
  ...NAME_LABELS,
  ...COMPANY_LABELS,
  ...EMAIL_LABELS,
  ...PHONE_LABELS,
  ...ADDRESS_LABELS,
  ...POSTCODE_LABELS,
  ...WORK_ADDRESS_LABELS,
  ...BILLING_ADDRESS_LABELS,
  ...OTHER_LABELS,
];
/** 'Naam: …', '*Telefoon*: …': a field line and its label. */
export const FIELD = new RegExp(
  `^\\s*\\*?(${alternation([...CUSTOMER_LABELS, ...MESSAGE_LABELS])})\\*?\\s*[:=]\\s*(.*)$`,
  'iu',
);
const MESSAGE_FIELD = new RegExp(`^${alternation(MESSAGE_LABELS)}$`, 'iu');
export const GREETING_LINE = new RegExp(
  `^${alternation(GREETING)}(?![\\p{L}])(?:\\s+[\\p{L}.&'-]+){0,4}\\s*[,!.]?\\s*$`,
  'iu',
);
const GREETING_PREFIX = new RegExp(
  `^(?:${alternation(GREETING)}(?:\\s+\\p{Lu}[\\p{L}'-]*)?|${alternation(GREETING)}(?:\\s+(?:\\p{Lu}[\\p{L}.'&-]*|${alternation(GREETING_TITLE)}|&)){1,4})\\s*[,!]\\s+(?=\\S)`,
  'iu',
);
/** Postcode, phone or e-mail lines belong to the customer's details, not to the request. */
const DETAIL_LINE = /^[^.!?]{0,40}\b[1-9]\d{3}\s?[A-Z]{2}\b[^.!?]{0,30}$|^[\s\d()+-]{10,}$|^\S+@\S+$/;
export const BULLET = /^\s*(?:[-*•·▪◦‣>+–]|\d{1,2}[.)](?!\d)|[a-z][.)]\s|\[\s?[x ]?\s?\]|\(\d{1,2}\))\s*/i;

interface Context {
  out: Segment[];
  sentence: number;
  keep: readonly string[];
  message: number;
}

function addSentence(ctx: Context, line: Line, kind: SegmentKind, listIndex: number, row?: TableRow): void {
  const clauses = kind === 'row' ? [{ ...line, joined: false }] : splitClauses(line, ctx.keep);
  clauses.forEach((c, i) =>
    ctx.out.push({
      text: c.text,
      start: c.start,
      end: c.start + c.text.length,
      message: ctx.message,
      kind,
      sentence: ctx.sentence,
      clause: i,
      listIndex,
      sentenceText: line.text,
      joined: c.joined,
      row,
    }),
  );
  ctx.sentence++;
}

const trimLine = (line: Line, cut: number): Line => {
  const rest = line.text.slice(cut);
  const lead = rest.length - rest.trimStart().length;
  return { text: rest.trim(), start: line.start + cut + lead };
};

/** The candidate phrases of one message. `keep`: product names with 'en' that stay whole. */
export function segmentMessage(
  message: Message,
  index: number,
  firstSentence: number,
  keep: readonly string[],
): Segment[] {
  const ctx: Context = { out: [], sentence: firstSentence, keep, message: index };
  const lines = message.body;
  let listIndex = 0;
  let lastWasItem = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (line.text.trim() === '') {
      lastWasItem = false;
      continue;
    }
    const tableEnd = tableStartsAt(lines, i);
    if (tableEnd > i) {
      const j = tableEnd;
      readTable(lines.slice(i, j)).forEach((row, k) => addSentence(ctx, row.line, 'row', k, row));
      i = j - 1;
      continue;
    }
    const field = FIELD.exec(line.text);
    if (field) {
      if (!MESSAGE_FIELD.test(field[1]!.trim())) continue;
      line = trimLine(line, line.text.length - field[2]!.length);
      if (line.text === '') continue;
    }
    const bullet = BULLET.exec(line.text);
    const isItem = bullet !== null && !/^\s*\d+[.)]\d/.test(line.text);
    if (isItem) line = trimLine(line, bullet[0].length);
    else if (lastWasItem && /^\s+\S|^[a-z(]/.test(lines[i]!.text) && ctx.out.length > 0) {
      // A continuation of the list item above.
      const prev = ctx.out[ctx.out.length - 1]!;
      addSentence(ctx, line, 'item', prev.listIndex);
      ctx.out[ctx.out.length - 1]!.sentence = prev.sentence;
      ctx.sentence--;
      continue;
    }
    const greeting = GREETING_PREFIX.exec(line.text);
    if (greeting) line = trimLine(line, greeting[0].length);
    if (line.text === '' || GREETING_LINE.test(line.text) || DETAIL_LINE.test(line.text)) continue;
    lastWasItem = isItem;
    if (isItem) addSentence(ctx, line, 'item', listIndex++);
    else for (const s of splitSentences(line)) addSentence(ctx, s, 'text', -1);
  }
  return ctx.out;
}
