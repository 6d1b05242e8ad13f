/** WhatsApp-style chats: '[12-03-2025 14:05] Jan: …', '12-03-2025 14:05 - Jan: …', '[14:05, 12-3-2025] Jan: …'. */
import { CHAT_SELF, CUSTOMER_PHRASES, SUPPLIER_PHRASES } from '../lexicon/mail';
import { wordsRe } from '../lexicon/pattern';
import { fold } from '../text/fold';
import type { Line, Message } from './message';
import type { OwnCompany } from './own-company';

const STAMP =
  /^(\s*\[?(?:\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4},?\s+\d{1,2}[:.]\d{2}(?::\d{2})?|\d{1,2}:\d{2}(?::\d{2})?,?\s+\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2})\]?\s*(?:-\s*)?)([^:\n]{1,40}?):\s?/;
const SELF = wordsRe(CHAT_SELF, { start: true, end: true });
const SUPPLIER = wordsRe(SUPPLIER_PHRASES, { global: true });
const CUSTOMER = wordsRe(CUSTOMER_PHRASES, { global: true });

const count = (re: RegExp, text: string) => text.match(re)?.length ?? 0;

export function parseChat(lines: readonly Line[], own: OwnCompany): Message[] | null {
  const messages: Message[] = [];
  for (const line of lines) {
    const m = STAMP.exec(line.text);
    if (m) {
      const at = m[0].length;
      messages.push({
        author: { name: m[2]!.trim(), email: '' },
        body: [{ text: line.text.slice(at), start: line.start + at }],
        signature: [],
        kind: 'chat',
        own: false,
        age: 0,
        quoted: false,
      });
    } else if (messages.length > 0 && line.text.trim() !== '') {
      messages[messages.length - 1]!.body.push(line);
    }
  }
  if (messages.length < 2) return null;
  const senders = [...new Set(messages.map((m) => m.author.name))];
  const ownSenders = new Set(senders.filter((s) => own.names(s) || SELF.test(fold(s))));
  if (ownSenders.size === 0 && senders.length >= 2) {
    // Who offers, plans and prices is the business; who asks is the customer.
    const score = (s: string) =>
      messages
        .filter((m) => m.author.name === s)
        .reduce((n, m) => {
          const text = fold(m.body.map((l) => l.text).join(' '));
          return n + 2 * count(SUPPLIER, text) - count(CUSTOMER, text);
        }, 0);
    const ranked = [...senders].sort(
      (a, b) => score(b) - score(a) || senders.indexOf(b) - senders.indexOf(a),
    );
    if (score(ranked[0]!) > score(ranked[ranked.length - 1]!) || senders.length === 2)
      ownSenders.add(ranked[0]!);
  }
  messages.forEach((m, i) => {
    m.own = ownSenders.has(m.author.name);
    m.age = messages.length - 1 - i;
  });
  return messages;
}
