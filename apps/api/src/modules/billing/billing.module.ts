import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { QuotesModule } from '../quotes/quotes.module';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';

/** No repository of its own: the plan is a `companies` column and the count is the quotes module's stats. */
@Module({
  imports: [CompaniesModule, QuotesModule],
  controllers: [BillingController],
  providers: [BillingService],
})
export class BillingModule {}
