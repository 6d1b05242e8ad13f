import { Module } from '@nestjs/common';
import { TemplatesModule } from '../templates/templates.module';
import { HouseStyleAnalyzer } from './analysis-runner';
import { HouseStyleModule } from './house-style.module';
import { AnalyzeTemplateProcessor } from './jobs/analyze-template.processor';

/**
 * Job side: the `templates` queue's analyze-template processor (listed in JOB_MODULES) and its warm
 * analysis pool. It imports the owners of the tables it writes; a worker's application context mounts
 * no routes.
 */
@Module({
  imports: [HouseStyleModule, TemplatesModule],
  providers: [HouseStyleAnalyzer, AnalyzeTemplateProcessor],
})
export class HouseStyleJobsModule {}
