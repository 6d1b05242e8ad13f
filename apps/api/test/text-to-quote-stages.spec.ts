/** The rules text-to-quote stages one by one: normalisation and offsets, segmentation, grammar, features, reconciliation, catalogue, confidence. */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { analyse } from '../src/infra/ai/rules/quote';
import { FEATURES } from '../src/infra/ai/rules/quote/classify/features';
import { excludingVat } from '../src/infra/ai/rules/quote/classify/line';
import { DEFAULT_MODEL, type TextModel } from '../src/infra/ai/rules/quote/classify/model';
import { findPrices } from '../src/infra/ai/rules/quote/grammar/price';
import { findQuantities } from '../src/infra/ai/rules/quote/grammar/quantity';
import { readNumberWords } from '../src/infra/ai/rules/quote/grammar/number-words';
import { readPhrase } from '../src/infra/ai/rules/quote/grammar/reading';
import { alternation, wordsRe } from '../src/infra/ai/rules/quote/lexicon/pattern';
import { CatalogIndex, phraseStems } from '../src/infra/ai/rules/quote/match/catalog-index';
import { ownCompanyMatcher } from '../src/infra/ai/rules/quote/messages/own-company';
import { splitThread } from '../src/infra/ai/rules/quote/messages/thread';
import { segmentMessage } from '../src/infra/ai/rules/quote/segment/segments';
import { fold } from '../src/infra/ai/rules/quote/text/fold';
import { normalize, sourceOf } from '../src/infra/ai/rules/quote/text/normalize';
import { locatePhrase, matchToCatalog, withoutOwnCompany } from '../src/infra/ai/rules/quote/validate';

const noCatalog: QuoteContext = { products: [], terms: [] };
const qs = (t: string) => findQuantities(fold(t)).map((q) => [q.value, q.unit]);

describe('normalisation and source offsets', () => {
  it('maps spans of the normalised text back to the text as sent', () => {
    const original = 'Hoi\r\n\u200bGraag 2\u00a0lampen à € 5,-\r\n';
    const norm = normalize(original);
    expect(norm.text).toBe('Hoi\nGraag 2 lampen à € 5,-\n');
    const at = norm.text.indexOf('2 lampen');
    const src = sourceOf(norm, { start: at, end: at + '2 lampen'.length });
    expect(original.slice(src.start, src.end)).toBe('2\u00a0lampen');
    expect(src.text).toBe('2\u00a0lampen');
  });

  it('folds without changing the length', () => {
    const t = 'Één Café, Crème — Ärger';
    expect(fold(t)).toHaveLength(t.length);
    expect(fold('Één')).toBe('een');
  });
});

describe('lexicon patterns', () => {
  it('builds whole-word, longest-first alternations with prefixes', () => {
    expect(alternation(['a b', 'a'])).toBe('(?:a\\s+b|a)');
    const re = wordsRe(['schoonma*', 'laat maar zitten']);
    expect(re.test('wij schoonmaken')).toBe(true);
    expect(re.test('laat   maar zitten')).toBe(true);
    expect(re.test('onschoonmaak')).toBe(false);
  });
});

describe('segmentation', () => {
  const own = ownCompanyMatcher(noCatalog);
  const segments = (text: string) => {
    const messages = splitThread(normalize(text).text, own);
    return messages.flatMap((m, i) => segmentMessage(m, i, i * 1000, []));
  };

  it('reads list items, clauses and table rows with their spans', () => {
    const text = 'Beste,\n\n1. Dakkapel vernieuwen, 2 stuks à € 4.100\n- riool ontstoppen\n\nGroet, Jan';
    const s = segments(text);
    expect(s.map((x) => [x.kind, x.text])).toEqual([
      ['item', 'Dakkapel vernieuwen'],
      ['item', '2 stuks à € 4.100'],
      ['item', 'riool ontstoppen'],
    ]);
    for (const x of s) expect(text.slice(x.start, x.end)).toBe(x.text);
    const table = segments('Omschrijving\tAantal\tPrijs\nKabel trekken\t210\t€ 4,25\nSwitch\t1\t');
    expect(table.map((x) => [x.kind, x.row?.cells.description?.text, x.row?.cells.quantity?.text])).toEqual([
      ['row', 'Kabel trekken', '210'],
      ['row', 'Switch', '1'],
    ]);
  });

  it('takes the request from a contact form and leaves the customer fields out', () => {
    const s = segments(
      'Naam: Jan Smit\nE-mail: jan@x.nl\nTelefoon: 06-12345678\nBericht: graag 3 ramen wassen',
    );
    expect(s.map((x) => x.text)).toEqual(['graag 3 ramen wassen']);
  });
});

