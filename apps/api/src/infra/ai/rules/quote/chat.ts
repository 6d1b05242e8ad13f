/** WhatsApp-style chats: '[12-03-2025 14:05] Jan: …', '12-03-2025 14:05 - Jan: …', '[14:05, 12-3-2025] Jan: …'. */
import type { Message } from './message';
import type { OwnCompany } from './own-company';
import { fold } from './text';

const STAMP =
  /^\s*\[?(?:\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4},?\s+\d{1,2}[:.]\d{2}(?::\d{2})?|\d{1,2}:\d{2}(?::\d{2})?,?\s+\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2})\]?\s*(?:-\s*)?([^:\n]{1,40}?):\s?(.*)$/;
const SELF = /^(?:ik|jij|me|mij|you|zelf)$/;
/** Phrases of the business side of a chat (offering, planning, pricing). */
const SUPPLIER =
  /\b(?:ik stuur (?:je|u) (?:een|de) offerte|offerte (?:volgt|komt)|kom ik|ik kan (?:je|u)|mijn tarief|ik reken|wij rekenen|ik kom (?:even|langs|kijken)|dat kan ik|prima,? ik)/i;
const CUSTOMER =
  /\b(?:kun(?:nen)? (?:je|jullie|u)|zou(?:den)? (?:je|jullie|u)|ik wil|we willen|graag|wat kost|offerte)\b/i;

export function parseChat(lines: readonly string[], own: OwnCompany): Message[] | null {
  const messages: Message[] = [];
  for (const line of lines) {
    const m = STAMP.exec(line);
    if (m) {
      messages.push({
        author: { name: m[1]!.trim(), email: '' },
        body: [m[2]!],
        signature: [],
        kind: 'chat',
        own: false,
      });
    } else if (messages.length > 0 && line.trim() !== '') {
      messages[messages.length - 1]!.body.push(line);
    }
  }
  if (messages.length < 2) return null;
  const senders = [...new Set(messages.map((m) => m.author.name))];
  const ownSenders = new Set(senders.filter((s) => own.names(s) || SELF.test(fold(s))));
  if (ownSenders.size === 0 && senders.length >= 2) {
    const score = (s: string) =>
      messages
        .filter((m) => m.author.name === s)
        .reduce(
          (n, m) => n + (SUPPLIER.test(m.body.join(' ')) ? 2 : 0) - (CUSTOMER.test(m.body.join(' ')) ? 1 : 0),
          0,
        );
    const ranked = [...senders].sort(
      (a, b) => score(b) - score(a) || senders.indexOf(b) - senders.indexOf(a),
    );
    if (score(ranked[0]!) > score(ranked[ranked.length - 1]!) || senders.length === 2)
      ownSenders.add(ranked[0]!);
  }
  for (const m of messages) m.own = ownSenders.has(m.author.name);
  return messages;
}
