/** The company's plan and this month's quote count; the only TypeORM touchpoint of billing. */
import { Injectable } from '@nestjs/common';
import type { SubscriptionType } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';

/** The billing month is the calendar month in the Netherlands. */
const MONTH_START = `date_trunc('month', now() AT TIME ZONE 'Europe/Amsterdam')`;

export interface BillingPeriod {
  start: string;
  end: string;
}

@Injectable()
export class BillingRepository {
  constructor(private readonly dataSource: DataSource) {}

  async getPlan(companyId: string): Promise<SubscriptionType | null> {
    const row = await this.dataSource.getRepository(CompanyEntity).findOneBy({ id: companyId });
    return row?.subscriptionType ?? null;
  }

  async setPlan(companyId: string, subscriptionType: SubscriptionType): Promise<void> {
    await this.dataSource.getRepository(CompanyEntity).update({ id: companyId }, { subscriptionType });
  }

  async currentPeriod(): Promise<BillingPeriod> {
    const [row] = (await this.dataSource.query(
      `SELECT to_char(${MONTH_START}, 'YYYY-MM-DD') AS start,
              to_char(${MONTH_START} + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS "end"`,
    )) as BillingPeriod[];
    return row!;
  }

  /**
   * Quotes the company created this month. The quotes table arrives with the quotes feature; until it
   * exists the count is 0 rather than an error.
   */
  async quotesThisMonth(companyId: string): Promise<number> {
    const [exists] = (await this.dataSource.query(
      `SELECT to_regclass('public.quotes') IS NOT NULL AS ok`,
    )) as {
      ok: boolean;
    }[];
    if (!exists?.ok) return 0;
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM quotes
        WHERE company_id = $1 AND created_at >= (${MONTH_START}) AT TIME ZONE 'Europe/Amsterdam'`,
      [companyId],
    )) as { n: number }[];
    return row?.n ?? 0;
  }
}
