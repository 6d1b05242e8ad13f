import { Module } from '@nestjs/common';
import { HouseStyleRepository } from './house-style.repository';
import { AnalyzeTemplateProcessor } from './jobs/analyze-template.processor';

/** Job side: the `templates` queue's analyze-template processor (listed in JOB_MODULES). */
@Module({ providers: [HouseStyleRepository, AnalyzeTemplateProcessor] })
export class HouseStyleJobsModule {}
