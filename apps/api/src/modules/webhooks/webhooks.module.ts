import { Module } from '@nestjs/common';
import { QuotesModule } from '../quotes/quotes.module';
import { WebhooksController } from './webhooks.controller';
import { WebhooksDataModule } from './webhooks-data.module';
import { WebhooksService } from './webhooks.service';

/** HTTP side: endpoint settings, delivery list, re-send; turns QuoteEvents into queued deliveries. */
@Module({
  imports: [QuotesModule, WebhooksDataModule],
  controllers: [WebhooksController],
  providers: [WebhooksService],
})
export class WebhooksModule {}
