import { Controller, Header, Headers, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  PREVIEW_PDF_FILE_NAME,
  quotePreviewSchema,
  quoteSendEmailSchema,
  type QuotePreviewData,
  type QuoteSendEmailData,
  quoteResponseSchema,
} from '@offerteflow/contracts';
import {
  ApiKeyAccess,
  Idempotent,
  CompanyId,
  CurrentActor,
  type Actor,
  attachment,
  binary,
  pdfResponse,
  Route,
  ValidBody,
} from '../../common';
import { QuoteDocumentsService } from './quote-documents.service';

/** SPEC §7 Quotes: preview, pdf and send-email; scoped to the caller's company. */
@ApiKeyAccess()
@Controller('quotes')
export class QuoteDocumentsController {
  constructor(private readonly documents: QuoteDocumentsService) {}

  @Route.post('preview', {
    summary: 'PDF preview of an unsaved quote',
    response: binary('application/pdf'),
    errors: [404],
    status: 200,
  })
  @Header('Cache-Control', 'no-store')
  async preview(@CompanyId() companyId: string, @ValidBody(quotePreviewSchema) body: QuotePreviewData) {
    return pdfResponse(
      await this.documents.previewPdf(companyId, body),
      `inline; filename="${PREVIEW_PDF_FILE_NAME}"`,
    );
  }

  @Route.get(':id/pdf', {
    summary: 'Download the PDF of a quote (ETag of its content; If-None-Match answers 304)',
    response: binary('application/pdf'),
    responses: { 304: null },
    etag: true,
  })
  @Header('Cache-Control', 'no-store')
  async download(
    @CurrentActor() auth: Actor,
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const file = await this.documents.quotePdf(auth.companyId, auth.userId, id, ifNoneMatch);
    res.setHeader('ETag', file.etag);
    // Nest sends the (empty) answer after the handler; Express drops any body of a 304.
    if (!file.content) {
      res.status(304);
      return;
    }
    return pdfResponse(file.content, attachment(file.fileName));
  }

  @Route.post(':id/send-email', {
    summary: 'Send the quote by e-mail with its PDF',
    response: quoteResponseSchema,
    errors: [409, 429],
    status: 200,
  })
  @Idempotent()
  sendEmail(
    @CurrentActor() auth: Actor,
    @Param('id') id: string,
    @ValidBody(quoteSendEmailSchema) body: QuoteSendEmailData,
  ) {
    return this.documents.sendEmail(auth.companyId, auth.userId, id, body);
  }
}
