import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';

/**
 * Amounts, quantities, percentages and dates are typed the Dutch way whatever the browser's language:
 * the same journey runs in an English (en-US) and a Dutch (nl-NL) browser.
 */
async function typeDutchQuote(page: Page, locale: string) {
  const account = newAccount(`input-${locale.toLowerCase()}`);
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/quotes/new');
  await page.getByLabel('Bedrijfsnaam / naam').fill(`Klant ${locale}`);

  const rows = page.getByTestId('item-row');
  const prices = ['45,50', '1.234,56', '€ 45,50', '45.50', '1234,56'];
  for (const [index, price] of prices.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    const row = rows.nth(index);
    await row.getByLabel('Omschrijving').fill(`Regel ${index + 1}`);
    await row.getByLabel('Aantal').fill(index === 0 ? '1,5' : '1');
    await row.getByLabel('Prijs per eenheid').fill(price);
    await row.getByLabel('Prijs per eenheid').blur();
  }
  // Shown the Dutch way after leaving the field.
  await expect(rows.nth(0).getByLabel('Prijs per eenheid')).toHaveValue('45,50');
  await expect(rows.nth(1).getByLabel('Prijs per eenheid')).toHaveValue('1.234,56');
  await expect(rows.nth(2).getByLabel('Prijs per eenheid')).toHaveValue('45,50');
  await expect(rows.nth(3).getByLabel('Prijs per eenheid')).toHaveValue('45,50');
  await expect(rows.nth(0).getByLabel('Aantal')).toHaveValue('1,5');
  // 1,5 × 45,50 + 1.234,56 + 45,50 + 45,50 + 1.234,56 = 2.628,37
  await expect(page.getByTestId('subtotal')).toHaveText('€ 2.628,37');

  // An ambiguous amount is refused with a Dutch message, not guessed.
  const last = rows.nth(4).getByLabel('Prijs per eenheid');
  await last.fill('1.234');
  await last.blur();
  await expect(rows.nth(4).getByText(/^Onduidelijk getal/)).toBeVisible();
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes\/new$/);
  await last.fill('1234,56');

  const date = page.getByLabel('Geldig tot');
  await expect(date).toHaveAttribute('type', 'text');
  await expect(date).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await date.fill('12/23/2030');
  await date.blur();
  await expect(page.getByText('Ongeldige datum, gebruik dd-mm-jjjj (bijvoorbeeld 23-12-2026)')).toBeVisible();
  await date.fill('23-12-2030');
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);

  const row = page.getByTestId('quote-row').filter({ hasText: `Klant ${locale}` });
  await expect(row.getByTestId('quote-total')).toHaveText('€ 2.628,37 excl. BTW');
  await row.getByRole('button', { name: /bewerken$/ }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(rows.nth(1).getByLabel('Prijs per eenheid')).toHaveValue('1.234,56');
  await expect(rows.nth(0).getByLabel('Aantal')).toHaveValue('1,5');
  await expect(page.getByLabel('Geldig tot')).toHaveValue('23-12-2030');

  // The settings' BTW percentage is shown and typed the Dutch way too.
  await page.goto('/settings?tab=quotes');
  const vat = page.getByLabel('Btw-percentage');
  await expect(vat).toHaveValue('21');
  await vat.fill('9,5');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Offerte-instellingen opgeslagen!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Btw-percentage')).toHaveValue('9,5');
}

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });
  test('en-US: Dutch amounts, an ambiguous amount and a dd-mm-jjjj date', async ({ page }) => {
    await typeDutchQuote(page, 'en-US');
  });
});

test.describe('in a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });
  test('nl-NL: Dutch amounts, an ambiguous amount and a dd-mm-jjjj date', async ({ page }) => {
    await typeDutchQuote(page, 'nl-NL');
  });
});
