/**
 * Text-to-quote contracts: SPEC §3 (AI response), §5 (AI text), §7 AI. POST /api/ai/generate-from-text
 * (alias /api/ai-test/generate-from-text) turns pasted free text into customer data, quote lines and notes.
 */
import { z } from 'zod';
import { envelope } from './api.js';
import { AI_TEXT_MIN_LENGTH } from './constants.js';
import { QUOTE_UNITS } from './quotes.js';

export const AI_TEXT_MAX_LENGTH = 20_000;

export const AI_MSG = {
  textTooShort: `Minimaal ${AI_TEXT_MIN_LENGTH} karakters vereist`,
  textTooLong: 'De tekst mag maximaal 20.000 karakters bevatten',
  textRequired: 'Tekst is verplicht',
  /** SPEC §8 AI: the analysis took longer than 30 s (server time-out or the client's own). */
  timeout: 'AI analyse timeout na 30 seconden',
  /** SPEC §8 AI: the quote modal's fallback when the server sends no message. */
  failed: 'Er is een fout opgetreden bij de AI analyse',
  /** The configured AI server could not be reached or refused the request. */
  unavailable: 'De AI-dienst is tijdelijk niet bereikbaar, probeer het later opnieuw',
} as const;

/** The example the AI text modal offers while its text area is empty (SPEC §2 'Gebruik dit voorbeeld'). */
export const AI_EXAMPLE_TEXT = [
  'Goedemiddag,',
  '',
  'Wij willen graag een offerte voor het schilderwerk van ons kantoor aan de Stationsweg 12, 3811 MA Amersfoort.',
  'Het gaat om:',
  '- 85 m2 muren schilderen (binnen)',
  '- 6 kozijnen schilderen (buiten)',
  '- 2 uur kleuradvies',
  '',
  'We willen het liefst beginnen in de week van 16 maart; de ruimte moet voor 1 april klaar zijn.',
  'Parkeren kan op ons eigen terrein.',
  '',
  'Met vriendelijke groet,',
  '',
  'Sanne de Boer',
  'De Boer Architecten',
  'sanne@deboerarchitecten.nl',
  '06-23456789',
].join('\n');

/** SPEC §8 AI: the onboarding-side test panel shows 'AI analyse mislukt: {message}'. */
export const aiTestFailedMessage = (message: string) => `AI analyse mislukt: ${message}`;

export const aiTextRequestSchema = z.object({
  text: z
    .string({ error: AI_MSG.textRequired })
    .refine((t) => t.trim().length >= AI_TEXT_MIN_LENGTH, AI_MSG.textTooShort)
    .refine((t) => t.length <= AI_TEXT_MAX_LENGTH, AI_MSG.textTooLong),
});
export type AiTextRequest = z.infer<typeof aiTextRequestSchema>;

/** Where a line's price came from: the text itself, the company's catalogue, or nowhere (0). */
export const AI_PRICE_SOURCES = ['text', 'catalog', 'none'] as const;
export type AiPriceSource = (typeof AI_PRICE_SOURCES)[number];

export const aiCustomerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type AiCustomer = z.infer<typeof aiCustomerSchema>;

/**
 * The phrase of the pasted text a line came from: its words and their place in the text as sent
 * (UTF-16 offsets, `end` exclusive), so the client can highlight it.
 */
export const aiSourceSchema = z.object({
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type AiSource = z.infer<typeof aiSourceSchema>;

/** A line below this confidence is marked 'Controleren' for the user to check. */
export const AI_REVIEW_CONFIDENCE = 0.6;

export const aiItemSchema = z.object({
  description: z.string(),
  quantity: z.number().min(0),
  /** Euros excl. BTW, at most 2 decimals. */
  unitPrice: z.number().min(0),
  unit: z.enum(QUOTE_UNITS),
  priceSource: z.enum(AI_PRICE_SOURCES),
  /** The phrase the line came from; null when it cannot be placed in the text. */
  source: aiSourceSchema.nullable(),
  /** 0..1: how sure the engine is that this line is asked for as stated. */
  confidence: z.number().min(0).max(1),
});
export type AiItem = z.infer<typeof aiItemSchema>;

/**
 * A phrase that looked like a request but became no line, with the line it would give: the user adds
 * it with one click.
 */
export const aiCandidateSchema = z.object({
  source: aiSourceSchema,
  item: aiItemSchema,
});
export type AiCandidate = z.infer<typeof aiCandidateSchema>;

export const aiQuoteResultSchema = z.object({
  customer: aiCustomerSchema,
  items: z.array(aiItemSchema),
  notes: z.string(),
  candidates: z.array(aiCandidateSchema),
});
export type AiQuoteResult = z.infer<typeof aiQuoteResultSchema>;
export const aiQuoteResultResponseSchema = envelope(aiQuoteResultSchema);

/** SPEC §7: an unreadable or empty answer gives empty customer data, no items and empty notes. */
export const EMPTY_AI_QUOTE_RESULT: AiQuoteResult = {
  customer: { name: '', email: '', phone: '', address: '' },
  items: [],
  notes: '',
  candidates: [],
};
