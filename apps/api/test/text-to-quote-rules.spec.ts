/** Rules text-to-quote: the pieces (numbers, phones, addresses, quantities, prices, threads) and the whole. */
import { readNumberWords, parseNumberWord } from '../src/infra/ai/rules/quote/grammar/number-words';
import { findPhones, normalizePhone } from '../src/infra/ai/rules/quote/customer/phone';
import { findAddresses } from '../src/infra/ai/rules/quote/customer/address';
import { findQuantities } from '../src/infra/ai/rules/quote/grammar/quantity';
import { findPrices } from '../src/infra/ai/rules/quote/grammar/price';
import { stem } from '../src/infra/ai/rules/quote/match/stem';
import { splitThread } from '../src/infra/ai/rules/quote/messages/thread';
import { ownCompanyMatcher } from '../src/infra/ai/rules/quote/messages/own-company';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { aiQuoteResultSchema } from '@offerteflow/contracts';
import { fold } from '../src/infra/ai/rules/quote/text/fold';

const q = (text: string) => findQuantities(fold(text)).map((x) => [x.value, x.unit, x.vague]);

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
    expect(p('42,50 p/m2')).toEqual([[42.5, 'm2', 'unit']]);
    expect(p('45 p/u')).toEqual([[45, 'uur', 'unit']]);
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
    expect(messages[1]!.signature.map((l) => l.text)).toEqual(['Jan']);
  });

  it('reads a reply below the quoted offer as the newest message, not a quoted one', () => {
    const text =
      '> Op 3 mrt 2025 schreef Elektro Bos <info@elektrobos.nl>:\n> - 3 stopcontacten: € 95\n\nAkkoord, graag zo.\nGroet, Jan';
    const messages = splitThread(text, own);
    expect(messages.map((m) => [m.own, m.quoted, m.age])).toEqual([
      [true, true, 1],
      [false, false, 0],
    ]);
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
  it('never takes the own company for the customer and gives every line a source phrase and a confidence', () => {
    const text = [
      'Hoi Pieter,',
      '',
      'Graag 4 dubbele stopcontacten en 3 rookmelders à € 35 per stuk.',
      '',
      'Met vriendelijke groet,',
      'Anna de Vries',
      'Lindelaan 8, 1234 AB Hilversum',
      '',
      'Op 1 mrt 2025 om 09:00 schreef Elektro Bos <info@elektrobos.nl>:',
      '> Wat kan ik voor je doen? Groet, Pieter, Elektro Bos, 06-11223344',
    ].join('\r\n');
    const result = quoteFromTextByRules(text, context);
    expect(aiQuoteResultSchema.safeParse(result).success).toBe(true);
    expect(result.customer).toEqual({
      name: 'Anna de Vries',
      email: '',
      phone: '',
      address: 'Lindelaan 8, 1234 AB Hilversum',
    });
    for (const item of result.items) {
      expect(item.confidence).toBeGreaterThanOrEqual(0);
      expect(item.confidence).toBeLessThanOrEqual(1);
      // Offsets are in the text as sent (with its \r\n line endings).
      expect(text.slice(item.source!.start, item.source!.end)).toBe(item.source!.text);
    }
    const rook = result.items.find((i) => i.description === 'Rookmelder');
    if (rook) expect([rook.quantity, rook.unitPrice, rook.priceSource]).toEqual([3, 35, 'text']);
  });

  it('every price source is true: text only for a price in the text, none means 0', () => {
    const r = quoteFromTextByRules('Graag 2 rookmelders en 12 m2 tegels leggen à € 40 per m2.', context);
    for (const i of r.items) {
      if (i.priceSource === 'none') expect(i.unitPrice).toBe(0);
      if (i.priceSource === 'catalog')
        expect(context.products.map((p) => p.unitPrice)).toContain(i.unitPrice);
    }
  });

  it('works without a catalogue and answers the empty contract shape for an empty text', () => {
    const r = quoteFromTextByRules(
      'Beste,\n\n- 85 m2 muren schilderen\n- 6 kozijnen schilderen\n\nGroet, Jan',
      {
        products: [],
        terms: [],
      },
    );
    expect(aiQuoteResultSchema.safeParse(r).success).toBe(true);
    expect(r.items.every((i) => i.priceSource !== 'catalog')).toBe(true);
    expect(quoteFromTextByRules('          x', context).items).toEqual([]);
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
  ])('%s: 20,000 characters give a valid answer within 5 s of CPU', (_name, text) => {
    // CPU time of this process, not wall time: a busy machine must not fail the test, a pattern that
    // backtracks catastrophically still does (it burns CPU).
    const started = process.cpuUsage();
    const result = quoteFromTextByRules(text, context);
    expect(aiQuoteResultSchema.safeParse(result).success).toBe(true);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
  });
});
