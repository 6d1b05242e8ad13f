import { Module } from '@nestjs/common';
import { CatalogModule } from '../products/catalog.module';
import { OnboardingController } from './onboarding.controller';
import { OnboardingRepository } from './onboarding.repository';
import { OnboardingService } from './onboarding.service';

/** Onboarding: its HTTP side (ROLE=api|all) and the owner of its tables, exported for its job module. */
@Module({
  imports: [CatalogModule],
  controllers: [OnboardingController],
  providers: [OnboardingRepository, OnboardingService],
  exports: [OnboardingRepository, OnboardingService],
})
export class OnboardingModule {}
