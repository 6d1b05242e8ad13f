import { expect, test } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';

test('a new account: its own name, Welkom, the real plan; amounts on one line; 404 in the layout', async ({
  page,
}) => {
  const account = newAccount('first');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welkom, ${account.companyName}` })).toBeVisible();
  await expect(page.getByTestId('user-name').first()).toHaveText(account.companyName);
  await expect(page.getByTestId('dashboard-plan-badge')).toHaveText('Maandelijks');
  await expect(page.getByText('Pro Plan')).toHaveCount(0);

  // A large quote: the overlay's total stays on one line at 1280 px.
  await page.goto('/quotes/new');
  await page.getByLabel('Bedrijfsnaam / naam').fill('Bouwbedrijf Grootformaat');
  const row = page.getByTestId('item-row').first();
  await row.getByLabel('Omschrijving').fill('Aanbouw');
  await row.getByLabel('Prijs per eenheid').fill('56.198,75');
  // 56.198,75 + 21 % BTW (11.801,74) = 68.000,49
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await page.getByRole('button', { name: /^Offerte OFF-\d{4}-\d{4} bekijken$/ }).click();
  const dialog = page.getByRole('dialog');
  const total = dialog.getByText('€ 68.000,49').first();
  await expect(total).toBeVisible();
  const lines = await total.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await page.keyboard.press('Escape');

  // A logged-in user's unknown address: the 404 inside the app layout, with its title.
  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Pagina niet gevonden – Offerteflow');
  await page.goto('/quotes');
  await expect(page).toHaveTitle('Offertes – Offerteflow');
});
