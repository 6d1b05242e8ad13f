/** Creating quotes through the public API, as the web client does. */
import type { AuthData, Quote } from '@offerteflow/contracts';
import { todayIsoDate } from '@offerteflow/domain';
import type supertest from 'supertest';
import { bearer } from './accounts';

export const threeItems = [
  { description: 'Dakgoot vervangen', quantity: 2, unitPrice: 149.95, unit: 'stuk' },
  { description: 'Arbeid', quantity: 3.5, unitPrice: 52.5, unit: 'uur' },
  { description: 'Voorrijkosten', quantity: 1, unitPrice: 35, vatRate: 9 },
];

export async function createQuote(
  http: supertest.Agent,
  who: AuthData,
  /** Fields of the create payload (SPEC §3) overriding the defaults; sent as JSON as given. */
  body: Record<string, unknown> = {},
): Promise<Quote> {
  const res = await http
    .post('/api/quotes')
    .set(bearer(who.accessToken))
    .send({ customer: { name: 'Jansen Bouw', email: 'info@jansenbouw.nl' }, items: threeItems, ...body });
  if (res.status !== 201) throw new Error(`create quote failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Quote;
}

/** This (Dutch) calendar year, as quote numbers carry it. */
export const quoteYear = todayIsoDate().slice(0, 4);

/** The n-th quote number of a company this year with the default prefix: OFF-2026-0001. */
export const quoteNumber = (n: number) => `OFF-${quoteYear}-${String(n).padStart(4, '0')}`;
