/**
 * Onboarding (SPEC §2, §4, §7): upload, queue processing, status with progress, verification into the
 * catalogue, completion and reset. The session moves started → documents_uploaded → data_extracted →
 * verified → completed.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  ONBOARDING_MSG,
  type DocumentType,
  type ExtractedData,
  type OnboardingDocument,
  type OnboardingStatus,
  type VerifyDataRequest,
} from '@offerteflow/contracts';
import { guessDocumentType } from '@offerteflow/domain';
import { isUuid, notFound } from '../../common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { ocrStatus } from '../../infra/documents/ocr/tesseract';
import type { Tx } from '../../database/tx';
import { JobRegistry } from '../../infra/queue/job-registry';
import { EXTRACT_DOCUMENT_JOB } from '../../infra/queue/jobs';
import { FileStorage } from '../../infra/storage/file-storage';
import { toProductDto, toTermDto } from '../products/catalog.mapper';
import { ProductsRepository } from '../products/products.repository';
import { deleteCatalogue, replaceCatalogue, writeDocumentCatalogue } from '../products/catalogue-writer';
import { progressOf, toDocument, toSession } from './onboarding.mapper';
import { OnboardingRepository } from './onboarding.repository';
import { SAMPLE_PRODUCTS, SAMPLE_TERMS } from '../products/sample-catalogue';
import { checkUpload, sanitizeFileName } from './upload';

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

@Injectable()
export class OnboardingService {
  constructor(
    private readonly catalogue: ProductsRepository,
    private readonly repo: OnboardingRepository,
    private readonly storage: FileStorage,
    private readonly jobs: JobRegistry,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async extractedData(companyId: string): Promise<ExtractedData> {
    const [products, terms] = await Promise.all([
      this.catalogue.products(companyId),
      this.catalogue.terms(companyId),
    ]);
    return { products: products.map(toProductDto), terms: terms.map(toTermDto) };
  }

  async status(companyId: string): Promise<OnboardingStatus> {
    const session = await this.repo.session(companyId);
    const docs = await this.repo.documents(companyId);
    return {
      session: toSession(session),
      documents: docs.map(toDocument),
      progress: progressOf(session, docs),
    };
  }

  async documents(companyId: string): Promise<OnboardingDocument[]> {
    return (await this.repo.documents(companyId)).map(toDocument);
  }

  async upload(
    companyId: string,
    file: UploadedFile,
    documentType?: DocumentType,
  ): Promise<OnboardingDocument> {
    const fileName = sanitizeFileName(file.originalname);
    const detected = await checkUpload(file.buffer, fileName, {
      ocrAvailable: ocrStatus(this.config.ocr.command).available,
    });
    // Without the user's choice the name gives a first guess; the job types it from the content.
    const type = documentType ?? guessDocumentType(fileName);
    const documentTypeSource = documentType ? 'user' : 'fileName';
    const storageKey = await this.storage.put(file.buffer, {
      companyId,
      fileName,
      mimeType: detected.mimeType,
    });
    try {
      return await this.repo.transaction(async (tx) => {
        const doc = await this.repo.create(
          {
            companyId,
            fileName,
            fileSize: file.buffer.length,
            mimeType: detected.mimeType,
            format: detected.format,
            documentType: type,
            documentTypeSource,
            processingStatus: 'pending',
            storageKey,
          },
          tx,
        );
        const session = await this.repo.session(companyId, tx);
        if (session.status === 'started' || session.status === 'data_extracted')
          await this.repo.setStatus(companyId, 'documents_uploaded', tx);
        return toDocument(doc);
      });
    } catch (err) {
      await this.storage.delete(storageKey);
      throw err;
    }
  }

  /** Queues one job per pending document; the job id is the document id, so a repeat call adds none. */
  async processDocuments(companyId: string): Promise<{ queued: number }> {
    const pending = await this.repo.pending(companyId);
    for (const doc of pending) {
      await this.jobs.dispatch(EXTRACT_DOCUMENT_JOB, { companyId, documentId: doc.id }, { jobId: doc.id });
    }
    return { queued: pending.length };
  }

  /**
   * The user's type for a document: kept (never overwritten by the classifier), the document's products
   * and terms removed and the document processed again with that type.
   */
  async changeDocumentType(
    companyId: string,
    id: string,
    documentType: DocumentType,
  ): Promise<OnboardingDocument> {
    if (!isUuid(id)) throw notFound(ONBOARDING_MSG.documentNotFound);
    const doc = await this.repo.transaction(async (tx) => {
      const locked = await this.repo.lockDocument(tx, id);
      if (!locked || locked.companyId !== companyId) throw notFound(ONBOARDING_MSG.documentNotFound);
      await writeDocumentCatalogue(tx, companyId, id, { count: 0, chunks: [] }, []);
      const patch = {
        documentType,
        documentTypeSource: 'user' as const,
        processingStatus: 'pending' as const,
        failureReason: null,
        productCount: 0,
        termCount: 0,
        extracted: null,
        prices: null,
        readByOcr: false,
        processedAt: null,
      };
      await this.repo.update(id, patch, tx);
      const session = await this.repo.lockSession(tx, companyId);
      if (session.status === 'data_extracted' || session.status === 'started')
        await this.repo.setStatus(companyId, 'documents_uploaded', tx);
      return { ...locked, ...patch };
    });
    // A new job id: the document's first job may still be kept as completed under its own id.
    await this.jobs.dispatch(
      EXTRACT_DOCUMENT_JOB,
      { companyId, documentId: id },
      { jobId: `${id}-${Date.now()}` },
    );
    return toDocument(doc);
  }

  async deleteDocument(companyId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(ONBOARDING_MSG.documentNotFound);
    const doc = await this.repo.document(companyId, id);
    if (!doc) throw notFound(ONBOARDING_MSG.documentNotFound);
    await this.repo.transaction(async (tx) => {
      await this.repo.deleteDocument(companyId, id, tx);
      await this.settleSession(companyId, tx);
    });
    await this.storage.delete(doc.storageKey);
  }

  /**
   * After processing or a deletion (before verification): all documents finished → data_extracted;
   * none left → started. Runs inside the caller's transaction.
   */
  async settleSession(companyId: string, tx: Tx): Promise<void> {
    // Locked first: two documents finishing at once would otherwise each see the other still
    // processing, and the session would never reach data_extracted.
    const session = await this.repo.lockSession(tx, companyId);
    if (session.status === 'verified' || session.status === 'completed') return;
    const docs = await this.repo.documents(companyId, tx);
    if (!docs.length) {
      if (session.status !== 'started') await this.repo.setStatus(companyId, 'started', tx);
      return;
    }
    const finished = docs.every((d) => d.processingStatus === 'completed' || d.processingStatus === 'failed');
    if (finished && session.status !== 'data_extracted')
      await this.repo.setStatus(companyId, 'data_extracted', tx);
  }

  async verify(companyId: string, body: VerifyDataRequest): Promise<ExtractedData> {
    await this.repo.transaction(async (tx) => {
      await replaceCatalogue(tx, companyId, body.products, body.terms);
      const session = await this.repo.session(companyId, tx);
      if (session.status !== 'completed') await this.repo.setStatus(companyId, 'verified', tx);
    });
    return this.extractedData(companyId);
  }

  async complete(companyId: string): Promise<OnboardingStatus> {
    await this.repo.setStatus(companyId, 'completed', undefined, new Date());
    return this.status(companyId);
  }

  /** Creates the session; with `sampleData` an empty catalogue gets the sample products and terms. */
  async initialize(companyId: string, sampleData = false): Promise<OnboardingStatus> {
    await this.repo.session(companyId);
    if (sampleData) {
      await this.repo.transaction(async (tx) => {
        const [products, terms] = await Promise.all([
          this.catalogue.products(companyId),
          this.catalogue.terms(companyId),
        ]);
        if (products.length === 0 && terms.length === 0)
          await replaceCatalogue(tx, companyId, [...SAMPLE_PRODUCTS], [...SAMPLE_TERMS]);
      });
    }
    return this.status(companyId);
  }

  /** Removes documents, their files and the catalogue; the session starts over. */
  async reset(companyId: string): Promise<OnboardingStatus> {
    await this.repo.transaction(async (tx) => {
      await this.repo.deleteAll(companyId, tx);
      await deleteCatalogue(tx, companyId);
      await this.repo.setStatus(companyId, 'started', tx);
    });
    await this.storage.deleteForCompany(companyId);
    return this.status(companyId);
  }
}
