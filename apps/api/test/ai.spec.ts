/**
 * POST /api/ai/generate-from-text (alias /api/ai-test/generate-from-text) with the default `rules`
 * provider: validation, the company's catalogue as context, the own company never the customer, the
 * throttle per company, and the pasted text never in the logs.
 */
import pino from 'pino';
import supertest from 'supertest';
import type { Server } from 'node:http';
import { AI_EXAMPLE_TEXT, AI_MSG, aiQuoteResultSchema, type AuthData } from '@offerteflow/contracts';
import { createHttpApp } from '../src/http';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, testConfig, type TestApp } from './helpers/app';
import { seedCatalogue } from './helpers/catalogue';
import { setCompanyDetails } from './helpers/pdf';
import { logLines } from './helpers/log-lines';

const PAINTER_CATALOGUE = [
  { name: 'Muren schilderen', unitPrice: 12.5, unit: 'm2' as const, category: 'Binnen' },
  { name: 'Kozijnen schilderen', unitPrice: 145, unit: 'stuk' as const, category: 'Buiten' },
  { name: 'Kleuradvies', unitPrice: 65, unit: 'uur' as const },
  { name: 'Steigerhuur', unitPrice: 250, unit: 'dag' as const },
];

describe('POST /api/ai/generate-from-text (rules)', () => {
  let t: TestApp;
  let who: AuthData;

  beforeAll(async () => {
    t = await createTestApp({ AI_THROTTLE_LIMIT: '1000' });
    who = await registerCompany(t.http(), { companyName: 'Schildersbedrijf Kwast' });
    await setCompanyDetails(t, who.company.id, { email: 'info@kwast.nl', phone: '030-7112345' });
    await seedCatalogue(t, who.company.id, PAINTER_CATALOGUE, [
      { termType: 'payment_terms', content: 'Betaling binnen 14 dagen na factuurdatum.', isDefault: true },
    ]);
  }, 60_000);
  afterAll(() => t?.close());

  const post = (body: unknown, path = '/api/ai/generate-from-text', token = who.accessToken) =>
    t
      .http()
      .post(path)
      .set(bearer(token))
      .send(body as object);

  it('needs a session', async () => {
    const res = await t.http().post('/api/ai/generate-from-text').send({ text: AI_EXAMPLE_TEXT });
    expect(res.status).toBe(401);
  });

  it.each([
    ['a missing text', {}, AI_MSG.textRequired],
    ['9 characters after trimming', { text: '   123456789   ' }, AI_MSG.textTooShort],
    ['20,001 characters', { text: 'a'.repeat(20_001) }, AI_MSG.textTooLong],
  ])('answers 422 with a Dutch message for %s', async (_name, body, message) => {
    for (const path of ['/api/ai/generate-from-text', '/api/ai-test/generate-from-text']) {
      const res = await post(body, path);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        error: { code: 'VALIDATION_FAILED', message, fields: { text: [message] } },
      });
    }
  });

  it('accepts 10 and 20,000 characters', async () => {
    expect((await post({ text: 'Graag 2 uur' })).status).toBe(200);
    const long = `${AI_EXAMPLE_TEXT}\n${'Verder niets bijzonders te melden. '.repeat(1000)}`.slice(0, 20_000);
    const res = await post({ text: long });
    expect(res.status).toBe(200);
    expect(aiQuoteResultSchema.safeParse(res.body.data).success).toBe(true);
  });

  it('turns the example text into customer, catalogue-priced items and notes (both paths)', async () => {
    for (const path of ['/api/ai/generate-from-text', '/api/ai-test/generate-from-text']) {
      const res = await post({ text: AI_EXAMPLE_TEXT }, path);
      expect(res.status).toBe(200);
      const data = aiQuoteResultSchema.parse(res.body.data);
      expect(data.customer.name).toMatch(/De Boer Architecten|Sanne de Boer/);
      expect(data.customer.email).toBe('sanne@deboerarchitecten.nl');
      expect(data.customer.phone.replace(/\D/g, '')).toBe('0623456789');
      expect(data.customer.address).toContain('3811 MA');
      const byName = Object.fromEntries(data.items.map((i) => [i.description, i]));
      expect(byName['Muren schilderen']).toMatchObject({
        quantity: 85,
        unitPrice: 12.5,
        unit: 'm2',
        priceSource: 'catalog',
      });
      expect(byName['Kozijnen schilderen']).toMatchObject({
        quantity: 6,
        unitPrice: 145,
        priceSource: 'catalog',
      });
      expect(byName['Kleuradvies']).toMatchObject({
        quantity: 2,
        unitPrice: 65,
        unit: 'uur',
        priceSource: 'catalog',
      });
      expect(data.items.some((i) => i.description === 'Steigerhuur')).toBe(false);
      expect(data.notes).toMatch(/16 maart|1 april/);
    }
  });

  it('works without a catalogue: no line claims a catalogue price', async () => {
    const other = await registerCompany(t.http());
    const res = await post({ text: AI_EXAMPLE_TEXT }, undefined, other.accessToken);
    expect(res.status).toBe(200);
    const data = aiQuoteResultSchema.parse(res.body.data);
    expect(data.customer.email).toBe('sanne@deboerarchitecten.nl');
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((i) => i.priceSource !== 'catalog')).toBe(true);
  });

  it("never takes the own company's details from a quoted reply as the customer", async () => {
    const text = [
      'Hoi, prima, doe dan toch maar 3 kozijnen in plaats van 6.',
      'Groet, Mark Jansen',
      'Jansen Installaties B.V.',
      'mark@jansen-installaties.nl',
      '',
      'Op 12 maart 2026 schreef Schildersbedrijf Kwast <info@kwast.nl>:',
      '> Beste Mark, wij kunnen de kozijnen schilderen voor € 145 per stuk.',
      '> Met vriendelijke groet, Schildersbedrijf Kwast, info@kwast.nl, 030-7112345',
    ].join('\n');
    const res = await post({ text });
    expect(res.status).toBe(200);
    const { customer } = aiQuoteResultSchema.parse(res.body.data);
    expect(customer.email).toBe('mark@jansen-installaties.nl');
    expect(customer.name).not.toMatch(/Kwast/);
    expect(customer.phone.replace(/\D/g, '')).not.toBe('0307112345');
  });
});

