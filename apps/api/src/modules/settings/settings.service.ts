/**
 * SPEC §7 Settings: company, quote and template-style settings of one company. Each table has its
 * owner (companies, quote_settings here, templates); this service only combines them.
 */
import { Injectable } from '@nestjs/common';
import {
  SETTINGS_DEFAULTS,
  type CompanySettings,
  type QuoteSettings,
  type TemplateStyle,
} from '@offerteflow/contracts';
import { orNotFound } from '../../common';
import { logoToDataUrl } from '../templates/template-logo';
import { CompaniesRepository } from '../companies/companies.repository';
import { templateStyleOf } from '../templates/template.mapper';
import { TemplatesRepository } from '../templates/templates.repository';
import { SettingsRepository } from './settings.repository';

/**
 * The quote settings in force: the stored row, or SETTINGS_DEFAULTS (SPEC §9) for a company without
 * one. The one place the defaults are applied; quotes and documents read settings through it.
 */
export const quoteDefaults = (stored: QuoteSettings | null): QuoteSettings =>
  stored ?? { ...SETTINGS_DEFAULTS.quotes, reminderDays: [...SETTINGS_DEFAULTS.quotes.reminderDays] };

/** The bytes of a data: URL (the contract has checked its form and size) as an uploaded file. */
function dataUrlFile(dataUrl: string): { buffer: Buffer; size: number } {
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { buffer, size: buffer.length };
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly quoteSettings: SettingsRepository,
    private readonly templates: TemplatesRepository,
  ) {}

  async getCompany(companyId: string): Promise<CompanySettings> {
    return orNotFound(await this.companies.settings(companyId));
  }

  async updateCompany(companyId: string, body: CompanySettings): Promise<CompanySettings> {
    // The logo goes into every PDF: the same checks as a template logo (type by content, SVG
    // sanitised, pixel bombs refused, PNG/JPEG stored downscaled).
    const logo = body.logo ? await logoToDataUrl(dataUrlFile(body.logo)) : body.logo;
    return orNotFound(await this.companies.updateSettings(companyId, { ...body, logo }));
  }

  /** The settings in force for quotes and documents (defaults where the company has no row). */
  async quoteDefaults(companyId: string): Promise<QuoteSettings> {
    return quoteDefaults(await this.quoteSettings.find(companyId));
  }

  /** The row is made at register; a company from before that migration gets the defaults on first read. */
  async getQuotes(companyId: string): Promise<QuoteSettings> {
    await this.quoteSettings.create(companyId);
    return this.quoteDefaults(companyId);
  }

  updateQuotes(companyId: string, values: QuoteSettings): Promise<QuoteSettings> {
    return this.quoteSettings.update(companyId, values);
  }

  /** The style of the company's default template (what new quotes and their PDFs use). */
  async getTemplateStyle(companyId: string): Promise<TemplateStyle> {
    const row = await this.templates.findDefault(companyId);
    return templateStyleOf(orNotFound(row));
  }

  async updateTemplateStyle(companyId: string, values: TemplateStyle): Promise<TemplateStyle> {
    return templateStyleOf(
      orNotFound(await this.templates.updateDefault(companyId, templateStyleOf(values))),
    );
  }
}
