/**
 * House style from a sample quote PDF: the upload is checked (one PDF by content, ≤ 10 MB, a
 * name), stored as a template_analyses row and analysed by a `templates` job; the request waits for
 * the job's result up to REQUEST_WAIT_MS (docs/decisions.md). Approval saves an ai_generated
 * template with the confidence, the logo and a link to the source file.
 */
import { Injectable } from '@nestjs/common';
import {
  analyzeTemplateDocumentSchema,
  HOUSE_STYLE_MSG,
  TEMPLATE_UPLOAD_MAX_BYTES,
  type Template,
  type TemplateGeneration,
} from '@offerteflow/contracts';
import { notFound, orNotFound, validationFailed } from '../../common';
import { JobRegistry } from '../../infra/queue/job-registry';
import { FileStorage } from '../../infra/storage/file-storage';
import { ANALYZE_TEMPLATE_JOB } from '../../infra/queue/jobs';
import { toTemplateDto } from '../templates/template.mapper';
import { TemplatesService } from '../templates/templates.service';
import { previewHtml, styleOf } from './house-style-preview';
import { houseStyleError } from './house-style.errors';
import { HouseStyleRepository } from './house-style.repository';
import type { TemplateAnalysisEntity } from './template-analysis.entity';

/** How long the upload request waits for the analysis job (the job itself stops at 20 s). */
export const REQUEST_WAIT_MS = 30_000;
const POLL_MS = 100;

export interface UploadedPdf {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

/** PDF by content: the header `%PDF-` within the first 1024 bytes (as PDF readers accept it). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes('%PDF-');
}

@Injectable()
export class HouseStyleService {
  constructor(
    private readonly repo: HouseStyleRepository,
    private readonly templates: TemplatesService,
    private readonly jobs: JobRegistry,
    private readonly storage: FileStorage,
  ) {}

  /** A sample quote uploaded in step 1 (documentType template_quote, a PDF), analysed without re-uploading. */
  async generateFromDocument(
    companyId: string,
    documentId: string,
    name: string,
  ): Promise<TemplateGeneration> {
    const doc = orNotFound(await this.repo.findDocument(companyId, documentId));
    if (doc.documentType !== 'template_quote' || doc.format !== 'pdf')
      throw houseStyleError('documentNotTemplate');
    const bytes = orNotFound(await this.storage.get(doc.storageKey));
    return this.analyse(companyId, name, doc.fileName, bytes);
  }

  checkUpload(file: UploadedPdf | undefined, name: unknown): { file: UploadedPdf; name: string } {
    const parsed = analyzeTemplateDocumentSchema.shape.templateName.safeParse(
      typeof name === 'string' ? name : '',
    );
    if (!parsed.success)
      throw validationFailed({
        templateName: [parsed.error.issues[0]?.message ?? HOUSE_STYLE_MSG.nameRequired],
      });
    const trimmed = parsed.data;
    if (!file || file.size === 0) throw validationFailed({ templateFile: [HOUSE_STYLE_MSG.fileRequired] });
    if (file.size > TEMPLATE_UPLOAD_MAX_BYTES) throw houseStyleError('tooLarge');
    if (!isPdf(file.buffer)) throw houseStyleError('notPdf');
    return { file, name: trimmed };
  }

  async generate(
    companyId: string,
    file: UploadedPdf | undefined,
    name: unknown,
  ): Promise<TemplateGeneration> {
    const upload = this.checkUpload(file, name);
    return this.analyse(
      companyId,
      upload.name,
      upload.file.originalname ?? 'offerte.pdf',
      upload.file.buffer,
    );
  }

  async analyse(
    companyId: string,
    name: string,
    fileName: string,
    bytes: Buffer,
  ): Promise<TemplateGeneration> {
    const analysisId = await this.repo.create(companyId, {
      name,
      fileName: fileName.slice(0, 255),
      fileData: bytes,
    });
    await this.jobs.dispatch(ANALYZE_TEMPLATE_JOB, { analysisId }, { jobId: analysisId });
    const row = await this.waitFor(companyId, analysisId);
    if (row.status === 'failed' || !row.result)
      throw houseStyleError('generationFailed', row.error ?? undefined);
    return this.generation(row);
  }

  private async waitFor(companyId: string, id: string): Promise<TemplateAnalysisEntity> {
    const deadline = Date.now() + REQUEST_WAIT_MS;
    for (;;) {
      const row = await this.repo.find(companyId, id);
      if (!row) throw notFound(HOUSE_STYLE_MSG.analysisNotFound);
      if (row.status !== 'pending') return row;
      if (Date.now() > deadline) throw houseStyleError('tooSlow');
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  private generation(row: TemplateAnalysisEntity): TemplateGeneration {
    const analysis = row.result!;
    return {
      analysisId: row.id,
      template: { name: row.name, ...styleOf(analysis), confidenceScore: analysis.confidence },
      analysis,
      preview: previewHtml(analysis),
    };
  }

  /** 'Template Goedkeuren': saves the analysis as an ai_generated template, optionally the default. */
  async approve(companyId: string, id: string, makeDefault: boolean): Promise<Template> {
    const row = await this.repo.find(companyId, id);
    if (!row) throw notFound(HOUSE_STYLE_MSG.analysisNotFound);
    if (row.status !== 'completed' || !row.result)
      throw houseStyleError('generationFailed', row.error ?? undefined);
    const saved = await this.repo.approve(row, {
      name: row.name,
      type: 'ai_generated',
      confidenceScore: row.result.confidence,
      ...styleOf(row.result),
    });
    if (!saved) throw houseStyleError('alreadyApproved');
    return makeDefault ? this.templates.setDefault(companyId, saved.id) : toTemplateDto(saved);
  }

  async sourceFile(companyId: string, templateId: string): Promise<{ fileName: string; data: Buffer }> {
    const row = orNotFound(await this.repo.sourceOfTemplate(companyId, templateId));
    return { fileName: row.fileName, data: row.fileData };
  }
}
