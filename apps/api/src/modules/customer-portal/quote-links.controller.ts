import { Controller, Param } from '@nestjs/common';
import { quoteLinksRevokeResponseSchema } from '@offerteflow/contracts';
import { CurrentUser, type AuthContext, Route } from '../../common';
import { QuoteLinksService } from './quote-links.service';

/** The owner's side of the public links: 'Link intrekken'. */
@Controller('quotes/:id/links')
export class QuoteLinksController {
  constructor(private readonly links: QuoteLinksService) {}

  /** Revokes every public link of the quote; they answer 404 from now on. */
  @Route.post('revoke', {
    summary: 'Revoke every public link of a quote',
    response: quoteLinksRevokeResponseSchema,
    status: 200,
  })
  revoke(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.links.revoke(auth.companyId, auth.userId, id);
  }
}
