/**
 * 'Alle gegevens exporteren': an admin starts an export (one at a time per company), a job writes
 * the ZIP into FileStorage as a stream, and a signed link downloads it until it expires (then the
 * file is deleted). Every read of an export is scoped to the caller's company; the link is signed
 * with the server secret and only handed out by that scoped read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  COMPANY_EXPORT_TTL_HOURS,
  type CompanyExport,
  type CompanyExportDownloadQuery,
} from '@offerteflow/contracts';
import type { Readable } from 'node:stream';
import { orNotFound } from '../../common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { FileStorage } from '../../infra/storage/file-storage';
import { JobRegistry } from '../../infra/queue/job-registry';
import { EXPORT_COMPANY_JOB } from '../../infra/queue/jobs';
import type { CompanyExportEntity } from './company-export.entity';
import { companyExportError } from './company-export.errors';
import { CompanyExportsRepository } from './company-exports.repository';

export interface ExportDownload {
  fileName: string;
  sizeBytes: number;
  stream: Readable;
}

@Injectable()
export class CompanyExportService {
  constructor(
    private readonly exports: CompanyExportsRepository,
    private readonly storage: FileStorage,
    private readonly jobs: JobRegistry,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** Starts an export, or answers the one already queued or running; the previous one is replaced. */
  async start(companyId: string): Promise<CompanyExport> {
    const active = await this.exports.active(companyId);
    if (active) return this.toDto(active);
    const created = await this.exports.insert(companyId);
    for (const old of await this.exports.others(companyId, created.id)) await this.remove(old);
    await this.jobs.dispatch(EXPORT_COMPANY_JOB, { exportId: created.id }, { jobId: created.id });
    return this.toDto(created);
  }

  /** The company's newest export that has not expired, or null. */
  async latest(companyId: string): Promise<CompanyExport | null> {
    await this.purgeExpired(companyId);
    const latest = await this.exports.latest(companyId);
    return latest ? this.toDto(latest) : null;
  }

  async get(companyId: string, id: string): Promise<CompanyExport> {
    return this.toDto(orNotFound(await this.exports.findInCompany(companyId, id)));
  }

  /** The ZIP behind a signed link; an expired, tampered or unknown link is the same 404. */
  async download(id: string, query: CompanyExportDownloadQuery): Promise<ExportDownload> {
    const expected = Buffer.from(this.signature(id, query.expires), 'hex');
    const given = Buffer.from(query.signature, 'hex');
    const signed = expected.length === given.length && timingSafeEqual(expected, given);
    const row = signed && query.expires * 1000 > Date.now() ? await this.exports.findById(id) : null;
    if (!row || row.status !== 'completed' || !row.fileId || !row.expiresAt || row.expiresAt <= new Date()) {
      throw companyExportError('expired');
    }
    const file = await this.storage.openStream(row.fileId);
    if (!file) throw companyExportError('expired');
    return {
      fileName: row.fileName ?? 'export.zip',
      sizeBytes: row.sizeBytes ?? file.sizeBytes,
      stream: file.stream,
    };
  }

  /** Deletes exports whose link expired (their files with them): of one company, or of all. */
  async purgeExpired(companyId?: string): Promise<void> {
    for (const row of await this.exports.expired(new Date(), companyId)) await this.remove(row);
  }

  private async remove(row: CompanyExportEntity): Promise<void> {
    if (row.fileId) await this.storage.delete(row.fileId);
    await this.exports.delete(row.id);
  }

  private signature(id: string, expires: number): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`company-export:${id}:${expires}`)
      .digest('hex');
  }

  private toDto(row: CompanyExportEntity): CompanyExport {
    const completed = row.status === 'completed' && row.expiresAt;
    const expires = completed ? Math.floor(row.expiresAt!.getTime() / 1000) : 0;
    return {
      id: row.id,
      status: row.status,
      progress: { done: row.partsDone, total: row.partsTotal },
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      sizeBytes: row.sizeBytes,
      fileName: row.fileName,
      downloadUrl: completed
        ? `/api/public/company-exports/${row.id}/download?expires=${expires}&signature=${this.signature(row.id, expires)}`
        : null,
      error: row.error,
    };
  }
}

export const exportExpiry = (finishedAt: Date) =>
  new Date(finishedAt.getTime() + COMPANY_EXPORT_TTL_HOURS * 3_600_000);
