import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UploadedFile } from '@nestjs/common';
import {
  TEMPLATE_LOGO_FIELD,
  TEMPLATE_LOGO_MAX_BYTES,
  TEMPLATE_LOGO_MSG,
  templateDuplicateSchema,
  templateInputSchema,
  type Template,
  type TemplateData,
  type TemplateStats,
  templateListResponseSchema,
  templateStatsResponseSchema,
  templateResponseSchema,
} from '@offerteflow/contracts';
import type { z } from 'zod';
import {
  ApiKeyAccess,
  Idempotent,
  CompanyId,
  validationFailed,
  SingleFileUpload,
  zodBody,
  ApiDoc,
} from '../../common';
import { templateError } from './templates.errors';
import { TemplatesService } from './templates.service';

/** SPEC §7 Templates: list, stats, create, edit, set default, duplicate, delete, logo. */
@ApiKeyAccess()
@Controller('templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @ApiDoc({ summary: 'List templates', response: templateListResponseSchema })
  @Get()
  list(@CompanyId() companyId: string): Promise<Template[]> {
    return this.templates.list(companyId);
  }

  @ApiDoc({ summary: 'Template usage statistics', response: templateStatsResponseSchema })
  @Get('stats')
  stats(@CompanyId() companyId: string): Promise<TemplateStats> {
    return this.templates.stats(companyId);
  }

  @ApiDoc({ summary: 'Get a template', response: templateResponseSchema })
  @Get(':id')
  get(@CompanyId() companyId: string, @Param('id') id: string): Promise<Template> {
    return this.templates.get(companyId, id);
  }

  @ApiDoc({ summary: 'Create a template', response: templateResponseSchema })
  @Post()
  @HttpCode(201)
  @Idempotent()
  create(
    @CompanyId() companyId: string,
    @Body(zodBody(templateInputSchema)) body: TemplateData,
  ): Promise<Template> {
    return this.templates.create(companyId, body);
  }

  @ApiDoc({ summary: 'Replace a template', response: templateResponseSchema })
  @Put(':id')
  update(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(templateInputSchema)) body: TemplateData,
  ): Promise<Template> {
    return this.templates.update(companyId, id, body);
  }

  @ApiDoc({ summary: 'Make a template the default', response: templateResponseSchema })
  @Post(':id/set-default')
  @HttpCode(200)
  setDefault(@CompanyId() companyId: string, @Param('id') id: string): Promise<Template> {
    return this.templates.setDefault(companyId, id);
  }

  @ApiDoc({ summary: 'Duplicate a template', response: templateResponseSchema })
  @Post(':id/duplicate')
  @HttpCode(201)
  @Idempotent()
  duplicate(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(templateDuplicateSchema)) body: z.output<typeof templateDuplicateSchema>,
  ): Promise<Template> {
    return this.templates.duplicate(companyId, id, body.newName);
  }

  @ApiDoc({ summary: 'Delete a template (not the default)', errors: [409] })
  @Delete(':id')
  @HttpCode(204)
  async delete(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    await this.templates.delete(companyId, id);
  }

  /** Multipart, field `logo`: PNG, JPEG or SVG up to 2 MB; stored sanitised as a data: URL. */
  @ApiDoc({
    summary: 'Upload the template logo (PNG, JPEG, WebP, SVG)',
    upload: { file: TEMPLATE_LOGO_FIELD },
    response: templateResponseSchema,
    errors: [413, 415],
  })
  @Post(':id/logo')
  @HttpCode(200)
  @SingleFileUpload(TEMPLATE_LOGO_FIELD, {
    maxBytes: TEMPLATE_LOGO_MAX_BYTES,
    tooLarge: () => templateError('logoTooLarge'),
    badRequest: () => validationFailed({ logo: [TEMPLATE_LOGO_MSG.required] }),
  })
  uploadLogo(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @UploadedFile() file: { buffer: Buffer; size: number } | undefined,
  ): Promise<Template> {
    return this.templates.setLogo(companyId, id, file);
  }

  @ApiDoc({ summary: 'Remove the template logo', response: templateResponseSchema })
  @Delete(':id/logo')
  removeLogo(@CompanyId() companyId: string, @Param('id') id: string): Promise<Template> {
    return this.templates.removeLogo(companyId, id);
  }
}
