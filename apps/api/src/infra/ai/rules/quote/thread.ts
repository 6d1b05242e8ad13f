/**
 * Splits pasted text into messages: e-mail threads (quoted '>' replies, 'Op … schreef …:', Outlook
 * 'Van:/Verzonden:' headers, forwarded blocks), WhatsApp-style chats, or one phone note.
 * Messages come back oldest first.
 */
import type { Author, Message } from './message';
import type { OwnCompany } from './own-company';
import { parseChat } from './chat';
import { splitSignature } from './signature';

const WROTE =
  /^(?:op|on|am|le)\s.{4,120}?(?:schreef|wrote|schrieb|a écrit)\s*(.*?):?\s*$|^op\s.{4,80}?heeft\s+(.+?)\s+het volgende geschreven:?\s*$/i;
const SEPARATOR =
  /^\s*-{2,}\s*(?:oorspronkelijk bericht|original message|doorgestuurd bericht|forwarded message|begin doorgestuurd bericht)\s*-*\s*:?$|^\s*begin (?:doorgestuurd|forwarded) (?:bericht|message):?\s*$|^_{8,}\s*$/i;
const FROM = /^\s*\*?(?:van|from|afzender)\*?\s*:\s*(.+)$/i;
const HEADER =
  /^\s*\*?(?:verzonden|sent|datum|date|aan|to|cc|bcc|onderwerp|subject|betreft|beantwoorden aan|reply-to)\*?\s*:/i;
const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+/;

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
  lines: string[];
}

/** Breaks a mail text into blocks at quote depth changes, 'schreef' lines, separators and From headers. */
function mailBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [{ author: { name: '', email: '' }, lines: [] }];
  let depth = 0;
  let inHeader = false;
  for (const raw of lines) {
    const quoteMarks = /^(\s*>)+/.exec(raw)?.[0].replace(/[^>]/g, '').length ?? 0;
    const line = raw.replace(/^(\s*>)+\s?/, '');
    const current = blocks[blocks.length - 1]!;
    const start = (author: Author) => {
      if (current.lines.some((l) => l.trim() !== '')) blocks.push({ author, lines: [] });
      else if (author.name || author.email) current.author = author;
    };
    if (quoteMarks !== depth && line.trim() !== '') {
      depth = quoteMarks;
      if (!WROTE.test(line)) start({ name: '', email: '' });
    }
    const wrote = WROTE.exec(line.trim());
    if (wrote) {
      start(parseAuthor(wrote[1] ?? wrote[2] ?? ''));
      continue;
    }
    if (SEPARATOR.test(line)) {
      start({ name: '', email: '' });
      inHeader = true;
      continue;
    }
    const from = FROM.exec(line);
    if (from) {
      start(parseAuthor(from[1]!));
      inHeader = true;
      continue;
    }
    const to = inHeader ? /^\s*\*?(?:aan|to)\*?\s*:\s*(.+)$/i.exec(line) : null;
    if (to) blocks[blocks.length - 1]!.to = parseAuthor(to[1]!.split(/[;,]\s*(?=\S+@|\S+\s+<)/)[0]!);
    if (inHeader && (HEADER.test(line) || line.trim() === '')) {
      if (line.trim() === '' && blocks[blocks.length - 1]!.lines.length === 0) inHeader = false;
      continue;
    }
    inHeader = false;
    blocks[blocks.length - 1]!.lines.push(line);
  }
  return blocks.filter((b) => b.lines.some((l) => l.trim() !== ''));
}

function isOwnMail(
  author: Author,
  lines: readonly string[],
  signature: readonly string[],
  own: OwnCompany,
): boolean {
  if (author.email && own.isOwnEmail(author.email)) return true;
  if (author.name && own.names(author.name)) return true;
  // A signature naming the company; without one, a short closing line ('Elektro Bos | 06-…'), not a
  // sentence that merely mentions it ('ik kreeg uw naam van Elektro Bos').
  const tail = signature.length > 0 ? signature : lines.slice(-3).filter((l) => l.trim().length <= 50);
  return tail.some(
    (l) =>
      own.names(l) &&
      !/\b(?:ik|we|wij|u|je|jullie|graag|bedankt|van|via|bij)\b/i.test(l.replace(own.nameIn(l), '')),
  );
}

/** The messages of `text`, oldest first, each marked own or not. */
export function splitThread(text: string, own: OwnCompany): Message[] {
  const lines = text.split('\n');
  const chat = parseChat(lines, own);
  if (chat) return chat;
  const blocks = mailBlocks(lines);
  const isMail =
    blocks.length > 1 ||
    blocks.some((b) => b.author.name || b.author.email) ||
    /^\s*(?:beste|geachte|hallo|hoi|hi|hey|dag|goede(?:n)?(?:morgen|middag|avond|dag))\b/im.test(
      text.slice(0, 200),
    );
  const messages = blocks.map((b): Message => {
    const { body, signature } = splitSignature(b.lines);
    return {
      author: b.author,
      to: b.to,
      body,
      signature,
      kind: isMail ? 'mail' : 'note',
      own: isOwnMail(b.author, b.lines, signature, own),
    };
  });
  // A mail thread shows the newest message first.
  return messages.reverse();
}
