/**
 * The quote as PDF (download, preview) and as e-mail with the PDF attached. The document
 * is packages/quote-document, rendered by infra/pdf; totals come from @offerteflow/domain.
 */
import { EmailQuota } from './email-quota';
import { Inject, Injectable } from '@nestjs/common';
import {
  PREVIEW_QUOTE_NUMBER,
  PREVIEW_SAMPLE_CUSTOMER_NAME,
  quotePdfFileName,
  type Quote,
  type QuotePreviewData,
  type QuoteSendEmailData,
} from '@offerteflow/contracts';
import { defaultValidUntil, defaultVatRate, todayIsoDate } from '@offerteflow/domain';
import {
  buildQuoteEmail,
  documentQuoteOf,
  documentTotals,
  quoteEmailFromName,
  type DocumentCustomer,
  type DocumentTerm,
} from '@offerteflow/quote-document';
import type { Logger } from 'pino';
import { AppError, ifNoneMatchHits, notFound } from '../../common';
import { LOGGER } from '../../common/logger';
import { inlineAttachments, MailService } from '../../infra/mail/mail.service';
import { PdfService } from '../../infra/pdf/pdf.module';
import { PdfRenderError, type PdfErrorKind } from '../../infra/pdf/pdf-renderer';
import {
  quotePdfJob,
  quoteScreenHtml,
  renderQuotePdfJob,
  type QuotePdfInput,
  type QuotePdfJob,
} from '../../infra/pdf/quote-pdf';
import { CompaniesRepository } from '../companies/companies.repository';
import { CustomersService } from '../customers/customers.service';
import { SettingsService } from '../settings/settings.service';
import { TemplatesRepository } from '../templates/templates.repository';
import { ProductsRepository } from '../products/products.repository';
import { toDocumentCompany, toDocumentStyle } from './quote-document.mapper';
import { QuoteDocumentsRepository } from './quote-documents.repository';
import { QuoteLinksRepository } from './quote-links.repository';
import { preparePdf, QuotePdfCache } from './quote-pdf-cache';
import { QuotesRepository } from './quotes.repository';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { displayName } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { quoteError } from './quotes.errors';
import { QuotesService } from './quotes.service';

export interface PdfFile {
  fileName: string;
  content: Buffer;
}

/** A download: the bytes, or null when the client's If-None-Match already names this version. */
export interface PdfDownload {
  fileName: string;
  etag: string;
  content: Buffer | null;
}

/** The public page of a quote link: {APP_URL}/o/{token}. */
export const publicQuoteUrl = (appUrl: string, token: string) => `${appUrl}/o/${token}`;

/** The document HTML exactly as the PDF is printed from it (same renderer, embedded fonts). */
const quoteDocumentHtml = (input: QuotePdfInput) => quotePdfJob(input).html;

/** What each renderer failure answers: a missing Chromium, a full queue, a render over budget. */
const PDF_FAILURES = {
  noBrowser: 'pdfUnavailable',
  busy: 'pdfBusy',
  timeout: 'pdfTooSlow',
  unavailable: 'pdfFailed',
  failed: 'pdfFailed',
} as const satisfies Record<PdfErrorKind, string>;

@Injectable()
export class QuoteDocumentsService {
  constructor(
    private readonly quotes: QuotesService,
    private readonly customers: CustomersService,
    private readonly repo: QuoteDocumentsRepository,
    private readonly companies: CompaniesRepository,
    private readonly templates: TemplatesRepository,
    private readonly settings: SettingsService,
    private readonly catalogue: ProductsRepository,
    private readonly pdf: PdfService,
    private readonly mail: MailService,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly emailQuota: EmailQuota,
    private readonly links: QuoteLinksRepository,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly users: UsersRepository,
    private readonly pdfCache: QuotePdfCache,
    private readonly quoteRows: QuotesRepository,
  ) {}

  /**
   * GET /api/quotes/:id/pdf: the stored quote as PDF, rendered once per content. Records 'downloaded'
   * once per user and PDF version (`details.pdf`, the fingerprint); a 304 records nothing.
   */
  async quotePdf(
    companyId: string,
    userId: string | null,
    quoteId: string,
    ifNoneMatch?: string,
  ): Promise<PdfDownload> {
    const quote = await this.quotes.getForDocument(companyId, quoteId);
    const pdf = preparePdf(await this.documentInput(companyId, quote));
    const fileName = quotePdfFileName(quote.quoteNumber);
    if (ifNoneMatchHits(ifNoneMatch, pdf.etag)) return { fileName, etag: pdf.etag, content: null };
    const content = await this.pdfCache.content(companyId, quote.id, pdf, (job) =>
      this.renderJob(companyId, job),
    );
    const entry = { companyId, quoteId: quote.id, userId, action: 'downloaded' as const };
    await this.quoteRows.insertHistoryOnce(entry, { pdf: pdf.hash });
    return { fileName, etag: pdf.etag, content };
  }

