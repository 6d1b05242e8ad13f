/** Onboarding sessions and documents of a company; every query is scoped by company id. */
import { Injectable } from '@nestjs/common';
import type {
  DocumentPrices,
  DocumentType,
  DocumentTypeSource,
  OnboardingSessionStatus,
} from '@offerteflow/contracts';
import { In } from 'typeorm';
import { txManager, type Tx, TransactionalRepository } from '../../database/tx';
import { OnboardingDocumentEntity } from './entities/onboarding-document.entity';
import { OnboardingSessionEntity } from './entities/onboarding-session.entity';

@Injectable()
export class OnboardingRepository extends TransactionalRepository {
  private docs(tx?: Tx) {
    return (tx ? txManager(tx) : this.dataSource.manager).getRepository(OnboardingDocumentEntity);
  }

  private sessions(tx?: Tx) {
    return (tx ? txManager(tx) : this.dataSource.manager).getRepository(OnboardingSessionEntity);
  }

  /** The company's session, created (status started) on first use; safe under concurrent calls. */
  async session(companyId: string, tx?: Tx): Promise<OnboardingSessionEntity> {
    const repo = this.sessions(tx);
    await repo.createQueryBuilder().insert().values({ companyId, status: 'started' }).orIgnore().execute();
    return repo.findOneByOrFail({ companyId });
  }

  async setStatus(
    companyId: string,
    status: OnboardingSessionStatus,
    tx?: Tx,
    completedAt: Date | null = null,
  ): Promise<void> {
    await this.session(companyId, tx);
    await this.sessions(tx).update({ companyId }, { status, completedAt });
  }

  documents(companyId: string, tx?: Tx): Promise<OnboardingDocumentEntity[]> {
    return this.docs(tx).find({ where: { companyId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  document(companyId: string, id: string, tx?: Tx): Promise<OnboardingDocumentEntity | null> {
    return this.docs(tx).findOneBy({ companyId, id });
  }

  /**
   * The session locked for the rest of the transaction: documents finishing at the same time settle
   * the session one after the other, each seeing the others' committed status.
   */
  async lockSession(tx: Tx, companyId: string): Promise<OnboardingSessionEntity> {
    await this.session(companyId, tx);
    return this.sessions(tx).findOneOrFail({ where: { companyId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The document locked for the rest of the transaction (the job's exactly-once write). */
  lockDocument(tx: Tx, id: string): Promise<OnboardingDocumentEntity | null> {
    return this.docs(tx).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  pending(companyId: string): Promise<OnboardingDocumentEntity[]> {
    return this.docs().find({
      where: { companyId, processingStatus: 'pending' },
      order: { createdAt: 'ASC' },
    });
  }

  async create(doc: Partial<OnboardingDocumentEntity>, tx?: Tx): Promise<OnboardingDocumentEntity> {
    return this.docs(tx).save(this.docs(tx).create(doc));
  }

  async update(id: string, patch: Partial<OnboardingDocumentEntity>, tx?: Tx): Promise<void> {
    await this.docs(tx).update({ id }, patch);
  }

  /**
   * Completes a document with its counts and its extraction, the latter already serialised (by the
   * worker thread): passed through as one parameter instead of TypeORM stringifying a large object here.
   */
  async complete(
    id: string,
    result: {
      productCount: number;
      termCount: number;
      extractedJson: string;
      readByOcr: boolean;
      documentType: DocumentType;
      documentTypeSource: DocumentTypeSource;
      prices: DocumentPrices | null;
    },
    tx: Tx,
  ): Promise<void> {
    await txManager(tx).query(
      `UPDATE onboarding_documents
       SET processing_status = 'completed', failure_reason = NULL, product_count = $2, term_count = $3,
           extracted = $4::jsonb, read_by_ocr = $5, document_type = $6, document_type_source = $7,
           prices = $8::jsonb, processed_at = now(), updated_at = now()
       WHERE id = $1`,
      [
        id,
        result.productCount,
        result.termCount,
        result.extractedJson,
        result.readByOcr,
        result.documentType,
        result.documentTypeSource,
        result.prices === null ? null : JSON.stringify(result.prices),
      ],
    );
  }

  /** pending → processing, unless the document already finished (a retried or duplicate job). */
  async markProcessing(id: string): Promise<boolean> {
    const result = await this.docs()
      .createQueryBuilder()
      .update()
      .set({ processingStatus: 'processing', failureReason: null })
      .where({ id, processingStatus: In(['pending', 'processing']) })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async deleteDocument(companyId: string, id: string, tx?: Tx): Promise<void> {
    await this.docs(tx).delete({ companyId, id });
  }

  async deleteAll(companyId: string, tx: Tx): Promise<void> {
    await this.docs(tx).delete({ companyId });
  }
}
