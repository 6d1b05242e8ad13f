/**
 * Processor of the `templates` queue: job `analyze-template` analyses one uploaded sample quote on
 * the warm house-style thread and stores the result (or a Dutch reason) on its template_analyses row. Idempotent:
 * a row that is no longer pending is left alone. A bad PDF is a result, not a crash: nothing is
 * thrown for it, so the job is not retried and the worker keeps running.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AnalyzeTemplateJob } from '@offerteflow/contracts';
import { JobRegistry } from '../../../infra/queue/job-registry';
import { ANALYZE_TEMPLATE_JOB } from '../../../infra/queue/jobs';
import { HouseStyleAnalyzer } from '../analysis-runner';
import { HouseStyleRepository } from '../house-style.repository';

@Injectable()
export class AnalyzeTemplateProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly repo: HouseStyleRepository,
    private readonly analyzer: HouseStyleAnalyzer,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(ANALYZE_TEMPLATE_JOB, (payload) => this.process(payload));
  }

  async process({ analysisId }: AnalyzeTemplateJob): Promise<void> {
    const row = await this.repo.findWithFile(analysisId);
    if (!row || row.status !== 'pending') return;
    const outcome = await this.analyzer.analyze(row.fileData);
    if (outcome.ok) await this.repo.complete(analysisId, outcome.result);
    else await this.repo.fail(analysisId, outcome.message);
  }
}
