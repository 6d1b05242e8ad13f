import { Body, Controller, Get, Header, HttpCode, Param, Post, Req, StreamableFile } from '@nestjs/common';
import {
  publicQuoteAcceptSchema,
  publicQuoteDeclineSchema,
  publicQuoteResponseSchema,
  type PublicQuote,
  type PublicQuoteAcceptData,
  type PublicQuoteDeclineData,
} from '@offerteflow/contracts';
import type { Request } from 'express';
import { ApiDoc, attachment, binary, pdfResponse, Public, zodBody } from '../../common';
import { CustomerPortalService, type PublicClient } from './customer-portal.service';

const clientOf = (req: Request): PublicClient => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent') ?? null,
});

/**
 * The public API of a quote link, no login (docs/customer-portal.md). X-Robots-Tag and
 * Referrer-Policy are set for /api/public and /o/ in http.ts.
 */
@Public()
@Controller('public/quotes/:token')
export class CustomerPortalController {
  constructor(private readonly portal: CustomerPortalService) {}

  @ApiDoc({
    summary: 'The quote behind a public link (counts a view)',
    tag: 'public',
    response: publicQuoteResponseSchema,
    errors: [429],
  })
  @Get()
  view(@Param('token') token: string, @Req() req: Request): Promise<PublicQuote> {
    return this.portal.view(token, clientOf(req));
  }

  @ApiDoc({
    summary: 'PDF of the quote behind a public link',
    tag: 'public',
    response: binary('application/pdf'),
    errors: [429],
  })
  @Get('pdf')
  @Header('Cache-Control', 'no-store')
  async pdf(@Param('token') token: string, @Req() req: Request): Promise<StreamableFile> {
    const file = await this.portal.pdf(token, clientOf(req));
    return pdfResponse(file.content, attachment(file.fileName));
  }

  @ApiDoc({
    summary: 'Customer accepts the quote (once; a repeat answers the decided state)',
    tag: 'public',
    response: publicQuoteResponseSchema,
    errors: [429],
  })
  @Post('accept')
  @HttpCode(200)
  accept(
    @Param('token') token: string,
    @Req() req: Request,
    @Body(zodBody(publicQuoteAcceptSchema)) body: PublicQuoteAcceptData,
  ): Promise<PublicQuote> {
    return this.portal.accept(token, clientOf(req), body);
  }

  @ApiDoc({
    summary: 'Customer declines the quote (once; a repeat answers the decided state)',
    tag: 'public',
    response: publicQuoteResponseSchema,
    errors: [429],
  })
  @Post('decline')
  @HttpCode(200)
  decline(
    @Param('token') token: string,
    @Req() req: Request,
    @Body(zodBody(publicQuoteDeclineSchema)) body: PublicQuoteDeclineData,
  ): Promise<PublicQuote> {
    return this.portal.decline(token, clientOf(req), body);
  }
}