  /** POST /api/quotes/preview: the form's data as PDF with the company's details; nothing is stored. */
  async previewPdf(companyId: string, body: QuotePreviewData): Promise<Buffer> {
    const settings = await this.settings.quoteDefaults(companyId);
    const vatRate = defaultVatRate(settings);
    const customer: DocumentCustomer = body.customerId
      ? await this.customers.get(companyId, body.customerId)
      : (body.customer ?? { name: PREVIEW_SAMPLE_CUSTOMER_NAME });
    const template = body.templateId
      ? await this.templates.findInCompany(companyId, body.templateId)
      : await this.templates.findDefault(companyId);
    if (body.templateId && !template) throw notFound();
    return this.render(companyId, {
      quote: {
        quoteNumber: PREVIEW_QUOTE_NUMBER,
        date: todayIsoDate(),
        validUntil: body.validUntil ?? defaultValidUntil(settings.defaultValidityDays),
        customer,
        items: body.items.map((item) => ({ ...item, vatRate: item.vatRate ?? vatRate })),
        notes: body.notes,
      },
      company: toDocumentCompany(await this.companies.findById(companyId)),
      style: toDocumentStyle(template),
      paymentTerms: settings.defaultPaymentTerms,
      terms: await this.documentTerms(companyId),
      preview: true,
    });
  }

  /**
   * POST /api/quotes/:id/send-email: the PDF by e-mail, signed with the sending colleague's name (the
   * company's alone for an API key). Success: draft -> sent, history 'sent', log 'sent'. SMTP failure: the quote is unchanged, the failure is logged (e-mail log and logger), and
   * the client gets the Dutch error of SPEC §8.
   */
  async sendEmail(
    companyId: string,
    userId: string | null,
    quoteId: string,
    input: QuoteSendEmailData,
  ): Promise<Quote> {
    const quote = await this.quotes.getForDocument(companyId, quoteId);
    await this.emailQuota.consume(companyId);
    const sender = userId ? await this.users.findInCompany(companyId, userId) : null;
    let messageId: string;
    try {
      messageId = await this.mailQuote(companyId, quote, input.email, {
        message: input.message,
        senderName: sender ? displayName(sender) : null,
      });
    } catch (err) {
      // PDF failures keep their own answer; everything else is the mail server's.
      if (err instanceof AppError) throw err;
      const error = err instanceof Error ? err.message : String(err);
      this.logger.error({ err, quoteId: quote.id, to: input.email }, 'quote e-mail failed');
      await this.repo
        .logEmail({
          companyId,
          quoteId: quote.id,
          userId,
          toAddress: input.email,
          messageId: null,
          result: 'failed',
          error,
        })
        .catch((logErr: unknown) => this.logger.error({ err: logErr }, 'e-mail log write failed'));
      throw quoteError('sendEmailFailed');
    }
    await this.repo.logEmail({
      companyId,
      quoteId: quote.id,
      userId,
      toAddress: input.email,
      messageId,
      result: 'sent',
      error: null,
    });
    return this.quotes.markSent(companyId, quote.id, userId, { email: input.email });
  }

  /** The quote document (HTML and input) of a stored quote: what an acceptance is recorded against. */
  async documentFor(companyId: string, quote: Quote): Promise<{ input: QuotePdfInput; html: string }> {
    const input = await this.documentInput(companyId, quote);
    return { input, html: quoteDocumentHtml(input) };
  }

  /** The stored quote as a responsive page for the public link (same data and house style as the PDF). */
  async screenFor(companyId: string, quote: Quote): Promise<{ input: QuotePdfInput; html: string }> {
    const input = await this.documentInput(companyId, quote);
    return { input, html: quoteScreenHtml(input) };
  }

  /** The stored quote as PDF without touching its history (the public link's download). */
  async pdfFor(companyId: string, quote: Quote): Promise<PdfFile> {
    const content = await this.storedQuotePdf(
      companyId,
      quote.id,
      await this.documentInput(companyId, quote),
    );
    return { fileName: quotePdfFileName(quote.quoteNumber), content };
  }

