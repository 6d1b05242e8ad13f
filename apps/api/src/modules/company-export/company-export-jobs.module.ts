import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { PdfModule } from '../../infra/pdf/pdf.module';
import { ThrottleModule } from '../../infra/throttle/throttle.module';
import { CustomersModule } from '../customers/customers.module';
import { CatalogModule } from '../products/catalog.module';
import { QuotesModule } from '../quotes/quotes.module';
import { TemplatesModule } from '../templates/templates.module';
import { CompanyExportModule } from './company-export.module';
import { ExportCompanyProcessor } from './export-company.processor';

/**
 * Job side of the company export (listed in JOB_MODULES). The worker role has no HTTP modules, so
 * the PDF renderer and the stores the quotes module needs come in here, as for the reminders.
 */
@Module({
  imports: [
    CompanyExportModule,
    QuotesModule,
    CustomersModule,
    CatalogModule,
    TemplatesModule,
    PdfModule,
    ThrottleModule,
    IdempotencyModule,
  ],
  providers: [ExportCompanyProcessor],
})
export class CompanyExportJobsModule {}
