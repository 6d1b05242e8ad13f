import { Body, Controller, Get, Put } from '@nestjs/common';
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
import { ApiDoc, CompanyId, zodBody } from '../../common';
import { SettingsService } from './settings.service';

/** SPEC §7 Settings: company, quote and template-style settings of the caller's company. */
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @ApiDoc({ summary: 'Company settings', response: companySettingsResponseSchema })
  @Get('company')
  getCompany(@CompanyId() companyId: string): Promise<CompanySettings> {
    return this.settings.getCompany(companyId);
  }

  @ApiDoc({ summary: 'Update company settings', response: companySettingsResponseSchema })
  @Put('company')
  putCompany(
    @CompanyId() companyId: string,
    @Body(zodBody(companySettingsSchema)) body: CompanySettings,
  ): Promise<CompanySettings> {
    return this.settings.updateCompany(companyId, body);
  }

  @ApiDoc({ summary: 'Quote defaults', response: quoteSettingsResponseSchema })
  @Get('quotes')
  getQuotes(@CompanyId() companyId: string): Promise<QuoteSettings> {
    return this.settings.getQuotes(companyId);
  }

  @ApiDoc({ summary: 'Update quote defaults', response: quoteSettingsResponseSchema })
  @Put('quotes')
  putQuotes(
    @CompanyId() companyId: string,
    @Body(zodBody(quoteSettingsSchema)) body: QuoteSettings,
  ): Promise<QuoteSettings> {
    return this.settings.updateQuotes(companyId, body);
  }

  @ApiDoc({ summary: 'Default template style', response: templateStyleResponseSchema })
  @Get('templates')
  getTemplates(@CompanyId() companyId: string): Promise<TemplateStyle> {
    return this.settings.getTemplateStyle(companyId);
  }

  @ApiDoc({ summary: 'Update the default template style', response: templateStyleResponseSchema })
  @Put('templates')
  putTemplates(
    @CompanyId() companyId: string,
    @Body(zodBody(templateStyleSchema)) body: TemplateStyle,
  ): Promise<TemplateStyle> {
    return this.settings.updateTemplateStyle(companyId, body);
  }
}