  /**
   * E-mails the customer the quote again as a reminder, with a fresh public link and the PDF; logs it
   * like a normal send. Throws when the mail server refuses (the job retries).
   */
  async sendReminder(companyId: string, quote: Quote, to: string): Promise<void> {
    const messageId = await this.mailQuote(companyId, quote, to, { reminder: true });
    await this.repo.logEmail({
      companyId,
      quoteId: quote.id,
      userId: null,
      toAddress: to,
      messageId,
      result: 'sent',
      error: null,
    });
  }

  /**
   * Renders the PDF, creates a public link and e-mails both; returns the message id. The link is
   * removed again when the mail server refuses, so no link exists that nobody received.
   */
  private async mailQuote(
    companyId: string,
    quote: Quote,
    to: string,
    options: { message?: string | null; reminder?: boolean; senderName?: string | null },
  ): Promise<string> {
    const documentInput = await this.documentInput(companyId, quote);
    const content = await this.storedQuotePdf(companyId, quote.id, documentInput);
    const { company, style } = documentInput;
    const token = await this.links.create(companyId, quote.id);
    const email = buildQuoteEmail({
      ...options,
      link: publicQuoteUrl(this.config.appUrl, token),
      quoteNumber: quote.quoteNumber,
      customerName: quote.customer.name,
      totalInclCents: documentTotals(documentQuoteOf(quote)).totalInclCents,
      validUntil: quote.validUntil,
      companyName: company.name,
      primaryColor: style?.primaryColor,
      logo: style?.logo ?? company.logo,
    });
    try {
      const sent = await this.mail.send({
        to,
        fromName: quoteEmailFromName(company.name),
        replyTo: company.email ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: [
          { filename: quotePdfFileName(quote.quoteNumber), content, contentType: 'application/pdf' },
          ...inlineAttachments(email.inlineImages),
        ],
      });
      return sent.messageId;
    } catch (err) {
      await this.links.delete(companyId, token).catch(() => undefined);
      throw err;
    }
  }

  private async documentInput(companyId: string, quote: Quote): Promise<QuotePdfInput> {
    const [company, template, settings, terms, acceptance] = await Promise.all([
      this.companies.findById(companyId),
      // A template deleted after the quote was made: the company's default, as for a new quote.
      quote.templateId
        ? this.templates
            .findInCompany(companyId, quote.templateId)
            .then((found) => found ?? this.templates.findDefault(companyId))
        : this.templates.findDefault(companyId),
      this.settings.quoteDefaults(companyId),
      this.documentTerms(companyId),
      this.quotes.acceptance(companyId, quote),
    ]);
    return {
      quote: documentQuoteOf(quote),
      company: toDocumentCompany(company),
      style: toDocumentStyle(template),
      paymentTerms: settings.defaultPaymentTerms,
      terms,
      acceptance,
    };
  }

  /** The company's default catalogue terms, printed on every quote (docs/onboarding.md). */
  private async documentTerms(companyId: string): Promise<DocumentTerm[]> {
    return (await this.catalogue.defaultTerms(companyId)).map((t) => ({
      termType: t.termType,
      content: t.content,
    }));
  }

  /** A stored quote's PDF: the copy of this content, or rendered once (quote-pdf-cache.ts). */
  private storedQuotePdf(companyId: string, quoteId: string, input: QuotePdfInput): Promise<Buffer> {
    const pdf = preparePdf(input);
    return this.pdfCache.content(companyId, quoteId, pdf, (job) => this.renderJob(companyId, job));
  }

  /** Unsaved content (a preview) as PDF; nothing is stored. */
  private render(companyId: string, input: QuotePdfInput): Promise<Buffer> {
    return this.renderJob(companyId, quotePdfJob(input));
  }

  /** The company's quote as PDF, in its fair share of the renderer (infra/pdf/fair-slots.ts). */
  private async renderJob(companyId: string, job: QuotePdfJob): Promise<Buffer> {
    try {
      return await renderQuotePdfJob(this.pdf, job, companyId);
    } catch (err) {
      if (!(err instanceof PdfRenderError)) throw err;
      this.logger.error({ err, kind: err.kind }, 'quote pdf render failed');
      throw quoteError(PDF_FAILURES[err.kind]);
    }
  }
}
