/**
 * House style from a sample quote PDF, in the browser: the wizard's step 4 analyses a generated
 * sample quote (red table header, Arimo), shows its colours, font and confidence, toggles the
 * preview and approves it; the templates page lists it as 'AI Gegenereerd' with its source file;
 * a new quote's PDF is painted in the found colour and embeds the found font.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';
import { fetchPdf, pdfFontNames, pixelsOfColour } from '../support/pdf';

const corpus = path.resolve(__dirname, '../../apps/api/test/fixtures/style-corpus');
const SAMPLE = 'tablehead-red-arimo';
const expected = JSON.parse(readFileSync(path.join(corpus, `${SAMPLE}.json`), 'utf8')) as {
  primary: string;
  secondary: string;
  font: string;
};

test('step 4 turns a sample quote into the AI template that new quotes are rendered with', async ({
  page,
}) => {
  const account = newAccount('huisstijl');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Steps 1-3: a small price list, processed and verified, brings the wizard to step 4.
  await page.goto('/onboarding');
  await page.getByLabel('Documenten kiezen').setInputFiles({
    name: 'Prijslijst 2026.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Omschrijving;Prijs;Eenheid\nSchilderwerk binnen;24,50;m2\nVoorrijkosten;45,00;stuk\n',
    ),
  });
  // The polled status may bring step 2 (which moves on by itself), or keep step 1 with 'Doorgaan'.
  const verification = page.getByRole('heading', { name: 'Data verificatie' });
  const proceed = page.getByRole('button', { name: 'Doorgaan', exact: true });
  await expect(verification.or(proceed)).toBeVisible({ timeout: 90_000 });
  if (await proceed.isVisible()) await proceed.click();
  await expect(verification).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Data opslaan en doorgaan' }).click();
  await expect(page.getByRole('heading', { name: 'Template genereren' })).toBeVisible({ timeout: 30_000 });

  // Step 4: the name (default 'Mijn Template') and one PDF enable the generate button.
  const name = page.getByLabel('Naam van de template');
  await expect(name).toHaveValue('Mijn Template');
  const generate = page.getByRole('button', { name: 'Template genereren' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Voorbeeldofferte (PDF) kiezen').setInputFiles(path.join(corpus, `${SAMPLE}.pdf`));
  await name.fill('  Huisstijl Rood  ');
  await expect(generate).toBeEnabled();
  await generate.click();

  const summary = page.getByRole('region', { name: 'Gevonden huisstijl' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary).toContainText('Huisstijl Rood');
  await expect(summary).toContainText(expected.primary);
  await expect(summary).toContainText(expected.secondary);
  await expect(summary.getByTestId('found-font')).toHaveText(expected.font);
  await expect(summary.getByTestId('confidence-badge')).toContainText('Hoge betrouwbaarheid');

  await summary.getByRole('button', { name: 'Voorbeeld tonen' }).click();
  const preview = summary.frameLocator('iframe[title="Voorbeeld van de gegenereerde template"]');
  await expect(preview.getByText('OFFERTE', { exact: false }).first()).toBeVisible();
  await summary.getByRole('button', { name: 'Voorbeeld verbergen' }).click();
  await expect(summary.locator('iframe')).toHaveCount(0);

  await expect(page.getByLabel('Als standaard template gebruiken voor nieuwe offertes')).toBeChecked();
  await page.getByRole('button', { name: 'Template Goedkeuren' }).click();
  await expect(page.getByRole('heading', { name: 'Onboarding voltooid!' })).toBeVisible({ timeout: 30_000 });

  // Templates page: the AI template with its badge, confidence and source file.
  await page.goto('/templates');
  const card = page.getByRole('article', { name: 'Huisstijl Rood' });
  await expect(card).toContainText('AI Gegenereerd');
  await expect(card).toContainText(/\d+%/);
  await expect(card.getByRole('button', { name: /Geüpload bestand/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /Geüpload bestand/ }).click();
  expect((await download).suggestedFilename()).toBe('Huisstijl Rood.pdf');

  // A new quote (default template): its PDF paints the found colour and embeds the found font.
  const customerName = `Bakkerij Rood ${account.email.slice(10, 18)}`;
  await page.goto('/quotes/new');
  await page.getByLabel('Bedrijfsnaam / naam').fill(customerName);
  const row = page.getByTestId('item-row').first();
  await row.getByLabel('Omschrijving').fill('Gevelreiniging');
  await row.getByLabel('Aantal').fill('1');
  await row.getByLabel('Prijs per eenheid').fill('850');
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const list = await page.request.get(`/api/quotes?search=${encodeURIComponent(customerName)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const quotes = ((await list.json()) as { data: { id: string }[] }).data;
  expect(quotes).toHaveLength(1);
  const pdf = await fetchPdf(page, quotes[0]!.id);
  expect(pixelsOfColour(pdf, expected.primary).matches).toBeGreaterThan(1_000);
  expect(pdfFontNames(pdf).some((f) => /\+Arimo/.test(f))).toBe(true);
});
