import { describe, expect, it } from 'vitest';
import { centsToEuro, euroToCents } from './money.js';

describe('money', () => {
  it('converts euros to cents and back', () => {
    expect(euroToCents(95.5)).toBe(9550);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(1.005)).toBe(101);
    expect(centsToEuro(123456)).toBe(1234.56);
  });
});
