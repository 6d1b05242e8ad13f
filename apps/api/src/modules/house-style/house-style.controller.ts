import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  type StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import {
  analyzeTemplateDocumentSchema,
  approveTemplateSchema,
  HOUSE_STYLE_MSG,
  TEMPLATE_UPLOAD_FILE_FIELD,
  TEMPLATE_UPLOAD_MAX_BYTES,
  TEMPLATE_UPLOAD_NAME_FIELD,
  type Template,
  type TemplateGeneration,
  templateGenerationResponseSchema,
  approveTemplateResponseSchema,
} from '@offerteflow/contracts';
import { z } from 'zod';
import {
  CompanyId,
  validationFailed,
  SingleFileUpload,
  zodBody,
  ApiDoc,
  attachment,
  binary,
  pdfResponse,
} from '../../common';
import { houseStyleError } from './house-style.errors';
import { HouseStyleService, type UploadedPdf } from './house-style.service';

/** SPEC §7 POST /onboarding/upload-template and the approval of its result. */
@Controller('onboarding')
export class HouseStyleController {
  constructor(private readonly houseStyle: HouseStyleService) {}

  /** Multipart: templateFile (one PDF, ≤ 10 MB), templateName. Waits for the analysis job. */
  @ApiDoc({
    summary: 'Analyse an example quote PDF into a proposed template',
    upload: {
      file: TEMPLATE_UPLOAD_FILE_FIELD,
      fields: { [TEMPLATE_UPLOAD_NAME_FIELD]: z.string().optional() },
    },
    response: templateGenerationResponseSchema,
    errors: [413, 415],
  })
  @Post('upload-template')
  @HttpCode(200)
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
  ): Promise<TemplateGeneration> {
    return this.houseStyle.generate(companyId, file, body?.[TEMPLATE_UPLOAD_NAME_FIELD]);
  }

  /** A template_quote PDF uploaded in step 1: body {documentId, templateName}. */
  @ApiDoc({
    summary: 'Analyse an uploaded onboarding PDF into a proposed template',
    response: templateGenerationResponseSchema,
    errors: [404],
  })
  @Post('analyze-template-document')
  @HttpCode(200)
  fromDocument(
    @CompanyId() companyId: string,
    @Body(zodBody(analyzeTemplateDocumentSchema)) body: z.output<typeof analyzeTemplateDocumentSchema>,
  ): Promise<TemplateGeneration> {
    return this.houseStyle.generateFromDocument(companyId, body.documentId, body.templateName);
  }

  /** 'Template Goedkeuren': body {makeDefault}. */
  @ApiDoc({ summary: 'Save a proposed template', response: approveTemplateResponseSchema, errors: [409] })
  @Post('template-analyses/:id/approve')
  @HttpCode(201)
  approve(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(approveTemplateSchema)) body: z.output<typeof approveTemplateSchema>,
  ): Promise<Template> {
    return this.houseStyle.approve(companyId, id, body.makeDefault);
  }
}

/** 'Geüpload bestand': the sample PDF an ai_generated template was made from (authenticated). */
@Controller('templates')
export class TemplateSourceFileController {
  constructor(private readonly houseStyle: HouseStyleService) {}

  @ApiDoc({
    summary: 'The PDF a template was generated from',
    tag: 'templates',
    response: binary('application/pdf'),
  })
  @Get(':id/source-file')
  @Header('Cache-Control', 'no-store')
  async sourceFile(@CompanyId() companyId: string, @Param('id') id: string): Promise<StreamableFile> {
    const file = await this.houseStyle.sourceFile(companyId, id);
    const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return pdfResponse(
      file.data,
      `${attachment(ascii)}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  }
}
