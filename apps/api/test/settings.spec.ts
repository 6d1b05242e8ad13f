import { SETTINGS_DEFAULTS, SETTINGS_MSG, SERVER_MESSAGES } from '@offerteflow/contracts';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { binary, pdfText } from './helpers/pdf';
import { createQuote } from './helpers/quotes';

const t = useTestApp();
const asUser = authedClient(t);

/** GETs a settings endpoint as `who` and checks that it answers 200 with exactly `expected`. */
async function expectSettings(who: { accessToken: string }, url: string, expected: unknown): Promise<void> {
  const res = await asUser(who).get(url);
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual(expected);
}

const validCompany = {
  name: 'Schilder Jansen B.V.',
  email: 'info@schilderjansen.nl',
  phone: '+31 20 123 4567',
  address: 'Dorpsstraat 1, 1234 AB Amsterdam',
  website: 'www.schilderjansen.nl',
  vatNumber: 'NL 1234.56.782.B01',
  chamberOfCommerce: '1234 5678',
  iban: 'NL91 ABNA 0417 1643 00',
  logo: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
};

describe('company settings', () => {
  it('starts with the register data and saves normalised values', async () => {
    const a = await registerCompany(t.http(), { companyName: 'Schilder Jansen' });
    await expectSettings(a, '/api/settings/company', {
      name: 'Schilder Jansen',
      email: a.user.email,
      phone: '',
      address: '',
      website: '',
      vatNumber: '',
      chamberOfCommerce: '',
      iban: '',
      logo: '',
      version: 1,
    });

    const put = await asUser(a).put('/api/settings/company', validCompany);
    expect(put.status).toBe(200);
    const expected = {
      ...validCompany,
      website: 'https://www.schilderjansen.nl',
      vatNumber: 'NL123456782B01',
      chamberOfCommerce: '12345678',
      iban: 'NL91ABNA0417164300',
      version: 2,
    };
    expect(put.body.data).toEqual(expected);
    const after = await asUser(a).get('/api/settings/company');
    expect(after.body.data).toEqual(expected);
    // The new name is what verify (and so the layout) shows.
    const verify = await asUser(a).get('/api/auth/verify');
    expect(verify.body.data.company.name).toBe('Schilder Jansen B.V.');
  });

  it('rejects bad values with the Dutch field messages and changes nothing', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).put('/api/settings/company', {
      name: '',
      email: 'geen-email',
      website: 'niet een url',
      vatNumber: 'NL123456783B01',
      chamberOfCommerce: '123',
      iban: 'NL92ABNA0417164300',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(SERVER_MESSAGES.validationFailed);
    expect(res.body.error.fields).toEqual({
      name: ['Bedrijfsnaam is verplicht', 'Bedrijfsnaam moet minimaal 2 karakters zijn'],
      email: ['Ongeldig e-mailadres'],
      website: [SETTINGS_MSG.websiteInvalid],
      vatNumber: [SETTINGS_MSG.btwChecksum],
      chamberOfCommerce: [SETTINGS_MSG.kvkInvalid],
      iban: [SETTINGS_MSG.ibanChecksum],
    });
    const after = await asUser(a).get('/api/settings/company');
    expect(after.body.data.name).toBe(a.company.name);
  });

  it("only ever touches the caller's company", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    await asUser(a).put('/api/settings/company', validCompany).expect(200);
    const ofB = await asUser(b).get('/api/settings/company');
    expect(ofB.body.data).toMatchObject({ name: b.company.name, email: b.user.email, iban: '' });
    expect(JSON.stringify(ofB.body)).not.toContain('schilderjansen');
  });

  it('needs a login', async () => {
    expect((await t.http().get('/api/settings/company')).status).toBe(401);
    expect((await t.http().put('/api/settings/quotes').send({})).status).toBe(401);
  });
});

