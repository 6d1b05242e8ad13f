import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { QuotesController } from './quotes.controller';
import { QuotesRepository } from './quotes.repository';
import { QuotesService } from './quotes.service';

/** Exports QuotesService: recordHistory, markSent and getForDocument are used by the PDF and mail modules. */
@Module({
  imports: [CustomersModule],
  controllers: [QuotesController],
  providers: [QuotesRepository, QuotesService],
  exports: [QuotesService],
})
export class QuotesModule {}
