/** Rules text-to-quote: the pieces (numbers, phones, addresses, quantities, prices, threads) and the whole. */
import { readNumberWords, parseNumberWord } from '../src/infra/ai/rules/quote/number-words';
import { findPhones, normalizePhone } from '../src/infra/ai/rules/quote/phone';
import { findAddresses } from '../src/infra/ai/rules/quote/address';
import { findQuantities } from '../src/infra/ai/rules/quote/quantity';
import { findPrices } from '../src/infra/ai/rules/quote/price';
import { stem } from '../src/infra/ai/rules/quote/stem';
import { splitThread } from '../src/infra/ai/rules/quote/thread';
import { ownCompanyMatcher } from '../src/infra/ai/rules/quote/own-company';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { aiQuoteResultSchema } from '@offerteflow/contracts';

const q = (text: string) => findQuantities(text.toLowerCase()).map((x) => [x.value, x.unit, x.vague]);

describe('Dutch number words', () => {
  it.each([
    ['een', 1],
    ['één', 1],
    ['twee', 2],
    ['twaalf', 12],
    ['twintig', 20],
    ['drieëntwintig', 23],
    ['vijfenveertig', 45],
    ['eenentwintig', 21],
    ['honderd', 100],
    ['tweehonderdvijftig', 250],
    ['duizend', 1000],
    ['anderhalf', 1.5],
    ['anderhalve', 1.5],
    ['tweeënhalf', 2.5],
  ])('%s is %d', (word, value) => expect(parseNumberWord(word)).toBe(value));

  it('reads word groups and refuses other words', () => {
    expect(readNumberWords(['een', 'half', 'uur'])).toEqual({ value: 0.5, used: 2 });
    expect(readNumberWords(['twee', 'en', 'een', 'half'])).toEqual({ value: 2.5, used: 4 });
    expect(parseNumberWord('lamp')).toBeNull();
    expect(parseNumberWord('tienduizendpoot')).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    ['06-12345678', '06-12345678'],
    ['06 1234 5678', '06-12345678'],
    ['+31 (0)30 711 23 45', '030-7112345'],
    ['0031 20 1234567', '020-1234567'],
    ['(020) 123 45 67', '020-1234567'],
    ['0318-612345', '0318-612345'],
    ['+31 6 22334455', '06-22334455'],
  ])('%s -> %s', (raw, phone) => expect(normalizePhone(raw)).toBe(phone));

  it('finds several in one run and skips dates, IBAN and KvK numbers', () => {
    expect(findPhones('Tel 06 12345678 / 020 1234567').map((p) => p.phone)).toEqual([
      '06-12345678',
      '020-1234567',
    ]);
    expect(findPhones('KvK 12345678, datum 12-03-2025, IBAN NL91ABNA0417164300')).toEqual([]);
    expect(findPhones('+32 470 12 34 56')[0]?.phone).toBe('+32 470 12 34 56');
  });
});

describe('addresses', () => {
  it('reads a street line above a postcode line, and one-line addresses', () => {
    expect(findAddresses('Kerkstraat 12a\n1234 AB Utrecht')[0]?.address).toBe(
      'Kerkstraat 12a, 1234 AB Utrecht',
    );
    expect(findAddresses('Wij wonen op Dorpsweg 3 in Baarn.')[0]?.address).toBe('Dorpsweg 3, Baarn');
    expect(findAddresses('Oude Rijn 14, 2312 HC Leiden')[0]?.address).toBe('Oude Rijn 14, 2312 HC Leiden');
    expect(
      findAddresses("Bel even aan, 's-Hertogenbosch is groot: Markt 5, 5211 JV 's-Hertogenbosch")[0]?.address,
    ).toBe("Markt 5, 5211 JV 's-Hertogenbosch");
  });
});

describe('quantities', () => {
  it('reads numbers, words, units and people times hours', () => {
    expect(q('3 uur')).toEqual([[3, 'uur', null]]);
    expect(q('2x stopcontact')).toEqual([[2, 'stuk', null]]);
    expect(q('twee lampen')).toEqual([[2, null, null]]);
    expect(q('10 m2 tegels')).toEqual([[10, 'm2', null]]);
    expect(q('10 vierkante meter')).toEqual([[10, 'm2', null]]);
    expect(q('een dagdeel')).toEqual([[4, 'uur', null]]);
    expect(q('2 man × 4 uur')).toEqual([[8, 'uur', null]]);
    expect(q('3 x 8 uur')).toEqual([[24, 'uur', null]]);
    expect(q('anderhalve dag')).toEqual([[1.5, 'dag', null]]);
    expect(q('3 à 4 uur')).toEqual([[4, 'uur', null]]);
  });

  it('keeps vague amounts vague', () => {
    expect(q('een paar bomen')).toEqual([[1, null, 'een paar']]);
    expect(q('enkele tegels')).toEqual([[1, null, 'enkele']]);
    expect(q('wat graszoden')).toEqual([[1, null, 'wat']]);
    expect(q('wat kost dat')).toEqual([]);
  });

  it('does not take dates, times, postcodes, sizes or ages for amounts', () => {
    expect(q('vrijdag 14 maart')).toEqual([]);
    expect(q('om 9 uur')).toEqual([]);
    expect(q('na 13:00')).toEqual([]);
    expect(q('binnen 3 dagen')).toEqual([]);
    expect(q('3818 AA Amersfoort')).toEqual([]);
    expect(q('douchebak 90x90')).toEqual([]);
    expect(q('de ketel is 18 jaar oud')).toEqual([]);
  });
});

