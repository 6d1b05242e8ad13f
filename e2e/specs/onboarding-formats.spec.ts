import { expect, test, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';

const FIXTURES = path.resolve(__dirname, '../fixtures');
const SHOTS = path.resolve(__dirname, '../../reports/screenshots');
const source = (name: string) => readFileSync(path.join(FIXTURES, 'sources', name), 'utf8');

/** A phone-like photo of a paper price list: the page rendered slightly rotated on a grey table, as PNG. */
async function photoPng(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 760, height: 420 } });
  await page.setContent(source('foto-prijslijst.html'));
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

/** A sample quote (offerte) as a PDF, printed by Chromium like any exported quote. */
async function quotePdf(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  await page.setContent(source('offerte.html'));
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}

test('onboarding: an .xls, a photo read by OCR and a sample quote; the quote feeds nothing and is offered in step 4', async ({
  page,
  browser,
}) => {
  await registerViaUi(page, newAccount('formats'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const overview = page.getByRole('region', { name: 'Onboarding overzicht' });
  await overview.getByRole('link', { name: 'Start Onboarding' }).click();
  await expect(page.getByText('Upload eerst één of meer documenten')).toBeVisible();
  await page.getByLabel('Documenten kiezen').setInputFiles([
    {
      name: 'tarieven-loodgieter.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: readFileSync(path.join(FIXTURES, 'tarieven-loodgieter.xls')),
    },
    { name: 'IMG_0412.png', mimeType: 'image/png', buffer: await photoPng(browser) },
    { name: 'document.pdf', mimeType: 'application/pdf', buffer: await quotePdf(browser) },
  ]);

  // Step 2 → 3 once everything is read; the photo goes through OCR, which takes a few seconds.
  const verification = page.getByRole('heading', { name: 'Data verificatie' });
  const proceed = page.getByRole('button', { name: /^Doorgaan( naar verificatie)?$/ });
  await expect(verification.or(proceed)).toBeVisible({ timeout: 120_000 });
  if (await proceed.isVisible()) await proceed.click();
  await expect(verification).toBeVisible({ timeout: 30_000 });

  const panel = page.getByRole('tabpanel', { name: /Producten/ });
  const names = panel.getByLabel('Naam');
  await expect(names).toHaveCount(6, { timeout: 30_000 });
  const values = await names.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect([...values].sort()).toEqual([
    'Afvoer ontstoppen',
    'Kraan vervangen',
    'Ramen wassen rijtjeshuis',
    'Ramen wassen vrijstaand',
    'Uurtarief monteur',
    'Zonnepanelen reinigen',
  ]);
  // Nothing from the sample quote (its lines, dates and totals) reached the catalogue.
  expect(values.some((v) => /Combiketel|Datum|Geldig|Totaal/.test(v))).toBe(false);

  // The photo's three products carry the OCR mark, the spreadsheet's do not (the name is each row's first input).
  const marks = () =>
    panel
      .getByRole('group', { name: /^Product \d+$/ })
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((r) => [
            (r.querySelector('input') as HTMLInputElement).value,
            r.querySelector('[data-testid="mark-ocr"]') !== null,
          ]),
        ),
      );
  await expect.poll(marks, { timeout: 15_000 }).toEqual({
    'Afvoer ontstoppen': false,
    'Kraan vervangen': false,
    'Uurtarief monteur': false,
    'Ramen wassen rijtjeshuis': true,
    'Ramen wassen vrijstaand': true,
    'Zonnepanelen reinigen': true,
  });
  const notes = page.getByRole('list', { name: 'Herkomst van de gegevens' });
  await expect(notes.getByText(/IMG_0412\.png.*tekstherkenning/)).toBeVisible();
  await expect(notes.getByText(/tarieven-loodgieter\.xls · Prijzen uit kolom "Prijs"/)).toBeVisible();
  await expect(notes.getByText(/document\.pdf/)).toHaveCount(0);

  await page.screenshot({ path: path.join(SHOTS, 'onboarding-step3-marks-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Data opslaan en doorgaan' }).click();
  await expect(page.getByRole('heading', { name: 'Template genereren' })).toBeVisible({ timeout: 30_000 });
  // The sample quote was typed 'Offerte Template' from its content and is preselected for the template.
  await expect(page.getByRole('radio', { name: 'document.pdf' })).toBeChecked();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Template genereren' })).toBeEnabled();
  await page.screenshot({ path: path.join(SHOTS, 'onboarding-step4-sample-quote-1280.png'), fullPage: true });

  // The dashboard's overview lists each document with its type label.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(overview.getByText(/document\.pdf/)).toBeVisible({ timeout: 30_000 });
  await expect(overview).toContainText('Offerte Template');
});
