import { Module } from '@nestjs/common';
import { OnboardingController } from './onboarding.controller';
import { ProductsRepository } from '../products/products.repository';
import { OnboardingService } from './onboarding.service';

@Module({
  controllers: [OnboardingController],
  providers: [ProductsRepository, OnboardingService],
  exports: [OnboardingService],
})
export class OnboardingModule {}
