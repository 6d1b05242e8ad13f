/**
 * The `openai` adapter: any OpenAI-compatible chat-completions server with structured output.
 * Text to quote: an unreadable or empty answer gives the empty result (SPEC §7); a time-out or an
 * unreachable server is an error for the caller. Catalogue extraction: the document in chunks; any
 * chunk that fails (malformed answer, time-out, server error) makes the whole document fall back to
 * the rules provider, so a flaky model never loses a price list.
 */
import type { AiQuoteResult, DocumentType } from '@offerteflow/contracts';
import type { Logger } from 'pino';
import { AiProvider, type CatalogExtraction, type QuoteContext, type ReadDocument } from '../ai-provider';
import {
  CATALOG_SYSTEM_PROMPT,
  catalogAnswerSchema,
  catalogUserPrompt,
  chunkDocument,
  mergeExtractions,
  parseCatalogAnswer,
} from './catalog-prompt';
import { OpenAiChat, type OpenAiSettings } from './openai-chat';
import { QUOTE_SYSTEM_PROMPT, parseQuoteAnswer, quoteAnswerSchema, quoteUserPrompt } from './quote-prompt';

class MalformedAnswer extends Error {}

export class OpenAiProvider extends AiProvider {
  readonly name = 'openai' as const;
  private readonly chat: OpenAiChat;

  constructor(
    settings: OpenAiSettings,
    /** Used for catalogue extraction when the model's answer cannot be used. */
    private readonly fallback: AiProvider,
    private readonly logger?: Logger,
  ) {
    super();
    this.chat = new OpenAiChat(settings);
  }

  async quoteFromText(text: string, context: QuoteContext): Promise<AiQuoteResult> {
    const content = await this.chat.complete({
      system: QUOTE_SYSTEM_PROMPT,
      user: quoteUserPrompt(text, context),
      schema: quoteAnswerSchema,
      schemaName: 'quote_draft',
    });
    return parseQuoteAnswer(content, text, context);
  }

  async extractCatalog(doc: ReadDocument, documentType: DocumentType): Promise<CatalogExtraction> {
    const chunks = chunkDocument(doc);
    try {
      const parts: CatalogExtraction[] = [];
      for (const [i, chunk] of chunks.entries()) {
        const content = await this.chat.complete({
          system: CATALOG_SYSTEM_PROMPT,
          user: catalogUserPrompt(doc, documentType, chunk, `${i + 1}/${chunks.length}`),
          schema: catalogAnswerSchema,
          schemaName: 'catalogue',
        });
        const part = parseCatalogAnswer(content);
        if (!part) throw new MalformedAnswer(`unusable answer for chunk ${i + 1}/${chunks.length}`);
        parts.push(part);
      }
      return mergeExtractions(parts);
    } catch (error) {
      this.logger?.warn(
        { err: { name: (error as Error).name, message: (error as Error).message }, chunks: chunks.length },
        'openai catalogue extraction failed; falling back to the rules provider',
      );
      return this.fallback.extractCatalog(doc, documentType);
    }
  }
}
