import { Module } from '@nestjs/common';
import { QuotesModule } from '../quotes/quotes.module';
import { UsersModule } from '../users/users.module';
import { CompanyNotifier } from './company-notifier';
import { CustomerPortalController } from './customer-portal.controller';
import { CustomerPortalService } from './customer-portal.service';
import { QuoteLinksController } from './quote-links.controller';
import { QuoteLinksService } from './quote-links.service';

/** The public quote link: its API, the owner's revoke and the company notification (docs/customer-portal.md). */
@Module({
  imports: [QuotesModule, UsersModule],
  controllers: [CustomerPortalController, QuoteLinksController],
  providers: [CustomerPortalService, CompanyNotifier, QuoteLinksService],
  exports: [CustomerPortalService],
})
export class CustomerPortalModule {}
