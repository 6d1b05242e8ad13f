import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_MSG,
  customerInputSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerSchema,
  optionalText,
} from './customers.js';
import { MSG } from './messages.js';
import { messages, sampleCustomer } from './test-support.js';

describe('customerInputSchema', () => {
  it.each([
    [{}, 'Bedrijfsnaam is verplicht'],
    [{ name: '   ' }, MSG.companyNameRequired],
    [{ name: 'x'.repeat(201) }, MSG.tooLong],
  ])('requires a name with the SPEC message (%o)', (input, message) => {
    expect(messages(customerInputSchema.safeParse(input))).toEqual({ name: message });
  });

  it('trims, normalises empty optional text to null and defaults the country', () => {
    expect(
      customerInputSchema.parse({
        name: '  Bakkerij Jansen ',
        email: '',
        phone: '  ',
        address: ' Dorpsstraat 1 ',
        postalCode: '1234 AB',
        city: null,
        country: '',
      }),
    ).toEqual({
      name: 'Bakkerij Jansen',
      email: null,
      phone: null,
      address: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: null,
      country: 'Nederland',
      kvkNumber: null,
      vatNumber: null,
    });
    expect(customerInputSchema.parse({ name: 'A', country: ' België ' }).country).toBe('België');
  });

  it('checks an e-mail only when present', () => {
    expect(customerInputSchema.parse({ name: 'A', email: ' info@jansen.nl ' }).email).toBe('info@jansen.nl');
    expect(messages(customerInputSchema.safeParse({ name: 'A', email: 'geen-email' }))).toEqual({
      email: 'Ongeldig e-mailadres',
    });
    expect(messages(customerInputSchema.safeParse({ name: 'A', email: 42 }))).toEqual({
      email: MSG.emailInvalid,
    });
  });

  it('normalises and checks KvK and BTW numbers', () => {
    const parsed = customerInputSchema.parse({
      name: 'A',
      kvkNumber: '1234 5678',
      vatNumber: 'nl 8888.88.888 b01',
    });
    expect(parsed.kvkNumber).toBe('12345678');
    expect(parsed.vatNumber).toBe('NL888888888B01');
    expect(
      messages(customerInputSchema.safeParse({ name: 'A', kvkNumber: '1234567', vatNumber: '123' })),
    ).toEqual({
      kvkNumber: CUSTOMER_MSG.kvkInvalid,
      vatNumber: CUSTOMER_MSG.vatNumberInvalid,
    });
  });

  it('drops unknown fields such as id or companyId', () => {
    const parsed = customerInputSchema.parse({ name: 'A', id: randomUUID(), companyId: randomUUID() });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('companyId');
  });
});

describe('customerSchema', () => {
  const customer = { ...sampleCustomer(), createdAt: new Date().toISOString(), version: 1 };

  it('accepts an API customer and a paged list', () => {
    expect(customerSchema.parse(customer)).toEqual(customer);
    expect(
      customerListResponseSchema.safeParse({ data: [customer], meta: { page: 1, pageSize: 20, total: 1 } })
        .success,
    ).toBe(true);
  });

  it('refuses a bad id or timestamp', () => {
    expect(customerSchema.safeParse({ ...customer, id: '1' }).success).toBe(false);
    expect(customerSchema.safeParse({ ...customer, createdAt: '22-11-2026' }).success).toBe(false);
  });
});

describe('customerListQuerySchema', () => {
  it('coerces query strings and applies defaults', () => {
    expect(customerListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(customerListQuerySchema.parse({ search: ' jansen ', page: '3', pageSize: '50' })).toEqual({
      search: 'jansen',
      page: 3,
      pageSize: 50,
    });
    expect(customerListQuerySchema.parse({ search: '', page: '', pageSize: '' })).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('refuses bad paging and long searches', () => {
    expect(
      messages(customerListQuerySchema.safeParse({ page: '0', pageSize: '101', search: 'x'.repeat(201) })),
    ).toEqual({
      page: CUSTOMER_MSG.pageInvalid,
      pageSize: CUSTOMER_MSG.pageSizeInvalid,
      search: CUSTOMER_MSG.searchTooLong,
    });
    expect(customerListQuerySchema.safeParse({ page: 'abc' }).success).toBe(false);
    expect(customerListQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('optionalText', () => {
  it('trims, limits and turns empty into null, a default, or undefined when asked', () => {
    expect(optionalText(5).parse('  ab  ')).toBe('ab');
    expect(optionalText(5).parse('')).toBeNull();
    expect(optionalText(5).safeParse('abcdef').success).toBe(false);
    expect(optionalText(5, MSG.tooLong, 'Nederland').parse(null)).toBe('Nederland');
    expect(optionalText(5, MSG.tooLong, undefined).parse('   ')).toBeUndefined();
  });
});
