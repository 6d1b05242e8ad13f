/**
 * Processor of the `templates` queue: job `analyze-template` analyses one uploaded sample quote in
 * a worker thread and stores the result (or a Dutch reason) on its template_analyses row. Idempotent:
 * a row that is no longer pending is left alone. A bad PDF is a result, not a crash: nothing is
 * thrown for it, so the job is not retried and the worker keeps running.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { JobRunner } from '../../../infra/queue/job-runner';
import { runHouseStyleAnalysis } from '../analysis-runner';
import { HouseStyleRepository } from '../house-style.repository';

export const TEMPLATES_QUEUE = 'templates' as const;
export const ANALYZE_TEMPLATE_JOB = 'analyze-template';
export const analyzeTemplatePayload = z.object({ analysisId: z.string().uuid() });
export type AnalyzeTemplatePayload = z.infer<typeof analyzeTemplatePayload>;

@Injectable()
export class AnalyzeTemplateProcessor implements OnModuleInit {
  constructor(
    @Inject(JobRunner) private readonly jobs: JobRunner,
    private readonly repo: HouseStyleRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.register(TEMPLATES_QUEUE, async (name, payload) => {
      if (name !== ANALYZE_TEMPLATE_JOB) throw new Error(`unknown templates job: ${name}`);
      await this.process(analyzeTemplatePayload.parse(payload));
    });
  }

  async process({ analysisId }: AnalyzeTemplatePayload): Promise<void> {
    const row = await this.repo.findWithFile(analysisId);
    if (!row || row.status !== 'pending') return;
    const outcome = await runHouseStyleAnalysis(row.fileData);
    if (outcome.ok) await this.repo.complete(analysisId, outcome.result);
    else await this.repo.fail(analysisId, outcome.message);
  }
}
