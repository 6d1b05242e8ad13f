/**
 * What a quote PDF may cost. The contracts bound what a quote document holds (lines, their length and
 * line breaks, notes, default terms); the largest quote they allow renders, every page;
 * a render over its budget fails once with a Dutch answer that is not retried; and one company's heavy
 * renders cannot hold up another company's PDF (fair slots in the page pool).
 *
 * No assertion depends on the machine's speed: the largest quote's time against the default 20 s budget
 * and the light company's time during the heavy renders are printed with the load, and the light PDF is
 * compared with the heavy renders of the same run, not with a fixed time.
 */
import { loadavg } from 'node:os';
import {
  ONBOARDING_MSG,
  QUOTE_DOCUMENT_MSG,
  QUOTE_LIMITS,
  QUOTE_MSG,
  TERM_LIMITS,
  TERM_TYPES,
  type AuthData,
  type Quote,
} from '@offerteflow/contracts';
import { PdfService } from '../src/infra/pdf/pdf.module';
import { authedClient, registerCompany } from './helpers/accounts';
import { createTestApp, listening, withTestApp, type TestApp } from './helpers/app';
import { updateDefaultStyle, updateQuoteSettings } from './helpers/factories';
import { binary, pdfInfo } from './helpers/pdf';
import { pollUntil } from './helpers/poll';

jest.setTimeout(240_000);

/** `length` characters of words over exactly `lines` lines: the most a field may print. */
function text(length: number, lines: number): string {
  const per = Math.floor((length - (lines - 1)) / lines);
  const line =
    'Schilderwerk binnen en buiten '
      .repeat(Math.ceil(per / 30))
      .slice(0, per)
      .trim() || 'x';
  return Array.from({ length: lines }, () => line).join('\n');
}

const load = () => loadavg()[0]!.toFixed(1);

/**
 * The largest quote the contracts allow, with every default term and setting it prints at its maximum;
 * `count` such quotes of one company (the terms and settings are set once).
 */
async function largestQuote(t: TestApp, a: AuthData): Promise<Quote> {
  return (await largestQuotes(t, a, 1))[0]!;
}

