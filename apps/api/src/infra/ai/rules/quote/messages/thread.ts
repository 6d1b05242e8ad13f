/**
 * Splits the normalised text into messages: e-mail threads (quoted '>' replies, 'Op … schreef …:',
 * Outlook 'Van:/Verzonden:' headers, forwarded blocks), WhatsApp-style chats, or one note.
 * Messages come back oldest first, each with its lines' offsets in the normalised text.
 */
import {
  FORWARD_SEPARATOR,
  GREETING,
  HEADER_DATE,
  HEADER_FROM,
  HEADER_OTHER,
  HEADER_TO,
  QUOTE_INTRO,
  WROTE_LONG,
  WROTE_LONG_VERB,
  WROTE_VERB,
} from '../lexicon/mail';
import { alternation, wordsRe } from '../lexicon/pattern';
import { parseChat } from './chat';
import type { Author, Line, Message } from './message';
import type { OwnCompany } from './own-company';
import { sentAt } from './sent-date';
import { splitSignature } from './signature';

const WROTE = new RegExp(
  `^${alternation(QUOTE_INTRO)}\\s.{4,120}?${alternation(WROTE_VERB)}\\s*(.*?):?\\s*$|^${alternation(QUOTE_INTRO)}\\s.{4,80}?${alternation(WROTE_LONG_VERB)}\\s+(.+?)\\s+${alternation(WROTE_LONG)}:?\\s*$`,
  'iu',
);
const SEPARATOR = new RegExp(
  `^\\s*-{2,}\\s*${alternation(FORWARD_SEPARATOR)}\\s*-*\\s*:?$|^\\s*${alternation(FORWARD_SEPARATOR)}\\s*:\\s*$|^_{8,}\\s*$`,
  'iu',
);
const FROM = new RegExp(`^\\s*\\*?${alternation(HEADER_FROM)}\\*?\\s*:\\s*(.+)$`, 'iu');
const TO = new RegExp(`^\\s*\\*?${alternation(HEADER_TO)}\\*?\\s*:\\s*(.+)$`, 'iu');
const HEADER = new RegExp(`^\\s*\\*?${alternation([...HEADER_OTHER, ...HEADER_TO])}\\*?\\s*:`, 'iu');
const DATE_HEADER = new RegExp(`^\\s*\\*?${alternation(HEADER_DATE)}\\*?\\s*:\\s*(.+)$`, 'iu');
const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+/;
const OPENS_LIKE_MAIL = wordsRe(GREETING, { start: true });

