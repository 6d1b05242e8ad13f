import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';

const FIXTURES = path.resolve(__dirname, '../fixtures');
const SHOTS = path.resolve(__dirname, '../../reports/screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });

/** Algemene voorwaarden as a real PDF (printed by Chromium, text with positions like any exported PDF). */
async function termsPdf(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><html lang="nl"><body style="font-family: sans-serif">
    <h1>Algemene voorwaarden Groen &amp; Verf B.V.</h1>
    <h2>Artikel 1 Betaling</h2>
    <p>Betaling dient te geschieden binnen 14 dagen na factuurdatum. Bij overschrijding van de betalingstermijn is de opdrachtgever de wettelijke rente verschuldigd.</p>
    <h2>Artikel 2 Levering</h2>
    <p>De opgegeven levertijden en uitvoeringstermijnen zijn indicatief. Bij vorst of aanhoudende regen schuift de planning op.</p>
    <h2>Artikel 3 Garantie</h2>
    <p>Op uitgevoerd schilderwerk geven wij twee jaar garantie op afbladderen, mits het onderhoudsadvies is gevolgd.</p>
  </body></html>`);
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}

async function untilVerification(page: Page) {
  // The polled status brings step 2, which moves on by itself once the data is extracted (or offers
  // 'Doorgaan naar verificatie'); a status seen late keeps step 1 with its 'Doorgaan'.
  const verification = page.getByRole('heading', { name: 'Data verificatie' });
  const proceed = page.getByRole('button', { name: /^Doorgaan( naar verificatie)?$/ });
  await expect(verification.or(proceed)).toBeVisible({ timeout: 90_000 });
  if (await proceed.isVisible()) await proceed.click();
  await expect(verification).toBeVisible({ timeout: 30_000 });
}

test('onboarding: CSV, XLSX and terms PDF become the catalogue, shown on the dashboard and in quick-add', async ({
  page,
  browser,
}) => {
  await registerViaUi(page, newAccount('onboarding'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const overview = page.getByRole('region', { name: 'Onboarding overzicht' });
  await overview.getByRole('link', { name: 'Start Onboarding' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Upload eerst één of meer documenten')).toBeVisible();
  // Only development builds show the debug line.
  await expect(page.getByTestId('onboarding-debug')).toHaveCount(0);

  await page.getByLabel('Documenten kiezen').setInputFiles([
    {
      name: 'prijslijst-schilderwerk.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(path.join(FIXTURES, 'prijslijst-schilderwerk.csv')),
    },
    {
      name: 'tarieven-tuin.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(path.join(FIXTURES, 'tarieven-tuin.xlsx')),
    },
    { name: 'Algemene voorwaarden.pdf', mimeType: 'application/pdf', buffer: await termsPdf(browser) },
  ]);
  const documents = page.getByRole('list', { name: 'Geüploade documenten' });
  await expect(documents.getByTestId('document-row')).toHaveCount(3, { timeout: 30_000 });
  await expect(documents).toContainText('Prijslijst');
  await expect(documents).toContainText('Voorwaarden');

  await untilVerification(page);
  await expect(page.getByTestId('document-row').filter({ hasText: 'Mislukt' })).toHaveCount(0);
  const productsTab = page.getByRole('tab', { name: /Producten & Diensten/ });
  await expect(productsTab.getByTestId('count-products')).toHaveText('6');
  const names = page.getByRole('tabpanel', { name: /Producten/ }).getByLabel('Naam');
  await expect(names).toHaveCount(6);
  const nameValues = await names.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect([...nameValues].sort()).toEqual(
    [
      'Boom kappen',
      'Gazon maaien',
      'Heg snoeien',
      'Kozijnen schilderen',
      'Schilderwerk binnen',
      'Voorrijkosten',
    ].sort(),
  );
  // react-hook-form sets input values as properties, not attributes: find a row by its position.
  const row = (name: string) =>
    page.getByRole('group', { name: `Product ${nameValues.indexOf(name) + 1}`, exact: true });
  await expect(row('Heg snoeien').getByLabel('Prijs (€)')).toHaveValue('47,50');
  await expect(row('Heg snoeien').getByLabel('Eenheid')).toHaveValue('uur');
  await expect(row('Schilderwerk binnen').getByLabel('Prijs (€)')).toHaveValue('24,50');
  await expect(row('Boom kappen').getByLabel('Prijs (€)')).toHaveValue('185,00');

  await shot(page, 'onboarding-verify');
  await page.getByRole('tab', { name: /Voorwaarden/ }).click();
  const terms = page.getByRole('tabpanel', { name: /Voorwaarden/ });
  await expect(terms.getByLabel('Inhoud').first()).toBeVisible();
  const contents = await terms
    .getByLabel('Inhoud')
    .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value).join('\n'));
  expect(contents).toContain('binnen 14 dagen na factuurdatum');
  expect(contents).toContain('twee jaar garantie');
  const termCount = await terms.getByLabel('Inhoud').count();
  expect(termCount).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Data opslaan en doorgaan' }).click();
  await expect(page.getByRole('heading', { name: 'Template genereren' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Overslaan - Ik stel later een template in' }).click();
  await expect(page.getByRole('heading', { name: 'Onboarding voltooid!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Eerste offerte maken' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await expect(overview.getByTestId('count-Bestanden')).toContainText('3');
  await expect(overview.getByTestId('count-Producten')).toContainText('6');
  await expect(overview.getByTestId('count-Voorwaarden')).toContainText(String(termCount));
  await expect(overview.getByTestId('count-Geverifieerde producten')).toContainText('6');
  await expect(overview.getByText('En 1 meer...')).toBeVisible();
  await shot(page, 'dashboard-onboarding-overview');

  await page.getByRole('navigation').getByRole('link', { name: 'Producten' }).click();
  await expect(page.getByText('€ 47,50 / uur')).toBeVisible();
  await shot(page, 'products');

  await page.goto('/quotes/new');
  // The product picker lists the whole catalogue (6 products) and adds one with Enter.
  const picker = page.getByRole('combobox', { name: 'Product zoeken' });
  await picker.click();
  const options = page.getByRole('listbox', { name: 'Producten' }).getByRole('option');
  await expect(options).toHaveCount(6);
  await expect(options.filter({ hasText: 'Heg snoeien' })).toContainText('€ 47,50 / uur');
  await expect(options.filter({ hasText: 'Schilderwerk binnen' })).toContainText('€ 24,50 / m²');
  await picker.fill('heg');
  await picker.press('Enter');
  await expect(page.getByTestId('item-row').first().getByLabel('Omschrijving')).toHaveValue(/^Heg snoeien/);
});
