import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Discount, allocateCents, applySelection, discountCents, includedLines } from './discounts.js';
import { type QuoteLineInput, computeQuoteTotals, computeQuoteTotalsFromEuros } from './totals.js';

const halfUp = (numerator: bigint, divisor: bigint) => {
  let q = numerator / divisor;
  if ((numerator % divisor) * 2n >= divisor) q += 1n;
  return q;
};

describe('discounts', () => {
  it('takes a percentage half-up and an amount at most the line', () => {
    expect(discountCents(12_345, { type: 'percent', value: 10 })).toBe(1235); // 1234,5 -> 1235
    expect(discountCents(10_000, { type: 'percent', value: 12.5 })).toBe(1250);
    expect(discountCents(10_000, { type: 'amount', value: 2_500 })).toBe(2_500);
    expect(discountCents(10_000, { type: 'amount', value: 20_000 })).toBe(10_000);
    expect(discountCents(0, { type: 'percent', value: 50 })).toBe(0);
    expect(discountCents(10_000, null)).toBe(0);
    expect(() => discountCents(100, { type: 'percent', value: 101 })).toThrow(RangeError);
  });

  it('splits an amount over weights to the cent, largest remainder first', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(500, [10_000, 0, 5_000])).toEqual([333, 0, 167]);
    expect(allocateCents(7, [0, 0])).toEqual([0, 0]);
  });

  it('counts ordinary lines, ticked options and one variant per choice group', () => {
    const lines = [
      {},
      { optional: true },
      { optional: true, selected: true },
      { choiceGroup: 'Kozijnen' },
      { choiceGroup: 'Kozijnen' },
      { choiceGroup: 'Verf', selected: false },
      { choiceGroup: 'Verf', selected: true },
    ];
    expect(includedLines(lines)).toEqual([true, false, true, true, false, false, true]);
    const picked = applySelection(lines, { options: [1], variants: [4] });
    expect(picked).toEqual([false, true, false, false, true, false, true]);
    expect(includedLines(lines.map((l, i) => ({ ...l, selected: picked[i] })))).toEqual([
      true,
      true,
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('computes a Dutch quote with korting, an option, a choice and an aanbetaling', () => {
    const totals = computeQuoteTotalsFromEuros(
      [
        // Arbeid 8 × € 55,00 = 440,00 with 10% korting = 396,00
        { quantity: 8, unitPrice: 55, vatRate: 21, discount: { type: 'percent', value: 10 } },
        // Materiaal 9% BTW, € 25 korting: 200,00 - 25,00 = 175,00
        { quantity: 1, unitPrice: 200, vatRate: 9, discount: { type: 'amount', value: 25 } },
        // Optioneel: dakgoot, not ticked
        { quantity: 1, unitPrice: 150, vatRate: 21, optional: true },
        // Kozijnen: kunststof (default) or hout
        { quantity: 1, unitPrice: 1000, vatRate: 21, choiceGroup: 'Kozijnen' },
        { quantity: 1, unitPrice: 1400, vatRate: 21, choiceGroup: 'Kozijnen' },
      ],
      { discount: { type: 'percent', value: 5 }, depositPercent: 30 },
    );
    expect(totals.lines.map((l) => [l.lineTotalCents, l.included])).toEqual([
      [39_600, true],
      [17_500, true],
      [15_000, false],
      [100_000, true],
      [140_000, false],
    ]);
    expect(totals.subtotalCents).toBe(157_100);
    expect(totals.quoteDiscountCents).toBe(7_855); // 5% of 1571,00
    expect(totals.totalAmountCents).toBe(149_245);
    // 21% base 1396,00 and 9% base 175,00 share the 78,55 discount: 69,80 and 8,75
    expect(totals.vat).toEqual([
      { rate: 21, baseCents: 132_620, vatCents: 27_850 },
      { rate: 9, baseCents: 16_625, vatCents: 1_496 },
    ]);
    expect(totals.totalInclCents).toBe(149_245 + 27_850 + 1_496);
    expect(totals.depositCents).toBe(53_577); // 30% of 1785,91 = 535,773
  });
});

const discountArb = (maxAmountCents: number): fc.Arbitrary<Discount | null> =>
  fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 10_000 }).map((h): Discount => ({ type: 'percent', value: h / 100 })),
    fc.integer({ min: 0, max: maxAmountCents }).map((c): Discount => ({ type: 'amount', value: c })),
  );

