/**
 * The customer's side of a sent quote (docs/customer-portal.md): resolves a public link token to its
 * quote, shows the quote document, serves the PDF and takes the accept / decline. Every decision goes
 * through QuotesService.decideByCustomer (row lock, history, quote events). Answers expose nothing
 * beyond this quote and the company's public details; an unknown or revoked token is a plain 404.
 */
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  PUBLIC_QUOTE_LIMITS,
  PUBLIC_QUOTE_MSG,
  SETTINGS_DEFAULTS,
  type PublicQuote,
  type PublicQuoteAcceptData,
  type PublicQuoteDeclineData,
  type Quote,
} from '@offerteflow/contracts';
import { isOpenForCustomer, todayIsoDate } from '@offerteflow/domain';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { AppError, conflict, notFound, sha256Hex, tooManyRequests, validationFailed } from '../../common';
import { LOGGER } from '../../common/logger';
import { RateLimits } from '../../infra/throttle/rate-limit.service';
import type { ClientInfo } from '../auth/client-info';
import { QuoteDocumentsService, type PdfFile } from '../quotes/quote-documents.service';
import { quoteAsChosen } from '../quotes/customer-selection';
import { QuoteLinksRepository, hashLinkToken } from '../quotes/quote-links.repository';
import { QuotesService, type CustomerDecisionInput } from '../quotes/quotes.service';
import { CompanyNotifier } from './company-notifier';

/** Requests per minute on the public endpoints, per IP and per token. */
export const PUBLIC_QUOTE_THROTTLE = { perIp: 120, perToken: 60, windowSeconds: 60 } as const;

const publicNotFound = () => notFound(PUBLIC_QUOTE_MSG.notFound);

