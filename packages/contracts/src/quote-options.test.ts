import { describe, expect, it } from 'vitest';
import { quoteCreateSchema } from './quotes.js';
import { QUOTE_OPTION_MSG } from './quote-options.js';

const base = { customer: { name: 'Jansen' } };
const fieldErrors = (input: unknown) => {
  const result = quoteCreateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('quote options in the create payload', () => {
  it('defaults to no discount, no option, no choice and the settings deposit', () => {
    const data = quoteCreateSchema.parse({ ...base, items: [{ description: 'Arbeid', unitPrice: 10 }] });
    expect(data.items[0]).toMatchObject({
      discount: null,
      optional: false,
      choiceGroup: null,
      selected: false,
    });
    expect(data.discount).toBeNull();
    expect(data.depositPercent).toBeUndefined();
  });

  it('accepts discounts, an optional line, a choice of two and a deposit', () => {
    const data = quoteCreateSchema.parse({
      ...base,
      items: [
        { description: 'Arbeid', quantity: 8, unitPrice: 55, discount: { type: 'percent', value: 10 } },
        { description: 'Dakgoot', unitPrice: 150, optional: true },
        { description: 'Kunststof', unitPrice: 1000, choiceGroup: ' Kozijnen ', selected: true },
        { description: 'Hout', unitPrice: 1400, choiceGroup: 'Kozijnen' },
      ],
      discount: { type: 'amount', value: 25.5 },
      depositPercent: 30,
    });
    expect(data.items[2]?.choiceGroup).toBe('Kozijnen');
    expect(data.discount).toEqual({ type: 'amount', value: 25.5 });
    expect(data.depositPercent).toBe(30);
  });

  it('refuses what cannot be priced or chosen, in Dutch', () => {
    expect(
      fieldErrors({
        ...base,
        items: [
          { description: 'A', quantity: 2, unitPrice: 10, discount: { type: 'amount', value: 20.01 } },
          { description: 'B', unitPrice: 1, discount: { type: 'percent', value: 100.5 } },
          { description: 'C', unitPrice: 1, choiceGroup: 'Alleen', optional: true },
          { description: 'D', unitPrice: 1, choiceGroup: 'Twee', selected: true },
          { description: 'E', unitPrice: 1, choiceGroup: 'Twee', selected: true },
        ],
        discount: { type: 'korting', value: 1 },
        depositPercent: 30.5,
      }),
    ).toEqual({
      'items.0.discount': QUOTE_OPTION_MSG.discountAboveLine,
      'items.1.discount.value': QUOTE_OPTION_MSG.discountPercentRange,
      'items.2.optional': QUOTE_OPTION_MSG.optionalAndChoice,
      'items.2.choiceGroup': QUOTE_OPTION_MSG.choiceNeedsTwo,
      'items.3.selected': QUOTE_OPTION_MSG.choiceOneDefault,
      'discount.type': QUOTE_OPTION_MSG.discountTypeInvalid,
      depositPercent: QUOTE_OPTION_MSG.depositRange,
    });
  });
});
