import { Body, Controller, Get, Header, HttpCode, Param, Post, type StreamableFile } from '@nestjs/common';
import {
  PREVIEW_PDF_FILE_NAME,
  quotePreviewSchema,
  quoteSendEmailSchema,
  type Quote,
  type QuotePreviewData,
  type QuoteSendEmailData,
  quoteResponseSchema,
} from '@offerteflow/contracts';
import {
  ApiKeyAccess,
  Idempotent,
  CompanyId,
  CurrentActor,
  zodBody,
  type Actor,
  ApiDoc,
  attachment,
  binary,
  pdfResponse,
} from '../../common';
import { QuoteDocumentsService } from './quote-documents.service';

/** SPEC §7 Quotes: preview, pdf and send-email; scoped to the caller's company. */
@ApiKeyAccess()
@Controller('quotes')
export class QuoteDocumentsController {
  constructor(private readonly documents: QuoteDocumentsService) {}

  @ApiDoc({ summary: 'PDF preview of an unsaved quote', response: binary('application/pdf'), errors: [404] })
  @Post('preview')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async preview(
    @CompanyId() companyId: string,
    @Body(zodBody(quotePreviewSchema)) body: QuotePreviewData,
  ): Promise<StreamableFile> {
    return pdfResponse(
      await this.documents.previewPdf(companyId, body),
      `inline; filename="${PREVIEW_PDF_FILE_NAME}"`,
    );
  }

  @ApiDoc({ summary: 'Download the PDF of a quote', response: binary('application/pdf') })
  @Get(':id/pdf')
  @Header('Cache-Control', 'no-store')
  async download(@CurrentActor() auth: Actor, @Param('id') id: string): Promise<StreamableFile> {
    const file = await this.documents.quotePdf(auth.companyId, auth.userId, id);
    return pdfResponse(file.content, attachment(file.fileName));
  }

  @ApiDoc({
    summary: 'Send the quote by e-mail with its PDF',
    response: quoteResponseSchema,
    errors: [409, 429],
  })
  @Post(':id/send-email')
  @HttpCode(200)
  @Idempotent()
  sendEmail(
    @CurrentActor() auth: Actor,
    @Param('id') id: string,
    @Body(zodBody(quoteSendEmailSchema)) body: QuoteSendEmailData,
  ): Promise<Quote> {
    return this.documents.sendEmail(auth.companyId, auth.userId, id, body);
  }
}