async function largestQuotes(t: TestApp, a: AuthData, count: number): Promise<Quote[]> {
  const asUser = authedClient(t)(a);
  await updateQuoteSettings(t, a.company.id, { defaultPaymentTerms: text(1000, 20) });
  await updateDefaultStyle(t, a.company.id, { customFooter: text(500, 1) });
  for (let i = 0; i < TERM_LIMITS.defaultMax; i++) {
    const res = await asUser.post('/api/catalog/terms', {
      termType: TERM_TYPES[i % TERM_TYPES.length],
      content: text(TERM_LIMITS.contentMax, TERM_LIMITS.contentLinesMax),
      isDefault: true,
    });
    if (res.status !== 201) throw new Error(`term: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const quotes: Quote[] = [];
  for (let n = 0; n < count; n++) quotes.push(await largeQuote(asUser));
  return quotes;
}

async function largeQuote(asUser: ReturnType<ReturnType<typeof authedClient>>): Promise<Quote> {
  const res = await asUser.post('/api/quotes', {
    customer: { name: text(200, 1), address: text(500, 5), email: 'inkoop@voorbeeld.nl' },
    items: Array.from({ length: QUOTE_LIMITS.itemsMax }, (_, i) => ({
      description: text(QUOTE_LIMITS.descriptionMax, QUOTE_LIMITS.descriptionLinesMax),
      quantity: 1000 + i,
      unit: 'uur',
      unitPrice: 1234.56,
      vatRate: i % 2 ? 21 : 9,
    })),
    notes: text(QUOTE_LIMITS.notesMax, QUOTE_LIMITS.notesLinesMax),
  });
  if (res.status !== 201) throw new Error(`quote: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
  return res.body.data as Quote;
}

async function oneLineQuote(t: TestApp, a: AuthData): Promise<Quote> {
  const res = await authedClient(t)(a).post('/api/quotes', {
    customer: { name: 'Klein Klusje' },
    items: [{ description: 'Deur afhangen', quantity: 1, unitPrice: 85, vatRate: 21 }],
  });
  return res.body.data as Quote;
}

describe('what a quote document may hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The longest render budget the config allows: see the largest quote below.
    t = await createTestApp({ PDF_TIMEOUT_MS: '300000' });
  });
  afterAll(() => t.close());

  it('refuses one step beyond each limit with its Dutch message', async () => {
    const a = await registerCompany(t.http());
    const asUser = authedClient(t)(a);
    const line = { quantity: 1, unitPrice: 10 };
    const quote = (body: object) => asUser.post('/api/quotes', { customer: { name: 'Klant' }, ...body });

    const cases: [object, string, string][] = [
      [
        { items: Array.from({ length: QUOTE_LIMITS.itemsMax + 1 }, () => ({ ...line, description: 'x' })) },
        'items',
        QUOTE_MSG.itemsMax,
      ],
      [
        { items: [{ ...line, description: 'x'.repeat(QUOTE_LIMITS.descriptionMax + 1) }] },
        'items.0.description',
        QUOTE_MSG.descriptionTooLong,
      ],
      [
        { items: [{ ...line, description: text(200, QUOTE_LIMITS.descriptionLinesMax + 1) }] },
        'items.0.description',
        QUOTE_MSG.descriptionTooManyLines,
      ],
      [
        { items: [{ ...line, description: 'x' }], notes: 'x'.repeat(QUOTE_LIMITS.notesMax + 1) },
        'notes',
        QUOTE_MSG.notesTooLong,
      ],
      [
        { items: [{ ...line, description: 'x' }], notes: text(1000, QUOTE_LIMITS.notesLinesMax + 1) },
        'notes',
        QUOTE_MSG.notesTooManyLines,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await quote(body);
      expect({ field, status: res.status, messages: res.body.error?.fields?.[field] }).toEqual({
        field,
        status: 422,
        messages: [message],
      });
    }

    const term = (content: string, isDefault = false) =>
      asUser.post('/api/catalog/terms', { termType: 'general', content, isDefault });
    expect((await term('x'.repeat(TERM_LIMITS.contentMax + 1))).body.error.fields).toEqual({
      content: [ONBOARDING_MSG.termContentTooLong],
    });
    expect((await term(text(2000, TERM_LIMITS.contentLinesMax + 1))).body.error.fields).toEqual({
      content: [ONBOARDING_MSG.termContentTooManyLines],
    });
    for (let i = 0; i < TERM_LIMITS.defaultMax; i++)
      expect((await term(`Voorwaarde ${i}`, true)).status).toBe(201);
    const oneMore = await term('Nog een standaardvoorwaarde', true);
    expect(oneMore.status).toBe(422);
    expect(oneMore.body.error.fields).toEqual({ isDefault: [ONBOARDING_MSG.defaultTermsMax] });
    // Not printed on every quote: that one may still be added.
    expect((await term('Alleen op verzoek')).status).toBe(201);
    const verify = await asUser.put('/api/onboarding/verify-data', {
      products: [],
      terms: Array.from({ length: TERM_LIMITS.defaultMax + 1 }, (_, i) => ({
        termType: 'general',
        content: `Voorwaarde ${i}`,
        isDefault: true,
      })),
    });
    expect(verify.status).toBe(422);
    expect(verify.body.error.fields).toEqual({ terms: [ONBOARDING_MSG.defaultTermsMax] });
  });

  // Whether it fits the default budget (PDF_TIMEOUT_MS, 20 s) is a speed figure, printed with the load;
  // the test app gives it the longest budget the config allows, so a busy machine does not fail what
  // must hold everywhere: the whole quote renders.
  it('renders the largest quote the contracts allow, every page', async () => {
    const a = await registerCompany(t.http());
    const quote = await largestQuote(t, a);
    const started = Date.now();
    const res = await binary(authedClient(t)(a).get(`/api/quotes/${quote.id}/pdf`));
    const ms = Date.now() - started;
    expect(res.status).toBe(200);
    const pages = Number(pdfInfo(res.body as Buffer).Pages);
    process.stdout.write(
      `\nlargest allowed quote: ${pages} pages, ${(res.body as Buffer).length} bytes, ${ms} ms (default budget 20000 ms), load ${load()}\n`,
    );
    // Really the largest: 500 lines of 10 printed lines and more, five long terms.
    expect(pages).toBeGreaterThan(250);
  });
});

