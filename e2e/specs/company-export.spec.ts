/**
 * 'Alle gegevens exporteren' in the browser: the admin requests the export in Instellingen › Bedrijf,
 * the job completes with progress, the link downloads a ZIP with the quotes (JSON and PDF), customers,
 * products, terms, templates and README.txt, and nothing of another company is in it.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
// The API tests' ZIP reader (yauzl), one reader for both suites.
import { readZip } from '../../apps/api/test/helpers/read-zip';
import { loginViaUi, newAccount, type TestAccount } from '../support/accounts';

async function register(request: APIRequestContext, account: TestAccount): Promise<string> {
  const res = await request.post('/api/auth/register', { data: { ...account, subscriptionType: 'monthly' } });
  expect(res.status()).toBe(201);
  return (await res.json()).data.accessToken as string;
}

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

const quote = (customer: string, description: string) => ({
  customer: { name: customer },
  items: [{ description, quantity: 2, unitPrice: 45.5, unit: 'uur' }],
});

test('the export is requested, completes and its ZIP holds this company only', async ({ page }) => {
  const account = newAccount('export');
  const other = newAccount('ander');
  const token = await register(page.request, account);
  const otherToken = await register(page.request, other);
  await post(page.request, token, '/api/quotes', quote('Familie Jansen', 'Schilderwerk woonkamer'));
  await post(page.request, token, '/api/quotes', quote('Bakkerij Smit', 'Kozijnen lakken'));
  await post(page.request, token, '/api/customers', { name: 'Garage Peters' });
  await post(page.request, otherToken, '/api/quotes', quote('Klant Van Een Ander', 'Geheim werk'));
  await post(page.request, otherToken, '/api/customers', { name: 'Andermans Klant' });

  await page.goto('/login');
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings?tab=company');
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Alle gegevens exporteren' }),
  });
  await expect(card.getByText('U heeft nog geen export gemaakt.')).toBeVisible();
  await card.getByRole('button', { name: 'Alle gegevens exporteren' }).click();

  const link = card.getByRole('link', { name: /^Download export \(\d+,\d MB\)$/ });
  await expect(link).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText(/de link werkt tot \d{2}-\d{2}-\d{4}/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^offerteflow-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readZip(readFileSync(await download.path()));
  const names = [...zip.keys()];

  expect(names.filter((n) => /^offertes\/[^/]+\.json$/.test(n))).toHaveLength(2);
  const pdfs = names.filter((n) => /^offertes\/Offerte-[^/]+\.pdf$/.test(n));
  expect(pdfs).toHaveLength(2);
  for (const pdf of pdfs) expect(zip.get(pdf)!.subarray(0, 5).toString()).toBe('%PDF-');
  const customers = zip.get('klanten.csv')!.toString('utf8').trimEnd().split('\r\n');
  // Header plus the saved customer and the two customers the quotes created.
  expect(customers).toHaveLength(4);
  expect(customers[0]).toBe('\uFEFFNaam;E-mail;Telefoon;Adres;Postcode;Plaats;Land;KvK-nummer;BTW-nummer');
  expect(
    zip.get('producten.csv')!.toString('utf8').startsWith('\uFEFFNaam;Omschrijving;Prijs excl. BTW'),
  ).toBe(true);
  expect(Array.isArray(JSON.parse(zip.get('voorwaarden.json')!.toString('utf8')))).toBe(true);
  expect(names.filter((n) => /^templates\/[^/]+\.json$/.test(n))).toHaveLength(1);
  expect(zip.get('README.txt')!.toString('utf8')).toContain('2 offertes');

  const everything = [...zip].map(([name, bytes]) => name + bytes.toString('latin1')).join('\n');
  for (const foreign of [other.companyName, 'Klant Van Een Ander', 'Geheim werk', 'Andermans Klant']) {
    expect(everything).not.toContain(foreign);
  }
});
