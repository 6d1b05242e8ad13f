import { Controller } from '@nestjs/common';
import {
  subscriptionRequestSchema,
  type SubscriptionRequest,
  billingInfoResponseSchema,
} from '@offerteflow/contracts';
import { CompanyId, Route, ValidBody, AdminOnly } from '../../common';
import { BillingService } from './billing.service';

/** Billing page: the chosen plan is stored; there is no payment provider. */
@AdminOnly()
@Controller('billing')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Route.get({ summary: "Plan and this month's usage", response: billingInfoResponseSchema })
  info(@CompanyId() companyId: string) {
    return this.billing.info(companyId);
  }

  @Route.put('subscription', { summary: 'Change the plan', response: billingInfoResponseSchema })
  setPlan(@CompanyId() companyId: string, @ValidBody(subscriptionRequestSchema) body: SubscriptionRequest) {
    return this.billing.setPlan(companyId, body.subscriptionType);
  }
}
