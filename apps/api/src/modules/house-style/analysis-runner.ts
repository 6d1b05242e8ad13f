/**
 * Runs the house-style analysis of one PDF on a warm worker thread (house-style-thread.ts, one
 * ThreadPool): pdfjs is loaded once per thread, not once per job. The heap cap and the time limit
 * still fence a hostile PDF (image bomb, endless parsing): it can only exhaust its thread, which the
 * pool terminates and replaces; the process and its job worker stay alive.
 */
import { extname, join } from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HOUSE_STYLE_MSG, type HouseStyleAnalysis } from '@offerteflow/contracts';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger';
import { APP_CONFIG, warmsJobThreads, type ResolvedConfig } from '../../config';
import { ThreadCrashError, ThreadPool, ThreadTimeoutError } from '../../infra/workers/thread-pool';

export const ANALYSIS_TIMEOUT_MS = 20_000;
export const ANALYSIS_MAX_HEAP_MB = 384;

export type AnalysisOutcome = { ok: true; result: HouseStyleAnalysis } | { ok: false; message: string };

/** A task of the house-style thread: the PDF's bytes (moved, not copied). */
export interface AnalysisTask {
  bytes: Uint8Array;
}

/** The thread's answer: the analysis, or the refusal's code and message. */
export type AnalysisReply =
  | { ok: true; result: HouseStyleAnalysis }
  | { ok: false; code: string; message: string };

const KNOWN_CODES = new Set(['encrypted', 'invalid', 'too_many_pages', 'nothing_found']);

@Injectable()
export class HouseStyleAnalyzer implements OnModuleInit, OnApplicationShutdown {
  private readonly pool: ThreadPool;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.pool = new ThreadPool({
      name: 'house-style',
      entry: join(__dirname, `house-style-thread${extname(__filename)}`),
      size: 1,
      maxOldGenerationSizeMb: ANALYSIS_MAX_HEAP_MB,
      logger,
    });
  }

  /** A warm thread where this process runs template jobs (not in an API-only replica, not in tests). */
  onModuleInit(): void {
    if (warmsJobThreads(this.config)) this.pool.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }

  /** Threads replaced after a crash or a time-out (tests, logs). */
  get replacedThreads(): number {
    return this.pool.replaced;
  }

  async analyze(bytes: Buffer, timeoutMs = ANALYSIS_TIMEOUT_MS): Promise<AnalysisOutcome> {
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    try {
      const reply = await this.pool.run<AnalysisReply>({ bytes: copy } satisfies AnalysisTask, {
        timeoutMs,
        transfer: [copy.buffer],
      });
      if (reply.ok) return reply;
      if (KNOWN_CODES.has(reply.code)) return { ok: false, message: reply.message };
      return { ok: false, message: HOUSE_STYLE_MSG.generationFailed };
    } catch (err) {
      if (err instanceof ThreadTimeoutError) return { ok: false, message: HOUSE_STYLE_MSG.tooSlow };
      if (err instanceof ThreadCrashError) return { ok: false, message: HOUSE_STYLE_MSG.tooHeavy };
      return { ok: false, message: HOUSE_STYLE_MSG.generationFailed };
    }
  }
}
