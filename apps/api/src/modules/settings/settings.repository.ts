/** Company, quote and template-style settings of one company; the only TypeORM touchpoint of the module. */
import { Injectable } from '@nestjs/common';
import type { CompanySettings, QuoteSettings, TemplateStyle } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { TemplateEntity } from '../templates/template.entity';
import { QuoteSettingsEntity } from './quote-settings.entity';

const COMPANY_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'website',
  'vatNumber',
  'chamberOfCommerce',
  'iban',
  'logo',
] as const;

const STYLE_FIELDS = [
  'primaryColor',
  'secondaryColor',
  'fontFamily',
  'logoPosition',
  'showCompanyDetails',
  'showPaymentTerms',
  'customFooter',
] as const;

const pick = <T extends object, K extends keyof T>(o: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

const toQuoteSettings = (row: QuoteSettingsEntity): QuoteSettings => ({
  defaultValidityDays: row.defaultValidityDays,
  defaultPaymentTerms: row.defaultPaymentTerms,
  includeVat: row.includeVat,
  vatPercentage: Number(row.vatPercentage),
  defaultCurrency: 'EUR',
  quoteNumberPrefix: row.quoteNumberPrefix,
  autoSendReminders: row.autoSendReminders,
  reminderDays: row.reminderDays,
});

@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async getCompany(companyId: string): Promise<CompanySettings | null> {
    const row = await this.dataSource.getRepository(CompanyEntity).findOneBy({ id: companyId });
    return row ? pick(row, COMPANY_FIELDS) : null;
  }

  async updateCompany(companyId: string, values: CompanySettings): Promise<CompanySettings | null> {
    await this.dataSource.getRepository(CompanyEntity).update({ id: companyId }, values);
    return this.getCompany(companyId);
  }

  /** The row is made at register; a company from before that migration gets the defaults on first read. */
  async getQuotes(companyId: string): Promise<QuoteSettings> {
    const repo = this.dataSource.getRepository(QuoteSettingsEntity);
    await repo.createQueryBuilder().insert().values({ companyId }).orIgnore().execute();
    return toQuoteSettings(await repo.findOneByOrFail({ companyId }));
  }

  async updateQuotes(companyId: string, values: QuoteSettings): Promise<QuoteSettings> {
    await this.getQuotes(companyId);
    await this.dataSource
      .getRepository(QuoteSettingsEntity)
      .update({ companyId }, { ...values, vatPercentage: values.vatPercentage.toFixed(1) });
    return this.getQuotes(companyId);
  }

  /** The style of the company's default template (what new quotes and their PDFs use). */
  async getTemplateStyle(companyId: string): Promise<TemplateStyle | null> {
    const row = await this.dataSource.getRepository(TemplateEntity).findOneBy({ companyId, isDefault: true });
    return row ? pick(row, STYLE_FIELDS) : null;
  }

  async updateTemplateStyle(companyId: string, values: TemplateStyle): Promise<TemplateStyle | null> {
    await this.dataSource
      .getRepository(TemplateEntity)
      .update({ companyId, isDefault: true }, pick(values, STYLE_FIELDS));
    return this.getTemplateStyle(companyId);
  }
}
