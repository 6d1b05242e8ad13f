import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  subscriptionRequestSchema,
  type BillingInfo,
  type SubscriptionRequest,
} from '@offerteflow/contracts';
import { CompanyId, zodBody } from '../../common';
import { BillingService } from './billing.service';

/** Billing page: the chosen plan is stored; there is no payment provider. */
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get()
  info(@CompanyId() companyId: string): Promise<BillingInfo> {
    return this.billing.info(companyId);
  }

  @Put('subscription')
  setPlan(
    @CompanyId() companyId: string,
    @Body(zodBody(subscriptionRequestSchema)) body: SubscriptionRequest,
  ): Promise<BillingInfo> {
    return this.billing.setPlan(companyId, body.subscriptionType);
  }
}