@Injectable()
export class CustomerPortalService {
  constructor(
    private readonly links: QuoteLinksRepository,
    private readonly quotes: QuotesService,
    private readonly documents: QuoteDocumentsService,
    private readonly notifier: CompanyNotifier,
    private readonly limits: RateLimits,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** True when the token belongs to an active link (the /o/:token page answers 404 otherwise). */
  async exists(token: string, client: ClientInfo): Promise<boolean> {
    await this.throttle(token, client);
    return (await this.links.find(token)) !== null;
  }

  /** GET /api/public/quotes/:token: the quote as the customer sees it; counts the view. */
  async view(token: string, client: ClientInfo): Promise<PublicQuote> {
    const { companyId, quote } = await this.resolve(token, client);
    await this.quotes.recordView(companyId, quote.id);
    return this.toPublic(companyId, quote);
  }

  async pdf(token: string, client: ClientInfo): Promise<PdfFile> {
    const { companyId, quote } = await this.resolve(token, client);
    return this.documents.pdfFor(companyId, quote);
  }

  /** Accepts once; a replay, second click or lost race answers with the decided state. */
  async accept(token: string, client: ClientInfo, input: PublicQuoteAcceptData): Promise<PublicQuote> {
    const { companyId, quote } = await this.resolve(token, client);
    if (input.signature) await checkSignature(input.signature);
    // The hash is of the document as the customer chose it (their options and variant).
    const { html } = await this.documents.documentFor(companyId, quoteAsChosen(quote, input.selection));
    return this.decide(companyId, quote, client, {
      decision: 'accepted',
      signerName: input.name,
      reason: null,
      signature: input.signature,
      documentHash: sha256Hex(html),
      selection: input.selection,
    });
  }

  async decline(token: string, client: ClientInfo, input: PublicQuoteDeclineData): Promise<PublicQuote> {
    const { companyId, quote } = await this.resolve(token, client);
    return this.decide(companyId, quote, client, {
      decision: 'rejected',
      signerName: null,
      reason: input.reason,
      signature: null,
      documentHash: null,
    });
  }

  /**
   * Stores the decision with the caller's IP and user agent; the company is told only of a new one.
   * A decision is final: the same decision again (a replay, a second click, the loser of a race)
   * answers the decided state, another one (decline after accept) 409 with that state.
   */
  private async decide(
    companyId: string,
    quote: Quote,
    client: ClientInfo,
    decision: Omit<CustomerDecisionInput, 'ipAddress' | 'userAgent'>,
  ): Promise<PublicQuote> {
    const result = await this.quotes.decideByCustomer(companyId, quote.id, {
      ...decision,
      ipAddress: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    if (result.decided) await this.notifier.decided(companyId, result.quote);
    const answer = await this.toPublic(companyId, result.quote);
    const decidedOtherwise =
      (answer.state === 'accepted' || answer.state === 'rejected') && answer.state !== decision.decision;
    if (decidedOtherwise) throw conflict(PUBLIC_QUOTE_MSG.notOpen).withCurrent(answer);
    return answer;
  }

  private async resolve(token: string, client: ClientInfo): Promise<{ companyId: string; quote: Quote }> {
    await this.throttle(token, client);
    const link = await this.links.find(token);
    if (!link) throw publicNotFound();
    try {
      return { companyId: link.companyId, quote: await this.quotes.get(link.companyId, link.quoteId) };
    } catch (err) {
      if (err instanceof AppError && err.status === HttpStatus.NOT_FOUND) throw publicNotFound();
      throw err;
    }
  }

  private async throttle(token: string, client: ClientInfo): Promise<void> {
    const { perIp, perToken, windowSeconds } = PUBLIC_QUOTE_THROTTLE;
    await this.limits.consume(
      [
        { key: `public-quote-ip:${client.ip ?? 'unknown'}`, limit: perIp, windowSeconds },
        { key: `public-quote-token:${hashLinkToken(token)}`, limit: perToken, windowSeconds },
      ],
      () => {
        this.logger.warn({ ip: client.ip }, 'public quote link throttled');
        return tooManyRequests();
      },
    );
  }

  private async toPublic(companyId: string, quote: Quote): Promise<PublicQuote> {
    const { input, html } = await this.documents.screenFor(companyId, quote);
    const decision = quote.customerDecision;
    const state: PublicQuote['state'] =
      quote.status === 'accepted' || quote.status === 'rejected'
        ? quote.status
        : isOpenForCustomer(quote.status, quote.validUntil, todayIsoDate())
          ? 'open'
          : 'expired';
    return {
      quoteNumber: quote.quoteNumber,
      companyName: input.company.name,
      state,
      validUntil: quote.validUntil,
      primaryColor: input.style?.primaryColor ?? SETTINGS_DEFAULTS.templateStyle.primaryColor,
      documentHtml: html,
      decision: decision ? { decision: decision.decision, at: decision.at, name: decision.name } : null,
      pricing: {
        items: quote.items.map((item) => ({
          description: item.description,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          vatRate: item.vatRate,
          discount: item.discount,
          discountAmount: item.discountAmount,
          optional: item.optional,
          choiceGroup: item.choiceGroup,
          selected: item.selected,
          included: item.included,
        })),
        discount: quote.discount,
        depositPercent: quote.depositPercent,
      },
    };
  }
}

/** A drawn signature: a real PNG (sharp reads its header), within the byte and pixel limits. */
async function checkSignature(dataUrl: string): Promise<void> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > PUBLIC_QUOTE_LIMITS.signatureMaxBytes)
    throw validationFailed({ signature: [PUBLIC_QUOTE_MSG.signatureTooLarge] });
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw validationFailed({ signature: [PUBLIC_QUOTE_MSG.signatureInvalid] });
  }
  if (meta.format !== 'png' || !meta.width || !meta.height)
    throw validationFailed({ signature: [PUBLIC_QUOTE_MSG.signatureInvalid] });
  if (
    meta.width > PUBLIC_QUOTE_LIMITS.signatureMaxWidth ||
    meta.height > PUBLIC_QUOTE_LIMITS.signatureMaxHeight
  )
    throw validationFailed({ signature: [PUBLIC_QUOTE_MSG.signatureTooLarge] });
}
