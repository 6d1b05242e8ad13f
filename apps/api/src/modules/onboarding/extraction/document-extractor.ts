/**
 * Runs document jobs' reading and interpreting on the warm worker-thread pool (infra/workers), in the
 * single-process mode as in a BullMQ worker, so a 10 MB CSV or a 200,000-row workbook never blocks
 * the HTTP event loop or the job runner. Failures are sorted here: a document that cannot be read or
 * interpreted, is too large or too slow fails with its Dutch reason (DocumentReadError, not retried);
 * a thread that died for another reason is an infrastructure failure the job retries.
 */
import { extname, join } from 'node:path';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { DocumentType, DocumentTypeSource } from '@offerteflow/contracts';
import type { Logger } from 'pino';
// Loaded on the main thread before any worker thread uses it: on glibc Linux sharp's shared libraries
// must stay loaded for the threads' whole life (sharp's documentation on worker threads).
import 'sharp';
import { LOGGER } from '../../../common/logger';
import { APP_CONFIG, warmsJobThreads, type ResolvedConfig } from '../../../config';
import { AiProvider } from '../../../infra/ai/ai-provider';
import { interpretDocument } from '../../../infra/ai/interpret';
import { ocrStatus } from '../../../infra/documents/ocr/tesseract';
import { readBudgetMs } from '../../../infra/documents/read-document';
import {
  DocumentReadError,
  READ_MSG,
  type DocumentFormat,
  type ReadOptions,
} from '../../../infra/documents/reader';
import {
  ThreadCrashError,
  ThreadPool,
  ThreadTaskError,
  ThreadTimeoutError,
} from '../../../infra/workers/thread-pool';
import {
  prepareExtraction,
  type ExtractOutcome,
  type ExtractTask,
  type PreparedExtraction,
} from './extract-task';

/** Dutch reason of a document whose content the rules engine could not interpret. */
export const INTERPRET_FAILED =
  'De inhoud van het document kon niet worden verwerkt. Probeer een ander bestandsformaat, bijvoorbeeld Excel of CSV';

/** Heap cap of each document thread: room for a 200,000-row workbook, a bound for a hostile file. */
export const DOCUMENT_THREAD_HEAP_MB = 1536;
/** Time interpreting may take on top of reading (a 200,000-row list takes seconds). */
const INTERPRET_BUDGET_MS = 120_000;

export interface ExtractResult {
  ocr: boolean;
  documentType: DocumentType;
  typeSource: DocumentTypeSource;
  readMs: number;
  interpretMs: number;
  extraction: PreparedExtraction;
}

@Injectable()
export class DocumentExtractor implements OnModuleInit, OnApplicationShutdown {
  private readonly pool: ThreadPool;
  private readonly readOptions: ReadOptions;

  constructor(
    private readonly ai: AiProvider,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.pool = new ThreadPool({
      name: 'documents',
      entry: join(__dirname, `extract-thread${extname(__filename)}`),
      size: config.documentThreads,
      maxOldGenerationSizeMb: DOCUMENT_THREAD_HEAP_MB,
      logger,
    });
    this.readOptions = {
      timeoutMs: config.documentReadTimeoutMs,
      ocrCommand: config.ocr.command,
      ocrMaxPages: config.ocr.maxPages,
      ocrPageTimeoutMs: config.ocr.pageTimeoutMs,
    };
  }

  /**
   * Warm threads where this process runs document jobs (not in an API-only replica, not in tests), and
   * one warning when photos and scans cannot be read here.
   */
  onModuleInit(): void {
    if (warmsJobThreads(this.config)) this.pool.start();
    const ocr = ocrStatus(this.config.ocr.command);
    if (!ocr.available)
      this.logger.warn(
        { detail: ocr.detail },
        'OCR unavailable: photos and scanned PDF pages are refused; install tesseract-ocr and tesseract-ocr-nld',
      );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }

  /**
   * Reads and interprets one document off the event loop; DocumentReadError carries a Dutch reason.
   * `documentType` is the user's choice, or null to type the document from its content.
   */
  async extract(
    format: DocumentFormat,
    data: Buffer,
    fileName: string,
    documentType: DocumentType | null,
  ): Promise<ExtractResult> {
    const interpret = this.ai.name === 'rules';
    // A copy the thread owns: the storage's buffer may be a view on a larger pooled one.
    const bytes = new Uint8Array(data.byteLength);
    bytes.set(data);
    const task: ExtractTask = {
      format,
      data: bytes,
      fileName,
      documentType,
      interpret,
      read: this.readOptions,
    };
    let outcome: ExtractOutcome;
    try {
      outcome = await this.pool.run<ExtractOutcome>(task, {
        timeoutMs: readBudgetMs(format, this.readOptions) + INTERPRET_BUDGET_MS,
        transfer: [bytes.buffer],
      });
    } catch (err) {
      throw contentFailure(err) ?? err;
    }
    if (outcome.extraction && outcome.documentType && outcome.typeSource)
      return {
        ...outcome,
        extraction: outcome.extraction,
        documentType: outcome.documentType,
        typeSource: outcome.typeSource,
      };
    // Another provider (openai) interprets on this side: its work is waiting on the network.
    const started = performance.now();
    const result = await interpretDocument(this.ai, outcome.document!, documentType);
    return {
      ...outcome,
      interpretMs: performance.now() - started,
      extraction: prepareExtraction(result.extraction),
      documentType: result.documentType,
      typeSource: result.typeSource,
    };
  }
}

/** The Dutch DocumentReadError for a failure caused by the document itself, else null (retry). */
export function contentFailure(err: unknown): DocumentReadError | null {
  if (err instanceof ThreadTaskError) {
    if (err.name === 'DocumentReadError') return new DocumentReadError(err.message);
    return new DocumentReadError(INTERPRET_FAILED);
  }
  if (err instanceof ThreadTimeoutError) return new DocumentReadError(READ_MSG.timeout);
  if (err instanceof ThreadCrashError && err.outOfMemory) return new DocumentReadError(READ_MSG.tooComplex);
  return null;
}