export function parseAuthor(raw: string): Author {
  const email = EMAIL.exec(raw)?.[0] ?? '';
  const name = raw
    .replace(/<[^>]*>|\[mailto:[^\]]*\]|\([^)]*@[^)]*\)/g, ' ')
    .replace(EMAIL, ' ')
    .replace(/["']/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,:;]$/, '');
  return { name, email };
}

interface Block {
  author: Author;
  to?: Author;
  lines: Line[];
  quoted: boolean;
  /** When it was sent, from its header or 'Op … schreef' line (sentAt), when shown. */
  sent?: number | null;
}

/** Breaks a mail text into blocks at quote depth changes, 'schreef' lines, separators and From headers. */
function mailBlocks(lines: readonly Line[]): Block[] {
  const blocks: Block[] = [{ author: { name: '', email: '' }, lines: [], quoted: false }];
  let depth = 0;
  let inHeader = false;
  for (const raw of lines) {
    const prefix = /^(\s*>)+\s?/.exec(raw.text)?.[0] ?? '';
    const quoteMarks = prefix.replace(/[^>]/g, '').length;
    const line: Line = { text: raw.text.slice(prefix.length), start: raw.start + prefix.length };
    const current = blocks[blocks.length - 1]!;
    // A block opened by a header, a 'schreef' line or quote marks is an earlier message; text back at
    // depth 0 after quoted lines is the writer's own (a reply below the quote, or between its parts).
    const start = (author: Author, quoted = true) => {
      if (current.lines.some((l) => l.text.trim() !== '')) blocks.push({ author, lines: [], quoted });
      else {
        if (author.name || author.email) current.author = author;
        current.quoted ||= (blocks.length > 1 && quoted) || quoteMarks > 0;
      }
    };
    if (quoteMarks !== depth && line.text.trim() !== '') {
      depth = quoteMarks;
      if (!WROTE.test(line.text)) start({ name: '', email: '' }, quoteMarks > 0);
    }
    const wrote = WROTE.exec(line.text.trim());
    if (wrote) {
      start(parseAuthor(wrote[1] ?? wrote[2] ?? ''));
      blocks[blocks.length - 1]!.sent = sentAt(line.text);
      continue;
    }
    if (SEPARATOR.test(line.text)) {
      start({ name: '', email: '' });
      inHeader = true;
      continue;
    }
    const from = FROM.exec(line.text);
    if (from) {
      start(parseAuthor(from[1]!));
      inHeader = true;
      continue;
    }
    const date = inHeader ? DATE_HEADER.exec(line.text) : null;
    if (date) blocks[blocks.length - 1]!.sent = sentAt(date[1]!);
    const to = inHeader ? TO.exec(line.text) : null;
    if (to) blocks[blocks.length - 1]!.to = parseAuthor(to[1]!.split(/[;,]\s*(?=\S+@|\S+\s+<)/)[0]!);
    if (inHeader && (HEADER.test(line.text) || line.text.trim() === '')) {
      if (line.text.trim() === '' && blocks[blocks.length - 1]!.lines.length === 0) inHeader = false;
      continue;
    }
    inHeader = false;
    blocks[blocks.length - 1]!.lines.push(line);
  }
  return blocks.filter((b) => b.lines.some((l) => l.text.trim() !== ''));
}

const OWN_TAIL_WORDS = wordsRe([
  'ik',
  'we',
  'wij',
  'u',
  'je',
  'jullie',
  'graag',
  'bedankt',
  'van',
  'via',
  'bij',
]);

function isOwnMail(
  author: Author,
  lines: readonly Line[],
  signature: readonly Line[],
  own: OwnCompany,
): boolean {
  if (author.email && own.isOwnEmail(author.email)) return true;
  if (author.name && own.names(author.name)) return true;
  // A signature naming the company; without one, a short closing line ('Elektro Bos | 06-…'), not a
  // sentence that merely mentions it ('ik kreeg uw naam van Elektro Bos').
  const tail = signature.length > 0 ? signature : lines.slice(-3).filter((l) => l.text.trim().length <= 50);
  return tail.some((l) => own.names(l.text) && !OWN_TAIL_WORDS.test(l.text.replace(own.nameIn(l.text), '')));
}

/** The lines of `text` with their offsets. */
export function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const t of text.split('\n')) {
    out.push({ text: t, start });
    start += t.length + 1;
  }
  return out;
}

/** The messages of the normalised `text`, oldest first, each marked own or not. */
export function splitThread(text: string, own: OwnCompany): Message[] {
  const lines = linesOf(text);
  const chat = parseChat(lines, own);
  if (chat) return chat;
  const blocks = mailBlocks(lines);
  const isMail =
    blocks.length > 1 ||
    blocks.some((b) => b.author.name || b.author.email) ||
    OPENS_LIKE_MAIL.test(text.slice(0, 200));
  // A mail thread shows the newest message first, unless it opens with the quoted message and the
  // reply follows below it (bottom posting), or its headers' dates run forwards (a thread pasted
  // oldest first): then the last message is the newest and the ones before it are quoted.
  const dates = blocks.map((b) => b.sent ?? null);
  const forwards = blocks.length > 1 && dates.every((d, i) => d !== null && (i === 0 || d > dates[i - 1]!));
  if (forwards) blocks.forEach((b, i) => (b.quoted = i < blocks.length - 1));
  const bottomPosted = forwards || (blocks.length > 1 && blocks[0]!.quoted && !blocks.at(-1)!.quoted);
  const messages = blocks.map((b, i): Message => {
    const { body, signature } = splitSignature(b.lines);
    return {
      author: b.author,
      to: b.to,
      body,
      signature,
      kind: isMail ? 'mail' : 'note',
      own: isOwnMail(b.author, b.lines, signature, own),
      age: bottomPosted ? blocks.length - 1 - i : i,
      quoted: b.quoted,
    };
  });
  return bottomPosted ? messages : messages.reverse();
}
