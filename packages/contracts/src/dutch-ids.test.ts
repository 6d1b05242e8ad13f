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

describe('KvK number', () => {
  it('accepts exactly 8 digits, spaces allowed', () => {
    expect(isValidKvk('12345678')).toBe(true);
    expect(isValidKvk('1234 5678')).toBe(true);
    expect(isValidKvk('1234567')).toBe(false);
    expect(isValidKvk('123456789')).toBe(false);
    expect(isValidKvk('1234567a')).toBe(false);
  });
});

describe('BTW identification number', () => {
  it('checks the format NL + 9 digits + B + 2 digits', () => {
    expect(isValidBtwFormat('NL123456782B01')).toBe(true);
    expect(isValidBtwFormat('nl 1234.56.782 b01')).toBe(true);
    expect(isValidBtwFormat('NL123456782')).toBe(false);
    expect(isValidBtwFormat('BE0123456789')).toBe(false);
    expect(isValidBtwFormat('NL123456782X01')).toBe(false);
  });

  it('applies the 11-check to numbers issued before 2020', () => {
    // 1*9+2*8+3*7+4*6+5*5+6*4+7*3+8*2 = 156 = 14*11 + 2, so the check digit is 2.
    expect(btwElevenCheck('123456782')).toBe(true);
    expect(btwElevenCheck('123456783')).toBe(false);
    expect(isValidBtwChecksum('NL123456782B01')).toBe(true);
    expect(isValidBtwChecksum('NL123456783B01')).toBe(false);
  });

  it('applies mod 97 to the sole-trader numbers issued since 2020', () => {
    // The Belastingdienst's example; it fails the 11-check, so only mod 97 makes it valid.
    expect(btwElevenCheck('000099998')).toBe(false);
    expect(mod97('NL000099998B57')).toBe(1);
    expect(isValidBtwChecksum('NL000099998B57')).toBe(true);
    expect(isValidBtwChecksum('NL000099998B58')).toBe(false);
  });
});

describe('IBAN', () => {
  it('accepts valid IBANs with or without spaces', () => {
    expect(isValidIbanChecksum('NL91ABNA0417164300')).toBe(true);
    expect(isValidIbanChecksum('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIbanChecksum('DE89370400440532013000')).toBe(true);
    expect(isValidIbanChecksum('BE68539007547034')).toBe(true);
  });

  it('rejects a wrong check digit or a swapped digit', () => {
    expect(isValidIbanChecksum('NL92ABNA0417164300')).toBe(false);
    expect(isValidIbanChecksum('NL91ABNA0417164030')).toBe(false);
  });

  it('rejects the wrong length or layout for the country', () => {
    expect(isValidIbanFormat('NL91ABNA041716430')).toBe(false);
    expect(isValidIbanFormat('NL91ABN10417164300')).toBe(false);
    expect(isValidIbanFormat('DE8937040044053201300')).toBe(false);
    expect(isValidIbanFormat('123')).toBe(false);
  });

  it('formats in groups of four', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
