import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  subscriptionRequestSchema,
  type BillingInfo,
  type SubscriptionRequest,
  billingInfoResponseSchema,
} from '@offerteflow/contracts';
import { ApiDoc, CompanyId, zodBody } from '../../common';
import { BillingService } from './billing.service';

/** Billing page: the chosen plan is stored; there is no payment provider. */
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @ApiDoc({ summary: "Plan and this month's usage", response: billingInfoResponseSchema })
  @Get()
  info(@CompanyId() companyId: string): Promise<BillingInfo> {
    return this.billing.info(companyId);
  }

  @ApiDoc({ summary: 'Change the plan', response: billingInfoResponseSchema })
  @Put('subscription')
  setPlan(
    @CompanyId() companyId: string,
    @Body(zodBody(subscriptionRequestSchema)) body: SubscriptionRequest,
  ): Promise<BillingInfo> {
    return this.billing.setPlan(companyId, body.subscriptionType);
  }
}
