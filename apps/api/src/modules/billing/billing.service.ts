/** Billing page rules: the stored plan, this month's quote count and what the month costs (no payment provider). */
import { Injectable } from '@nestjs/common';
import { BILLING_PLANS, type BillingInfo, type SubscriptionType } from '@offerteflow/contracts';
import { billingAmountDueCents, calendarMonthOf, centsToEuro, todayIsoDate } from '@offerteflow/domain';
import { notFound } from '../../common';
import { CompaniesRepository } from '../companies/companies.repository';
import { QuotesService } from '../quotes/quotes.service';

@Injectable()
export class BillingService {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly quotes: QuotesService,
  ) {}

  /** The billing month is the calendar month in the Netherlands, like the dashboard's "this month". */
  async info(companyId: string): Promise<BillingInfo> {
    const plan = await this.companies.subscriptionType(companyId);
    if (!plan) throw notFound();
    const { thisMonth } = await this.quotes.stats(companyId);
    const period = calendarMonthOf(todayIsoDate());
    return {
      subscriptionType: plan,
      monthlyPriceEuro: BILLING_PLANS.monthly.priceEuro,
      perQuotePriceEuro: BILLING_PLANS.per_quote.priceEuro,
      periodStart: period.start,
      periodEnd: period.end,
      quotesThisMonth: thisMonth,
      amountDueEuro: centsToEuro(billingAmountDueCents(plan, thisMonth)),
    };
  }

  async setPlan(companyId: string, plan: SubscriptionType): Promise<BillingInfo> {
    await this.companies.setSubscriptionType(companyId, plan);
    return this.info(companyId);
  }
}
