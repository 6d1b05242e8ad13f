/**
 * The `openai` adapter against a local chat-completions server: text to quote through the HTTP endpoint
 * (normal, malformed, slow, server error) and catalogue extraction in chunks with the rules fallback.
 */
import { AI_MSG, EMPTY_AI_QUOTE_RESULT, type AuthData } from '@offerteflow/contracts';
import type { ReadDocument } from '../src/infra/ai/ai-provider';
import { OpenAiProvider } from '../src/infra/ai/openai/openai-provider';
import { CATALOG_CHUNK_CHARS } from '../src/infra/ai/openai/catalog-prompt';
import { RulesAiProvider } from '../src/infra/ai/rules/rules-provider';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { upload, waitProcessed } from './helpers/onboarding';
import { seedCatalogue } from './helpers/catalogue';
import {
  startFakeOpenAi,
  type ChatRequestBody,
  type FakeOpenAi,
  type FakeReply,
} from './helpers/fake-openai';
import { setCompanyDetails } from './helpers/pdf';

const TEXT = [
  'Goedemiddag,',
  'Kunnen jullie onze dakgoten reinigen (2 keer) en 3 uur schilderwerk doen à € 55 per uur?',
  'Graag ook een offerte voor een hemelwaterafvoer.',
  'Met vriendelijke groet, Petra de Vries, Bakkerij De Vries, petra@bakkerijdevries.nl, 06-12345678',
].join('\n');

const userPrompt = (body: ChatRequestBody) => body.messages.find((m) => m.role === 'user')?.content ?? '';

