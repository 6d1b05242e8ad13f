import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';

const OUT = path.resolve(__dirname, '../../docs/screenshots');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await ready();
    await page.screenshot({ path: path.join(OUT, `${name}-${size.width}x${size.height}.png`) });
  }
}

test('screenshots of the dashboard, the quote form with Dutch amounts and the quote overlay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = { ...newAccount('docs'), companyName: 'Schildersbedrijf De Kwast' };
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // One quote, typed the Dutch way.
  await page.goto('/quotes/new');
  await page.getByLabel('Bedrijfsnaam / naam').fill('Bakkerij Van den Berg');
  await page.getByLabel('E-mailadres klant').fill('inkoop@vandenberg.nl');
  await page.getByLabel('Plaats').fill('Utrecht');
  const lines = [
    ['Schilderwerk winkelpui, twee lagen lak op waterbasis', '12,5', '45,50'],
    ['Kozijnen schuren en gronden', '8', '52,25'],
    ['Verf en materiaal', '1', '1.234,56'],
  ] as const;
  for (const [index, [description, quantity, price]] of lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    const row = page.getByTestId('item-row').nth(index);
    await row.getByLabel('Omschrijving').fill(description);
    await row.getByLabel('Aantal').fill(quantity);
    await row.getByLabel('Prijs per eenheid').fill(price);
    await row.getByLabel('Prijs per eenheid').blur();
  }
  await page.getByLabel('Notities').fill('Uitvoering in week 50, bij droog weer.');
  const items = page.getByRole('heading', { name: 'Items' });
  await shoot(page, 'quote-form', async () => {
    // The items at the top, below the phone's top bar.
    await items.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 88));
  });
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);

  await page.goto('/dashboard');
  await shoot(page, 'dashboard', async () => {
    await expect(page.getByTestId('stat-Totaal offertes')).toHaveText('1');
  });

  await page.goto('/quotes');
  await page.getByRole('button', { name: /^Offerte OFF-\d{4}-\d{4} bekijken$/ }).click();
  const dialog = page.getByRole('dialog');
  await shoot(page, 'quote-overlay', async () => {
    await expect(dialog.getByText('Bakkerij Van den Berg').first()).toBeVisible();
  });
});
