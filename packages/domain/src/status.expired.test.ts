import { describe, expect, it } from 'vitest';
import { assertTransition, isOpenForCustomer, quoteStatusLabel } from './status.js';

describe('expired status', () => {
  it("is labelled 'Verlopen'", () => expect(quoteStatusLabel('expired')).toBe('Verlopen'));
  it('is never an owner transition (the reminder job sets it)', () => {
    expect(assertTransition('sent', 'expired').ok).toBe(false);
    expect(assertTransition('draft', 'expired').ok).toBe(false);
    expect(assertTransition('accepted', 'expired').ok).toBe(false);
  });
  it('can still be decided by the owner', () =>
    expect(assertTransition('expired', 'accepted').ok).toBe(true));
});

describe('isOpenForCustomer', () => {
  it('is open while sent through the valid-until day', () => {
    expect(isOpenForCustomer('sent', '2026-11-23', '2026-11-23')).toBe(true);
    expect(isOpenForCustomer('sent', null, '2026-11-23')).toBe(true);
  });
  it('is closed after the valid-until day or once decided', () => {
    expect(isOpenForCustomer('sent', '2026-11-22', '2026-11-23')).toBe(false);
    expect(isOpenForCustomer('accepted', '2026-12-01', '2026-11-23')).toBe(false);
    expect(isOpenForCustomer('expired', '2026-12-01', '2026-11-23')).toBe(false);
  });
});
