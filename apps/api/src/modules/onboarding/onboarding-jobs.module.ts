import { Module } from '@nestjs/common';
import { DocumentProcessor } from './document-processor';
import { DocumentExtractor } from './extraction/document-extractor';
import { OnboardingModule } from './onboarding.module';

/**
 * The document-extraction job processor (every role registers it; BullMQ runs it in worker roles).
 * The repository and service come from their owner; a worker's application context mounts no routes.
 */
@Module({
  imports: [OnboardingModule],
  providers: [DocumentExtractor, DocumentProcessor],
})
export class OnboardingJobsModule {}
