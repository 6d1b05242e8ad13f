/**
 * Negotiation through the API: line and quote discounts, an optional line, a choice of two variants and a
 * deposit are stored, priced by the domain, returned, kept by an edit and refused in Dutch when wrong.
 */
import { QUOTE_OPTION_MSG, quoteResponseSchema } from '@offerteflow/contracts';
import { authedClient, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { updateQuoteSettings } from './helpers/factories';

const t = useTestApp();
const asUser = authedClient(t);

export const negotiatedItems = [
  {
    description: 'Arbeid',
    quantity: 8,
    unit: 'uur',
    unitPrice: 55,
    discount: { type: 'percent', value: 10 },
  },
  {
    description: 'Materiaal',
    quantity: 1,
    unitPrice: 200,
    vatRate: 9,
    discount: { type: 'amount', value: 25 },
  },
  { description: 'Dakgoot', quantity: 1, unitPrice: 150, optional: true },
  { description: 'Kozijn kunststof', quantity: 1, unitPrice: 1000, choiceGroup: 'Kozijnen', selected: true },
  { description: 'Kozijn hout', quantity: 1, unitPrice: 1400, choiceGroup: 'Kozijnen' },
];

describe('quotes with discounts, options, choices and a deposit', () => {
  it('prices them with the domain and returns what counts', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).post('/api/quotes', {
      customer: { name: 'Familie de Vries' },
      items: negotiatedItems,
      discount: { type: 'percent', value: 5 },
      depositPercent: 30,
    });
    expect(res.status).toBe(201);
    const q = quoteResponseSchema.parse(res.body).data;
    expect(q.items.map((i) => [i.totalPrice, i.discountAmount, i.included])).toEqual([
      [396, 44, true],
      [175, 25, true],
      [150, 0, false],
      [1000, 0, true],
      [1400, 0, false],
    ]);
    expect(q.items[0]?.discount).toEqual({ type: 'percent', value: 10 });
    expect(q.items[1]?.discount).toEqual({ type: 'amount', value: 25 });
    expect(q.items.map((i) => [i.optional, i.choiceGroup, i.selected])).toEqual([
      [false, null, false],
      [false, null, false],
      [true, null, false],
      [false, 'Kozijnen', true],
      [false, 'Kozijnen', false],
    ]);
    expect(q).toMatchObject({
      subtotal: 1571,
      discount: { type: 'percent', value: 5 },
      discountAmount: 78.55,
      totalAmount: 1492.45,
      vat: [
        { rate: 21, base: 1326.2, vat: 278.5 },
        { rate: 9, base: 166.25, vat: 14.96 },
      ],
      vatTotal: 293.46,
      totalIncl: 1785.91,
      depositPercent: 30,
      depositAmount: 535.77,
    });
    // The list shows the total excl. BTW after the quote discount.
    const list = await asUser(a).get('/api/quotes');
    expect(list.body.data[0].totalAmount).toBe(1492.45);

    // An edit without a deposit keeps the quote's; the stored quote reads back the same.
    const again = await asUser(a).get(`/api/quotes/${q.id}`);
    expect(again.body.data).toEqual(q);
    const edited = await asUser(a)
      .put(`/api/quotes/${q.id}`, {
        customer: { name: 'Familie de Vries' },
        items: negotiatedItems.slice(0, 2),
      })
      .set('If-Match', again.headers.etag as string);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      discount: null,
      discountAmount: 0,
      depositPercent: 30,
      totalAmount: 571,
    });
  });

  it('takes the deposit of new quotes from the quote settings', async () => {
    const a = await registerCompany(t.http());
    await updateQuoteSettings(t, a.company.id, { depositPercent: 25 });
    const res = await asUser(a).post('/api/quotes', {
      customer: { name: 'Bakker' },
      items: [{ description: 'Arbeid', unitPrice: 100, vatRate: 0 }],
    });
    expect(res.body.data).toMatchObject({ depositPercent: 25, depositAmount: 25 });
    const settings = await asUser(a).get('/api/settings/quotes');
    expect(settings.body.data.depositPercent).toBe(25);
  });

  it('refuses a discount above its line and a choice without a second variant, in Dutch', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).post('/api/quotes', {
      customer: { name: 'Bakker' },
      items: [
        { description: 'Arbeid', quantity: 2, unitPrice: 10, discount: { type: 'amount', value: 25 } },
        { description: 'Hout', unitPrice: 10, choiceGroup: 'Kozijnen' },
      ],
      depositPercent: 120,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      'items.0.discount': [QUOTE_OPTION_MSG.discountAboveLine],
      'items.1.choiceGroup': [QUOTE_OPTION_MSG.choiceNeedsTwo],
      depositPercent: [QUOTE_OPTION_MSG.depositRange],
    });
  });
});
