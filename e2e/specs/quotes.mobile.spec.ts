import { expect, test } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';

test('on a phone the quotes list, overlay and form work with touch-sized controls', async ({ page }) => {
  const account = newAccount('quotesmobile');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // One quote through the API with the session of the page.
  const created = await page.evaluate(async () => {
    const res = await fetch('/api/quotes', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      },
      body: JSON.stringify({
        customer: { name: 'Tuinderij De Vries', email: 'tuin@devries.nl' },
        items: [
          { description: 'Snoeiwerk', quantity: 4, unitPrice: 38.5 },
          { description: 'Afvoer groenafval', quantity: 1, unitPrice: 65 },
          { description: 'Nieuwe haag', quantity: 12, unitPrice: 9.95, vatRate: 9 },
        ],
      }),
    });
    return { status: res.status, body: (await res.json()) as { data: { quoteNumber: string } } };
  });
  expect(created.status).toBe(201);
  const number = created.body.data.quoteNumber;

  await page.goto('/quotes');
  const row = page.getByTestId('quote-row');
  await expect(row).toHaveCount(1);
  // 4 × 38,50 + 65 + 12 × 9,95 = 338,40
  await expect(row.getByTestId('quote-total')).toHaveText('€ 338,40 excl. BTW');
  await expect(row.getByText('3 items: Snoeiwerk, Afvoer groenafval en 1 meer...')).toBeVisible();

  await row.getByRole('button', { name: `Offerte ${number} bekijken` }).click();
  const dialog = page.getByRole('dialog', { name: `Offerte ${number}` });
  await expect(dialog.getByText('Tuinderij De Vries')).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Sluiten' });
  const box = await close.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(36);
  await close.click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Offerte ${number} verwijderen` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
  await expect(row).toHaveCount(1);

  // The form: item rows stack as cards, totals follow.
  await page.goto('/quotes/new');
  const rows = page.getByTestId('item-row');
  await rows.nth(0).getByLabel('Omschrijving').fill('Snoeiwerk');
  await rows.nth(0).getByLabel('Prijs per eenheid').fill('38.50');
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Regel 2 verwijderen' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('total-incl')).toHaveText('€ 46,59');
  const viewport = page.viewportSize()!;
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
});
