import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type QuoteLineInput,
  computeQuoteTotals,
  computeQuoteTotalsFromEuros,
  quoteTotalsToEuros,
} from './totals.js';
import { VAT_RATES, type VatRate } from './vat.js';

const halfUpBig = (numerator: bigint, divisor: bigint) => {
  let q = numerator / divisor;
  if ((numerator % divisor) * 2n >= divisor) q += 1n;
  return q;
};

/** Independent BigInt reference of the totals rules (non-negative inputs); rates in tenths of a percent. */
function referenceTotals(items: { thousandths: number; cents: number; vatRate: VatRate }[]) {
  const lines = items.map((i) => halfUpBig(BigInt(i.thousandths) * BigInt(i.cents), 1000n));
  const bases = new Map<number, bigint>();
  items.forEach((item, index) => {
    const tenths = Math.round(item.vatRate * 10);
    bases.set(tenths, (bases.get(tenths) ?? 0n) + (lines[index] ?? 0n));
  });
  const vat = [...bases.keys()]
    .sort((a, b) => b - a)
    .map((tenths) => {
      const base = bases.get(tenths) ?? 0n;
      return { rate: tenths / 10, base, vat: halfUpBig(base * BigInt(tenths), 1000n) };
    });
  const subtotal = lines.reduce((a, b) => a + b, 0n);
  const vatTotal = vat.reduce((a, b) => a + b.vat, 0n);
  return { lines, subtotal, vat, vatTotal, totalIncl: subtotal + vatTotal };
}

/** The suggested rates most of the time, any rate of 0–100 with 1 decimal otherwise (9.5, 20.1 ...). */
const vatRateArb = fc.oneof(
  fc.constantFrom<VatRate>(...VAT_RATES),
  fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
);
const itemArb = fc.record({
  thousandths: fc.integer({ min: 0, max: 10_000_000 }),
  cents: fc.integer({ min: 0, max: 1_000_000_000 }),
  vatRate: vatRateArb,
});
const toInput = (i: { thousandths: number; cents: number; vatRate: VatRate }): QuoteLineInput => ({
  quantity: i.thousandths / 1000,
  unitPriceCents: i.cents,
  vatRate: i.vatRate,
});