describe('quote settings', () => {
  it('starts with the SPEC §9 defaults and saves changes', async () => {
    const a = await registerCompany(t.http());
    await expectSettings(a, '/api/settings/quotes', { ...SETTINGS_DEFAULTS.quotes, version: 1 });

    const next = {
      defaultValidityDays: 14,
      defaultPaymentTerms: 'Betaling binnen 14 dagen',
      includeVat: true,
      vatPercentage: 9,
      defaultCurrency: 'EUR',
      quoteNumberPrefix: 'jan',
      autoSendReminders: false,
      reminderDays: [30, 7],
    };
    const put = await asUser(a).put('/api/settings/quotes', next);
    expect(put.status).toBe(200);
    const expected = {
      ...next,
      quoteNumberPrefix: 'JAN',
      reminderDays: [7, 30],
      depositPercent: 0,
      version: 2,
    };
    expect(put.body.data).toEqual(expected);
    expect((await asUser(a).get('/api/settings/quotes')).body.data).toEqual(expected);

    // The 'Aanbetaling' default is saved, and a body without it (an older client) keeps it.
    const withDeposit = await asUser(a).put('/api/settings/quotes', { ...next, depositPercent: 30 });
    expect(withDeposit.body.data).toMatchObject({ depositPercent: 30, version: 3 });
    const without = await asUser(a).put('/api/settings/quotes', next);
    expect(without.status).toBe(200);
    expect(without.body.data).toMatchObject({ depositPercent: 30, version: 4 });

    const b = await registerCompany(t.http());
    expect((await asUser(b).get('/api/settings/quotes')).body.data).toEqual({
      ...SETTINGS_DEFAULTS.quotes,
      version: 1,
    });
  });

  it('enforces validity 1-365, VAT 0-100 and the prefix rule', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).put('/api/settings/quotes', {
      ...SETTINGS_DEFAULTS.quotes,
      defaultValidityDays: 366,
      vatPercentage: 101,
      quoteNumberPrefix: 'OF F!',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      defaultValidityDays: [SETTINGS_MSG.validityDays],
      vatPercentage: [SETTINGS_MSG.vatPercentage],
      quoteNumberPrefix: [
        'Het voorvoegsel mag alleen letters, cijfers en streepjes bevatten (1 tot 10 tekens)',
      ],
    });
  });
});

describe('template style settings', () => {
  it("reads and writes the style of the company's default template", async () => {
    const a = await registerCompany(t.http());
    await expectSettings(a, '/api/settings/templates', { ...SETTINGS_DEFAULTS.templateStyle, version: 1 });

    const style = {
      primaryColor: '#AA0000',
      secondaryColor: '#123456',
      fontFamily: 'Georgia',
      logoPosition: 'right',
      showCompanyDetails: false,
      showPaymentTerms: true,
      customFooter: 'KvK 12345678',
    };
    const put = await asUser(a).put('/api/settings/templates', style);
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ ...style, primaryColor: '#aa0000', version: 2 });

    const { DataSource } = await import('typeorm');
    const rows = (await t.app
      .get(DataSource)
      .query('SELECT primary_color, font_family, is_default FROM templates WHERE company_id = $1', [
        a.company.id,
      ])) as { primary_color: string; font_family: string; is_default: boolean }[];
    expect(rows).toEqual([{ primary_color: '#aa0000', font_family: 'Georgia', is_default: true }]);

    const bad = await asUser(a).put('/api/settings/templates', {
      ...style,
      primaryColor: 'rood',
      fontFamily: 'Comic Sans',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['fontFamily', 'primaryColor']);
  });
});

