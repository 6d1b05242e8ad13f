import { computeQuoteTotalsFromEuros } from '@offerteflow/domain';
import { NO_LINE_OPTIONS, quote } from '../test/fixtures';
import {
  canPreview,
  emptyCustomer,
  liveTotals,
  newQuoteValues,
  quoteFormSchema,
  quoteToFormValues,
  toQuotePayload,
  type QuoteFormItem,
} from './quote-form-schema';

const item = (description: string, quantity: number, unitPrice: number, vatRate: 0 | 9 | 21 = 21) => ({
  description,
  quantity,
  unit: 'stuk',
  unitPrice,
  vatRate,
});

describe('liveTotals', () => {
  test('uses the domain rules: line totals, BTW per rate, total incl.', () => {
    const totals = liveTotals([item('a', 2, 45.5), item('b', 3, 12.25), item('c', 1, 100, 9)], 21);
    expect(totals.subtotalCents).toBe(22_775);
    expect(totals.vat).toEqual([
      { rate: 21, baseCents: 12_775, vatCents: 2_683 },
      { rate: 9, baseCents: 10_000, vatCents: 900 },
    ]);
    expect(totals.totalInclCents).toBe(26_358);
  });

  test('equals the API computation for the same items', () => {
    const items = [item('a', 1.5, 19.99), item('b', 7, 0.33, 0)];
    expect(liveTotals(items, 21)).toEqual(computeQuoteTotalsFromEuros(items));
  });

  test('a half-typed line (NaN, negative) counts as zero instead of throwing', () => {
    const totals = liveTotals([item('a', Number.NaN, 10), item('b', 2, -5), item('c', 1, 10)], 21);
    expect(totals.subtotalCents).toBe(1_000);
  });
});

describe('quoteFormSchema', () => {
  const valid = () => ({
    ...newQuoteValues({ vatRate: 21, validUntil: '2026-12-22' }),
    items: [item('a', 1, 1)],
  });

  test('a new customer needs a name, with the SPEC message, together with the item messages', () => {
    const result = quoteFormSchema.safeParse({ ...valid(), items: [item('', 0, -1)] });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      'customer.name': 'Bedrijfsnaam is verplicht',
      'items.0.description': 'Omschrijving is verplicht',
      'items.0.quantity': 'Aantal moet minimaal 1 zijn',
      'items.0.unitPrice': 'Prijs moet 0 of hoger zijn',
    });
  });

  test('an existing customer needs a selection; an invalid e-mail of a new customer is reported', () => {
    const existing = quoteFormSchema.safeParse({ ...valid(), customer: emptyCustomer('existing') });
    expect(existing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['customer.id', 'Selecteer een klant'],
    ]);
    const email = quoteFormSchema.safeParse({
      ...valid(),
      customer: { ...emptyCustomer(), name: 'Jansen', email: 'geen-email' },
    });
    expect(email.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['customer.email', 'Ongeldig e-mailadres'],
    ]);
  });

  test('a non-number quantity has its own message', () => {
    const result = quoteFormSchema.safeParse({
      ...valid(),
      customer: { ...emptyCustomer(), name: 'Jansen' },
      items: [item('a', Number.NaN, 1)],
    });
    expect(result.error?.issues[0]?.message).toBe('Aantal moet een getal zijn');
  });
});

describe('toQuotePayload', () => {
  test('a new customer is sent as customer, empty fields and template left out', () => {
    const parsed = quoteFormSchema.parse({
      ...newQuoteValues({ vatRate: 21, validUntil: '2026-12-22' }),
      customer: { ...emptyCustomer(), name: 'Jansen', email: 'a@b.nl' },
      items: [item('Schilderwerk', 2, 45.5)],
      notes: '  ',
    });
    const payload = toQuotePayload(parsed);
    expect(payload).toMatchObject({
      customer: { name: 'Jansen', email: 'a@b.nl', country: 'Nederland' },
      customerId: undefined,
      items: [{ description: 'Schilderwerk', quantity: 2, unit: 'stuk', unitPrice: 45.5, vatRate: 21 }],
      notes: null,
      validUntil: '2026-12-22',
      templateId: undefined,
    });
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('customerId');
  });

  test('an existing customer is sent as customerId only', () => {
    const values = quoteToFormValues(quote());
    const payload = toQuotePayload(quoteFormSchema.parse(values));
    expect(payload.customer).toBeUndefined();
    expect(payload.customerId).toBe('44444444-4444-4444-8444-444444444444');
    expect(payload.items).toEqual([
      {
        description: 'Schilderwerk',
        quantity: 2,
        unit: 'uur',
        unitPrice: 617.28,
        vatRate: 21,
        ...NO_LINE_OPTIONS,
      },
    ]);
    expect(payload.notes).toBe('Werkzaamheden in week 50');
  });

  test('a quote whose customer was deleted is edited with the snapshot as a new customer', () => {
    const base = quote();
    const values = quoteToFormValues({ ...base, customer: { ...base.customer, id: null } });
    expect(values.customer).toMatchObject({ mode: 'new', name: 'Bouwbedrijf Jansen', city: 'Amsterdam' });
  });
});