describe('openai adapter: text to quote through POST /api/ai/generate-from-text', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let who: AuthData;
  let next: (body: ChatRequestBody) => FakeReply = () => ({ content: '' });

  beforeAll(async () => {
    fake = await startFakeOpenAi((body) => next(body));
    t = await createTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'test-model',
      OPENAI_TIMEOUT_MS: '1500',
    });
    who = await registerCompany(t.http(), { companyName: 'Schildersbedrijf Kwast' });
    await setCompanyDetails(t, who.company.id, { email: 'info@kwast.nl', phone: '030-7112345' });
    await seedCatalogue(
      t,
      who.company.id,
      [
        { name: 'Dakgoot reinigen', unitPrice: 89.5, unit: 'stuk', category: 'Onderhoud' },
        { name: 'Schilderwerk', unitPrice: 48, unit: 'uur' },
      ],
      [{ termType: 'payment_terms', content: 'Betaling binnen 14 dagen', isDefault: true }],
    );
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (text: string) =>
    t.http().post('/api/ai/generate-from-text').set(bearer(who.accessToken)).send({ text });

  it('sends the text, catalogue and own company with a JSON schema, and returns the checked answer', async () => {
    next = (body) => {
      const prompt = userPrompt(body);
      // The fake "model" only prices from the catalogue what the prompt actually contains.
      const catalogued = prompt.includes('- Dakgoot reinigen | stuk | € 89.50 | Onderhoud');
      return {
        content: JSON.stringify({
          customer: {
            name: 'Bakkerij De Vries',
            email: 'info@kwast.nl', // the own company's address, as a model might copy from a quote
            phone: '06-12345678',
            address: 'Dorpsstraat 1, 3512 AB Utrecht',
          },
          items: [
            // A wrong price with a catalogue claim: the catalogue's price and unit win.
            {
              description: 'Dakgoot reinigen',
              quantity: 2,
              unitPrice: catalogued ? 1 : 0,
              unit: 'uur',
              priceSource: 'catalog',
            },
            { description: 'Schilderwerk', quantity: 3, unitPrice: 55.004, unit: 'uur', priceSource: 'text' },
            // A catalogue claim that matches no product loses its marker.
            {
              description: 'Hemelwaterafvoer',
              quantity: 1,
              unitPrice: 120,
              unit: 'stuk',
              priceSource: 'catalog',
            },
            { description: '   ', quantity: 1, unitPrice: 0, unit: 'stuk', priceSource: 'none' },
          ],
          notes: ' Graag binnen twee weken. ',
        }),
      };
    };
    const res = await post(TEXT);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        customer: {
          name: 'Bakkerij De Vries',
          email: '',
          phone: '06-12345678',
          address: 'Dorpsstraat 1, 3512 AB Utrecht',
        },
        items: [
          {
            description: 'Dakgoot reinigen',
            quantity: 2,
            unitPrice: 89.5,
            unit: 'stuk',
            priceSource: 'catalog',
          },
          { description: 'Schilderwerk', quantity: 3, unitPrice: 55, unit: 'uur', priceSource: 'text' },
          { description: 'Hemelwaterafvoer', quantity: 1, unitPrice: 120, unit: 'stuk', priceSource: 'none' },
        ],
        notes: 'Graag binnen twee weken.',
      },
    });

    const request = fake.requests.at(-1)!;
    expect(request.model).toBe('test-model');
    const schema = request.response_format?.json_schema?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(request.response_format?.json_schema?.strict).toBe(true);
    expect(schema.required).toEqual(['customer', 'items', 'notes']);
    expect(JSON.stringify(schema.properties.items)).toContain('"enum":["text","catalog","none"]');
    const prompt = userPrompt(request);
    expect(prompt).toContain(TEXT);
    expect(prompt).toContain('Schildersbedrijf Kwast, info@kwast.nl, 030-7112345');
    expect(prompt).toContain('- Schilderwerk | uur | € 48.00');
    expect(prompt).toContain('payment_terms: Betaling binnen 14 dagen');
  });

  it.each<[string, FakeReply]>([
    ['no JSON at all', { content: 'Hier is uw offerte: twee dakgoten.' }],
    ['an empty answer', { content: '' }],
    ['no content', { content: null }],
    ['JSON of another shape', { content: JSON.stringify({ klant: 'Jansen', regels: [] }) }],
    [
      'an item with a unit outside the list',
      {
        content: JSON.stringify({
          customer: { name: 'A', email: '', phone: '', address: '' },
          items: [{ description: 'x', quantity: 1, unitPrice: 1, unit: 'doos', priceSource: 'text' }],
          notes: '',
        }),
      },
    ],
    ['a response body that is not JSON', { rawBody: '{"id": "chatcmpl-1", "choices": [' }],
  ])('answers the empty result for a malformed answer: %s', async (_name, reply) => {
    next = () => reply;
    const res = await post(TEXT);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: EMPTY_AI_QUOTE_RESULT });
  });

  it('answers 504 with the SPEC §8 time-out message when the server is too slow', async () => {
    next = () => ({ delayMs: 10_000, content: JSON.stringify(EMPTY_AI_QUOTE_RESULT) });
    const started = Date.now();
    const res = await post(TEXT);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: AI_MSG.timeout } });
    expect(res.body.error.message).toBe('AI analyse timeout na 30 seconden');
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(8_000);
  });

  it('answers 502 with a Dutch message when the server fails', async () => {
    next = () => ({ status: 500, error: 'model crashed' });
    const res = await post(TEXT);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: AI_MSG.unavailable } });
  });
});

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
  const provider = (timeoutMs = 1500) =>
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
    next = () => ({ delayMs: 5_000, content: JSON.stringify({ products: [], terms: [] }) });
    const started = Date.now();
    const result = await provider(800).extractCatalog(doc, 'pricelist');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(result).toEqual(await rules.extractCatalog(doc, 'pricelist'));
    expect(result.products).toHaveLength(20);
  });
});

describe('openai adapter: onboarding documents through the job runner', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let next: (body: ChatRequestBody) => FakeReply = () => ({ content: '' });

  beforeAll(async () => {
    fake = await startFakeOpenAi((body) => next(body));
    t = await createTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_TIMEOUT_MS: '1500',
    });
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
