/** The text-to-quote prompt and the checks on the model's answer (validated by the contract schema). */
import {
  EMPTY_AI_QUOTE_RESULT,
  aiQuoteResultSchema,
  type AiItem,
  type AiQuoteResult,
} from '@offerteflow/contracts';
import type { QuoteContext } from '../ai-provider';
import { parseAnswer } from './openai-chat';

/** More products than this are narrowed to those that share a word with the text. */
export const PROMPT_MAX_PRODUCTS = 300;

export const QUOTE_SYSTEM_PROMPT = [
  'You turn a Dutch customer message (e-mail, forwarded thread, chat or phone notes) into a draft quote.',
  'Answer only with JSON that matches the given schema. Write descriptions and notes in Dutch.',
  'customer: the person or company asking for the quote (signature, sender, "Bedrijf:" lines): name,',
  'e-mail, phone and address (street and number, postcode, place). Empty strings for what is not in the text.',
  "Never use the user's own company details (given below) as the customer: they appear in quoted replies.",
  'items: every product or service asked for, with its quantity ("2 man x 4 uur" is 8 uur; vague amounts',
  'such as "een paar" or "enkele" become quantity 1 with a remark in notes) and unit',
  '(stuk, uur, dag, maand, jaar, m2, kg, liter). Drop items a later message cancelled; apply changes.',
  'Prices in euros excluding VAT, at most 2 decimals. A price stated or agreed in the text wins:',
  'priceSource "text". Otherwise, when the item is a product of the catalogue below, use the catalogue',
  'name, unit and price: priceSource "catalog". Otherwise unitPrice 0 and priceSource "none".',
  'notes: dates, deadlines, location, access and delivery wishes and anything else the items do not capture.',
  'Quoted earlier messages, disclaimers and signatures are context, not requests.',
].join('\n');

const euro = (n: number) => n.toFixed(2);
const words = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []);

/** The catalogue lines the model sees; large catalogues keep the products the text mentions first. */
export function promptProducts(text: string, context: QuoteContext): QuoteContext['products'] {
  const products = context.products;
  if (products.length <= PROMPT_MAX_PRODUCTS) return products;
  const inText = words(text);
  const scored = products.map((p, index) => {
    let score = 0;
    for (const w of words(`${p.name} ${p.category ?? ''}`)) if (inText.has(w)) score += 1;
    return { p, score, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, PROMPT_MAX_PRODUCTS).map((s) => s.p);
}

export function quoteUserPrompt(text: string, context: QuoteContext): string {
  const own = context.ownCompany;
  const products = promptProducts(text, context);
  const catalogue = products.length
    ? products
        .map(
          (p) =>
            `- ${p.name} | ${p.unit} | € ${euro(p.unitPrice)}${p.category ? ` | ${p.category}` : ''}` +
            (p.description ? ` | ${p.description}` : ''),
        )
        .join('\n')
    : '(geen catalogus)';
  const terms = context.terms.filter((t) => t.isDefault);
  return [
    `Own company (never the customer): ${own ? [own.name, own.email, own.phone].filter(Boolean).join(', ') : '(unknown)'}`,
    `Catalogue (name | unit | price excl. VAT | category | description):\n${catalogue}`,
    terms.length ? `Default terms:\n${terms.map((t) => `- ${t.termType}: ${t.content}`).join('\n')}` : '',
    `Text:\n"""\n${text}\n"""`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const round = (n: number, decimals: number) => Number(n.toFixed(decimals));
const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/**
 * The model's content as an AiQuoteResult. Unreadable, invalid or empty content gives the empty result
 * (SPEC §7). A 'catalog' price is checked against the catalogue: a product of that name sets name, unit
 * and price; a claim that matches no product loses its marker ('none'), so the UI never shows
 * 'Uit catalogus' for a price the catalogue does not hold. The own company is never the customer.
 */
export function parseQuoteAnswer(content: string, context: QuoteContext): AiQuoteResult {
  const answer = parseAnswer(content, aiQuoteResultSchema);
  if (!answer) return EMPTY_AI_QUOTE_RESULT;
  const items: AiItem[] = [];
  for (const raw of answer.items) {
    const item: AiItem = {
      ...raw,
      description: raw.description.trim(),
      quantity: round(raw.quantity, 3),
      unitPrice: round(raw.unitPrice, 2),
    };
    if (!item.description) continue;
    if (item.priceSource === 'catalog') {
      const product = context.products.find((p) => same(p.name, item.description));
      if (product) Object.assign(item, { unitPrice: product.unitPrice, unit: product.unit });
      else if (!context.products.some((p) => p.unitPrice === item.unitPrice)) item.priceSource = 'none';
    }
    items.push(item);
  }
  const own = context.ownCompany;
  const c = answer.customer;
  const ownPhone = digits(own?.phone).slice(-9);
  const customer = {
    name: same(c.name, own?.name) ? '' : c.name.trim(),
    email: same(c.email, own?.email) ? '' : c.email.trim(),
    phone: ownPhone.length === 9 && digits(c.phone).endsWith(ownPhone) ? '' : c.phone.trim(),
    address: c.address.trim(),
  };
  return { customer, items, notes: answer.notes.trim(), candidates: [] };
}
