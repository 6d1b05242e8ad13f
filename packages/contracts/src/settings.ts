/**
 * Settings contracts: SPEC §3 (Company, User, Quote and Template style settings), §5 Settings,
 * §7 Settings and account, §8 Settings texts. One schema per endpoint, used by the forms and the API.
 */
import { QUOTE_NUMBER_PREFIX_MESSAGE, validateQuoteNumberPrefix } from '@offerteflow/domain';
import { z } from 'zod';
import { envelope } from './api.js';
import { LOGO_MAX_BYTES, LOGO_MSG } from './logo.js';
import { emailField, companyNameField, USER_ROLES } from './auth.js';
import { SETTINGS_DEFAULTS } from './constants.js';
import {
  compactId,
  isValidBtwChecksum,
  isValidBtwFormat,
  isValidIbanChecksum,
  isValidIbanFormat,
  isValidKvk,
} from './dutch-ids.js';
import { singleLine, versionField } from './fields.js';
import { MSG } from './messages.js';
import { quoteOptionFields } from './quote-options.js';

export const SETTINGS_MSG = {
  websiteInvalid: 'Ongeldige website, bijvoorbeeld https://www.uwbedrijf.nl',
  kvkInvalid: 'KvK-nummer moet uit 8 cijfers bestaan',
  btwFormat: 'Ongeldig btw-nummer, gebruik de notatie NL123456789B01',
  btwChecksum: 'Dit btw-nummer bestaat niet: het controlegetal klopt niet',
  ibanFormat: 'Ongeldig IBAN, bijvoorbeeld NL91 ABNA 0417 1643 00',
  ibanChecksum: 'Dit IBAN bestaat niet: het controlegetal klopt niet',
  phoneInvalid: 'Ongeldig telefoonnummer',
  logoInvalid: LOGO_MSG.invalid,
  validityDays: 'Geldigheid moet tussen 1 en 365 dagen liggen',
  vatPercentage: 'Btw-percentage moet tussen 0 en 100 liggen',
  vatStep: 'Btw-percentage mag maximaal 1 decimaal hebben',
  paymentTermsTooLong: 'Betalingsvoorwaarden mogen maximaal 1000 karakters zijn',
  currencyInvalid: 'Alleen EUR wordt ondersteund',
  reminderDays: 'Herinneringsdagen moeten tussen 1 en 365 liggen (maximaal 5)',
  nameTooLong: 'Naam mag maximaal 100 karakters zijn',
} as const;

/** Success and failure texts of SPEC §8 Settings. */
export const SETTINGS_TEXT = {
  companySaved: 'Bedrijfsinstellingen opgeslagen!',
  userSaved: 'Gebruikersinstellingen opgeslagen!',
  notificationsSaved: 'Notificatie-instellingen opgeslagen!',
  quotesSaved: 'Offerte-instellingen opgeslagen!',
  templatesSaved: 'Template-instellingen opgeslagen!',
  companyFailed: 'Fout bij opslaan bedrijfsinstellingen',
  userFailed: 'Fout bij opslaan gebruikersinstellingen',
  notificationsFailed: 'Fout bij opslaan notificatie-instellingen',
  quotesFailed: 'Fout bij opslaan offerte-instellingen',
  templatesFailed: 'Fout bij opslaan template-instellingen',
  accountDeleted: 'Account verwijderd',
  accountDeleteFailed: 'Fout bij verwijderen account',
  deleteConfirm:
    'Weet u zeker dat u uw account wilt verwijderen? Alle data wordt permanent verwijderd en kan niet worden hersteld.',
  deleteYes: 'Ja, verwijderen',
  deleteCancel: 'Annuleren',
  comingSoon: 'Binnenkort',
} as const;

/** An optional text field: trimmed, '' when left empty (also for null/undefined). */
const optionalText = (max: number) =>
  z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(max, { error: MSG.tooLong })
    .nullish()
    .transform((v) => v ?? '');

/** An optional name: one line (line breaks become a space), else like optionalText. */
const optionalName = (max: number) =>
  z
    .string({ error: MSG.invalidValue })
    .overwrite(singleLine)
    .trim()
    .max(max, { error: MSG.tooLong })
    .nullish()
    .transform((v) => v ?? '');

/** Optional and, when filled, passed through `check` after compaction. */
const optionalId = (checks: { ok: (v: string) => boolean; message: string }[]) =>
  optionalText(40)
    .transform((v) => compactId(v))
    .superRefine((v, ctx) => {
      if (!v) return;
      const failed = checks.find((c) => !c.ok(v));
      if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
    });

/** Accepts 'www.bedrijf.nl' and 'https://www.bedrijf.nl'; stores the URL with a scheme. */
export function normalizeWebsite(value: string): string | null {
  const v = value.trim();
  if (!v) return '';
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    if (!/^https?:$/.test(url.protocol) || !/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname)) return null;
    return withScheme;
  } catch {
    return null;
  }
}

const websiteField = optionalText(200).transform((v, ctx) => {
  const normalized = normalizeWebsite(v);
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: SETTINGS_MSG.websiteInvalid });
    return z.NEVER;
  }
  return normalized;
});

const phoneField = optionalText(30).refine((v) => !v || /^[+()\d][\d\s()+-]{5,29}$/.test(v), {
  error: SETTINGS_MSG.phoneInvalid,
});

/** The number of bytes a base64 text decodes to (its padding does not count). */
const base64Bytes = (b64: string) => (b64.length * 3) / 4 - (b64.match(/=*$/)?.[0].length ?? 0);

