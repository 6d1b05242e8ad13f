/**
 * Property test: for any valid items, the totals the API stores and returns equal the totals the web
 * form shows live (both use computeQuoteTotalsFromEuros of @offerteflow/domain on the same input).
 */
import { quoteResponseSchema } from '@offerteflow/contracts';
import { computeQuoteTotalsFromEuros, quoteTotalsToEuros, type VatRate } from '@offerteflow/domain';
import fc from 'fast-check';
import { bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';

const t = useTestApp();

/** Numbers as a user types them: at most `decimals` decimals, within the contract's limits. */
const decimal = (min: number, max: number, decimals: number) =>
  fc.integer({ min: min * 10 ** decimals, max: max * 10 ** decimals }).map((n) => n / 10 ** decimals);

// 8 items × 1,000 × € 100,000 stays under the contract's € 1,000,000,000 quote maximum.
const item = fc.record({
  description: fc.constantFrom('Arbeid', 'Materiaal', 'Voorrijkosten', 'Dakpan'),
  quantity: fc.oneof(fc.integer({ min: 1, max: 100 }), decimal(1, 1_000, 3)),
  unitPrice: fc.oneof(decimal(0, 100, 2), decimal(0, 100_000, 2)),
  // The suggested rates and any other rate of 0–100 with 1 decimal (the settings' step).
  vatRate: fc.oneof(fc.constantFrom<VatRate>(21, 9, 0), decimal(0, 100, 1)),
  // A percentage discount (an amount one is bounded by its line: the contract spec checks it).
  discount: fc.option(
    decimal(0, 100, 2).map((value) => ({ type: 'percent' as const, value })),
    {
      nil: null,
    },
  ),
  optional: fc.boolean(),
  selected: fc.boolean(),
});
const quoteDiscount = fc.option(
  fc.oneof(
    decimal(0, 100, 2).map((value) => ({ type: 'percent' as const, value })),
    decimal(0, 1_000, 2).map((value) => ({ type: 'amount' as const, value })),
  ),
  { nil: null },
);

it('API totals equal the web (domain) totals for random quotes', async () => {
  const a = await registerCompany(t.http());
  await fc.assert(
    fc.asyncProperty(
      fc.array(item, { minLength: 1, maxLength: 8 }),
      quoteDiscount,
      fc.integer({ min: 0, max: 100 }),
      async (items, discount, depositPercent) => {
        const res = await t
          .http()
          .post('/api/quotes')
          .set(bearer(a.accessToken))
          .send({ customer: { name: 'Eigenschap BV' }, items, discount, depositPercent });
        expect(res.status).toBe(201);
        const quote = quoteResponseSchema.parse(res.body).data;
        const web = quoteTotalsToEuros(computeQuoteTotalsFromEuros(items, { discount, depositPercent }));
        expect({
          lineTotals: quote.items.map((i) => i.totalPrice),
          subtotal: quote.subtotal,
          discountAmount: quote.discountAmount,
          depositAmount: quote.depositAmount,
          vat: quote.vat,
          vatTotal: quote.vatTotal,
          totalIncl: quote.totalIncl,
          totalAmount: quote.totalAmount,
        }).toEqual(web);
        // And the stored quote reads back the same.
        const again = await t.http().get(`/api/quotes/${quote.id}`).set(bearer(a.accessToken));
        expect(again.body.data).toEqual(quote);
      },
    ),
    { numRuns: 40, endOnFailure: true },
  );
}, 120_000);