describe('user settings', () => {
  it('reads and writes name, phone and notifications; the role cannot be changed', async () => {
    const a = await registerCompany(t.http());
    await expectSettings(a, '/api/users/settings', {
      firstName: '',
      lastName: '',
      email: a.user.email,
      phone: '',
      role: 'admin',
      notifications: SETTINGS_DEFAULTS.notifications,
    });

    const body = {
      firstName: 'Jan',
      lastName: 'Jansen',
      email: a.user.email,
      phone: '06 12345678',
      role: 'member',
      notifications: {
        emailQuoteUpdates: false,
        emailPaymentReminders: true,
        emailWeeklyReports: true,
        pushNotifications: false,
      },
    };
    const put = await asUser(a).put('/api/users/settings', body);
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ ...body, role: 'admin' });
    const verify = await asUser(a).get('/api/auth/verify');
    expect(verify.body.data.user.name).toBe('Jan Jansen');
  });

  it("answers 409 for another user's e-mail and 422 for an invalid one", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const taken = await asUser(a).put('/api/users/settings', { email: b.user.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(SERVER_MESSAGES.emailTaken);
    const invalid = await asUser(a).put('/api/users/settings', { email: 'x' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toEqual({ email: ['Ongeldig e-mailadres'] });
  });
});

describe('saved settings take effect', () => {
  it('a new quote uses the prefix, validity and VAT rate of the quote settings', async () => {
    const a = await registerCompany(t.http());
    await asUser(a)
      .put('/api/settings/quotes', {
        ...SETTINGS_DEFAULTS.quotes,
        quoteNumberPrefix: 'JAN',
        vatPercentage: 9,
        defaultValidityDays: 14,
      })
      .expect(200);
    const quote = await createQuote(t.http(), a, {
      items: [{ description: 'Schilderwerk', quantity: 1, unitPrice: 100 }],
    });
    expect(quote.quoteNumber).toMatch(/^JAN-\d{4}-0001$/);
    expect(quote.items[0]).toMatchObject({ vatRate: 9 });
    const created = new Date(quote.createdAt);
    const days = Math.round((Date.parse(`${quote.validUntil}T12:00:00Z`) - created.getTime()) / 86_400_000);
    expect(days).toBeGreaterThanOrEqual(13);
    expect(days).toBeLessThanOrEqual(15);
  });

  const saveQuoteSettings = (token: string, changes: Record<string, unknown>) =>
    t
      .http()
      .put('/api/settings/quotes')
      .set(bearer(token))
      .send({ ...SETTINGS_DEFAULTS.quotes, ...changes })
      .expect(200);

  it('a VAT percentage such as 9,5 becomes the line rate, its BTW line and the payment terms reach the PDF', async () => {
    const a = await registerCompany(t.http());
    await saveQuoteSettings(a.accessToken, {
      vatPercentage: 9.5,
      defaultPaymentTerms: 'Betaling binnen 8 dagen, zonder korting',
    });
    const quote = await createQuote(t.http(), a, {
      items: [
        { description: 'Schilderwerk', quantity: 1, unitPrice: 100 },
        { description: 'Verf', quantity: 1, unitPrice: 33.33, vatRate: 21 },
      ],
    });
    expect(quote.items.map((i) => i.vatRate)).toEqual([9.5, 21]);
    // 9,5 % of € 100,00 = € 9,50; 21 % of € 33,33 = € 7,00 (6,9993 rounded half-up).
    expect(quote.vat).toEqual([
      { rate: 21, base: 33.33, vat: 7 },
      { rate: 9.5, base: 100, vat: 9.5 },
    ]);
    expect(quote.totalIncl).toBe(149.83);
    const again = await asUser(a).get(`/api/quotes/${quote.id}`).expect(200);
    expect(again.body.data.items[0].vatRate).toBe(9.5);

    const pdf = await binary(asUser(a).get(`/api/quotes/${quote.id}/pdf`));
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('BTW 9,5% over € 100,00');
    expect(text).toContain('BTW 21% over € 33,33');
    expect(text).toContain('€ 149,83');
    expect(text).toContain('Betaling binnen 8 dagen, zonder korting');
  });

  it('VAT not included gives new lines 0 %', async () => {
    const a = await registerCompany(t.http());
    await saveQuoteSettings(a.accessToken, { includeVat: false, vatPercentage: 9 });
    const quote = await createQuote(t.http(), a, {
      items: [{ description: 'Advies', quantity: 2, unitPrice: 50 }],
    });
    expect(quote.items[0]).toMatchObject({ vatRate: 0 });
    expect(quote.vat).toEqual([{ rate: 0, base: 100, vat: 0 }]);
    expect(quote.totalIncl).toBe(100);
  });
});
