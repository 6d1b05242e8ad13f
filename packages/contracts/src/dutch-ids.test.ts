import { describe, expect, it } from 'vitest';
import {
  btwElevenCheck,
  formatIban,
  isValidBtwChecksum,
  isValidBtwFormat,
  isValidIbanChecksum,
  isValidIbanFormat,
  isValidKvk,
  mod97,
} from './dutch-ids';

describe.each([
  {
    rule: 'KvK number: exactly 8 digits, spaces allowed',
    check: isValidKvk,
    valid: ['12345678', '1234 5678'],
    invalid: ['1234567', '123456789', '1234567a'],
  },
  {
    rule: 'BTW number format: NL + 9 digits + B + 2 digits',
    check: isValidBtwFormat,
    valid: ['NL123456782B01', 'nl 1234.56.782 b01'],
    invalid: ['NL123456782', 'BE0123456789', 'NL123456782X01'],
  },
  {
    rule: 'IBAN checksum, with or without spaces; a wrong check digit or a swapped digit fails',
    check: isValidIbanChecksum,
    valid: ['NL91ABNA0417164300', 'nl91 abna 0417 1643 00', 'DE89370400440532013000', 'BE68539007547034'],
    invalid: ['NL92ABNA0417164300', 'NL91ABNA0417164030'],
  },
  {
    rule: 'IBAN length and layout for the country',
    check: isValidIbanFormat,
    valid: ['NL91ABNA0417164300'],
    invalid: ['NL91ABNA041716430', 'NL91ABN10417164300', 'DE8937040044053201300', '123'],
  },
  {
    // 1*9+2*8+3*7+4*6+5*5+6*4+7*3+8*2 = 156 = 14*11 + 2, so the check digit of 12345678_ is 2.
    rule: 'BTW 11-check of the numbers issued before 2020',
    check: btwElevenCheck,
    valid: ['123456782'],
    invalid: ['123456783', '000099998'],
  },
  {
    rule: 'BTW checksum: the 11-check, or mod 97 for the sole-trader numbers issued since 2020',
    check: isValidBtwChecksum,
    valid: ['NL123456782B01', 'NL000099998B57'],
    invalid: ['NL123456783B01', 'NL000099998B58'],
  },
])('$rule', ({ check, valid, invalid }) => {
  it.each(valid)('accepts %s', (value) => {
    expect(check(value)).toBe(true);
  });
  it.each(invalid)('rejects %s', (value) => {
    expect(check(value)).toBe(false);
  });
});

describe('BTW identification number', () => {
  it('applies mod 97 to the sole-trader numbers issued since 2020', () => {
    // The Belastingdienst's example NL000099998B57 fails the 11-check, so only mod 97 makes it valid.
    expect(mod97('NL000099998B57')).toBe(1);
  });
});

describe('IBAN', () => {
  it('formats in groups of four', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
