/**
 * The `openai` adapter's catalogue extraction against a local chat-completions server: chunks, merge,
 * the rules fallback (malformed answer, time-out), and an upload processed by the job runner.
 */
import type { AuthData } from '@offerteflow/contracts';
import type { ReadDocument } from '../src/infra/ai/ai-provider';
import { CATALOG_CHUNK_CHARS } from '../src/infra/ai/openai/catalog-prompt';
import { OpenAiProvider } from '../src/infra/ai/openai/openai-provider';
import { RulesAiProvider } from '../src/infra/ai/rules/rules-provider';
import { bearer, registerCompany } from './helpers/accounts';
import type { TestApp } from './helpers/app';
import {
  startFakeOpenAi,
  startOpenAiTestApp,
  type ChatRequestBody,
  type FakeOpenAi,
  type FakeReply,
} from './helpers/fake-openai';
import { upload, waitProcessed } from './helpers/onboarding';

const userPrompt = (body: ChatRequestBody) => body.messages.find((m) => m.role === 'user')?.content ?? '';

/** A price list of `rows` products in one table, wide enough to need several chunks. */
function priceList(rows: number): ReadDocument {
  const table = [['Omschrijving', 'Prijs excl. BTW', 'Eenheid']];
  for (let i = 1; i <= rows; i++) table.push([`Onderhoudsbeurt cv-ketel type ${i}`, `€ ${i},50`, 'per stuk']);
  return {
    fileName: 'prijslijst-2026.pdf',
    blocks: [
      { kind: 'text', text: 'Prijslijst Installatiebedrijf Warmte 2026' },
      { kind: 'table', rows: table, name: 'Onderhoud' },
    ],
  };
}

/** The fake "model" reads the rows of its chunk back as products, the way a real one would. */
function productsFromPrompt(body: ChatRequestBody) {
  const lines = userPrompt(body).split('\n');
  return lines
    .map((line) => /^(Onderhoudsbeurt cv-ketel type \d+) \| € (\d+),50 \| per stuk$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      name: m[1]!,
      description: null,
      unitPrice: Number(m[2]) + 0.5,
      unit: 'stuk',
      category: 'Onderhoud',
    }));
}

describe('openai adapter: catalogue extraction', () => {
  let fake: FakeOpenAi;
  let next: (body: ChatRequestBody) => FakeReply = () => ({ content: '' });
  const rules = new RulesAiProvider();
  const provider = (timeoutMs = 10_000) =>
    new OpenAiProvider({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'test-model', timeoutMs }, rules);

  beforeAll(async () => {
    fake = await startFakeOpenAi((body) => next(body));
  });
  afterAll(() => fake?.close());

  it('sends a long document in chunks, each table chunk under its header, and merges the answers', async () => {
    const doc = priceList(600);
    fake.requests.length = 0;
    next = (body) => ({
      content: JSON.stringify({
        products: productsFromPrompt(body),
        // Every chunk repeats the clause: the merge keeps it once.
        terms: [{ termType: 'payment_terms', content: 'Betaling binnen 30 dagen.', isDefault: true }],
      }),
    });
    const result = await provider().extractCatalog(doc, 'pricelist');

    expect(fake.requests.length).toBeGreaterThan(1);
    for (const request of fake.requests) {
      const prompt = userPrompt(request);
      expect(prompt.length).toBeLessThan(CATALOG_CHUNK_CHARS + 500);
      expect(prompt).toContain('Omschrijving | Prijs excl. BTW | Eenheid');
      expect(request.response_format?.json_schema?.schema).toMatchObject({
        type: 'object',
        properties: { products: { type: 'array' }, terms: { type: 'array' } },
      });
    }
    expect(result.products).toHaveLength(600);
    expect(result.products[0]).toEqual({
      name: 'Onderhoudsbeurt cv-ketel type 1',
      description: null,
      unitPrice: 1.5,
      unit: 'stuk',
      category: 'Onderhoud',
    });
    expect(result.products[599]!.unitPrice).toBe(600.5);
    expect(result.terms).toEqual([
      { termType: 'payment_terms', content: 'Betaling binnen 30 dagen.', isDefault: true },
    ]);
  });

  it('falls back to the rules provider when one chunk answer is malformed', async () => {
    const doc = priceList(600);
    let calls = 0;
    next = (body) => {
      calls += 1;
      return calls === 2
        ? { content: '{"products": [{"name": "kapot"' }
        : { content: JSON.stringify({ products: productsFromPrompt(body), terms: [] }) };
    };
    const result = await provider().extractCatalog(doc, 'pricelist');
    expect(calls).toBe(2);
    expect(result).toEqual(await rules.extractCatalog(doc, 'pricelist'));
    // The rules provider read the whole price list: nothing of the first chunk's answer is mixed in.
    expect(result.products).toHaveLength(600);
    expect(result.products.find((p) => p.name === 'Onderhoudsbeurt cv-ketel type 600')?.unitPrice).toBe(
      600.5,
    );
  });

  it('falls back to the rules provider when the server is too slow', async () => {
    const doc = priceList(20);
    // The server would answer after 60 s: a result well before that can only follow the 800 ms
    // time-out (the bound leaves room for a busy machine).
    next = () => ({ delayMs: 60_000, content: JSON.stringify({ products: [], terms: [] }) });
    const started = Date.now();
    const result = await provider(800).extractCatalog(doc, 'pricelist');
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(result).toEqual(await rules.extractCatalog(doc, 'pricelist'));
    expect(result.products).toHaveLength(20);
  });
});

