import { expect, type Page } from '@playwright/test';
import type { TestAccount } from './accounts';

/** A painter's catalogue: what the AI specs' texts ask for, plus the scaffold they may or may not. */
export const PAINTER_CATALOGUE = {
  products: [
    {
      name: 'Muren schilderen',
      description: 'Per m2, twee lagen',
      unitPrice: 12.5,
      unit: 'm2',
      category: 'Binnen',
    },
    { name: 'Kozijnen schilderen', description: null, unitPrice: 145, unit: 'stuk', category: 'Buiten' },
    { name: 'Kleuradvies', description: null, unitPrice: 65, unit: 'uur', category: 'Advies' },
    { name: 'Steigerhuur', description: null, unitPrice: 250, unit: 'dag', category: 'Materieel' },
  ],
  terms: [
    { termType: 'payment_terms', content: 'Betaling binnen 14 dagen na factuurdatum.', isDefault: true },
  ],
};

/** Saves the catalogue as the onboarding verification does, for a registered account. */
export async function saveCatalogue(page: Page, account: TestAccount): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()).data as { accessToken: string };
  const saved = await page.request.put('/api/onboarding/verify-data', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: PAINTER_CATALOGUE,
  });
  expect(saved.ok()).toBe(true);
}
