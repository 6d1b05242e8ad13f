import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  quoteUnitLabel,
  QUOTE_MSG,
  decimalPlaces,
  quoteCreateSchema,
  quoteItemInputSchema,
  quoteUpdateSchema,
} from './quotes.js';
import { messages } from './test-support.js';

const item = { description: 'Installatie', quantity: 1, unitPrice: 95.5 };
const valid = { customer: { name: 'Bakkerij Jansen', email: 'info@jansen.nl' }, items: [item] };

describe('decimalPlaces', () => {
  it('ignores binary float noise', () => {
    expect(decimalPlaces(1)).toBe(0);
    expect(decimalPlaces(1.5)).toBe(1);
    expect(decimalPlaces(0.1 + 0.2)).toBe(1);
    expect(decimalPlaces(1.005)).toBe(3);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.25e-5)).toBe(7);
    expect(decimalPlaces(1e21)).toBe(0);
  });
});

describe('quoteItemInputSchema', () => {
  it('applies the defaults', () => {
    expect(quoteItemInputSchema.parse({ description: ' Uurtarief ' })).toEqual({
      description: 'Uurtarief',
      quantity: 1,
      unit: 'stuk',
      unitPrice: 0,
      discount: null,
      optional: false,
      choiceGroup: null,
      selected: false,
    });
    expect(
      quoteItemInputSchema.parse({ description: 'A', quantity: 1.5, unit: 'uur', unitPrice: 85, vatRate: 9 }),
    ).toEqual({
      description: 'A',
      quantity: 1.5,
      unit: 'uur',
      unitPrice: 85,
      vatRate: 9,
      discount: null,
      optional: false,
      choiceGroup: null,
      selected: false,
    });
  });

  it.each([
    {
      item: { description: '', quantity: 0, unitPrice: -1 },
      expected: {
        description: 'Omschrijving is verplicht',
        quantity: 'Aantal moet minimaal 1 zijn',
        unitPrice: 'Prijs moet 0 of hoger zijn',
      },
    },
    {
      item: { description: '   ', quantity: 'twee', unitPrice: 'gratis' },
      expected: {
        description: QUOTE_MSG.descriptionRequired,
        quantity: 'Aantal moet een getal zijn',
        unitPrice: 'Prijs moet een getal zijn',
      },
    },
    {
      item: { quantity: Number.NaN, unitPrice: Number.POSITIVE_INFINITY },
      expected: {
        description: QUOTE_MSG.descriptionRequired,
        quantity: QUOTE_MSG.quantityNotNumber,
        unitPrice: QUOTE_MSG.unitPriceNotNumber,
      },
    },
    {
      item: { description: 'A', quantity: '2', unitPrice: '10' },
      expected: { quantity: QUOTE_MSG.quantityNotNumber, unitPrice: QUOTE_MSG.unitPriceNotNumber },
    },
  ])('gives the Dutch messages for bad items ($item)', ({ item, expected }) => {
    expect(messages(quoteItemInputSchema.safeParse(item))).toEqual(expected);
  });

  it('limits decimals and sizes', () => {
    expect(
      messages(quoteItemInputSchema.safeParse({ description: 'A', quantity: 1.0005, unitPrice: 1.005 })),
    ).toEqual({
      quantity: QUOTE_MSG.quantityDecimals,
      unitPrice: QUOTE_MSG.unitPriceDecimals,
    });
    expect(
      messages(
        quoteItemInputSchema.safeParse({ description: 'A', quantity: 1_000_001, unitPrice: 10_000_000.01 }),
      ),
    ).toEqual({
      quantity: QUOTE_MSG.quantityMax,
      unitPrice: QUOTE_MSG.unitPriceMax,
    });
    expect(
      quoteItemInputSchema.safeParse({ description: 'A', quantity: 1_000_000, unitPrice: 10_000_000 })
        .success,
    ).toBe(true);
    expect(
      quoteItemInputSchema.safeParse({ description: 'A', quantity: 1.125, unitPrice: 0.1 + 0.2 }).success,
    ).toBe(true);
    expect(messages(quoteItemInputSchema.safeParse({ description: 'x'.repeat(1001) }))).toEqual({
      description: QUOTE_MSG.descriptionTooLong,
    });
  });

  it('checks unit and VAT rate', () => {
    expect(
      messages(quoteItemInputSchema.safeParse({ description: 'A', unit: 'doos', vatRate: 101 })),
    ).toEqual({
      unit: QUOTE_MSG.unitInvalid,
      vatRate: QUOTE_MSG.vatRateRange,
    });
    expect(messages(quoteItemInputSchema.safeParse({ description: 'A', vatRate: -1 }))).toEqual({
      vatRate: QUOTE_MSG.vatRateRange,
    });
    expect(messages(quoteItemInputSchema.safeParse({ description: 'A', vatRate: 9.25 }))).toEqual({
      vatRate: QUOTE_MSG.vatRateDecimals,
    });
    expect(messages(quoteItemInputSchema.safeParse({ description: 'A', vatRate: '21' }))).toEqual({
      vatRate: QUOTE_MSG.vatRateNotNumber,
    });
    // The suggested rates and any other rate of 0–100 with at most 1 decimal (the settings' step).
    for (const rate of [0, 9, 21, 9.5, 19, 100, 0.1])
      expect(quoteItemInputSchema.parse({ description: 'A', vatRate: rate }).vatRate).toBe(rate);
    expect(quoteItemInputSchema.parse({ description: 'A', unit: '', vatRate: null })).toMatchObject({
      unit: 'stuk',
    });
  });
});

