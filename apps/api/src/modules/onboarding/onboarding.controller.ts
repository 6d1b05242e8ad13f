import { Body, Controller, Param, UploadedFile } from '@nestjs/common';
import {
  DOCUMENT_TYPES,
  ONBOARDING_MAX_FILE_BYTES,
  ONBOARDING_MSG,
  verifyDataRequestSchema,
  initializeRequestSchema,
  type InitializeRequest,
  type DocumentType,
  type OnboardingDocument,
  type VerifyDataRequest,
  extractedDataResponseSchema,
  onboardingStatusResponseSchema,
  documentsResponseSchema,
  uploadDocumentResponseSchema,
  processDocumentsResponseSchema,
  uploadDocumentTypeSchema,
  updateDocumentRequestSchema,
  type UpdateDocumentRequest,
} from '@offerteflow/contracts';
import { CompanyId, validationFailed, SingleFileUpload, Route, ValidBody, AdminOnly } from '../../common';
import { OnboardingService, type UploadedFile as Upload } from './onboarding.service';
import { onboardingError } from './onboarding.errors';

/** SPEC §7 Onboarding. Every route is scoped to the caller's company. */
@Controller('onboarding')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  /** {data: {products, terms}}: the company's catalogue (extracted, then verified). */
  @Route.get('extracted-data', {
    summary: 'Data extracted from the uploaded documents',
    response: extractedDataResponseSchema,
  })
  extractedData(@CompanyId() companyId: string) {
    return this.onboarding.extractedData(companyId);
  }

  @Route.get('status', { summary: 'Onboarding progress', response: onboardingStatusResponseSchema })
  status(@CompanyId() companyId: string) {
    return this.onboarding.status(companyId);
  }

  @Route.get('documents', { summary: 'Uploaded documents', response: documentsResponseSchema })
  async documents(@CompanyId() companyId: string): Promise<{ documents: OnboardingDocument[] }> {
    return { documents: await this.onboarding.documents(companyId) };
  }

  @Route.post('upload-document', {
    summary: 'Upload a document (PDF, Word, Excel, CSV, image)',
    upload: { file: 'document', fields: { documentType: uploadDocumentTypeSchema.optional() } },
    response: uploadDocumentResponseSchema,
    errors: [413, 415],
    status: 201,
  })
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

  @Route.post('process-documents', {
    summary: 'Queue the uploaded documents for extraction',
    response: processDocumentsResponseSchema,
    status: 202,
  })
  processDocuments(@CompanyId() companyId: string): Promise<{ queued: number }> {
    return this.onboarding.processDocuments(companyId);
  }

  @Route.patch('documents/:id', {
    summary: "Change a document's type (the user's choice wins); the document is processed again",
    response: uploadDocumentResponseSchema,
    errors: [404],
  })
  async changeDocument(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @ValidBody(updateDocumentRequestSchema) body: UpdateDocumentRequest,
  ): Promise<{ document: OnboardingDocument }> {
    return { document: await this.onboarding.changeDocumentType(companyId, id, body.documentType) };
  }

  @Route.delete('documents/:id', { summary: 'Delete an uploaded document', status: 204 })
  deleteDocument(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.onboarding.deleteDocument(companyId, id);
  }

  @Route.put('verify-data', {
    summary: 'Save the verified products and terms',
    response: extractedDataResponseSchema,
  })
  verify(@CompanyId() companyId: string, @ValidBody(verifyDataRequestSchema) body: VerifyDataRequest) {
    return this.onboarding.verify(companyId, body);
  }

  @Route.post('complete', {
    summary: 'Finish onboarding',
    response: onboardingStatusResponseSchema,
    status: 200,
  })
  complete(@CompanyId() companyId: string) {
    return this.onboarding.complete(companyId);
  }

  @AdminOnly()
  @Route.post('reset', {
    summary: 'Start onboarding over',
    response: onboardingStatusResponseSchema,
    status: 200,
  })
  reset(@CompanyId() companyId: string) {
    return this.onboarding.reset(companyId);
  }

  @Route.post('initialize', {
    summary: 'Start onboarding with company details',
    response: onboardingStatusResponseSchema,
    status: 200,
  })
  initialize(@CompanyId() companyId: string, @ValidBody(initializeRequestSchema) body: InitializeRequest) {
    return this.onboarding.initialize(companyId, body.sampleData);
  }
}