const lineArb: fc.Arbitrary<QuoteLineInput> = fc.record({
  quantity: fc.integer({ min: 1_000, max: 1_000_000 }).map((t) => t / 1000),
  unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
  vatRate: fc.oneof(
    fc.constantFrom(21, 9, 0),
    fc.integer({ min: 0, max: 1000 }).map((t) => t / 10),
  ),
  discount: discountArb(20_000_000),
  optional: fc.boolean(),
  choiceGroup: fc.oneof(fc.constant(null), fc.constantFrom('Kozijnen', 'Verf', 'Dak')),
  selected: fc.boolean(),
});

const quoteArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 25 }),
  discount: discountArb(500_000_000),
  depositPercent: fc.integer({ min: 0, max: 100 }),
});

describe('totals with discounts, options and choices (properties over thousands of quotes)', () => {
  it('add up to the cent, are never negative and keep each discount within its amount', () => {
    fc.assert(
      fc.property(quoteArb, ({ lines, discount, depositPercent }) => {
        const t = computeQuoteTotals(lines, { discount, depositPercent });
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        const counted = t.lines.filter((l) => l.included);
        for (const line of t.lines) {
          expect(line.discountCents).toBeGreaterThanOrEqual(0);
          expect(line.discountCents).toBeLessThanOrEqual(line.grossCents);
          expect(line.lineTotalCents).toBe(line.grossCents - line.discountCents);
        }
        expect(t.subtotalCents).toBe(sum(counted.map((l) => l.lineTotalCents)));
        expect(t.quoteDiscountCents).toBeGreaterThanOrEqual(0);
        expect(t.quoteDiscountCents).toBeLessThanOrEqual(t.subtotalCents);
        expect(t.totalAmountCents).toBe(t.subtotalCents - t.quoteDiscountCents);
        expect(sum(t.vat.map((v) => v.baseCents))).toBe(t.totalAmountCents);
        expect(sum(t.vat.map((v) => v.vatCents))).toBe(t.vatTotalCents);
        expect(t.totalInclCents).toBe(t.totalAmountCents + t.vatTotalCents);
        for (const v of t.vat) expect(v.baseCents).toBeGreaterThanOrEqual(0);
        expect(t.depositCents).toBeLessThanOrEqual(t.totalInclCents);
        expect(BigInt(t.depositCents)).toBe(halfUp(BigInt(t.totalInclCents) * BigInt(depositPercent), 100n));
      }),
      { numRuns: 3000 },
    );
  });

  it('computes BTW per rate on the discounted base, the quote discount shared within a cent', () => {
    fc.assert(
      fc.property(quoteArb, ({ lines, discount, depositPercent }) => {
        const t = computeQuoteTotals(lines, { discount, depositPercent });
        const S = BigInt(t.subtotalCents);
        const D = BigInt(t.quoteDiscountCents);
        for (const entry of t.vat) {
          const undiscounted = lines.reduce(
            (acc, line, i) =>
              t.lines[i]?.included && Math.round(line.vatRate * 10) === Math.round(entry.rate * 10)
                ? acc + BigInt(t.lines[i]?.lineTotalCents ?? 0)
                : acc,
            0n,
          );
          const share = undiscounted - BigInt(entry.baseCents);
          // |share − D × base / S| < 1 cent
          const diff = share * S - D * undiscounted;
          expect(diff < 0n ? -diff : diff).toBeLessThan(S === 0n ? 1n : S);
          expect(BigInt(entry.vatCents)).toBe(
            halfUp(BigInt(entry.baseCents) * BigInt(Math.round(entry.rate * 10)), 1000n),
          );
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('counts exactly one variant per choice group and an optional line only when ticked', () => {
    fc.assert(
      fc.property(quoteArb, ({ lines }) => {
        const { lines: totals } = computeQuoteTotals(lines);
        const groups = new Set(lines.map((l) => l.choiceGroup).filter(Boolean));
        for (const group of groups) {
          expect(
            totals.filter((_, i) => lines[i]?.choiceGroup === group && totals[i]?.included),
          ).toHaveLength(1);
        }
        lines.forEach((line, i) => {
          if (!line.choiceGroup) expect(totals[i]?.included).toBe(!line.optional || line.selected === true);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the web (euros) and the API (cents) the same totals', () => {
    fc.assert(
      fc.property(quoteArb, ({ lines, discount, depositPercent }) => {
        const toEuro = (d: Discount | null | undefined): Discount | null =>
          d && d.type === 'amount' ? { type: 'amount', value: d.value / 100 } : (d ?? null);
        const web = computeQuoteTotalsFromEuros(
          lines.map((l) => ({ ...l, unitPrice: l.unitPriceCents / 100, discount: toEuro(l.discount) })),
          { discount: toEuro(discount), depositPercent },
        );
        expect(web).toEqual(computeQuoteTotals(lines, { discount, depositPercent }));
      }),
      { numRuns: 1000 },
    );
  });
});