test('canPreview needs a customer and one complete item (SPEC §5)', () => {
  const customer = { mode: 'new' as const, id: '', name: 'Jansen' };
  expect(canPreview(customer, [item('a', 1, 0)])).toBe(true);
  expect(canPreview({ ...customer, name: ' ' }, [item('a', 1, 0)])).toBe(false);
  expect(canPreview(customer, [item('', 1, 1), item('b', 0, 1)])).toBe(false);
  expect(canPreview({ mode: 'existing', id: 'x', name: '' }, [item('a', 1, 1)])).toBe(true);
});

describe('discounts, optional lines, choices and deposit', () => {
  const values = (items: QuoteFormItem[], extra: object = {}) => ({
    ...newQuoteValues({ vatRate: 21, validUntil: '2026-12-22', depositPercent: 30 }),
    customer: { ...emptyCustomer(), name: 'Jansen' },
    items,
    ...extra,
  });

  test('sends the line and quote discounts, the option, the choice and the deposit', () => {
    const parsed = quoteFormSchema.parse(
      values(
        [
          { ...item('Arbeid', 10, 50), discount: { type: 'percent', value: 10 } },
          { ...item('Dakgoot', 1, 200), optional: true },
          { ...item('Kunststof', 1, 1000), choiceGroup: ' Kozijnen ', selected: true },
          { ...item('Hout', 1, 1400), choiceGroup: 'Kozijnen' },
        ],
        { discount: { type: 'amount', value: 25 } },
      ),
    );
    const payload = toQuotePayload(parsed);
    expect(payload.items.map((i) => [i.discount, i.optional, i.choiceGroup, i.selected])).toEqual([
      [{ type: 'percent', value: 10 }, false, null, false],
      [null, true, null, false],
      [null, false, 'Kozijnen', true],
      [null, false, 'Kozijnen', false],
    ]);
    expect(payload).toMatchObject({ discount: { type: 'amount', value: 25 }, depositPercent: 30 });
  });

  test('an empty or 0 discount is none; a choice of one variant is refused in Dutch', () => {
    const parsed = quoteFormSchema.safeParse(
      values([
        { ...item('a', 1, 10), discount: { type: 'amount', value: undefined } },
        { ...item('b', 1, 10), discount: { type: 'percent', value: 0 }, choiceGroup: 'Kozijnen' },
      ]),
    );
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.1.choiceGroup', 'Een keuze heeft minimaal twee varianten'],
    ]);
  });

  test('live totals are the domain totals of what counts: default variant, no unticked option', () => {
    const lines = [
      { ...item('Arbeid', 10, 50), discount: { type: 'percent' as const, value: 10 } },
      { ...item('Dakgoot', 1, 200), optional: true },
      { ...item('Kunststof', 1, 1000), choiceGroup: 'Kozijnen' },
      { ...item('Hout', 1, 1400), choiceGroup: 'Kozijnen' },
    ];
    const totals = liveTotals(lines, 21, { discount: { type: 'percent', value: 5 }, depositPercent: 30 });
    // 450 + 1000 = 1450; 5 % = 72,50; 1377,50 + 21 % (289,28) = 1666,78; 30 % = 500,03.
    expect(totals).toMatchObject({
      subtotalCents: 145_000,
      quoteDiscountCents: 7_250,
      totalAmountCents: 137_750,
      vatTotalCents: 28_928,
      totalInclCents: 166_678,
      depositCents: 50_003,
    });
    expect(totals.lines.map((l) => l.lineTotalCents)).toEqual([45_000, 20_000, 100_000, 140_000]);
  });
});
