import { Controller, Param, UploadedFile } from '@nestjs/common';
import {
  TEMPLATE_LOGO_FIELD,
  LOGO_MAX_BYTES,
  LOGO_MSG,
  templateDuplicateSchema,
  templateInputSchema,
  type TemplateData,
  templateListResponseSchema,
  templateStatsResponseSchema,
  templateResponseSchema,
} from '@offerteflow/contracts';
import type { z } from 'zod';
import {
  ApiKeyAccess,
  Idempotent,
  IfMatch,
  CompanyId,
  validationFailed,
  Versioned,
  SingleFileUpload,
  Route,
  ValidBody,
  AdminOnly,
} from '../../common';
import { templateError } from './templates.errors';
import { TemplatesService } from './templates.service';

/** SPEC §7 Templates: list, stats, create, edit, set default, duplicate, delete, logo. */
@ApiKeyAccess()
@Controller('templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Route.get({ summary: 'List templates', response: templateListResponseSchema })
  list(@CompanyId() companyId: string) {
    return this.templates.list(companyId);
  }

  @Route.get('stats', { summary: 'Template usage statistics', response: templateStatsResponseSchema })
  stats(@CompanyId() companyId: string) {
    return this.templates.stats(companyId);
  }

  @Route.get(':id', { summary: 'Get a template', response: templateResponseSchema })
  @Versioned()
  get(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.templates.get(companyId, id);
  }

  @AdminOnly()
  @Route.post({ summary: 'Create a template', response: templateResponseSchema, status: 201 })
  @Idempotent()
  create(@CompanyId() companyId: string, @ValidBody(templateInputSchema) body: TemplateData) {
    return this.templates.create(companyId, body);
  }

  @AdminOnly()
  @Route.put(':id', { summary: 'Replace a template', response: templateResponseSchema })
  @Versioned()
  update(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(templateInputSchema) body: TemplateData,
  ) {
    return this.templates.update(companyId, id, body, ifMatch);
  }

  @AdminOnly()
  @Route.post(':id/set-default', {
    summary: 'Make a template the default',
    response: templateResponseSchema,
    status: 200,
  })
  setDefault(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.templates.setDefault(companyId, id);
  }

  @AdminOnly()
  @Route.post(':id/duplicate', {
    summary: 'Duplicate a template',
    response: templateResponseSchema,
    status: 201,
  })
  @Idempotent()
  duplicate(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @ValidBody(templateDuplicateSchema) body: z.output<typeof templateDuplicateSchema>,
  ) {
    return this.templates.duplicate(companyId, id, body.newName);
  }

  @AdminOnly()
  @Route.delete(':id', { summary: 'Delete a template (not the default)', errors: [409], status: 204 })
  async delete(@CompanyId() companyId: string, @Param('id') id: string) {
    await this.templates.delete(companyId, id);
  }

  /** Multipart, field `logo`: PNG, JPEG or SVG up to LOGO_MAX_BYTES; stored sanitised as a data: URL. */
  @AdminOnly()
  @Route.post(':id/logo', {
    summary: 'Upload the template logo (PNG, JPEG, WebP, SVG)',
    upload: { file: TEMPLATE_LOGO_FIELD },
    response: templateResponseSchema,
    errors: [413, 415],
    status: 200,
  })
  @SingleFileUpload(TEMPLATE_LOGO_FIELD, {
    maxBytes: LOGO_MAX_BYTES,
    tooLarge: () => templateError('logoTooLarge'),
    badRequest: () => validationFailed({ logo: [LOGO_MSG.required] }),
  })
  uploadLogo(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @UploadedFile() file: { buffer: Buffer; size: number } | undefined,
  ) {
    return this.templates.setLogo(companyId, id, file);
  }

  @AdminOnly()
  @Route.delete(':id/logo', { summary: 'Remove the template logo', response: templateResponseSchema })
  removeLogo(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.templates.removeLogo(companyId, id);
  }
}
