import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { PdfModule } from '../../infra/pdf/pdf.module';
import { ThrottleModule } from '../../infra/throttle/throttle.module';
import { QuotesModule } from '../quotes/quotes.module';
import { CustomerPortalRepository } from './customer-portal.repository';
import { RemindersService } from './reminders.service';
import { SendRemindersProcessor } from './send-reminders.processor';

/**
 * Job side of the customer portal: the reminder sweep (listed in JOB_MODULES). The worker role has no
 * HTTP modules, so the PDF renderer, the rate-limit store and the idempotency store that the quotes
 * module needs come in here.
 */
@Module({
  imports: [QuotesModule, PdfModule, ThrottleModule, IdempotencyModule],
  providers: [CustomerPortalRepository, RemindersService, SendRemindersProcessor],
  exports: [RemindersService],
})
export class CustomerPortalJobsModule {}
