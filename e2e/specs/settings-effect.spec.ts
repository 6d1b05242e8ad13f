/**
 * Settings meet quotes and PDFs: settings changed in the browser take
 * effect. A new quote gets the saved prefix and BTW rate (in its number, the form, the list and the
 * PDF text), and the primary colour saved in the Templates tab is painted in the PDF (pixels of
 * page 1 rendered by pdftoppm). Each check fails when the setting is ignored: the defaults are
 * 'OFF', 21 % and a blue primary colour.
 */
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';
import { fetchPdf, pdfText, pixelsOfColour } from '../support/pdf';

const PREFIX = 'ACME';
const COLOUR = '#b91c1c';

async function openTab(page: Page, name: string) {
  await page.goto('/settings');
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the quote prefix, BTW rate and primary colour saved in /settings reach a new quote and its PDF', async ({
  page,
}) => {
  const account = newAccount('effect');
  const customerName = `Hoveniersbedrijf Groen ${account.email.slice(7, 15)}`;
  const year = new Date().getFullYear();
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Quote settings: prefix and VAT, saved through the form.
  await openTab(page, 'Offertes');
  await expect(page.getByLabel('Voorvoegsel offertenummer')).toHaveValue('OFF');
  await expect(page.getByLabel('Btw-percentage')).toHaveValue('21');
  await page.getByLabel('Voorvoegsel offertenummer').fill(PREFIX);
  await page.getByLabel('Btw-percentage').fill('9');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Offerte-instellingen opgeslagen!')).toBeVisible();

  // A quote through the form: its line starts at the saved 9 %.
  await page.goto('/quotes/new');
  await expect(page.getByRole('heading', { name: 'Nieuwe Offerte' })).toBeVisible();
  await page.getByLabel('Bedrijfsnaam / naam').fill(customerName);
  const row = page.getByTestId('item-row').first();
  await expect(row.getByLabel('BTW')).toHaveValue('9');
  await row.getByLabel('Omschrijving').fill('Tuinontwerp en aanleg');
  await row.getByLabel('Aantal').fill('2');
  await row.getByLabel('Prijs per eenheid').fill('1234.50');
  // 2 × 1.234,50 = 2.469,00; 9 % BTW = 222,21; total 2.691,21.
  await expect(page.getByTestId('subtotal')).toHaveText('€ 2.469,00');
  await expect(page.getByTestId('vat-9')).toHaveText('€ 222,21');
  await expect(page.getByTestId('total-incl')).toHaveText('€ 2.691,21');
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();

  // The list shows the number with the new prefix.
  await expect(page).toHaveURL(/\/quotes$/);
  const number = `${PREFIX}-${year}-0001`;
  const listRow = page.getByTestId('quote-row').filter({ hasText: customerName });
  await expect(listRow).toContainText(number);

  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const list = await page.request.get(`/api/quotes?search=${encodeURIComponent(number)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(200);
  const found = ((await list.json()) as { data: { id: string; quoteNumber: string }[] }).data;
  expect(found.map((q) => q.quoteNumber)).toEqual([number]);
  const quoteId = found[0]!.id;

  // The PDF: number, the 9 % BTW line and the nl-NL totals; no 21 % anywhere.
  const first = await fetchPdf(page, quoteId);
  const text = pdfText(first);
  expect(text).toContain(number);
  expect(text).toContain('Subtotaal excl. BTW € 2.469,00');
  expect(text).toContain('BTW 9% over € 2.469,00 € 222,21');
  expect(text).toContain('Totaal incl. BTW € 2.691,21');
  expect(text).not.toContain('21%');
  // Painted in the default primary colour; nothing of the colour to come is on the page yet.
  const defaultColour = SETTINGS_DEFAULTS.templateStyle.primaryColor;
  expect(pixelsOfColour(first, defaultColour).matches).toBeGreaterThan(1_000);
  expect(pixelsOfColour(first, COLOUR).matches).toBe(0);

  // Templates tab: the primary colour.
  await openTab(page, 'Templates');
  await page.getByLabel('Primaire kleur', { exact: true }).fill(COLOUR);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Template-instellingen opgeslagen!')).toBeVisible();

  // The same quote's PDF now paints the items header (and headings) in that colour.
  const second = await fetchPdf(page, quoteId);
  expect(pdfText(second)).toContain(number);
  const { matches, total } = pixelsOfColour(second, COLOUR);
  // The items table header alone is a full-width bar of about 370 × 9 pixels at 50 dpi.
  expect(matches).toBeGreaterThan(1_000);
  expect(matches).toBeLessThan(total / 4);
  expect(pixelsOfColour(second, defaultColour).matches).toBe(0);
});