describe('slot grammar', () => {
  it('reads quantities: digits, number words, fractions, ranges and products of factors', () => {
    expect(qs('twee dozijn broodjes')).toEqual([[24, null]]);
    expect(qs('anderhalf uur')).toEqual([[1.5, 'uur']]);
    expect(qs('een kwartier')).toEqual([]);
    expect(readNumberWords(['een', 'kwartier'])).toEqual({ value: 0.25, used: 2 });
    expect(qs('drieduizend vijfhonderd flyers')).toEqual([[3500, null]]);
    expect(qs('2 man, 3 uur')).toEqual([[6, 'uur']]);
    expect(qs('3 mensen x 2 dagdelen van 4 uur')).toEqual([[24, 'uur']]);
    expect(qs('3-4 uur')).toEqual([[4, 'uur']]);
    expect(qs('(ongeveer 80 m2)')).toEqual([[80, 'm2']]);
    expect(qs('4 meter lang')).toEqual([[4, 'stuk']]);
    expect(qs('bel 06-12345678 op 12-03-2025 om 13:00, week 23')).toEqual([]);
  });

  it('reads prices: incl. and excl. VAT, totals, per person, vanaf, budgets', () => {
    const p = (t: string) =>
      findPrices(t).map((x) => [x.amount, x.kind, x.vat?.included ?? null, x.perPerson, x.from]);
    expect(p('€ 96,80 incl.')).toEqual([[96.8, 'unit', true, false, false]]);
    expect(p('€ 50 excl. btw')).toEqual([[50, 'unit', false, false, false]]);
    expect(p('€ 3.100 alles inbegrepen')).toEqual([[3100, 'total', null, false, false]]);
    expect(p('€ 24,50 p.p.')).toEqual([[24.5, 'unit', null, true, false]]);
    expect(p('vanaf € 49')).toEqual([[49, 'unit', null, false, true]]);
    expect(p('budget is max 2000 euro')).toEqual([[2000, 'budget', null, false, false]]);
    expect(p('EUR 68.00 en 1.250,-')).toEqual([
      [68, 'unit', null, false, false],
      [1250, 'unit', null, false, false],
    ]);
    expect(findPrices('€ 19,- per werkplek per maand')[0]).toMatchObject({
      perNoun: 'werkplek',
      per: 'maand',
    });
    expect(excludingVat(96.8, 21)).toBe(80);
    expect(excludingVat(10.9, 9)).toBe(10);
  });

  it('marks what a phrase does', () => {
    expect(readPhrase('die schuur laten we zitten').flags.cancel).toBe(true);
    expect(readPhrase('doen jullie ook zonnepanelen?').flags.question).toBe(true);
    expect(readPhrase('eventueel ook de dakgoot').flags.optional).toBe(true);
    expect(readPhrase('niet 8 maar 9 meter').quantities.map((q) => q.value)).toEqual([9]);
    expect(readPhrase('montage per paneel').perNoun).toBe('paneel');
  });
});

describe('classifier features and the learned model', () => {
  it('has one weight per feature, in 0..1 features, and a threshold above the candidate floor', () => {
    expect(DEFAULT_MODEL.line.features).toEqual([...FEATURES]);
    expect(DEFAULT_MODEL.line.weights).toHaveLength(FEATURES.length);
    expect(DEFAULT_MODEL.candidateFloor).toBeLessThanOrEqual(DEFAULT_MODEL.threshold);
    const a = analyse(
      'Beste,\n- 4 binnendeuren plaatsen à € 225\n- mijn ketel is 18 jaar oud\nGroet, Jan',
      noCatalog,
    );
    for (const x of a.features) for (const v of x) expect(v >= 0 && v <= 1).toBe(true);
  });

  it('decides by the weights: with every weight zero and bias +/-, all or nothing becomes a line', () => {
    const text = 'Graag 4 binnendeuren plaatsen en 2 kozijnen vervangen.';
    const flat = (bias: number): TextModel => ({
      ...DEFAULT_MODEL,
      line: { ...DEFAULT_MODEL.line, weights: DEFAULT_MODEL.line.weights.map(() => 0), bias },
    });
    expect(analyse(text, noCatalog, flat(5)).result.items.length).toBe(2);
    expect(analyse(text, noCatalog, flat(-5)).result.items.length).toBe(0);
  });
});

