import { Controller, Get } from '@nestjs/common';
import type { ExtractedData } from '@offerteflow/contracts';
import { CompanyId } from '../../common';
import { OnboardingService } from './onboarding.service';

@Controller('onboarding')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  /** {data: {products, terms}}: the quote form's quick-add list (empty until onboarding fills it). */
  @Get('extracted-data')
  extractedData(@CompanyId() companyId: string): Promise<ExtractedData> {
    return this.onboarding.extractedData(companyId);
  }
}
