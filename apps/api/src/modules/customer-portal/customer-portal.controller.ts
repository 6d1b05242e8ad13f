import { Controller, Header, Param, Req } from '@nestjs/common';
import {
  errorWithCurrent,
  publicQuoteAcceptSchema,
  publicQuoteDeclineSchema,
  publicQuoteResponseSchema,
  type PublicQuoteAcceptData,
  type PublicQuoteDeclineData,
} from '@offerteflow/contracts';
import type { Request } from 'express';
import { ApiTag, attachment, binary, pdfResponse, Public, Route, ValidBody } from '../../common';
import { clientOf } from '../auth/client-info';
import { CustomerPortalService } from './customer-portal.service';

/** 409 of a second, different decision: the decided state as `error.current`. */
const decidedOtherwise = errorWithCurrent(publicQuoteResponseSchema.shape.data);

/**
 * The public API of a quote link, no login (docs/customer-portal.md). X-Robots-Tag and
 * Referrer-Policy are set for /api/public and /o/ in http.ts.
 */
@Public()
@ApiTag('public')
@Controller('public/quotes/:token')
export class CustomerPortalController {
  constructor(private readonly portal: CustomerPortalService) {}

  @Route.get({
    summary: 'The quote behind a public link (counts a view)',
    response: publicQuoteResponseSchema,
    errors: [429],
  })
  view(@Param('token') token: string, @Req() req: Request) {
    return this.portal.view(token, clientOf(req));
  }

  @Route.get('pdf', {
    summary: 'PDF of the quote behind a public link',
    response: binary('application/pdf'),
    errors: [429],
  })
  @Header('Cache-Control', 'no-store')
  async pdf(@Param('token') token: string, @Req() req: Request) {
    const file = await this.portal.pdf(token, clientOf(req));
    return pdfResponse(file.content, attachment(file.fileName));
  }

  @Route.post('accept', {
    summary: 'Customer accepts the quote (once; a repeat answers the decided state, 409 after a decline)',
    response: publicQuoteResponseSchema,
    errors: [429],
    responses: { 409: decidedOtherwise },
    status: 200,
  })
  accept(
    @Param('token') token: string,
    @Req() req: Request,
    @ValidBody(publicQuoteAcceptSchema) body: PublicQuoteAcceptData,
  ) {
    return this.portal.accept(token, clientOf(req), body);
  }

  @Route.post('decline', {
    summary: 'Customer declines the quote (once; a repeat answers the decided state, 409 after an accept)',
    response: publicQuoteResponseSchema,
    errors: [429],
    responses: { 409: decidedOtherwise },
    status: 200,
  })
  decline(
    @Param('token') token: string,
    @Req() req: Request,
    @ValidBody(publicQuoteDeclineSchema) body: PublicQuoteDeclineData,
  ) {
    return this.portal.decline(token, clientOf(req), body);
  }
}
