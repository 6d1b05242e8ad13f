import { Body, Controller, Header, Param, UploadedFile } from '@nestjs/common';
import {
  analyzeTemplateDocumentSchema,
  approveTemplateSchema,
  HOUSE_STYLE_MSG,
  TEMPLATE_UPLOAD_FILE_FIELD,
  TEMPLATE_UPLOAD_MAX_BYTES,
  TEMPLATE_UPLOAD_NAME_FIELD,
  templateGenerationResponseSchema,
  approveTemplateResponseSchema,
} from '@offerteflow/contracts';
import { z } from 'zod';
import {
  CompanyId,
  validationFailed,
  SingleFileUpload,
  attachment,
  binary,
  pdfResponse,
  Route,
  ValidBody,
  AdminOnly,
} from '../../common';
import { houseStyleError } from './house-style.errors';
import { HouseStyleService, type UploadedPdf } from './house-style.service';

/** SPEC §7 POST /onboarding/upload-template and the approval of its result. */
@AdminOnly()
@Controller('onboarding')
export class HouseStyleController {
  constructor(private readonly houseStyle: HouseStyleService) {}

  /** Multipart: templateFile (one PDF, ≤ 10 MB), templateName. Waits for the analysis job. */
  @Route.post('upload-template', {
    summary: 'Analyse an example quote PDF into a proposed template',
    upload: {
      file: TEMPLATE_UPLOAD_FILE_FIELD,
      fields: { [TEMPLATE_UPLOAD_NAME_FIELD]: z.string().optional() },
    },
    response: templateGenerationResponseSchema,
    errors: [413, 415],
    status: 200,
  })
  @SingleFileUpload(TEMPLATE_UPLOAD_FILE_FIELD, {
    maxBytes: TEMPLATE_UPLOAD_MAX_BYTES,
    fields: 5,
    tooLarge: () => houseStyleError('tooLarge'),
    badRequest: () => validationFailed({ templateFile: [HOUSE_STYLE_MSG.oneFile] }),
  })
  uploadTemplate(
    @CompanyId() companyId: string,
    @UploadedFile() file: UploadedPdf | undefined,
    @Body() body: Record<string, unknown> | undefined,
  ) {
    return this.houseStyle.generate(companyId, file, body?.[TEMPLATE_UPLOAD_NAME_FIELD]);
  }

  /** A template_quote PDF uploaded in step 1: body {documentId, templateName}. */
  @Route.post('analyze-template-document', {
    summary: 'Analyse an uploaded onboarding PDF into a proposed template',
    response: templateGenerationResponseSchema,
    errors: [404],
    status: 200,
  })
  fromDocument(
    @CompanyId() companyId: string,
    @ValidBody(analyzeTemplateDocumentSchema) body: z.output<typeof analyzeTemplateDocumentSchema>,
  ) {
    return this.houseStyle.generateFromDocument(companyId, body.documentId, body.templateName);
  }

  /** 'Template Goedkeuren': body {makeDefault}. */
  @Route.post('template-analyses/:id/approve', {
    summary: 'Save a proposed template',
    response: approveTemplateResponseSchema,
    errors: [409],
    status: 201,
  })
  approve(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @ValidBody(approveTemplateSchema) body: z.output<typeof approveTemplateSchema>,
  ) {
    return this.houseStyle.approve(companyId, id, body.makeDefault);
  }
}

/** 'Geüpload bestand': the sample PDF an ai_generated template was made from (authenticated). */
@Controller('templates')
export class TemplateSourceFileController {
  constructor(private readonly houseStyle: HouseStyleService) {}

  @Route.get(':id/source-file', {
    summary: 'The PDF a template was generated from',
    tag: 'templates',
    response: binary('application/pdf'),
  })
  @Header('Cache-Control', 'no-store')
  async sourceFile(@CompanyId() companyId: string, @Param('id') id: string) {
    const file = await this.houseStyle.sourceFile(companyId, id);
    return pdfResponse(file.data, attachment(file.fileName));
  }
}
