/** The owning repository of `quote_settings`; the only TypeORM touchpoint of the settings module. */
import { Injectable } from '@nestjs/common';
import type { QuoteSettings, Versioned } from '@offerteflow/contracts';
import { DataSource, type Repository } from 'typeorm';
import { TransactionalRepository, txManager, type Tx } from '../../database/tx';
import { raiseVersion } from '../../database/versioned';
import { QuoteSettingsEntity } from './quote-settings.entity';

const toQuoteSettings = (row: QuoteSettingsEntity): Versioned<QuoteSettings> => ({
  defaultValidityDays: row.defaultValidityDays,
  defaultPaymentTerms: row.defaultPaymentTerms,
  includeVat: row.includeVat,
  vatPercentage: Number(row.vatPercentage),
  defaultCurrency: 'EUR',
  quoteNumberPrefix: row.quoteNumberPrefix,
  autoSendReminders: row.autoSendReminders,
  reminderDays: row.reminderDays,
  depositPercent: row.depositPercent,
  version: row.version,
});

@Injectable()
export class SettingsRepository extends TransactionalRepository {
  private readonly repo: Repository<QuoteSettingsEntity>;

  constructor(dataSource: DataSource) {
    super(dataSource);
    this.repo = dataSource.getRepository(QuoteSettingsEntity);
  }

  /**
   * The stored row with its version, or null for a company from before the settings migration (no
   * row yet); with `tx` held for an edit until commit.
   */
  async find(companyId: string, tx?: Tx): Promise<Versioned<QuoteSettings> | null> {
    const row = tx
      ? await txManager(tx).findOne(QuoteSettingsEntity, {
          where: { companyId },
          lock: { mode: 'pessimistic_write' },
        })
      : await this.repo.findOneBy({ companyId });
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

  /** Writes the settings as their next version (the row exists: `create` made it). */
  async update(tx: Tx, companyId: string, values: QuoteSettings): Promise<Versioned<QuoteSettings>> {
    await txManager(tx).update(
      QuoteSettingsEntity,
      { companyId },
      { ...values, vatPercentage: values.vatPercentage.toFixed(1), version: raiseVersion },
    );
    return toQuoteSettings(await txManager(tx).findOneByOrFail(QuoteSettingsEntity, { companyId }));
  }
}
