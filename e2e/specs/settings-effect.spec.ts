/**
 * Settings meet quotes and PDFs: settings changed in the browser take
 * effect. A new quote gets the saved prefix and BTW rate (in its number, the form, the list and the
 * PDF text), and the primary colour saved in the Templates tab is painted in the PDF (pixels of
 * page 1 rendered by pdftoppm). Each check fails when the setting is ignored: the defaults are
 * 'OFF', 21 % and a blue primary colour.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';

const PREFIX = 'ACME';
const COLOUR = '#b91c1c';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'ofl-settings-effect-'));
let files = 0;
test.afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function openTab(page: Page, name: string) {
  await page.goto('/settings');
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The quote's PDF as the app serves it, with the access token the web app keeps in localStorage. */
async function fetchPdf(page: Page, quoteId: string): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const res = await page.request.get(`/api/quotes/${quoteId}/pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const file = path.join(tmp, `quote-${(files += 1)}.pdf`);
  writeFileSync(file, await res.body());
  return file;
}

/** pdftotext output in layout mode (a table row stays on one line), whitespace collapsed. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/**
 * Renders page 1 at 50 dpi with pdftoppm (binary PPM, P6: no PNG decoder needed) and counts the
 * pixels within `tolerance` per channel of the colour.
 */
function pixelsOfColour(file: string, hex: string, tolerance = 6): { matches: number; total: number } {
  const out = path.join(tmp, `page-${(files += 1)}`);
  execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-singlefile', file, out]);
  const ppm = readFileSync(`${out}.ppm`);
  // Header: "P6" width height maxval, each followed by one whitespace character.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header || header[3] !== '255') throw new Error('unexpected PPM header');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = ppm.subarray(header[0].length);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let matches = 0;
  for (let i = 0; i + 2 < width * height * 3; i += 3) {
    if (
      Math.abs(pixels[i]! - r) <= tolerance &&
      Math.abs(pixels[i + 1]! - g) <= tolerance &&
      Math.abs(pixels[i + 2]! - b) <= tolerance
    ) {
      matches += 1;
    }
  }
  return { matches, total: width * height };
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
