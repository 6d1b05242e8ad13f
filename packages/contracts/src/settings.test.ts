import { describe, expect, it } from 'vitest';
import { companySettingsSchema, quoteSettingsSchema, SETTINGS_MSG, userSettingsSchema } from './settings';
import { SETTINGS_DEFAULTS } from './constants';
import { messages } from './test-support';

const company = { name: 'Schilder Jansen', email: 'info@jansen.nl' };

/** Per identifier field: [as typed, as stored, a wrong value, the message for it]. */
const identifiers = {
  website: ['www.jansen.nl', 'https://www.jansen.nl', 'niet een url', SETTINGS_MSG.websiteInvalid],
  vatNumber: ['nl1234.56.782.b01', 'NL123456782B01', 'NL123456783B01', SETTINGS_MSG.btwChecksum],
  chamberOfCommerce: ['1234 5678', '12345678', '1234567', SETTINGS_MSG.kvkInvalid],
  iban: ['nl91 abna 0417 1643 00', 'NL91ABNA0417164300', 'NL92ABNA0417164300', SETTINGS_MSG.ibanChecksum],
} as const;
const COLUMN = { typed: 0, stored: 1, wrong: 2, message: 3 } as const;
/** One column of `identifiers` as a field -> value object. */
const identifierColumn = (column: keyof typeof COLUMN) =>
  Object.fromEntries(Object.entries(identifiers).map(([field, row]) => [field, row[COLUMN[column]]]));

describe('company settings', () => {
  it('requires name and e-mail with the SPEC §5 messages', () => {
    expect(messages(companySettingsSchema.safeParse({ name: '', email: '' }))).toEqual({
      name: 'Bedrijfsnaam is verplicht',
      email: 'E-mailadres is verplicht',
    });
  });

  it('normalises identifiers and the website', () => {
    const r = companySettingsSchema.parse({ ...company, ...identifierColumn('typed') });
    expect(r).toMatchObject({ ...identifierColumn('stored'), phone: '', address: '', logo: '' });
  });

  it('tells format and checksum errors apart', () => {
    const r = companySettingsSchema.safeParse({ ...company, ...identifierColumn('wrong') });
    expect(messages(r)).toEqual(identifierColumn('message'));
    expect(messages(companySettingsSchema.safeParse({ ...company, vatNumber: 'NL12', iban: 'XX' }))).toEqual({
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
    expect(messages(quoteSettingsSchema.safeParse({ ...valid, defaultValidityDays: 0 }))).toEqual({
      defaultValidityDays: SETTINGS_MSG.validityDays,
    });
    expect(messages(quoteSettingsSchema.safeParse({ ...valid, defaultValidityDays: 366 }))).toEqual({
      defaultValidityDays: SETTINGS_MSG.validityDays,
    });
    expect(quoteSettingsSchema.safeParse({ ...valid, defaultValidityDays: 365 }).success).toBe(true);
    expect(messages(quoteSettingsSchema.safeParse({ ...valid, vatPercentage: 100.1 }))).toEqual({
      vatPercentage: SETTINGS_MSG.vatPercentage,
    });
    expect(messages(quoteSettingsSchema.safeParse({ ...valid, vatPercentage: 9.25 }))).toEqual({
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