describe('text-to-quote throttle and logging', () => {
  it('answers 429 in Dutch above the limit per company, without blocking another company', async () => {
    const t = await createTestApp({ AI_THROTTLE_LIMIT: '2', AI_THROTTLE_WINDOW_SECONDS: '60' });
    try {
      const a = await registerCompany(t.http());
      const b = await registerCompany(t.http());
      const send = (who: AuthData, path = '/api/ai/generate-from-text') =>
        t.http().post(path).set(bearer(who.accessToken)).send({ text: 'Graag 2 uur schilderwerk.' });
      expect((await send(a)).status).toBe(200);
      expect((await send(a, '/api/ai-test/generate-from-text')).status).toBe(200);
      const blocked = await send(a);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        error: { code: 'TOO_MANY_REQUESTS', message: 'Te veel verzoeken, probeer later opnieuw' },
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await send(b)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('never writes the pasted text to the log (success and validation failure)', async () => {
    const { lines, sink } = logLines();
    const config = testConfig({ LOG_LEVEL: 'trace' });
    const app = await createHttpApp(config, pino({ level: 'trace' }, sink));
    await app.init();
    try {
      const http = supertest.agent(app.getHttpServer() as Server);
      const who = await registerCompany(http);
      const secret = 'Geheimestraat 99, 1234 ZZ Nergensdorp, vertrouwelijk-kenmerk-7731';
      const ok = await http
        .post('/api/ai/generate-from-text')
        .set(bearer(who.accessToken))
        .send({ text: `Graag 3 uur werk aan ${secret}` });
      expect(ok.status).toBe(200);
      const tooLong = await http
        .post('/api/ai/generate-from-text')
        .set(bearer(who.accessToken))
        .send({ text: `${secret} ${'x'.repeat(20_001)}` });
      expect(tooLong.status).toBe(422);
      const log = lines.join('');
      expect(log).toContain('/api/ai/generate-from-text'); // the request itself was logged
      expect(log).not.toContain('vertrouwelijk-kenmerk-7731');
      expect(log).not.toContain('Geheimestraat');
    } finally {
      await app.close();
    }
  });
});
