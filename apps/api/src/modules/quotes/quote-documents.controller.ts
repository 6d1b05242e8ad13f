import { Controller, Header, Param } from '@nestjs/common';
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

  @Route.get(':id/pdf', { summary: 'Download the PDF of a quote', response: binary('application/pdf') })
  @Header('Cache-Control', 'no-store')
  async download(@CurrentActor() auth: Actor, @Param('id') id: string) {
    const file = await this.documents.quotePdf(auth.companyId, auth.userId, id);
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
