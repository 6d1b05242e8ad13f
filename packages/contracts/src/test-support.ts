/** Helpers of the contracts' own tests (not exported by the package). */
import { randomUUID } from 'node:crypto';

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };

/** First message per field path, as the API's `fields` object shows them. */
export const messages = (result: Issues) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

/** A customer as the API returns it (only the name and e-mail filled in). */
export const sampleCustomer = (email: string | null = null) => ({
  id: randomUUID(),
  name: 'Bakkerij Jansen',
  email,
  phone: null,
  address: null,
  postalCode: null,
  city: null,
  country: 'Nederland',
  kvkNumber: null,
  vatNumber: null,
});
