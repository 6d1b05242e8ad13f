/**
 * A quote's PDF is rendered once per content (docs/pdf.md "Rendered once"): the input's fingerprint
 * (quotePdfHash) is the ETag and the key of the stored copy in `quote_pdfs`. A stored copy with the
 * same fingerprint is answered without a render; simultaneous requests for one missing PDF share a
 * single render in this process. A failing store never fails the answer: the PDF was rendered.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger';
import { quotePdfHash, quotePdfJob, type QuotePdfInput, type QuotePdfJob } from '../../infra/pdf/quote-pdf';
import { QuotePdfsRepository } from './quote-pdfs.repository';

/** Stored PDFs per company: about 300 quotes of 3 pages. Beyond it the least recently used go. */
const QUOTE_PDF_BYTES_PER_COMPANY = 64 * 1024 * 1024;

/** An input with its fingerprint, taken before anything is built, rendered or read. */
export interface PreparedPdf {
  /** The document to print, built when a render needs it (a stored copy or a 304 needs none). */
  job: () => QuotePdfJob;
  hash: string;
  /** The fingerprint as a strong entity tag. */
  etag: string;
}

export const preparePdf = (input: QuotePdfInput): PreparedPdf => {
  const hash = quotePdfHash(input);
  return { job: () => quotePdfJob(input), hash, etag: `"${hash}"` };
};

@Injectable()
export class QuotePdfCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly repo: QuotePdfsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The PDF of the prepared job: the stored copy, or `render` once and store it. */
  async content(
    companyId: string,
    quoteId: string,
    pdf: PreparedPdf,
    render: (job: QuotePdfJob) => Promise<Buffer>,
  ): Promise<Buffer> {
    const stored = await this.repo.find(companyId, quoteId, pdf.hash);
    if (stored) return stored;
    const key = `${quoteId}:${pdf.hash}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.renderAndStore(companyId, quoteId, pdf, render).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async renderAndStore(
    companyId: string,
    quoteId: string,
    pdf: PreparedPdf,
    render: (job: QuotePdfJob) => Promise<Buffer>,
  ): Promise<Buffer> {
    const content = await render(pdf.job());
    await this.repo
      .save(companyId, quoteId, pdf.hash, content, QUOTE_PDF_BYTES_PER_COMPANY)
      .catch((err: unknown) => this.logger.warn({ err, quoteId }, 'storing the rendered pdf failed'));
    return content;
  }
}
