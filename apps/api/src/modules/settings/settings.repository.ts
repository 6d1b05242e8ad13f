/** The owning repository of `quote_settings`; the only TypeORM touchpoint of the settings module. */
import { Injectable } from '@nestjs/common';
import type { QuoteSettings } from '@offerteflow/contracts';
import { DataSource, type Repository } from 'typeorm';
import { txManager, type Tx } from '../../database/tx';
import { QuoteSettingsEntity } from './quote-settings.entity';

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
  private readonly repo: Repository<QuoteSettingsEntity>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(QuoteSettingsEntity);
  }

  /** The stored row, or null for a company from before the settings migration (no row yet). */
  async find(companyId: string): Promise<QuoteSettings | null> {
    const row = await this.repo.findOneBy({ companyId });
    return row ? toQuoteSettings(row) : null;
  }

  /** Makes the company's row with the column defaults (register does this inside its transaction). */
  async create(companyId: string, tx?: Tx): Promise<void> {
    await (tx ? txManager(tx).getRepository(QuoteSettingsEntity) : this.repo)
      .createQueryBuilder()
      .insert()
      .values({ companyId })
      .orIgnore()
      .execute();
  }

  async update(companyId: string, values: QuoteSettings): Promise<QuoteSettings> {
    await this.create(companyId);
    await this.repo.update({ companyId }, { ...values, vatPercentage: values.vatPercentage.toFixed(1) });
    return toQuoteSettings(await this.repo.findOneByOrFail({ companyId }));
  }
}
