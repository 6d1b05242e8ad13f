import { Controller } from '@nestjs/common';
import {
  companySettingsSchema,
  quoteSettingsSchema,
  templateStyleSchema,
  type CompanySettings,
  type QuoteSettings,
  type TemplateStyle,
  companySettingsResponseSchema,
  quoteSettingsResponseSchema,
  templateStyleResponseSchema,
} from '@offerteflow/contracts';
import { CompanyId, Route, ValidBody, AdminOnly } from '../../common';
import { SettingsService } from './settings.service';

/** SPEC §7 Settings: company, quote and template-style settings of the caller's company. */
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Route.get('company', { summary: 'Company settings', response: companySettingsResponseSchema })
  getCompany(@CompanyId() companyId: string) {
    return this.settings.getCompany(companyId);
  }

  @AdminOnly()
  @Route.put('company', { summary: 'Update company settings', response: companySettingsResponseSchema })
  putCompany(@CompanyId() companyId: string, @ValidBody(companySettingsSchema) body: CompanySettings) {
    return this.settings.updateCompany(companyId, body);
  }

  @Route.get('quotes', { summary: 'Quote defaults', response: quoteSettingsResponseSchema })
  getQuotes(@CompanyId() companyId: string) {
    return this.settings.getQuotes(companyId);
  }

  @AdminOnly()
  @Route.put('quotes', { summary: 'Update quote defaults', response: quoteSettingsResponseSchema })
  putQuotes(@CompanyId() companyId: string, @ValidBody(quoteSettingsSchema) body: QuoteSettings) {
    return this.settings.updateQuotes(companyId, body);
  }

  @Route.get('templates', { summary: 'Default template style', response: templateStyleResponseSchema })
  getTemplates(@CompanyId() companyId: string) {
    return this.settings.getTemplateStyle(companyId);
  }

  @AdminOnly()
  @Route.put('templates', {
    summary: 'Update the default template style',
    response: templateStyleResponseSchema,
  })
  putTemplates(@CompanyId() companyId: string, @ValidBody(templateStyleSchema) body: TemplateStyle) {
    return this.settings.updateTemplateStyle(companyId, body);
  }
}
