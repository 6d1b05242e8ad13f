/** Ordered list of migrations (scripts/migration-generate.cjs appends new ones here). */
import { EmailLogAndCompanyDetails1795439494564 } from './1795439494564-EmailLogAndCompanyDetails';
import { QuotesCustomersCatalogue1795439002558 } from './1795439002558-QuotesCustomersCatalogue';
import { QuoteSettingsAndTemplates1795425066441 } from './1795425066441-QuoteSettingsAndTemplates';
import type { MigrationInterface } from 'typeorm';
import { Init1795338867257 } from './1795338867257-Init';

type MigrationClass = new () => MigrationInterface;
export const MIGRATIONS: MigrationClass[] = [
  Init1795338867257,
  QuoteSettingsAndTemplates1795425066441,
  QuotesCustomersCatalogue1795439002558,
  EmailLogAndCompanyDetails1795439494564,
];
