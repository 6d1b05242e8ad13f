import { productUsageResponseSchema } from '@offerteflow/contracts';
import { authedClient, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { createQuote } from './helpers/quotes';
import { productOfLine } from '../src/modules/quotes/product-usage.service';

jest.setTimeout(60_000);

const t = useTestApp();
const asUser = authedClient(t);

const line = (description: string, quantity = 1) => ({ description, quantity, unitPrice: 10 });

describe('GET /api/quotes/product-usage', () => {
  it('counts quoted lines per catalogue product by name, most used first, only of the own company', async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    const id = async (name: string, description?: string) =>
      (await api.post('/api/catalog/products', { name, description, unitPrice: 10 })).body.data.id as string;
    const lunch = await id('Lunch');
    const paint = await id('Schilderwerk', 'Muren en plafonds');
    await id('Behang');
    await createQuote(t.http(), a, { items: [line('Lunch', 12), line('Schilderwerk - Muren en plafonds')] });
    await createQuote(t.http(), a, { items: [line('lunch'), line('Lunch'), line('Iets anders')] });
    // Another company quoting 'Behang' many times does not count.
    const b = await registerCompany(t.http());
    await createQuote(t.http(), b, { items: [line('Behang'), line('Behang'), line('Behang')] });

    const res = await api.get('/api/quotes/product-usage');
    expect(res.status).toBe(200);
    expect(productUsageResponseSchema.parse(res.body).data).toEqual([
      { productId: lunch, count: 3 },
      { productId: paint, count: 1 },
    ]);
  });

  it("takes a line to a product by its exact name or 'name - description'", () => {
    const ids = new Map([
      ['verf - wit', 'a'],
      ['verf', 'b'],
    ]);
    expect(productOfLine('Verf - wit', ids)).toBe('a');
    expect(productOfLine('Verf - wit - 10 liter', ids)).toBe('a');
    expect(productOfLine('Verf - blauw', ids)).toBe('b');
    expect(productOfLine('Verfje', ids)).toBeUndefined();
  });
});
