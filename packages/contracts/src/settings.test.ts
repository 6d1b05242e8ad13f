import { describe, expect, it } from 'vitest';
import { companySettingsSchema, quoteSettingsSchema, SETTINGS_MSG, userSettingsSchema } from './settings';
import { SETTINGS_DEFAULTS } from './constants';

const company = { name: 'Schilder Jansen', email: 'info@jansen.nl' };
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).reduce<Record<string, string>>((acc, i) => {
    acc[i.path.join('.')] ??= i.message; // the first message per field, as the forms show it
    return acc;
  }, {});

describe('company settings', () => {
  it('requires name and e-mail with the SPEC §5 messages', () => {
    expect(issues(companySettingsSchema.safeParse({ name: '', email: '' }))).toEqual({
      name: 'Bedrijfsnaam is verplicht',
      email: 'E-mailadres is verplicht',
    });
  });

  it('normalises identifiers and the website', () => {
    const r = companySettingsSchema.parse({
      ...company,
      website: 'www.jansen.nl',
      vatNumber: 'nl1234.56.782.b01',
      chamberOfCommerce: '1234 5678',
      iban: 'nl91 abna 0417 1643 00',
    });
    expect(r).toMatchObject({
      website: 'https://www.jansen.nl',
      vatNumber: 'NL123456782B01',
      chamberOfCommerce: '12345678',
      iban: 'NL91ABNA0417164300',
      phone: '',
      address: '',
      logo: '',
    });
  });

  it('tells format and checksum errors apart', () => {
    const r = companySettingsSchema.safeParse({
      ...company,
      website: 'niet een url',
      vatNumber: 'NL123456783B01',
      chamberOfCommerce: '1234567',
      iban: 'NL92ABNA0417164300',
    });
    expect(issues(r)).toEqual({
      website: SETTINGS_MSG.websiteInvalid,
      vatNumber: SETTINGS_MSG.btwChecksum,
      chamberOfCommerce: SETTINGS_MSG.kvkInvalid,
      iban: SETTINGS_MSG.ibanChecksum,
    });
    expect(issues(companySettingsSchema.safeParse({ ...company, vatNumber: 'NL12', iban: 'XX' }))).toEqual({
      vatNumber: SETTINGS_MSG.btwFormat,
      iban: SETTINGS_MSG.ibanFormat,
    });
  });
});

describe('quote settings', () => {
  const valid = { ...SETTINGS_DEFAULTS.quotes, reminderDays: [14, 7, 7] };

  it('accepts the defaults and normalises prefix and reminder days', () => {
    const r = quoteSettingsSchema.parse({ ...valid, quoteNumberPrefix: ' abc ' });
    expect(r.quoteNumberPrefix).toBe('ABC');
    expect(r.reminderDays).toEqual([7, 14]);
  });

  it('enforces validity 1-365 and VAT 0-100 with one decimal', () => {
    expect(issues(quoteSettingsSchema.safeParse({ ...valid, defaultValidityDays: 0 }))).toEqual({
      defaultValidityDays: SETTINGS_MSG.validityDays,
    });
    expect(issues(quoteSettingsSchema.safeParse({ ...valid, defaultValidityDays: 366 }))).toEqual({
      defaultValidityDays: SETTINGS_MSG.validityDays,
    });
    expect(quoteSettingsSchema.safeParse({ ...valid, defaultValidityDays: 365 }).success).toBe(true);
    expect(issues(quoteSettingsSchema.safeParse({ ...valid, vatPercentage: 100.1 }))).toEqual({
      vatPercentage: SETTINGS_MSG.vatPercentage,
    });
    expect(issues(quoteSettingsSchema.safeParse({ ...valid, vatPercentage: 9.25 }))).toEqual({
      vatPercentage: SETTINGS_MSG.vatStep,
    });
    expect(quoteSettingsSchema.parse({ ...valid, vatPercentage: 9.5 }).vatPercentage).toBe(9.5);
  });
});

describe('user settings', () => {
  it('fills in the notification defaults of SPEC §9', () => {
    const r = userSettingsSchema.parse({ email: 'jan@jansen.nl' });
    expect(r.notifications).toEqual(SETTINGS_DEFAULTS.notifications);
  });
});
