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
import { CompanyId, notFound, zodBody, ApiDoc } from '../../common';
import { normaliseRasterDataUrl } from '../../infra/images/logo-image';
import { SettingsRepository } from './settings.repository';

const orNotFound = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

/** SPEC §7 Settings: company, quote and template-style settings of the caller's company. */
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsRepository) {}

  @ApiDoc({ summary: 'Company settings', response: companySettingsResponseSchema })
  @Get('company')
  async getCompany(@CompanyId() companyId: string): Promise<CompanySettings> {
    return orNotFound(await this.settings.getCompany(companyId));
  }

  @ApiDoc({ summary: 'Update company settings', response: companySettingsResponseSchema })
  @Put('company')
  async putCompany(
    @CompanyId() companyId: string,
    @Body(zodBody(companySettingsSchema)) body: CompanySettings,
  ): Promise<CompanySettings> {
    // The logo goes into every PDF: refuse pixel bombs and store it downscaled, like template logos.
    const logo = body.logo ? await normaliseRasterDataUrl(body.logo) : body.logo;
    return orNotFound(await this.settings.updateCompany(companyId, { ...body, logo }));
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
  async getTemplates(@CompanyId() companyId: string): Promise<TemplateStyle> {
    return orNotFound(await this.settings.getTemplateStyle(companyId));
  }

  @ApiDoc({ summary: 'Update the default template style', response: templateStyleResponseSchema })
  @Put('templates')
  async putTemplates(
    @CompanyId() companyId: string,
    @Body(zodBody(templateStyleSchema)) body: TemplateStyle,
  ): Promise<TemplateStyle> {
    return orNotFound(await this.settings.updateTemplateStyle(companyId, body));
  }
}
