import { Module } from '@nestjs/common';
import { QuotesModule } from '../quotes/quotes.module';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** HTTP side: endpoint settings, delivery list, re-send; turns QuoteEvents into queued deliveries. */
@Module({
  imports: [QuotesModule],
  controllers: [WebhooksController],
  providers: [WebhooksRepository, WebhooksService],
})
export class WebhooksModule {}
