import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UploadedFile } from '@nestjs/common';
import {
  DOCUMENT_TYPES,
  ONBOARDING_MAX_FILE_BYTES,
  ONBOARDING_MSG,
  verifyDataRequestSchema,
  initializeRequestSchema,
  type InitializeRequest,
  type DocumentType,
  type ExtractedData,
  type OnboardingDocument,
  type OnboardingStatus,
  type VerifyDataRequest,
  extractedDataResponseSchema,
  onboardingStatusResponseSchema,
  documentsResponseSchema,
  uploadDocumentResponseSchema,
  processDocumentsResponseSchema,
  uploadDocumentTypeSchema,
} from '@offerteflow/contracts';
import { CompanyId, validationFailed, SingleFileUpload, zodBody, ApiDoc } from '../../common';
import { OnboardingService, type UploadedFile as Upload } from './onboarding.service';
import { onboardingError } from './onboarding.errors';

/** SPEC §7 Onboarding. Every route is scoped to the caller's company. */
@Controller('onboarding')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  /** {data: {products, terms}}: the company's catalogue (extracted, then verified). */
  @ApiDoc({ summary: 'Data extracted from the uploaded documents', response: extractedDataResponseSchema })
  @Get('extracted-data')
  extractedData(@CompanyId() companyId: string): Promise<ExtractedData> {
    return this.onboarding.extractedData(companyId);
  }

  @ApiDoc({ summary: 'Onboarding progress', response: onboardingStatusResponseSchema })
  @Get('status')
  status(@CompanyId() companyId: string): Promise<OnboardingStatus> {
    return this.onboarding.status(companyId);
  }

  @ApiDoc({ summary: 'Uploaded documents', response: documentsResponseSchema })
  @Get('documents')
  async documents(@CompanyId() companyId: string): Promise<{ documents: OnboardingDocument[] }> {
    return { documents: await this.onboarding.documents(companyId) };
  }

  @ApiDoc({
    summary: 'Upload a document (PDF, Word, Excel, CSV, image)',
    upload: { file: 'document', fields: { documentType: uploadDocumentTypeSchema.optional() } },
    response: uploadDocumentResponseSchema,
    errors: [413, 415],
  })
  @Post('upload-document')
  @HttpCode(201)
  @SingleFileUpload('document', {
    maxBytes: ONBOARDING_MAX_FILE_BYTES,
    tooLarge: () => onboardingError('fileTooLarge'),
    badRequest: () => validationFailed({ document: [ONBOARDING_MSG.fileRequired] }),
  })
  async upload(
    @CompanyId() companyId: string,
    @UploadedFile() file: Upload | undefined,
    @Body() body: { documentType?: string } | undefined,
  ): Promise<{ document: OnboardingDocument }> {
    if (!file) throw validationFailed({ document: [ONBOARDING_MSG.fileRequired] });
    const raw = body?.documentType?.trim();
    if (raw && !(DOCUMENT_TYPES as readonly string[]).includes(raw))
      throw validationFailed({ documentType: [ONBOARDING_MSG.documentTypeInvalid] });
    return {
      document: await this.onboarding.upload(companyId, file, (raw || undefined) as DocumentType | undefined),
    };
  }

  @ApiDoc({
    summary: 'Queue the uploaded documents for extraction',
    response: processDocumentsResponseSchema,
  })
  @Post('process-documents')
  @HttpCode(202)
  processDocuments(@CompanyId() companyId: string): Promise<{ queued: number }> {
    return this.onboarding.processDocuments(companyId);
  }

  @ApiDoc({ summary: 'Delete an uploaded document' })
  @Delete('documents/:id')
  @HttpCode(204)
  deleteDocument(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.onboarding.deleteDocument(companyId, id);
  }

  @ApiDoc({ summary: 'Save the verified products and terms', response: extractedDataResponseSchema })
  @Put('verify-data')
  verify(
    @CompanyId() companyId: string,
    @Body(zodBody(verifyDataRequestSchema)) body: VerifyDataRequest,
  ): Promise<ExtractedData> {
    return this.onboarding.verify(companyId, body);
  }

  @ApiDoc({ summary: 'Finish onboarding', response: onboardingStatusResponseSchema })
  @Post('complete')
  @HttpCode(200)
  complete(@CompanyId() companyId: string): Promise<OnboardingStatus> {
    return this.onboarding.complete(companyId);
  }

  @ApiDoc({ summary: 'Start onboarding over', response: onboardingStatusResponseSchema })
  @Post('reset')
  @HttpCode(200)
  reset(@CompanyId() companyId: string): Promise<OnboardingStatus> {
    return this.onboarding.reset(companyId);
  }

  @ApiDoc({ summary: 'Start onboarding with company details', response: onboardingStatusResponseSchema })
  @Post('initialize')
  @HttpCode(200)
  initialize(
    @CompanyId() companyId: string,
    @Body(zodBody(initializeRequestSchema)) body: InitializeRequest,
  ): Promise<OnboardingStatus> {
    return this.onboarding.initialize(companyId, body.sampleData);
  }
}
