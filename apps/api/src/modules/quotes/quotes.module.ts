import { EmailQuota } from './email-quota';
import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { CustomersModule } from '../customers/customers.module';
import { CatalogModule } from '../products/catalog.module';
import { SettingsModule } from '../settings/settings.module';
import { TemplatesModule } from '../templates/templates.module';
import { UsersModule } from '../users/users.module';
import { QuoteDocumentsController } from './quote-documents.controller';
import { QuoteDocumentsRepository } from './quote-documents.repository';
import { QuoteDocumentsService } from './quote-documents.service';
import { QuoteEvents } from './quote-events';
import { ProductUsageService } from './product-usage.service';
import { QuoteLinksRepository } from './quote-links.repository';
import { QuotePdfCache } from './quote-pdf-cache';
import { QuotePdfsRepository } from './quote-pdfs.repository';
import { QuotesController } from './quotes.controller';
import { QuotesRepository } from './quotes.repository';
import { QuotesService } from './quotes.service';
import { QuoteRecords } from './quote-records';
import { QuoteAuthoringService } from './quote-authoring.service';
import { QuoteStatusService } from './quote-status.service';
import { CustomerDecisionsService } from './customer-decisions.service';

/**
 * Exports QuotesService, the quotes' one entry point (recordHistory, markSent and getForDocument are
 * used by the PDF and mail modules; it hands writes to QuoteAuthoringService, QuoteStatusService and
 * CustomerDecisionsService, which share QuoteRecords) and QuoteEvents
 * (quote.created/sent/accepted/rejected/deleted, published after commit).
 */
@Module({
  imports: [CompaniesModule, CustomersModule, CatalogModule, SettingsModule, TemplatesModule, UsersModule],
  controllers: [QuotesController, QuoteDocumentsController],
  providers: [
    QuoteEvents,
    QuotesRepository,
    QuoteRecords,
    QuoteAuthoringService,
    QuoteStatusService,
    CustomerDecisionsService,
    QuotesService,
    QuoteDocumentsRepository,
    QuoteDocumentsService,
    EmailQuota,
    QuoteLinksRepository,
    ProductUsageService,
    QuotePdfsRepository,
    QuotePdfCache,
  ],
  exports: [QuotesService, QuoteEvents, QuoteDocumentsService, QuoteLinksRepository],
})
export class QuotesModule {}
