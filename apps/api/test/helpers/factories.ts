/**
 * Test data through the app's own owners (repositories and services), not raw SQL: a column rename
 * breaks the owner and the test together, and the rows a test makes are rows the app could make.
 * Only what the public API cannot do (back-dating, expiring) writes a column directly, by entity.
 */
import { templateInputSchema, type QuoteSettings, type TemplateStyle } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { PasswordResetTokenEntity } from '../../src/modules/auth/password-reset-token.entity';
import { CompaniesRepository } from '../../src/modules/companies/companies.repository';
import { QuoteEntity } from '../../src/modules/quotes/quote.entity';
import { SettingsService } from '../../src/modules/settings/settings.service';
import { TemplatesRepository } from '../../src/modules/templates/templates.repository';
import type { TestApp } from './app';

const DAY_MS = 86_400_000;

/** Changes some quote settings of the company, keeping the rest as they are. */
export async function updateQuoteSettings(t: TestApp, companyId: string, patch: Partial<QuoteSettings>) {
  const settings = t.app.get(SettingsService);
  return settings.updateQuotes(companyId, { ...(await settings.quoteDefaults(companyId)), ...patch });
}

/** Changes some style fields of the company's default template. */
export async function updateDefaultStyle(t: TestApp, companyId: string, patch: Partial<TemplateStyle>) {
  const settings = t.app.get(SettingsService);
  return settings.updateTemplateStyle(companyId, {
    ...(await settings.getTemplateStyle(companyId)),
    ...patch,
  });
}

/** Stores a logo (data: URL) in the company details, as the settings page would after its checks. */
export async function setCompanyLogo(t: TestApp, companyId: string, logo: string): Promise<void> {
  const companies = t.app.get(CompaniesRepository);
  await companies.transaction(async (tx) => {
    const current = await companies.settings(companyId, tx);
    if (!current) throw new Error(`no company ${companyId}`);
    await companies.updateSettings(tx, companyId, { ...current, logo });
  });
}

/** A second (non-default) template of the company. */
export async function createTemplate(t: TestApp, companyId: string, name: string): Promise<{ id: string }> {
  return t.app.get(TemplatesRepository).create(companyId, templateInputSchema.parse({ name }));
}

/** Moves a quote's creation time `days` into the past (the API has no way to make an old quote). */
export async function backdateQuote(t: TestApp, quoteId: string, days: number): Promise<void> {
  await t.app
    .get(DataSource)
    .getRepository(QuoteEntity)
    .update({ id: quoteId }, { createdAt: new Date(Date.now() - days * DAY_MS) });
}

/** Lets every reset link of the user run out (as if the TTL had passed). */
export async function expireResetTokens(t: TestApp, userId: string): Promise<void> {
  await t.app
    .get(DataSource)
    .getRepository(PasswordResetTokenEntity)
    .update({ userId }, { expiresAt: new Date(Date.now() - 1000) });
}
