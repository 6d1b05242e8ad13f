import { Module } from '@nestjs/common';
import { ProductsRepository } from '../products/products.repository';
import { DocumentProcessor } from './document-processor';
import { DocumentExtractor } from './extraction/document-extractor';
import { OnboardingRepository } from './onboarding.repository';
import { OnboardingService } from './onboarding.service';

/** The document-extraction job processor (every role registers it; BullMQ runs it in worker roles). */
@Module({
  providers: [
    ProductsRepository,
    OnboardingRepository,
    OnboardingService,
    DocumentExtractor,
    DocumentProcessor,
  ],
})
export class OnboardingJobsModule {}
