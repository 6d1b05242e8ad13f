/**
 * The `openai` adapter against a local chat-completions server: text to quote through the HTTP endpoint
 * (normal, malformed, slow, server error). Catalogue extraction: ai-openai-catalog.spec.ts.
 */
import { AI_MSG, EMPTY_AI_QUOTE_RESULT, type AuthData } from '@offerteflow/contracts';
import { bearer, registerCompany } from './helpers/accounts';
import type { TestApp } from './helpers/app';
import { seedCatalogue } from './helpers/catalogue';
import {
  startOpenAiTestApp,
  strictProblem,
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

const body = (b: ChatRequestBody, role: string) => b.messages.find((m) => m.role === role)?.content ?? '';
const userPrompt = (b: ChatRequestBody) => body(b, 'user');

describe('openai adapter: text to quote through POST /api/ai/generate-from-text', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let who: AuthData;
  let next: (body: ChatRequestBody) => FakeReply = () => ({ content: '' });

  beforeAll(async () => {
    ({ fake, t } = await startOpenAiTestApp((body) => next(body), { OPENAI_MODEL: 'test-model' }));
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

  it('sends the text, catalogue and own company with a strict JSON schema, and returns the checked answer', async () => {
    next = (body) => {
      const prompt = userPrompt(body);
      // The fake "model" only prices from the catalogue what the prompt actually contains.
      const catalogued = prompt.includes('- Dakgoot reinigen | stuk | € 89.50 | Onderhoud');
      const line = (o: Record<string, unknown>) => ({ sourcePhrase: null, confidence: null, ...o });
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
            line({
              description: 'Dakgoot reinigen',
              quantity: 2,
              unitPrice: catalogued ? 1 : 0,
              unit: 'uur',
              priceSource: 'catalog',
              sourcePhrase: 'onze dakgoten reinigen (2 keer)',
              confidence: 0.9,
            }),
            // The text's price wins; the phrase is found though its spacing differs.
            line({
              description: 'Schilderwerk',
              quantity: 3,
              unitPrice: 55.004,
              unit: 'uur',
              priceSource: 'text',
              sourcePhrase: '3 uur  schilderwerk doen à € 55 per uur',
            }),
            // A catalogue claim that matches no product and a price the text does not hold: 'none', 0.
            line({
              description: 'Hemelwaterafvoer',
              quantity: 1,
              unitPrice: 120,
              unit: 'stuk',
              priceSource: 'catalog',
              sourcePhrase: 'een phrase die niet in de tekst staat',
            }),
            line({ description: '   ', quantity: 1, unitPrice: 0, unit: 'stuk', priceSource: 'none' }),
          ],
          notes: ' Graag binnen twee weken. ',
          candidates: [
            {
              sourcePhrase: 'een offerte voor een hemelwaterafvoer',
              item: line({
                description: 'Hemelwaterafvoer',
                quantity: 1,
                unitPrice: 0,
                unit: 'stuk',
                priceSource: 'none',
              }),
            },
          ],
        }),
      };
    };
    const res = await post(TEXT);
    expect(res.status).toBe(200);
    const at = (phrase: string) => ({
      text: phrase,
      start: TEXT.indexOf(phrase),
      end: TEXT.indexOf(phrase) + phrase.length,
    });
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
            source: at('onze dakgoten reinigen (2 keer)'),
            confidence: 0.9,
          },
          {
            description: 'Schilderwerk',
            quantity: 3,
            unitPrice: 55,
            unit: 'uur',
            priceSource: 'text',
            source: at('3 uur schilderwerk doen à € 55 per uur'),
            confidence: 0.5,
          },
          {
            description: 'Hemelwaterafvoer',
            quantity: 1,
            unitPrice: 0,
            unit: 'stuk',
            priceSource: 'none',
            source: null,
            confidence: 0.5,
          },
        ],
        notes: 'Graag binnen twee weken.',
        candidates: [
          {
            source: at('een offerte voor een hemelwaterafvoer'),
            item: {
              description: 'Hemelwaterafvoer',
              quantity: 1,
              unitPrice: 0,
              unit: 'stuk',
              priceSource: 'none',
              source: at('een offerte voor een hemelwaterafvoer'),
              confidence: 0.5,
            },
          },
        ],
      },
    });

    const request = fake.requests.at(-1)!;
    expect(request.model).toBe('test-model');
    const schema = request.response_format?.json_schema?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(request.response_format?.json_schema?.strict).toBe(true);
    expect(schema.required).toEqual(['customer', 'items', 'notes', 'candidates']);
    const items = JSON.stringify(schema.properties.items);
    expect(items).toContain('"enum":["text","catalog","none"]');
    expect(items).toContain('"sourcePhrase"');
    const system = body(request, 'system');
    expect(system).toContain('EXCLUDING VAT');
    expect(system).toContain('divided by 1.21');
    expect(system).toContain('Never use the own company');
    expect(system).toContain('per-person price');
    const prompt = userPrompt(request);
    expect(prompt).toContain(TEXT);
    expect(prompt).toContain('Schildersbedrijf Kwast, info@kwast.nl, 030-7112345');
    expect(prompt).toContain('- Schilderwerk | uur | € 48.00');
    expect(prompt).toContain('payment_terms: Betaling binnen 14 dagen');
  });

  it('the fake server refuses a schema that strict structured output would refuse', () => {
    const loose = { type: 'object', properties: { a: { type: 'string' } }, required: [] };
    expect(strictProblem(loose)).toMatch(/not required/);
    expect(strictProblem({ ...loose, required: ['a'], additionalProperties: false })).toBeNull();
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
    // The server would answer after 60 s; the adapter's time-out is 1.5 s (the upper bound leaves room
    // for a busy machine).
    next = () => ({ delayMs: 60_000, content: JSON.stringify(EMPTY_AI_QUOTE_RESULT) });
    const started = Date.now();
    const res = await post(TEXT);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: AI_MSG.timeout } });
    expect(res.body.error.message).toBe('AI analyse timeout na 30 seconden');
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(30_000);
  });

  it('answers 502 with a Dutch message when the server fails', async () => {
    next = () => ({ status: 500, error: 'model crashed' });
    const res = await post(TEXT);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: AI_MSG.unavailable } });
  });
});
