/**
 * The rules text-to-quote engine on threads pasted oldest first (their header dates run forwards), on
 * a stated result of factors ('4 personen x 8 uur x 2 dagen = 64 uur'), on a change of one factor
 * ('niet 4 maar 5 beveiligers, zelfde uren') and on rental days that are no work of people.
 */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { analyse } from '../src/infra/ai/rules/quote';
import { findQuantities } from '../src/infra/ai/rules/quote/grammar/quantity';
import { ownCompanyMatcher } from '../src/infra/ai/rules/quote/messages/own-company';
import { sentAt } from '../src/infra/ai/rules/quote/messages/sent-date';
import { splitThread } from '../src/infra/ai/rules/quote/messages/thread';
import { fold } from '../src/infra/ai/rules/quote/text/fold';
import { catalogProduct as product } from './helpers/text-to-quote';

const ctx: QuoteContext = {
  products: [
    product('Steigerbouwer per uur', 48, 'uur'),
    product('Steigerplank per stuk per week', 3.5),
    product('Aanhanger bezorgen (per rit)', 65),
    product('Uurtarief opzichter', 60, 'uur'),
  ],
  terms: [],
  ownCompany: { name: 'Steigerwerk Dijkstra', email: 'info@steigerwerkdijkstra.nl', phone: null },
};

const oldestFirst = [
  'Van: Steigerwerk Dijkstra <info@steigerwerkdijkstra.nl>',
  'Verzonden: maandag 2 maart 2026 09:10',
  'Aan: Ria Smit',
  'Onderwerp: Offerte steiger',
  '',
  'Beste Ria,',
  '- Steigerbouwer: 3 personen x 6 uur x 2 dagen = 36 uur à € 48,00',
  '- Aanhanger bezorgen: 2 ritten à € 65,00',
  'Steigerwerk Dijkstra',
  '',
  'Van: Ria Smit <ria.smit@ziggo.nl>',
  'Verzonden: woensdag 4 maart 2026 18:45',
  'Aan: Steigerwerk Dijkstra',
  'Onderwerp: RE: Offerte steiger',
  '',
  'Hallo, akkoord, maar niet 3 maar 4 steigerbouwers, zelfde uren.',
  'Groet, Ria',
].join('\n');

describe('threads pasted oldest first', () => {
  it('reads when a mail was sent from its header or its wrote line', () => {
    expect(sentAt('maandag 2 maart 2026 09:10')).toBe(202603020910);
    expect(sentAt('Op 23-11-2026 om 14:05 schreef Jan:')).toBe(202611231405);
    expect(sentAt('Mon, Nov 23, 2026')).toBe(202611230000);
    expect(sentAt('volgende week')).toBeNull();
  });

  it('takes the last message as the newest when the header dates run forwards', () => {
    const messages = splitThread(oldestFirst, ownCompanyMatcher(ctx));
    expect(messages.map((m) => [m.own, m.age, m.quoted])).toEqual([
      [true, 1, true],
      [false, 0, false],
    ]);
  });

  it('accepts the offer and scales the line whose factor the reply changes', () => {
    const items = analyse(oldestFirst, ctx).result.items.map((i) => [i.description, i.quantity, i.unitPrice]);
    expect(items).toEqual([
      ['Steigerbouwer per uur', 48, 48],
      ['Aanhanger bezorgen (per rit)', 2, 65],
    ]);
  });
});

describe('factors and their stated result', () => {
  const qs = (t: string) => findQuantities(fold(t)).map((q) => [q.value, q.unit]);

  it('takes the amount after = for the factors before it, in their unit when it has none', () => {
    expect(qs('3 personen x 6 uur x 2 dagen = 36 uur')).toEqual([[36, 'uur']]);
    expect(qs('4 x 2 dagen = 8')).toEqual([[8, 'dag']]);
    expect(qs('graag 3 stuks, totaal = 3')).toEqual([
      [3, 'stuk'],
      [3, null],
    ]);
  });

  it('keeps days of rental on the rented thing, not on an hourly product', () => {
    const items = analyse('Graag 40 steigerplanken x 3 weken.', ctx).result.items;
    expect(items.map((i) => i.description)).toEqual(['Steigerplank per stuk per week']);
  });
});
