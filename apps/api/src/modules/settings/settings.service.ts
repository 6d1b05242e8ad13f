/**
 * SPEC §7 Settings: company, quote and template-style settings of one company. Each table has its
 * owner (companies, quote_settings here, templates); this service only combines them.
 */
import { Injectable } from '@nestjs/common';
import {
  SETTINGS_DEFAULTS,
  type CompanySettings,
  type QuoteSettings,
  type QuoteSettingsUpdate,
  type TemplateStyle,
  type Versioned,
} from '@offerteflow/contracts';
import { checkVersion, orNotFound, type IfMatch } from '../../common';
import { logoToDataUrl } from '../templates/template-logo';
import { CompaniesRepository } from '../companies/companies.repository';
import { templateStyleOf, versionedStyleOf } from '../templates/template.mapper';
import { TemplatesRepository } from '../templates/templates.repository';
import { TemplatesService } from '../templates/templates.service';
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
    private readonly templatesRepo: TemplatesRepository,
    private readonly templates: TemplatesService,
  ) {}

  async getCompany(companyId: string): Promise<Versioned<CompanySettings>> {
    return orNotFound(await this.companies.settings(companyId));
  }

  /** A stale If-Match answers 412 with the settings as they are now. */
  async updateCompany(
    companyId: string,
    body: CompanySettings,
    ifMatch: IfMatch = null,
  ): Promise<Versioned<CompanySettings>> {
    // The logo goes into every PDF: the same checks as a template logo (type by content, SVG
    // sanitised, pixel bombs refused, PNG/JPEG stored downscaled).
    const logo = body.logo ? await logoToDataUrl(dataUrlFile(body.logo)) : body.logo;
    return this.companies.transaction(async (tx) => {
      const current = orNotFound(await this.companies.settings(companyId, tx));
      await checkVersion(current.version, ifMatch, () => current);
      return orNotFound(await this.companies.updateSettings(tx, companyId, { ...body, logo }));
    });
  }

  /** The settings in force for quotes and documents (defaults where the company has no row). */
  async quoteDefaults(companyId: string): Promise<QuoteSettings> {
    return quoteDefaults(await this.quoteSettings.find(companyId));
  }

  /** The row is made at register; a company from before that migration gets the defaults on first read. */
  async getQuotes(companyId: string): Promise<Versioned<QuoteSettings>> {
    await this.quoteSettings.create(companyId);
    return orNotFound(await this.quoteSettings.find(companyId));
  }

  /** A stale If-Match answers 412 with the settings as they are now. */
  async updateQuotes(
    companyId: string,
    values: QuoteSettingsUpdate,
    ifMatch: IfMatch = null,
  ): Promise<Versioned<QuoteSettings>> {
    await this.quoteSettings.create(companyId);
    return this.quoteSettings.transaction(async (tx) => {
      const current = orNotFound(await this.quoteSettings.find(companyId, tx));
      await checkVersion(current.version, ifMatch, () => current);
      // A body without depositPercent keeps the stored one.
      const depositPercent = values.depositPercent ?? current.depositPercent;
      return this.quoteSettings.update(tx, companyId, { ...values, depositPercent });
    });
  }

  /** The style of the company's default template (what new quotes and their PDFs use), with its version. */
  async getTemplateStyle(companyId: string): Promise<Versioned<TemplateStyle>> {
    return versionedStyleOf(orNotFound(await this.templatesRepo.findDefault(companyId)));
  }

  /** An edit of the default template (its style only); a stale If-Match answers 412 with the style now. */
  async updateTemplateStyle(
    companyId: string,
    values: TemplateStyle,
    ifMatch: IfMatch = null,
  ): Promise<Versioned<TemplateStyle>> {
    return this.templates.edit(companyId, 'default', templateStyleOf(values), ifMatch, versionedStyleOf);
  }
}