describe('thread reconciliation', () => {
  const ctx: QuoteContext = {
    products: [
      { name: 'Kozijn vervangen', description: null, unitPrice: 875, unit: 'stuk', category: null },
      { name: 'Inbouwkast op maat', description: null, unitPrice: 1450, unit: 'stuk', category: null },
    ],
    terms: [],
    ownCompany: { name: 'Hout & Meer', email: 'info@houtenmeer.nl', phone: null },
  };
  const all: TextModel = {
    ...DEFAULT_MODEL,
    line: { ...DEFAULT_MODEL.line, weights: DEFAULT_MODEL.line.weights.map(() => 0), bias: 5 },
  };

  it('cancels, changes and accepts across messages', () => {
    const chat = [
      '[12-03-2025 14:05] Anna: Hoi, graag 2 kozijnen vervangen en een inbouwkast op maat',
      '[12-03-2025 14:09] Anna: De inbouwkast laten we zitten',
      '[12-03-2025 14:10] Anna: En doe maar 3 kozijnen ipv 2',
    ].join('\n');
    const r = analyse(chat, ctx, all).result;
    expect(r.items.map((i) => [i.description, i.quantity])).toEqual([['Kozijn vervangen', 3]]);
    expect(r.candidates.map((c) => c.item.description)).toContain('Inbouwkast op maat');
  });

  it('cancels the line a phrase names by its own words, not lines sharing a word of its product', () => {
    const cleaning: QuoteContext = {
      products: [
        { name: 'Zonnepanelen reinigen', description: null, unitPrice: 3.5, unit: 'stuk', category: null },
        { name: 'Dakgoot reinigen', description: null, unitPrice: 3.75, unit: 'stuk', category: null },
      ],
      terms: [],
    };
    const text = 'Graag 24 zonnepanelen reinigen en de dakgoot reinigen.\nAlleen de dakgoot hoeft niet meer.';
    const r = analyse(text, cleaning, all).result;
    expect(r.items.map((i) => [i.description, i.quantity])).toEqual([['Zonnepanelen reinigen', 24]]);
  });
});

describe('catalogue matching and shared validation', () => {
  const products: QuoteContext['products'] = [
    { name: 'Uurtarief monteur', description: null, unitPrice: 68, unit: 'uur', category: null },
    { name: 'Uurtarief leerling-monteur', description: null, unitPrice: 42, unit: 'uur', category: null },
    { name: 'Voorrijkosten', description: null, unitPrice: 35, unit: 'stuk', category: null },
    { name: 'Riool ontstoppen', description: null, unitPrice: 125, unit: 'stuk', category: null },
    { name: 'Onderhoudsbeurt cv-ketel', description: null, unitPrice: 95, unit: 'stuk', category: null },
  ];
  it('picks the product the text names, not its neighbour, with a score', () => {
    const index = new CatalogIndex(products);
    expect(index.match(phraseStems('2 uur uurtarief monteur'))?.product.name).toBe('Uurtarief monteur');
    expect(index.match(phraseStems('uurtarief leerling monteur'))?.product.name).toBe(
      'Uurtarief leerling-monteur',
    );
    expect(index.match(phraseStems('uurtarief leerling monteur'))!.score).toBeGreaterThan(0.5);
  });

  it('checks lines and customers of any provider the same way', () => {
    const index = new CatalogIndex(products);
    const base = { quantity: 2, unit: 'stuk' as const, source: null, confidence: 0.5 };
    expect(
      matchToCatalog(
        { ...base, description: 'uurtarief monteur', unitPrice: 1, priceSource: 'catalog' },
        index,
        products,
        [],
      ),
    ).toMatchObject({
      description: 'Uurtarief monteur',
      unitPrice: 68,
      unit: 'uur',
      priceSource: 'catalog',
    });
    expect(
      matchToCatalog(
        { ...base, description: 'Iets anders', unitPrice: 99, priceSource: 'text' },
        index,
        products,
        [],
      ),
    ).toMatchObject({
      unitPrice: 0,
      priceSource: 'none',
    });
    expect(
      matchToCatalog(
        { ...base, description: 'Iets anders', unitPrice: 40, priceSource: 'text' },
        index,
        products,
        [80],
      ),
    ).toMatchObject({
      unitPrice: 40,
      priceSource: 'text',
    });
    const ctx: QuoteContext = {
      products,
      terms: [],
      ownCompany: { name: 'Loodgieter De Waal', email: 'info@dewaal.nl', phone: '010-4567890' },
    };
    expect(
      withoutOwnCompany(
        { name: 'Loodgieter De Waal', email: 'INFO@dewaal.nl', phone: '010 456 7890', address: 'X 1' },
        ctx,
      ),
    ).toEqual({
      name: '',
      email: '',
      phone: '',
      address: 'X 1',
    });
    expect(locatePhrase('Graag  twee   lampen', 'twee lampen')).toEqual({
      text: 'twee   lampen',
      start: 7,
      end: 20,
    });
    expect(locatePhrase('abc', 'xyz')).toBeNull();
  });
});

describe('confidence', () => {
  it('stays within 0..1 for every line and candidate', () => {
    const r = analyse(
      'Graag 4 binnendeuren, 2 kozijnen en eventueel 3 ramen.\nDe schuur laten we zitten.',
      noCatalog,
    ).result;
    for (const i of [...r.items, ...r.candidates.map((c) => c.item)]) {
      expect(i.confidence).toBeGreaterThanOrEqual(0);
      expect(i.confidence).toBeLessThanOrEqual(1);
    }
  });
});
