import { EmailQuota } from './email-quota';
import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { QuoteDocumentsController } from './quote-documents.controller';
import { QuoteDocumentsRepository } from './quote-documents.repository';
import { QuoteDocumentsService } from './quote-documents.service';
import { QuotesController } from './quotes.controller';
import { QuotesRepository } from './quotes.repository';
import { QuotesService } from './quotes.service';

/** Exports QuotesService: recordHistory, markSent and getForDocument are used by the PDF and mail modules. */
@Module({
  imports: [CustomersModule],
  controllers: [QuotesController, QuoteDocumentsController],
  providers: [QuotesRepository, QuotesService, QuoteDocumentsRepository, QuoteDocumentsService, EmailQuota],
  exports: [QuotesService],
})
export class QuotesModule {}
