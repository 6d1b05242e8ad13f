import { Module } from '@nestjs/common';
import { TemplatesRepository } from '../templates/templates.repository';
import { HouseStyleAnalyzer } from './analysis-runner';
import { HouseStyleRepository } from './house-style.repository';
import { AnalyzeTemplateProcessor } from './jobs/analyze-template.processor';

/**
 * Job side: the `templates` queue's analyze-template processor (listed in JOB_MODULES). The worker
 * has no TemplatesModule (its service needs the HTTP side), so the stateless owner is provided here.
 */
@Module({
  providers: [HouseStyleRepository, TemplatesRepository, HouseStyleAnalyzer, AnalyzeTemplateProcessor],
})
export class HouseStyleJobsModule {}
