/** A message that says its prices include VAT ('alle bedragen zijn inclusief 21% btw'), without an amount. */
import { INCL_WORDS, VAT_LOW_RATE, VAT_HIGH_RATE, VAT_WORDS } from '../lexicon/money';
import { wordsRe } from '../lexicon/pattern';
import type { Message } from '../messages/message';

const INCL_VAT = new RegExp(
  `${wordsRe(INCL_WORDS).source}\\.?\\s*(?:(\\d{1,2})\\s*%\\s*)?${wordsRe(VAT_WORDS).source}`,
  'iu',
);

/** The VAT rate the message's prices include, or null when they are (or are taken as) excluding VAT. */
export function statedVatRate(message: Message): number | null {
  for (const line of message.body) {
    for (const sentence of line.text.split(/(?<=[.!?])\s+/)) {
      const m = INCL_VAT.exec(sentence);
      // A sentence with its own amount states that amount's VAT only (the price grammar reads it).
      if (m && !/\d[.,]?\d*\s*(?:€|euro|eur)|€\s*\d|\d+,-/i.test(sentence))
        return Number(m[1]) === VAT_LOW_RATE ? VAT_LOW_RATE : VAT_HIGH_RATE;
    }
  }
  return null;
}
