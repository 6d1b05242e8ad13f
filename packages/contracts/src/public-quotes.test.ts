import { describe, expect, it } from 'vitest';
import { PUBLIC_QUOTE_MSG, publicQuoteAcceptSchema, publicQuoteDeclineSchema } from './public-quotes.js';

describe('publicQuoteAcceptSchema', () => {
  it('needs a name and the tick', () => {
    expect(publicQuoteAcceptSchema.parse({ name: ' Jan ', agreed: true })).toEqual({
      name: 'Jan',
      agreed: true,
      signature: null,
    });
    const missing = publicQuoteAcceptSchema.safeParse({ name: '', agreed: false });
    expect(missing.success).toBe(false);
    const messages = missing.error!.issues.map((i) => i.message);
    expect(messages).toContain(PUBLIC_QUOTE_MSG.nameRequired);
    expect(messages).toContain(PUBLIC_QUOTE_MSG.tickRequired);
  });
  it('takes only a PNG data URL as signature', () => {
    expect(
      publicQuoteAcceptSchema.safeParse({
        name: 'Jan',
        agreed: true,
        signature: 'data:image/svg+xml;base64,PHN2Zz4=',
      }).success,
    ).toBe(false);
    expect(
      publicQuoteAcceptSchema.safeParse({
        name: 'Jan',
        agreed: true,
        signature: 'data:image/png;base64,iVBORw0KGgo=',
      }).success,
    ).toBe(true);
  });
});

describe('publicQuoteDeclineSchema', () => {
  it('has an optional reason', () => {
    expect(publicQuoteDeclineSchema.parse({})).toEqual({ reason: null });
    expect(publicQuoteDeclineSchema.parse({ reason: ' Te duur ' })).toEqual({ reason: 'Te duur' });
    expect(publicQuoteDeclineSchema.parse({ reason: '   ' })).toEqual({ reason: null });
    const long = publicQuoteDeclineSchema.safeParse({ reason: 'x'.repeat(2_001) });
    expect(long.error?.issues[0]?.message).toBe(PUBLIC_QUOTE_MSG.reasonTooLong);
  });
});
