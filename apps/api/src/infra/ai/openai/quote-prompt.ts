/**
 * The text-to-quote prompt, the answer schema the model fills, and the checks on its answer: the same
 * catalogue matching and own-company check as the rules engine (rules/quote/validate.ts), each line's
 * source phrase placed in the text by the server (null when the phrase is not in it), and prices whose
 * source is true ('text' only when the text holds the price).
 */
import { z } from 'zod';
import {
  AI_PRICE_SOURCES,
  EMPTY_AI_QUOTE_RESULT,
  QUOTE_UNITS,
  aiCustomerSchema,
  type AiCandidate,
  type AiItem,
  type AiQuoteResult,
} from '@offerteflow/contracts';
import type { QuoteContext } from '../ai-provider';
import { CatalogIndex } from '../rules/quote/match/catalog-index';
import { locatePhrase, matchToCatalog, textPrices, withoutOwnCompany } from '../rules/quote/validate';
import { parseAnswer } from './openai-chat';

/** More products than this are narrowed to those that share a word with the text. */
export const PROMPT_MAX_PRODUCTS = 300;

const modelItemSchema = z.object({
  description: z.string(),
  quantity: z.number().min(0),
  unitPrice: z.number().min(0),
  unit: z.enum(QUOTE_UNITS),
  priceSource: z.enum(AI_PRICE_SOURCES),
  /** The phrase of the text the line comes from, copied verbatim. */
  sourcePhrase: z.string().nullable(),
  confidence: z.number().min(0).max(1).nullable(),
});
/** What the model answers (strict structured output: optional fields are nullable). */
export const quoteAnswerSchema = z.object({
  customer: aiCustomerSchema,
  items: z.array(modelItemSchema),
  notes: z.string(),
  candidates: z.array(z.object({ sourcePhrase: z.string(), item: modelItemSchema })),
});
type ModelItem = z.infer<typeof modelItemSchema>;

export const QUOTE_SYSTEM_PROMPT = [
  'You turn a Dutch customer text (e-mail, forwarded thread, chat, phone notes, contact form or rows pasted',
  'from a spreadsheet) into a draft quote. Answer only with JSON that matches the given schema. Write',
  'descriptions and notes in Dutch.',
  'customer: the person or company asking for the quote: name (the company when someone writes for a',
  'company), e-mail, phone and address (the home or billing address; the work address only when no other',
  'is given). Empty strings for what is not in the text. Never use the own company (given below) or its',
  'people, e-mail, phone or address as the customer: they appear in quoted replies and signatures.',
  'items: one line per distinct thing the customer finally wants. Later messages win: apply changes',
  '("niet 8 maar 9 meter", "doe toch maar 3") and drop what was cancelled or postponed ("laten we zitten",',
  '"volgend jaar"). Questions, the current situation and preferences are no lines. When the customer',
  "accepts the own company's earlier offer, its lines are the items at the offered prices.",
  "quantity in the line's unit (stuk, uur, dag, maand, jaar, m2, kg, liter; metres count as stuk): multiply",
  'factors ("2 man x 3 uur" = 6 uur), take the upper bound of a range, use a count named elsewhere for a',
  'per-unit service, 8 hours for a day; vague amounts ("een paar") are 1 with a remark in notes.',
  'unitPrice in euros EXCLUDING VAT, at most 2 decimals. A price stated incl. btw is divided by 1.21 (by 1.09',
  'when 9% is stated). A total for a line is divided by its quantity; one total for the whole job with a',
  'single line is that line\'s price. A per-person price with a head count: quantity = persons. "vanaf € 49"',
  'is 49. A budget or a price paid elsewhere is no price. priceSource "text" only for a price stated in the',
  'text; otherwise a catalogue product\'s name, unit and price with priceSource "catalog"; otherwise',
  'unitPrice 0 and priceSource "none".',
  'sourcePhrase: the phrase of the text the line comes from, copied exactly (null if none). confidence:',
  '0..1, how sure you are the line is asked for as stated.',
  'candidates: phrases that may be requests but that you did not make a line (unclear, optional, cancelled),',
  'each with the line it would give.',
  'notes: dates, deadlines, location, access and delivery wishes and anything else the items do not capture.',
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

/**
 * The model's content as an AiQuoteResult. Unreadable, invalid or empty content gives the empty result
 * (SPEC §7). Lines go through the rules engine's catalogue matching and price-source check; the source
 * phrase is placed in the text; the own company is never the customer.
 */
export function parseQuoteAnswer(content: string, text: string, context: QuoteContext): AiQuoteResult {
  const answer = parseAnswer(content, quoteAnswerSchema);
  if (!answer) return EMPTY_AI_QUOTE_RESULT;
  const index = new CatalogIndex(context.products);
  const prices = textPrices(text);
  const toItem = (raw: ModelItem): AiItem | null => {
    const description = raw.description.trim();
    if (!description) return null;
    const item: AiItem = {
      description,
      quantity: round(raw.quantity, 3),
      unitPrice: round(raw.unitPrice, 2),
      unit: raw.unit,
      priceSource: raw.priceSource,
      source: locatePhrase(text, raw.sourcePhrase),
      confidence: round(raw.confidence ?? 0.5, 3),
    };
    return matchToCatalog(item, index, context.products, prices);
  };
  const items = answer.items.map(toItem).filter((i): i is AiItem => i !== null);
  const candidates: AiCandidate[] = [];
  for (const c of answer.candidates) {
    const item = toItem(c.item);
    const source = locatePhrase(text, c.sourcePhrase);
    if (item && source) candidates.push({ source, item: { ...item, source } });
  }
  return {
    customer: withoutOwnCompany(answer.customer, context),
    items,
    notes: answer.notes.trim(),
    candidates,
  };
}
