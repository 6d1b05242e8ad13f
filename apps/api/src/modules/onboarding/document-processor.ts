/**
 * The `extract-document` job: pending → processing → completed or failed (with a Dutch reason). The
 * document is read and interpreted on the worker-thread pool (DocumentExtractor); this thread only
 * loads the bytes and writes the result.
 * Idempotent: a finished document is skipped, and the final write (products, terms, counts, status)
 * happens in one transaction under a row lock that re-checks the status, so a job retried after a
 * crashed worker completes the document exactly once.
 */
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ExtractDocumentJob } from '@offerteflow/contracts';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { LOGGER } from '../../common/logger';
import { DocumentReadError, type DocumentFormat } from '../../infra/documents/reader';
import type { JobContext } from '../../infra/queue/job-runner';
import { JobRegistry } from '../../infra/queue/job-registry';
import { EXTRACT_DOCUMENT_JOB } from '../../infra/queue/jobs';
import { FileStorage } from '../../infra/storage/file-storage';
import { writeDocumentCatalogue } from '../products/catalogue-writer';
import { DocumentExtractor, type ExtractResult } from './extraction/document-extractor';
import { OnboardingRepository } from './onboarding.repository';
import { OnboardingService } from './onboarding.service';

export const PROCESSING_FAILED =
  'Verwerking mislukt: het document kon niet worden verwerkt. Probeer het opnieuw';

@Injectable()
export class DocumentProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly repo: OnboardingRepository,
    private readonly onboarding: OnboardingService,
    private readonly storage: FileStorage,
    private readonly extractor: DocumentExtractor,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(EXTRACT_DOCUMENT_JOB, (payload, ctx) => this.process(payload, ctx));
  }

  async process({ companyId, documentId }: ExtractDocumentJob, ctx: JobContext): Promise<void> {
    const doc = await this.repo.document(companyId, documentId);
    if (!doc || doc.processingStatus === 'completed' || doc.processingStatus === 'failed') return;
    if (!(await this.repo.markProcessing(documentId))) return;
    if (this.config.jobTestDelayMs > 0) await new Promise((r) => setTimeout(r, this.config.jobTestDelayMs));
    const data = await this.storage.get(doc.storageKey);
    if (!data) return; // deleted meanwhile
    const started = performance.now();
    let result: ExtractResult;
    try {
      // Read and interpreted in a worker thread; only the database write below runs on this thread.
      // The user's type wins; otherwise the content decides (a sample quote feeds nothing).
      const chosen = doc.documentTypeSource === 'user' ? doc.documentType : null;
      result = await this.extractor.extract(doc.format as DocumentFormat, data, doc.fileName, chosen);
    } catch (err) {
      // A document that cannot be read or interpreted fails once with its reason: retrying the same
      // bytes gives the same answer. Anything else (a thread lost, the database) is retried.
      if (err instanceof DocumentReadError) return this.fail(companyId, documentId, err.message);
      if (ctx.attempt < EXTRACT_DOCUMENT_JOB.attempts) throw err; // retried with back-off
      this.logger.error({ err, documentId }, 'document extraction failed');
      return this.fail(companyId, documentId, PROCESSING_FAILED);
    }
    const { extraction } = result;
    const written = performance.now();
    await this.repo.transaction(async (tx) => {
      const locked = await this.repo.lockDocument(tx, documentId);
      if (!locked || locked.processingStatus === 'completed') return;
      // The user changed the type meanwhile: the job queued by that change writes the result.
      if (locked.documentTypeSource === 'user' && doc.documentTypeSource !== 'user') return;
      if (locked.documentTypeSource === 'user' && locked.documentType !== result.documentType) return;
      await writeDocumentCatalogue(tx, companyId, documentId, extraction.products, extraction.terms);
      await this.repo.complete(
        documentId,
        {
          productCount: extraction.products.count,
          termCount: extraction.terms.length,
          extractedJson: extraction.extractedJson,
          readByOcr: result.ocr,
          documentType: result.documentType,
          documentTypeSource: result.typeSource,
          prices: extraction.prices,
        },
        tx,
      );
      await this.onboarding.settleSession(companyId, tx);
    });
    const round = (ms: number) => Math.round(ms);
    this.logger.info(
      {
        documentId,
        format: doc.format,
        ocr: result.ocr,
        documentType: result.documentType,
        typeSource: result.typeSource,
        readMs: round(result.readMs),
        interpretMs: round(result.interpretMs),
        writeMs: round(performance.now() - written),
        totalMs: round(performance.now() - started),
        products: extraction.products.count,
      },
      'document extracted',
    );
  }

  private async fail(companyId: string, documentId: string, reason: string): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const locked = await this.repo.lockDocument(tx, documentId);
      if (!locked || locked.processingStatus === 'completed') return;
      await this.repo.update(
        documentId,
        { processingStatus: 'failed', failureReason: reason.slice(0, 500), processedAt: new Date() },
        tx,
      );
      await this.onboarding.settleSession(companyId, tx);
    });
  }
}
