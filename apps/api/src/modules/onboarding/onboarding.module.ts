import { Module } from '@nestjs/common';
import { ProductsRepository } from '../products/products.repository';
import { OnboardingController } from './onboarding.controller';
import { OnboardingRepository } from './onboarding.repository';
import { OnboardingService } from './onboarding.service';

/** HTTP side of onboarding (ROLE=api|all). */
@Module({
  controllers: [OnboardingController],
  providers: [ProductsRepository, OnboardingRepository, OnboardingService],
  exports: [OnboardingService],
})
export class OnboardingModule {}
