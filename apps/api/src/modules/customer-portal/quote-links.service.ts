import { Injectable } from '@nestjs/common';
import type { QuoteLinksRevoke } from '@offerteflow/contracts';
import { QuoteLinksRepository } from '../quotes/quote-links.repository';
import { QuotesService } from '../quotes/quotes.service';

@Injectable()
export class QuoteLinksService {
  constructor(
    private readonly quotes: QuotesService,
    private readonly links: QuoteLinksRepository,
  ) {}

  /** Revokes the quote's links (404 for another company's quote) and notes it in the history. */
  async revoke(companyId: string, userId: string | null, quoteId: string): Promise<QuoteLinksRevoke> {
    await this.quotes.get(companyId, quoteId);
    const revoked = await this.links.revokeAll(companyId, quoteId);
    if (revoked > 0)
      await this.quotes.recordHistory(companyId, quoteId, userId, 'link_revoked', { count: revoked });
    return { revoked };
  }
}
