import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

export interface TestAccount {
  companyName: string;
  email: string;
  password: string;
}

export function newAccount(label = 'e2e'): TestAccount {
  const id = randomBytes(4).toString('hex');
  return {
    companyName: `Schildersbedrijf ${label} ${id}`,
    email: `${label}-${id}@voorbeeld.nl`,
    password: 'Geheim123',
  };
}

/** Registers through the API (fast set-up for specs that test something else). */
export async function registerViaApi(page: Page, account: TestAccount): Promise<void> {
  const res = await page.request.post('/api/auth/register', {
    data: { ...account, subscriptionType: 'monthly' },
  });
  expect(res.status()).toBe(201);
}

export async function registerViaUi(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Bedrijfsnaam').fill(account.companyName);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByLabel('Wachtwoord bevestigen').fill(account.password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
}

export async function loginViaUi(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}
