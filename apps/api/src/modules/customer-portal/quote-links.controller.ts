import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { quoteLinksRevokeResponseSchema, type QuoteLinksRevoke } from '@offerteflow/contracts';
import { ApiDoc, CurrentUser, type AuthContext } from '../../common';
import { QuoteLinksService } from './quote-links.service';

/** The owner's side of the public links: 'Link intrekken'. */
@Controller('quotes/:id/links')
export class QuoteLinksController {
  constructor(private readonly links: QuoteLinksService) {}

  /** Revokes every public link of the quote; they answer 404 from now on. */
  @ApiDoc({ summary: 'Revoke every public link of a quote', response: quoteLinksRevokeResponseSchema })
  @Post('revoke')
  @HttpCode(200)
  revoke(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<QuoteLinksRevoke> {
    return this.links.revoke(auth.companyId, auth.userId, id);
  }
}