describe('render budget and fair slots', () => {
  it('fails a render over its budget once, in Dutch, without retryable', async () => {
    await withTestApp({ PDF_TIMEOUT_MS: '100' }, async (t) => {
      const a = await registerCompany(t.http());
      const quote = await largestQuote(t, a);
      const pdf = t.app.get(PdfService);
      await pdf.warmUp(); // the browser is up: what runs out is the render itself
      const before = pdf.status();
      const res = await authedClient(t)(a).get(`/api/quotes/${quote.id}/pdf`);
      // PDF_TIMEOUT is the budget's answer: a render that ran to its end would answer 200.
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: { code: 'PDF_TIMEOUT', message: QUOTE_DOCUMENT_MSG.pdfTooSlow } });
      // Once: one failed render, no second attempt inside the server.
      await pollUntil(
        () => pdf.status(),
        (s) => s.busy === 0,
        { timeoutMs: 10_000, intervalMs: 50, timeoutMessage: (s) => `still busy: ${JSON.stringify(s)}` },
      );
      expect(pdf.status().failed - before.failed).toBe(1);
      expect(pdf.status().rendered).toBe(before.rendered);
    });
  });

  it("answers another company's one-line PDF long before one company's five heavy renders", async () => {
    await withTestApp({}, async (t) => {
      const http = await listening(t);
      const heavy = await registerCompany(http());
      const light = await registerCompany(http());
      // Distinct quotes: a stored PDF (one render per content) would answer repeats without a render.
      const bigs = await largestQuotes(t, heavy, 5);
      const small = await oneLineQuote(t, light);
      const other = await oneLineQuote(t, light);
      const pdf = t.app.get(PdfService);
      await Promise.all([pdf.warmUp(), pdf.warmUp()]);
      const get = async (who: AuthData, id: string) => {
        const started = Date.now();
        const res = await binary(authedClient({ http })(who).get(`/api/quotes/${id}/pdf`));
        return { status: res.status, ms: Date.now() - started, done: Date.now() };
      };
      const alone = await get(light, small.id);
      expect(alone.status).toBe(200);

      const heavyRenders = bigs.map((big) => get(heavy, big.id));
      await pollUntil(
        () => pdf.status(),
        (s) => s.busy >= 1 && s.waiting >= 1,
        {
          timeoutMs: 60_000,
          intervalMs: 20,
          timeoutMessage: (s) => `heavy renders did not start: ${JSON.stringify(s)}`,
        },
      );
      const meanwhile = await get(light, other.id);
      const heavyDone = await Promise.all(heavyRenders);
      process.stdout.write(
        `\nfair slots: one-line PDF ${meanwhile.ms} ms during five heavy renders (alone ${alone.ms} ms); ` +
          `heavy renders ${heavyDone.map((r) => `${r.status}/${r.ms}`).join(', ')} ms; load ${load()}\n`,
      );
      expect(meanwhile.status).toBe(200);
      // Measured against the heavy renders in the same run, not a fixed time: behind them it would take
      // at least two of them (two slots).
      expect(meanwhile.ms).toBeLessThan(Math.max(...heavyDone.map((r) => r.ms)) / 2);
      // It went past the heavy company's queue, not after it: most heavy renders finished later.
      expect(heavyDone.filter((r) => r.done > meanwhile.done).length).toBeGreaterThanOrEqual(3);
      // The heavy company waits for its own renders: each got its answer (a PDF, or busy after 8 s).
      for (const r of heavyDone) expect([200, 503]).toContain(r.status);
    });
  });
});
