import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  BILLING_PLANS,
  billingAmountDue,
  subscriptionRequestSchema,
  type BillingInfo,
  type SubscriptionRequest,
  billingInfoResponseSchema,
} from '@offerteflow/contracts';
import { CompanyId, notFound, zodBody, ApiDoc } from '../../common';
import { BillingRepository } from './billing.repository';

/** Billing page: the chosen plan is stored; there is no payment provider. */
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingRepository) {}

  @ApiDoc({ summary: "Plan and this month's usage", response: billingInfoResponseSchema })
  @Get()
  async info(@CompanyId() companyId: string): Promise<BillingInfo> {
    const plan = await this.billing.getPlan(companyId);
    if (!plan) throw notFound();
    const [period, quotes] = await Promise.all([
      this.billing.currentPeriod(),
      this.billing.quotesThisMonth(companyId),
    ]);
    return {
      subscriptionType: plan,
      monthlyPriceEuro: BILLING_PLANS.monthly.priceEuro,
      perQuotePriceEuro: BILLING_PLANS.per_quote.priceEuro,
      periodStart: period.start,
      periodEnd: period.end,
      quotesThisMonth: quotes,
      amountDueEuro: billingAmountDue(plan, quotes),
    };
  }

  @ApiDoc({ summary: 'Change the plan', response: billingInfoResponseSchema })
  @Put('subscription')
  async setPlan(
    @CompanyId() companyId: string,
    @Body(zodBody(subscriptionRequestSchema)) body: SubscriptionRequest,
  ): Promise<BillingInfo> {
    await this.billing.setPlan(companyId, body.subscriptionType);
    return this.info(companyId);
  }
}