describe('computeQuoteTotals', () => {
  it.each([
    {
      title: 'computes a typical Dutch quote',
      items: [
        { quantity: 1.5, unitPriceCents: 8500, vatRate: 21 }, // 127,50
        { quantity: 3, unitPriceCents: 1999, vatRate: 9 }, // 59,97
        { quantity: 2, unitPriceCents: 1000, vatRate: 0 }, // 20,00
        { quantity: 1, unitPriceCents: 2500, vatRate: 21 }, // 25,00
      ],
      totals: {
        lines: [
          { lineTotalCents: 12750 },
          { lineTotalCents: 5997 },
          { lineTotalCents: 2000 },
          { lineTotalCents: 2500 },
        ],
        subtotalCents: 23247,
        vat: [
          { rate: 21, baseCents: 15250, vatCents: 3203 }, // 32,025 -> 32,03
          { rate: 9, baseCents: 5997, vatCents: 540 }, // 5,3973 -> 5,40
          { rate: 0, baseCents: 2000, vatCents: 0 },
        ],
        vatTotalCents: 3743,
        totalInclCents: 26990,
        totalAmountCents: 23247,
      },
    },
    {
      title: 'returns zeros and no VAT entries for no items',
      items: [],
      totals: {
        lines: [],
        subtotalCents: 0,
        vat: [],
        vatTotalCents: 0,
        totalInclCents: 0,
        totalAmountCents: 0,
      },
    },
  ])('$title', ({ items, totals }) => {
    const computed = computeQuoteTotals(items);
    // Without discounts, options or choices every line counts at its gross amount.
    expect(computed).toMatchObject({ ...totals, quoteDiscountCents: 0, depositCents: 0 });
    for (const line of computed.lines) {
      expect(line).toEqual({
        grossCents: line.lineTotalCents,
        discountCents: 0,
        lineTotalCents: line.lineTotalCents,
        included: true,
      });
    }
  });

  it('rounds VAT once per rate, not per line', () => {
    // Per line: 0,105 -> 0,11 twice = 0,22; per rate on 1,00: 0,21.
    const totals = computeQuoteTotals([
      { quantity: 1, unitPriceCents: 50, vatRate: 21 },
      { quantity: 1, unitPriceCents: 50, vatRate: 21 },
    ]);
    expect(totals.vat).toEqual([{ rate: 21, baseCents: 100, vatCents: 21 }]);
  });

  it('keeps a rate entry for zero-valued lines', () => {
    const totals = computeQuoteTotals([
      { quantity: 0, unitPriceCents: 5000, vatRate: 9 },
      { quantity: 4, unitPriceCents: 0, vatRate: 21 },
    ]);
    expect(totals.vat).toEqual([
      { rate: 21, baseCents: 0, vatCents: 0 },
      { rate: 9, baseCents: 0, vatCents: 0 },
    ]);
    expect(totals.totalInclCents).toBe(0);
  });

  it('groups BTW per distinct rate, also for rates other than 21, 9 and 0', () => {
    const totals = computeQuoteTotals([
      { quantity: 1, unitPriceCents: 10_000, vatRate: 9.5 }, // 100,00 at 9,5 %
      { quantity: 2, unitPriceCents: 2_525, vatRate: 21 }, // 50,50 at 21 %
      { quantity: 1, unitPriceCents: 333, vatRate: 9.5 }, // 3,33 at 9,5 %
      { quantity: 1, unitPriceCents: 1_000, vatRate: 9 }, // 10,00 at 9 %
      { quantity: 1, unitPriceCents: 700, vatRate: 0.1 + 0.2 }, // float noise: 0.30000000000000004 -> 0,3 %
      { quantity: 1, unitPriceCents: 300, vatRate: 0.3 },
    ]);
    expect(totals.vat).toEqual([
      { rate: 21, baseCents: 5_050, vatCents: 1_061 }, // 10,605 -> 10,61
      { rate: 9.5, baseCents: 10_333, vatCents: 982 }, // 9,81635 -> 9,82
      { rate: 9, baseCents: 1_000, vatCents: 90 },
      { rate: 0.3, baseCents: 1_000, vatCents: 3 },
    ]);
    expect(totals.vatTotalCents).toBe(1_061 + 982 + 90 + 3);
    expect(totals.totalInclCents).toBe(17_383 + 2_136);
  });

  it('handles 1000 items at the largest unit price', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({
      quantity: 1,
      unitPriceCents: 1_000_000_000,
      vatRate: VAT_RATES[i % 3] as VatRate,
    }));
    const totals = computeQuoteTotals(items);
    expect(totals.lines).toHaveLength(1000);
    expect(totals.subtotalCents).toBe(1_000_000_000_000);
    expect(totals.vat.map((v) => v.rate)).toEqual([21, 9, 0]);
    expect(totals.vat[0]).toEqual({ rate: 21, baseCents: 334_000_000_000, vatCents: 70_140_000_000 });
    expect(totals.totalInclCents).toBe(totals.subtotalCents + totals.vatTotalCents);
  });

  it('refuses invalid input', () => {
    for (const vatRate of [-1, 100.1, 9.25, Number.NaN]) {
      expect(() => computeQuoteTotals([{ quantity: 1, unitPriceCents: 100, vatRate }])).toThrow(/VAT rate/);
    }
    expect(() => computeQuoteTotals([{ quantity: 1, unitPriceCents: 10.5, vatRate: 21 }])).toThrow(
      RangeError,
    );
    expect(() => computeQuoteTotals([{ quantity: Number.NaN, unitPriceCents: 100, vatRate: 21 }])).toThrow(
      RangeError,
    );
  });

  it('refuses totals beyond the safe integer range', () => {
    const items = Array.from({ length: 10 }, () => ({
      quantity: 1_000_000,
      unitPriceCents: 1_000_000_000,
      vatRate: 21 as const,
    }));
    expect(() => computeQuoteTotals(items)).toThrow(RangeError);
  });

  it('matches a BigInt reference on random quotes (property)', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 30 }), (items) => {
        const totals = computeQuoteTotals(items.map(toInput));
        const ref = referenceTotals(items);
        expect(totals.lines.map((l) => BigInt(l.lineTotalCents))).toEqual(ref.lines);
        expect(BigInt(totals.subtotalCents)).toBe(ref.subtotal);
        expect(
          totals.vat.map((v) => ({ rate: v.rate, base: BigInt(v.baseCents), vat: BigInt(v.vatCents) })),
        ).toEqual(ref.vat);
        expect(BigInt(totals.totalInclCents)).toBe(ref.totalIncl);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps its invariants (property)', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 50 }), (items) => {
        const t = computeQuoteTotals(items.map(toInput));
        const all = [
          t.subtotalCents,
          t.vatTotalCents,
          t.totalInclCents,
          t.totalAmountCents,
          ...t.lines.map((l) => l.lineTotalCents),
          ...t.vat.flatMap((v) => [v.baseCents, v.vatCents]),
        ];
        for (const value of all) expect(Number.isSafeInteger(value)).toBe(true);
        expect(t.totalInclCents).toBe(t.subtotalCents + t.vatTotalCents);
        expect(t.vat.reduce((sum, v) => sum + v.baseCents, 0)).toBe(t.subtotalCents);
        expect(t.vat.reduce((sum, v) => sum + v.vatCents, 0)).toBe(t.vatTotalCents);
        expect(t.totalAmountCents).toBe(t.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
        expect(t.vat.map((v) => v.rate)).toEqual(
          [...new Set(items.map((i) => i.vatRate))].sort((a, b) => b - a),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order of the items (property)', () => {
    fc.assert(
      fc.property(
        fc
          .array(itemArb, { minLength: 1, maxLength: 30 })
          .chain((items) =>
            fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
          ),
        ([items, shuffled]) => {
          const a = computeQuoteTotals(items.map(toInput));
          const b = computeQuoteTotals(shuffled.map(toInput));
          expect({ ...b, lines: [] }).toEqual({ ...a, lines: [] });
        },
      ),
    );
  });

  it('gives web (euro form values) and API (stored cents) identical totals (property)', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 30 }), (items) => {
        // The web form holds euros as typed (e.g. 12.34); the API stores cents after euroToCents.
        const web = computeQuoteTotalsFromEuros(
          items.map((i) => ({
            quantity: i.thousandths / 1000,
            unitPrice: i.cents / 100,
            vatRate: i.vatRate,
          })),
        );
        const api = computeQuoteTotals(items.map(toInput));
        expect(web).toEqual(api);
        // and the JSON the API returns converts back to exactly the same cents
        const json = JSON.parse(JSON.stringify(quoteTotalsToEuros(api))) as ReturnType<
          typeof quoteTotalsToEuros
        >;
        expect(Math.round(json.totalIncl * 100)).toBe(api.totalInclCents);
      }),
      { numRuns: 500 },
    );
  });
});

describe('quoteTotalsToEuros', () => {
  it('maps cents to the euro fields of the contract', () => {
    const totals = computeQuoteTotals([
      { quantity: 1.5, unitPriceCents: 8500, vatRate: 21 },
      { quantity: 1, unitPriceCents: 5, vatRate: 9 },
    ]);
    expect(quoteTotalsToEuros(totals)).toEqual({
      lineTotals: [127.5, 0.05],
      subtotal: 127.55,
      discountAmount: 0,
      depositAmount: 0,
      vat: [
        { rate: 21, base: 127.5, vat: 26.78 },
        { rate: 9, base: 0.05, vat: 0 },
      ],
      vatTotal: 26.78,
      totalIncl: 154.33,
      totalAmount: 127.55,
    });
  });
});