describe('quoteCreateSchema', () => {
  it('accepts the SPEC payload with a new customer', () => {
    const parsed = quoteCreateSchema.parse({
      ...valid,
      notes: ' Graag binnen 2 weken ',
      validUntil: '2026-11-22',
      templateId: randomUUID(),
    });
    expect(parsed.customer).toMatchObject({
      name: 'Bakkerij Jansen',
      email: 'info@jansen.nl',
      country: 'Nederland',
    });
    expect(parsed.customerId).toBeUndefined();
    expect(parsed.notes).toBe('Graag binnen 2 weken');
    expect(parsed.validUntil).toBe('2026-11-22');
  });

  it('accepts an existing customer id and normalises empty optional fields', () => {
    const id = randomUUID();
    const parsed = quoteCreateSchema.parse({
      customerId: id,
      items: [item],
      notes: '',
      validUntil: '',
      templateId: '',
    });
    expect(parsed).toEqual({
      customerId: id,
      items: [
        {
          description: 'Installatie',
          quantity: 1,
          unit: 'stuk',
          unitPrice: 95.5,
          discount: null,
          optional: false,
          choiceGroup: null,
          selected: false,
        },
      ],
      notes: null,
      discount: null,
    });
  });

  it('needs exactly one of customer and customerId', () => {
    expect(messages(quoteCreateSchema.safeParse({ items: [item] }))).toEqual({
      customerId: QUOTE_MSG.customerRequired,
    });
    expect(messages(quoteCreateSchema.safeParse({ ...valid, customerId: randomUUID() }))).toEqual({
      customer: QUOTE_MSG.customerAmbiguous,
    });
    expect(messages(quoteCreateSchema.safeParse({ customerId: 'abc', items: [item] }))).toEqual({
      customerId: QUOTE_MSG.customerIdInvalid,
    });
    expect(messages(quoteCreateSchema.safeParse({ customer: { name: '' }, items: [item] }))).toEqual({
      'customer.name': 'Bedrijfsnaam is verplicht',
    });
  });

  it('reports item errors by path together with a missing customer', () => {
    const result = quoteCreateSchema.safeParse({
      items: [item, { description: '', quantity: 0, unitPrice: -5 }],
    });
    expect(messages(result)).toEqual({
      'items.1.description': QUOTE_MSG.descriptionRequired,
      'items.1.quantity': QUOTE_MSG.quantityMin,
      'items.1.unitPrice': QUOTE_MSG.unitPriceMin,
      customerId: QUOTE_MSG.customerRequired,
    });
  });

  it('needs 1 to 500 items', () => {
    expect(messages(quoteCreateSchema.safeParse({ ...valid, items: [] }))).toEqual({
      items: QUOTE_MSG.itemsRequired,
    });
    expect(messages(quoteCreateSchema.safeParse({ ...valid, items: undefined }))).toEqual({
      items: QUOTE_MSG.itemsRequired,
    });
    expect(messages(quoteCreateSchema.safeParse({ ...valid, items: 'veel' }))).toEqual({
      items: QUOTE_MSG.itemsRequired,
    });
    expect(
      quoteCreateSchema.safeParse({ ...valid, items: Array.from({ length: 500 }, () => item) }).success,
    ).toBe(true);
    expect(
      messages(quoteCreateSchema.safeParse({ ...valid, items: Array.from({ length: 501 }, () => item) })),
    ).toEqual({
      items: 'Een offerte mag maximaal 500 regels bevatten',
    });
    expect(
      messages(quoteCreateSchema.safeParse({ ...valid, items: Array.from({ length: 1000 }, () => item) })),
    ).toEqual({
      items: QUOTE_MSG.itemsMax,
    });
    expect(messages(quoteCreateSchema.safeParse({ ...valid, items: [null] }))).toEqual({
      'items.0': QUOTE_MSG.itemInvalid,
    });
  });

  it('caps the quote total', () => {
    const big = { description: 'A', quantity: 1_000_000, unitPrice: 10_000_000 };
    expect(messages(quoteCreateSchema.safeParse({ ...valid, items: [big] }))).toEqual({
      items: QUOTE_MSG.totalTooHigh,
    });
  });

  it('limits notes to 10,000 characters and checks the date and template', () => {
    expect(quoteCreateSchema.safeParse({ ...valid, notes: 'x'.repeat(10_000) }).success).toBe(true);
    expect(
      messages(
        quoteCreateSchema.safeParse({
          ...valid,
          notes: 'x'.repeat(100_000),
          validUntil: '2026-02-30',
          templateId: 'standard',
        }),
      ),
    ).toEqual({
      notes: QUOTE_MSG.notesTooLong,
      validUntil: QUOTE_MSG.validUntilInvalid,
      templateId: QUOTE_MSG.templateIdInvalid,
    });
    expect(messages(quoteCreateSchema.safeParse({ ...valid, validUntil: '22-11-2026' }))).toEqual({
      validUntil: QUOTE_MSG.validUntilInvalid,
    });
  });

  it('strips totals and other fields sent by the client', () => {
    const parsed = quoteCreateSchema.parse({
      ...valid,
      items: [{ ...item, totalPrice: 1_000_000, id: randomUUID() }],
      totalAmount: 1,
      subtotal: 1,
      vatTotal: 1,
      totalIncl: 1,
      status: 'accepted',
      quoteNumber: 'OFF-2026-0001',
      companyId: randomUUID(),
    });
    expect(Object.keys(parsed).sort()).toEqual(['customer', 'discount', 'items', 'notes']);
    expect(Object.keys(parsed.items[0] ?? {}).sort()).toEqual([
      'choiceGroup',
      'description',
      'discount',
      'optional',
      'quantity',
      'selected',
      'unit',
      'unitPrice',
    ]);
  });

  it('is also the update schema', () => {
    expect(quoteUpdateSchema.safeParse(valid).success).toBe(true);
    expect(messages(quoteUpdateSchema.safeParse({ ...valid, items: [{ ...item, unitPrice: -1 }] }))).toEqual({
      'items.0.unitPrice': QUOTE_MSG.unitPriceMin,
    });
  });
});

describe('quoteUnitLabel', () => {
  it('writes square metres as m² and leaves other units as they are', () => {
    expect(quoteUnitLabel('m2')).toBe('m²');
    expect(quoteUnitLabel('uur')).toBe('uur');
    expect(quoteUnitLabel('onbekend')).toBe('onbekend');
  });
});