describe('openai adapter: onboarding documents through the job runner', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let next: (body: ChatRequestBody) => FakeReply = () => ({ content: '' });

  beforeAll(async () => {
    ({ fake, t } = await startOpenAiTestApp((body) => next(body)));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const CSV = Buffer.from(
    'Omschrijving;Prijs excl. BTW;Eenheid\nGazon maaien;€ 1,50;per m2\nHaag snoeien;€ 45,00;per uur\n',
  );

  async function extractedAfterProcessing(who: AuthData) {
    const up = await upload(t.http(), who.accessToken, CSV, 'prijslijst-hovenier.csv');
    expect(up.status).toBe(201);
    await t.http().post('/api/onboarding/process-documents').set(bearer(who.accessToken));
    const docs = await waitProcessed(t.http(), who.accessToken);
    expect(docs.map((d) => d.processingStatus)).toEqual(['completed']);
    const res = await t.http().get('/api/onboarding/extracted-data').set(bearer(who.accessToken));
    return res.body.data as {
      products: { name: string; unitPrice: number; unit: string; category: string | null }[];
    };
  }

  it("stores the model's products for an uploaded price list", async () => {
    next = (body) => {
      const prompt = userPrompt(body);
      expect(prompt).toContain('Gazon maaien | € 1,50 | per m2');
      return {
        content: JSON.stringify({
          products: [
            {
              name: 'Gazon maaien',
              description: null,
              unitPrice: 1.5,
              unit: 'm2',
              category: 'Tuinonderhoud',
            },
            {
              name: 'Haag snoeien',
              description: null,
              unitPrice: 45,
              unit: 'uur',
              category: 'Tuinonderhoud',
            },
          ],
          terms: [],
        }),
      };
    };
    const who = await registerCompany(t.http());
    const data = await extractedAfterProcessing(who);
    // The category only the model gave shows the model's answer was used.
    expect(data.products.map((p) => [p.name, p.unitPrice, p.unit, p.category]).sort()).toEqual([
      ['Gazon maaien', 1.5, 'm2', 'Tuinonderhoud'],
      ['Haag snoeien', 45, 'uur', 'Tuinonderhoud'],
    ]);
  });

  it('falls back to the rules for a malformed answer, and the document still completes', async () => {
    next = () => ({ content: 'Ik kan dit document niet lezen.' });
    const who = await registerCompany(t.http());
    const data = await extractedAfterProcessing(who);
    expect(data.products.map((p) => [p.name, p.unitPrice, p.unit]).sort()).toEqual([
      ['Gazon maaien', 1.5, 'm2'],
      ['Haag snoeien', 45, 'uur'],
    ]);
  });
});