describe('prices', () => {
  const p = (t: string) => findPrices(t).map((x) => [x.amount, x.per, x.kind]);
  it('reads Dutch prices with their unit', () => {
    expect(p('3 stuks à € 85')).toEqual([[85, null, 'unit']]);
    expect(p('€ 1.250,- per stuk')).toEqual([[1250, 'stuk', 'unit']]);
    expect(p('voor 95 euro per uur')).toEqual([[95, 'uur', 'unit']]);
    expect(p('€85/uur')).toEqual([[85, 'uur', 'unit']]);
    expect(p('42,50 p/m2')).toEqual([]);
    expect(p('tegen 42,50 per m2')).toEqual([[42.5, 'm2', 'unit']]);
    expect(p('in totaal € 500')).toEqual([[500, null, 'total']]);
    expect(p('ons budget is max € 2.000')).toEqual([[2000, null, 'budget']]);
  });
});

describe('stems', () => {
  it('unifies plurals, diminutives and spelling variants', () => {
    expect(stem('deuren')).toBe(stem('deur'));
    expect(stem('lampjes')).toBe(stem('lamp'));
    expect(stem('deurtje')).toBe(stem('deur'));
    expect(stem('spotjes')).toBe(stem('spot'));
    expect(stem('balletje')).toBe(stem('bal'));
    expect(stem("foto's")).toBe(stem('foto'));
    expect(stem('ramen')).toBe(stem('raam'));
    expect(stem('kozijnen')).toBe(stem('kozyn'));
    expect(stem('tegels')).toBe(stem('tegel'));
  });
});

describe('thread splitting', () => {
  const own = ownCompanyMatcher({
    products: [],
    terms: [],
    ownCompany: { name: 'Elektro Bos', email: 'info@elektrobos.nl', phone: null },
  });
  it('splits quoted replies and marks the user’s own messages, oldest first', () => {
    const text =
      'Graag 3 stopcontacten.\nGroet, Jan\n\nOp 3 mrt 2025 om 10:00 schreef Elektro Bos <info@elektrobos.nl>:\n> Wat kan ik doen?\n> Groet, Pieter';
    const messages = splitThread(text, own);
    expect(messages.map((m) => [m.own, m.author.email])).toEqual([
      [true, 'info@elektrobos.nl'],
      [false, ''],
    ]);
    expect(messages[1]!.signature).toEqual(['Jan']);
  });

  it('does not take a customer mail that mentions the company for one of the company', () => {
    const messages = splitThread('Graag 3 rookmelders.\nIk kreeg uw naam via Elektro Bos', own);
    expect(messages.map((m) => m.own)).toEqual([false]);
  });

  it('reads Outlook headers and WhatsApp chats', () => {
    const mail = splitThread(
      'Top\n\nVan: Jan Jansen <jan@x.nl>\nVerzonden: maandag\nAan: info@elektrobos.nl\nOnderwerp: test\n\nOude tekst',
      own,
    );
    expect(mail[0]!.author).toEqual({ name: 'Jan Jansen', email: 'jan@x.nl' });
    const chat = splitThread(
      '[12-03-2025 14:05] Anna: Hoi, kun je 2 lampen ophangen?\n[12-03-2025 14:06] Elektro Bos: Ja hoor',
      own,
    );
    expect(chat.map((m) => [m.kind, m.author.name, m.own])).toEqual([
      ['chat', 'Anna', false],
      ['chat', 'Elektro Bos', true],
    ]);
  });
});

