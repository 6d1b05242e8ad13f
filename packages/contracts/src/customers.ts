/** Customer contracts: SPEC §3 (Customer), §5 (Quote form: new customer), §7 Customers. */
import { z } from 'zod';
import { isoTimestamp, requiredName, versionField } from './fields.js';
import { envelope, pagedEnvelope } from './api.js';
import { EMAIL_PATTERN } from './auth.js';
import { CUSTOMER_LIMITS, DEFAULT_COUNTRY } from './constants.js';
import { MSG } from './messages.js';

export const CUSTOMER_MSG = {
  nameRequired: MSG.companyNameRequired,
  emailInvalid: MSG.emailInvalid,
  kvkInvalid: 'KvK-nummer moet uit 8 cijfers bestaan',
  vatNumberInvalid: 'Ongeldig BTW-nummer',
  searchTooLong: 'Zoekterm mag maximaal 200 tekens bevatten',
  pageInvalid: 'Ongeldig paginanummer',
  pageSizeInvalid: 'Aantal per pagina moet tussen 1 en 100 liggen',
} as const;

/**
 * Optional free text: trimmed, at most `max` characters (`tooLong` otherwise); '', whitespace, null
 * and a missing key become `empty` (null, so the database gets NULL, unless a field has its own
 * default, e.g. the country).
 */
export function optionalText<E extends string | null | undefined = null>(
  max: number,
  tooLong: string = MSG.tooLong,
  // A rest tuple, not a default: an explicit `undefined` must stay undefined (the e-mail message).
  ...fallback: [empty?: E]
) {
  const empty = (fallback.length > 0 ? fallback[0] : null) as E;
  return z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value): string | E => (value ? value : empty));
}

/** Optional e-mail: empty becomes null; anything else must look like an e-mail address. */
export const optionalEmail = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .max(CUSTOMER_LIMITS.email, { error: MSG.tooLong })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: MSG.emailInvalid })
  .nullish()
  .transform((value) => (value ? value : null));

/** KvK number: 8 digits; spaces and dots are removed ('1234 5678' -> '12345678'). */
const kvkNumberField = z
  .string({ error: CUSTOMER_MSG.kvkInvalid })
  .transform((value) => value.replace(/[\s.]/g, ''))
  .refine((value) => value === '' || /^\d{8}$/.test(value), { error: CUSTOMER_MSG.kvkInvalid })
  .nullish()
  .transform((value) => (value ? value : null));

/** BTW/VAT number: 2-letter country code + 2-13 letters/digits, upper-cased ('nl 8888.88.888 B01'). */
const vatNumberField = z
  .string({ error: CUSTOMER_MSG.vatNumberInvalid })
  .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
  .refine((value) => value === '' || /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value), {
    error: CUSTOMER_MSG.vatNumberInvalid,
  })
  .nullish()
  .transform((value) => (value ? value : null));

/** Body of POST/PUT /api/customers and the new-customer part of a quote. */
export const customerInputSchema = z.object({
  name: requiredName(CUSTOMER_MSG.nameRequired).max(CUSTOMER_LIMITS.name, { error: MSG.tooLong }),
  email: optionalEmail,
  phone: optionalText(CUSTOMER_LIMITS.phone),
  address: optionalText(CUSTOMER_LIMITS.address),
  postalCode: optionalText(CUSTOMER_LIMITS.postalCode),
  city: optionalText(CUSTOMER_LIMITS.city),
  country: optionalText(CUSTOMER_LIMITS.country, MSG.tooLong, DEFAULT_COUNTRY),
  kvkNumber: kvkNumberField,
  vatNumber: vatNumberField,
});
/** What a client may send (optional fields may be left out). */
export type CustomerInput = z.input<typeof customerInputSchema>;
/** What the server works with after parsing (normalised, nulls, default country). */
export type CustomerData = z.output<typeof customerInputSchema>;

/** A customer as the API returns it. */
export const customerSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  kvkNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp.optional(),
  version: versionField,
});
export type Customer = z.infer<typeof customerSchema>;

/** Query strings and form values: '', null and a missing value mean "not given". */
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const searchParam = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(CUSTOMER_LIMITS.search, { error: CUSTOMER_MSG.searchTooLong })
    .transform((value) => (value ? value : undefined))
    .optional(),
);

/** A whole number of at least 1 (and at most `max`) from a query string; missing or '' gives `fallback`. */
const positiveIntParam = (message: string, fallback: number, max?: number) => {
  const count = z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message });
  return z.preprocess(
    emptyToUndefined,
    (max === undefined ? count : count.max(max, { error: message })).default(fallback),
  );
};

export const pageParam = positiveIntParam(CUSTOMER_MSG.pageInvalid, 1);
export const pageSizeParam = positiveIntParam(
  CUSTOMER_MSG.pageSizeInvalid,
  CUSTOMER_LIMITS.pageSizeDefault,
  CUSTOMER_LIMITS.pageSizeMax,
);

/** GET /api/customers?search=&page=&pageSize= (search over name and e-mail). */
export const customerListQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  pageSize: pageSizeParam,
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerResponseSchema = envelope(customerSchema);
export const customerListResponseSchema = pagedEnvelope(customerSchema);
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;