/** Logo as a data: URL of a PNG, JPEG or SVG of at most LOGO_MAX_BYTES (logo.ts), or '' for none. */
const logoField = z
  .string({ error: SETTINGS_MSG.logoInvalid })
  .nullish()
  .transform((v) => v ?? '')
  .refine(
    (v) =>
      !v ||
      (/^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/.test(v) &&
        base64Bytes(v.slice(v.indexOf(',') + 1)) <= LOGO_MAX_BYTES),
    { error: SETTINGS_MSG.logoInvalid },
  );

/** PUT /api/settings/company; GET answers the same fields. Name and e-mail are required (SPEC §5). */
export const companySettingsSchema = z.object({
  name: companyNameField,
  email: emailField,
  phone: phoneField,
  address: optionalText(300),
  website: websiteField,
  vatNumber: optionalId([
    { ok: isValidBtwFormat, message: SETTINGS_MSG.btwFormat },
    { ok: isValidBtwChecksum, message: SETTINGS_MSG.btwChecksum },
  ]),
  chamberOfCommerce: optionalId([{ ok: isValidKvk, message: SETTINGS_MSG.kvkInvalid }]),
  iban: optionalId([
    { ok: isValidIbanFormat, message: SETTINGS_MSG.ibanFormat },
    { ok: isValidIbanChecksum, message: SETTINGS_MSG.ibanChecksum },
  ]),
  logo: logoField,
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettings = z.output<typeof companySettingsSchema>;

export const notificationSettingsSchema = z.object({
  emailQuoteUpdates: z.boolean().default(SETTINGS_DEFAULTS.notifications.emailQuoteUpdates),
  emailPaymentReminders: z.boolean().default(SETTINGS_DEFAULTS.notifications.emailPaymentReminders),
  emailWeeklyReports: z.boolean().default(SETTINGS_DEFAULTS.notifications.emailWeeklyReports),
  pushNotifications: z.boolean().default(SETTINGS_DEFAULTS.notifications.pushNotifications),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** PUT /api/users/settings. The role is shown but not changeable by the user (it is ignored). */
export const userSettingsSchema = z.object({
  firstName: optionalName(100),
  lastName: optionalName(100),
  email: emailField,
  phone: phoneField,
  notifications: notificationSettingsSchema.default(SETTINGS_DEFAULTS.notifications),
});
export type UserSettingsInput = z.input<typeof userSettingsSchema>;
export type UserSettingsUpdate = z.output<typeof userSettingsSchema>;

export const userSettingsResponseSchema = userSettingsSchema.extend({ role: z.enum(USER_ROLES) });
export type UserSettings = z.output<typeof userSettingsResponseSchema>;

/** PUT /api/settings/quotes (SPEC §3 Quote settings; validity 1-365, VAT 0-100 step 0.1). */
export const quoteSettingsSchema = z.object({
  defaultValidityDays: z.coerce
    .number({ error: SETTINGS_MSG.validityDays })
    .int({ error: SETTINGS_MSG.validityDays })
    .min(1, { error: SETTINGS_MSG.validityDays })
    .max(365, { error: SETTINGS_MSG.validityDays }),
  defaultPaymentTerms: z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(1000, { error: SETTINGS_MSG.paymentTermsTooLong }),
  includeVat: z.boolean({ error: MSG.invalidValue }),
  vatPercentage: z.coerce
    .number({ error: SETTINGS_MSG.vatPercentage })
    .min(0, { error: SETTINGS_MSG.vatPercentage })
    .max(100, { error: SETTINGS_MSG.vatPercentage })
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { error: SETTINGS_MSG.vatStep }),
  defaultCurrency: z.literal('EUR', { error: SETTINGS_MSG.currencyInvalid }).default('EUR'),
  quoteNumberPrefix: z.string({ error: QUOTE_NUMBER_PREFIX_MESSAGE }).transform((v, ctx) => {
    const result = validateQuoteNumberPrefix(v);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }),
  autoSendReminders: z.boolean({ error: MSG.invalidValue }),
  reminderDays: z
    .array(
      z
        .number({ error: SETTINGS_MSG.reminderDays })
        .int({ error: SETTINGS_MSG.reminderDays })
        .min(1, { error: SETTINGS_MSG.reminderDays })
        .max(365, { error: SETTINGS_MSG.reminderDays }),
      { error: SETTINGS_MSG.reminderDays },
    )
    .max(5, { error: SETTINGS_MSG.reminderDays })
    .transform((days) => [...new Set(days)].sort((a, b) => a - b))
    .default([...SETTINGS_DEFAULTS.quotes.reminderDays]),
  /** The 'aanbetaling' of new quotes, a whole percentage of the total incl. BTW (0: none). */
  depositPercent: quoteOptionFields.depositPercent.default(SETTINGS_DEFAULTS.quotes.depositPercent),
});
export type QuoteSettingsInput = z.input<typeof quoteSettingsSchema>;
export type QuoteSettings = z.output<typeof quoteSettingsSchema>;

/**
 * PUT /api/settings/quotes: as the settings, except that a left-out `depositPercent` keeps the stored
 * one (clients from before the field existed must not reset it to 0).
 */
export const quoteSettingsUpdateSchema = quoteSettingsSchema.extend({
  depositPercent: quoteOptionFields.depositPercent,
});
export type QuoteSettingsUpdate = z.output<typeof quoteSettingsUpdateSchema>;

/** The settings as GET and PUT answer them: the fields, and their version (docs/api.md "Concurrency"). */
export const companySettingsResponseSchema = envelope(
  companySettingsSchema.extend({ version: versionField }),
);
export const userSettingsEnvelopeSchema = envelope(userSettingsResponseSchema);
export const quoteSettingsResponseSchema = envelope(quoteSettingsSchema.extend({ version: versionField }));
