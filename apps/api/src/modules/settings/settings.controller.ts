import { Controller } from '@nestjs/common';
import {
  companySettingsSchema,
  quoteSettingsUpdateSchema,
  templateStyleSchema,
  type CompanySettings,
  type QuoteSettingsUpdate,
  type TemplateStyle,
  companySettingsResponseSchema,
  quoteSettingsResponseSchema,
  templateStyleResponseSchema,
} from '@offerteflow/contracts';
import { AdminOnly, CompanyId, IfMatch, Route, ValidBody, Versioned } from '../../common';
import { SettingsService } from './settings.service';

/** SPEC §7 Settings: company, quote and template-style settings of the caller's company. */
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Route.get('company', { summary: 'Company settings', response: companySettingsResponseSchema })
  @Versioned()
  getCompany(@CompanyId() companyId: string) {
    return this.settings.getCompany(companyId);
  }

  @AdminOnly()
  @Route.put('company', { summary: 'Update company settings', response: companySettingsResponseSchema })
  @Versioned()
  putCompany(
    @CompanyId() companyId: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(companySettingsSchema) body: CompanySettings,
  ) {
    return this.settings.updateCompany(companyId, body, ifMatch);
  }

  @Route.get('quotes', { summary: 'Quote defaults', response: quoteSettingsResponseSchema })
  @Versioned()
  getQuotes(@CompanyId() companyId: string) {
    return this.settings.getQuotes(companyId);
  }

  @AdminOnly()
  @Route.put('quotes', { summary: 'Update quote defaults', response: quoteSettingsResponseSchema })
  @Versioned()
  putQuotes(
    @CompanyId() companyId: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(quoteSettingsUpdateSchema) body: QuoteSettingsUpdate,
  ) {
    return this.settings.updateQuotes(companyId, body, ifMatch);
  }

  @Route.get('templates', { summary: 'Default template style', response: templateStyleResponseSchema })
  @Versioned()
  getTemplates(@CompanyId() companyId: string) {
    return this.settings.getTemplateStyle(companyId);
  }

  @AdminOnly()
  @Route.put('templates', {
    summary: 'Update the default template style',
    response: templateStyleResponseSchema,
  })
  @Versioned()
  putTemplates(
    @CompanyId() companyId: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(templateStyleSchema) body: TemplateStyle,
  ) {
    return this.settings.updateTemplateStyle(companyId, body, ifMatch);
  }
}