describe('quoteFromTextByRules', () => {
  const context: QuoteContext = {
    products: [
      { name: 'Stopcontact dubbel', description: null, unitPrice: 45, unit: 'stuk', category: null },
      { name: 'Arbeid monteur', description: null, unitPrice: 65, unit: 'uur', category: null },
      { name: 'Rookmelder', description: null, unitPrice: 39, unit: 'stuk', category: null },
    ],
    terms: [],
    ownCompany: { name: 'Elektro Bos', email: 'info@elektrobos.nl', phone: '06-11223344' },
  };

  it('prices from the catalogue, lets a price in the text win, and never takes the own company for the customer', () => {
    const text = [
      'Hoi Pieter,',
      '',
      'Graag 4 dubbele stopcontacten en 3 rookmelders à € 35 per stuk. Reken op 2 man × 3 uur.',
      '',
      'Met vriendelijke groet,',
      'Anna de Vries',
      'Lindelaan 8, 1234 AB Hilversum',
      '',
      'Op 1 mrt 2025 om 09:00 schreef Elektro Bos <info@elektrobos.nl>:',
      '> Wat kan ik voor je doen? Groet, Pieter, Elektro Bos, 06-11223344',
    ].join('\n');
    const result = quoteFromTextByRules(text, context);
    expect(result.customer).toEqual({
      name: 'Anna de Vries',
      email: '',
      phone: '',
      address: 'Lindelaan 8, 1234 AB Hilversum',
    });
    expect(result.items).toEqual([
      { description: 'Stopcontact dubbel', quantity: 4, unitPrice: 45, unit: 'stuk', priceSource: 'catalog' },
      { description: 'Rookmelder', quantity: 3, unitPrice: 35, unit: 'stuk', priceSource: 'text' },
      { description: 'Arbeid monteur', quantity: 6, unitPrice: 65, unit: 'uur', priceSource: 'catalog' },
    ]);
  });

  it('drops lines a later message cancels and changes amounts a later message changes', () => {
    const chat = [
      '[12-03-2025 14:05] Anna: Hoi, graag 2 stopcontacten en 4 rookmelders',
      '[12-03-2025 14:09] Anna: De rookmelders hoeven toch niet, en doe maar 5 stopcontacten ipv 2',
    ].join('\n');
    expect(quoteFromTextByRules(chat, context).items).toEqual([
      { description: 'Stopcontact dubbel', quantity: 5, unitPrice: 45, unit: 'stuk', priceSource: 'catalog' },
    ]);
  });

  it('adds what the user offered once the customer agrees, and only then', () => {
    const offer = (answer: string) =>
      [
        '[02-09-2025 08:01] Anja: Hoi, graag 2 stopcontacten in de gang',
        '[02-09-2025 08:20] Elektro Bos: Komt goed. Ik zag dat je rookmelder stuk is, ik kan er 3 nieuwe ophangen',
        `[02-09-2025 08:22] Anja: ${answer}`,
      ].join('\n');
    expect(
      quoteFromTextByRules(offer('Prima, neem dat maar mee'), context).items.map((i) => [
        i.description,
        i.quantity,
      ]),
    ).toEqual([
      ['Stopcontact dubbel', 2],
      ['Rookmelder', 3],
    ]);
    expect(quoteFromTextByRules(offer('Ik ben er vrijdag'), context).items.map((i) => i.description)).toEqual(
      ['Stopcontact dubbel'],
    );
  });

  it('keeps vague amounts at 1 with a note, and works without a catalogue', () => {
    const r = quoteFromTextByRules(
      'Beste, kunt u een paar rookmelders plaatsen? Graag voor 1 juni.',
      context,
    );
    expect(r.items).toEqual([
      { description: 'Rookmelder', quantity: 1, unitPrice: 39, unit: 'stuk', priceSource: 'catalog' },
    ]);
    expect(r.notes).toContain('een paar');
    expect(r.notes).toContain('1 juni');
    const free = quoteFromTextByRules('Graag een offerte voor 12 m2 tegels leggen à € 40 per m2.', {
      products: [],
      terms: [],
    });
    expect(free.items).toEqual([
      { description: 'Tegels leggen', quantity: 12, unitPrice: 40, unit: 'm2', priceSource: 'text' },
    ]);
  });
});

describe('hostile input', () => {
  const context: QuoteContext = {
    products: [{ name: 'Stopcontact', description: null, unitPrice: 1, unit: 'stuk', category: null }],
    terms: [],
  };
  it.each([
    ['digits', '1'.repeat(20_000)],
    ['spaces', `a${' '.repeat(19_990)}b`],
    ['commas', 'a, '.repeat(6_000)],
    ['prices', '€ 1.'.repeat(5_000)],
    ['dots', '1.2.3.4.'.repeat(2_500)],
    ['quotes', '> '.repeat(10_000)],
    ['number words', 'twee en een half '.repeat(1_100)],
  ])('%s: 20,000 characters give a valid answer within 5 s', (_name, text) => {
    const started = Date.now();
    const result = quoteFromTextByRules(text, context);
    expect(aiQuoteResultSchema.safeParse(result).success).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
