/** The owning repository of the `companies` table: every other module reads and writes companies here. */
import { Injectable } from '@nestjs/common';
import type { CompanySettings, SubscriptionType, Versioned } from '@offerteflow/contracts';
import { DataSource, type Repository } from 'typeorm';
import { TransactionalRepository, txManager, type Tx } from '../../database/tx';
import { raiseVersion } from '../../database/versioned';
import { CompanyEntity } from './company.entity';

/** The columns the company settings page edits (SPEC §7 Instellingen → Bedrijf). */
const COMPANY_SETTINGS_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'website',
  'vatNumber',
  'chamberOfCommerce',
  'iban',
  'logo',
] as const satisfies readonly (keyof CompanySettings)[];

const pick = <T extends object, K extends keyof T>(o: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

const settingsOf = (row: CompanyEntity): Versioned<CompanySettings> => ({
  ...pick(row, COMPANY_SETTINGS_FIELDS),
  version: row.version,
});

@Injectable()
export class CompaniesRepository extends TransactionalRepository {
  private readonly repo: Repository<CompanyEntity>;

  constructor(dataSource: DataSource) {
    super(dataSource);
    this.repo = dataSource.getRepository(CompanyEntity);
  }

  insert(tx: Tx, values: Pick<CompanyEntity, 'name' | 'subscriptionType' | 'email'>): Promise<CompanyEntity> {
    const em = txManager(tx);
    return em.save(em.create(CompanyEntity, values));
  }

  findById(id: string): Promise<CompanyEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** The settings page's fields with their version; with `tx` held for an edit until commit. */
  async settings(id: string, tx?: Tx): Promise<Versioned<CompanySettings> | null> {
    const row = tx
      ? await txManager(tx).findOne(CompanyEntity, { where: { id }, lock: { mode: 'pessimistic_write' } })
      : await this.findById(id);
    return row ? settingsOf(row) : null;
  }

  /** Writes the settings page's fields as their next version. */
  async updateSettings(
    tx: Tx,
    id: string,
    values: CompanySettings,
  ): Promise<Versioned<CompanySettings> | null> {
    await txManager(tx).update(
      CompanyEntity,
      { id },
      { ...pick(values, COMPANY_SETTINGS_FIELDS), version: raiseVersion },
    );
    return this.settings(id, tx);
  }

  /**
   * Deletes the company row; every company-owned table references it with ON DELETE CASCADE, so users,
   * sessions, settings, templates, customers, quotes and onboarding data go in the same statement.
   */
  async delete(id: string): Promise<boolean> {
    return ((await this.repo.delete({ id })).affected ?? 0) > 0;
  }

  async subscriptionType(id: string): Promise<SubscriptionType | null> {
    return (await this.findById(id))?.subscriptionType ?? null;
  }

  async setSubscriptionType(id: string, subscriptionType: SubscriptionType): Promise<void> {
    await this.repo.update({ id }, { subscriptionType });
  }
}
