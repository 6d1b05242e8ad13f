/**
 * Processor of the `exports` queue: job `export-company` writes the company's ZIP into FileStorage
 * as a stream (export-archive.ts) and records progress every half second. Idempotent: a completed
 * export is left alone, and a retry writes the archive again from the start. Each run first deletes
 * expired exports of every company.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { COMPANY_EXPORT_MSG, type ExportCompanyJob, type Quote } from '@offerteflow/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../common';
import { LOGGER } from '../../common/logger';
import { JobRegistry } from '../../infra/queue/job-registry';
import type { JobContext } from '../../infra/queue/job-runner';
import { EXPORT_COMPANY_JOB } from '../../infra/queue/jobs';
import { FileStorage } from '../../infra/storage/file-storage';
import { zipStream } from '../../infra/zip/zip-stream';
import { CustomersService } from '../customers/customers.service';
import { CatalogService } from '../products/catalog.service';
import { QuoteDocumentsService } from '../quotes/quote-documents.service';
import { QuotesService } from '../quotes/quotes.service';
import { TemplatesService } from '../templates/templates.service';
import { CompanyExportService, exportExpiry } from './company-export.service';
import { CompanyExportsRepository } from './company-exports.repository';
import { exportEntries, exportParts, quoteIndex, type ExportSources } from './export-archive';

const PROGRESS_EVERY_MS = 500;
const PDF_BUSY_RETRIES = 5;

export const exportFileName = (at: Date) => `offerteflow-export-${at.toISOString().slice(0, 10)}.zip`;

@Injectable()
export class ExportCompanyProcessor implements OnModuleInit {
  private readonly sources: ExportSources;

  constructor(
    private readonly jobs: JobRegistry,
    private readonly exports: CompanyExportsRepository,
    private readonly service: CompanyExportService,
    private readonly storage: FileStorage,
    quotes: QuotesService,
    customers: CustomersService,
    catalog: CatalogService,
    templates: TemplatesService,
    private readonly documents: QuoteDocumentsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.sources = {
      quotes,
      customers,
      catalog,
      templates,
      pdf: (companyId, quote) => this.pdf(companyId, quote),
    };
  }

  onModuleInit(): void {
    this.jobs.handle(EXPORT_COMPANY_JOB, (payload, ctx) => this.process(payload, ctx));
  }

  async process({ exportId }: ExportCompanyJob, ctx: JobContext): Promise<void> {
    await this.service.purgeExpired();
    const row = await this.exports.findById(exportId);
    if (!row || row.status === 'completed') return;
    try {
      const index = await quoteIndex(this.sources.quotes, row.companyId);
      const total = exportParts(index.length);
      await this.exports.update(exportId, {
        status: 'running',
        partsDone: 0,
        partsTotal: total,
        error: null,
      });
      let done = 0;
      let reported = Date.now();
      const onPart = async () => {
        done++;
        if (Date.now() - reported < PROGRESS_EVERY_MS) return;
        reported = Date.now();
        await this.exports.update(exportId, { partsDone: done });
      };
      const fileName = exportFileName(new Date());
      const zip = zipStream(exportEntries(this.sources, row.companyId, index, onPart));
      const stored = await this.storage.putStream(zip, {
        companyId: row.companyId,
        fileName,
        mimeType: 'application/zip',
      });
      const finishedAt = new Date();
      await this.exports.update(exportId, {
        status: 'completed',
        partsDone: total,
        fileId: stored.key,
        fileName,
        sizeBytes: stored.sizeBytes,
        finishedAt,
        expiresAt: exportExpiry(finishedAt),
      });
    } catch (err) {
      const last = ctx.attempt >= EXPORT_COMPANY_JOB.attempts;
      this.logger.error({ err, exportId, attempt: ctx.attempt }, 'company export failed');
      await this.exports.update(
        exportId,
        last ? { status: 'failed', error: COMPANY_EXPORT_MSG.failed } : { status: 'queued' },
      );
      if (!last) throw err;
    }
  }

  /** The quote's PDF; waits while the renderer is busy, and answers null when it cannot render. */
  private async pdf(companyId: string, quote: Quote): Promise<Buffer | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.documents.pdfFor(companyId, quote)).content;
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 503) throw err;
        const busy = err.code === 'SERVICE_UNAVAILABLE' && attempt < PDF_BUSY_RETRIES;
        if (!busy) return null;
        await new Promise((r) => setTimeout(r, 1_000 * attempt));
      }
    }
  }
}
