import { expect, test } from '@playwright/test';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';
import { saveCatalogue } from '../support/catalogue';

const SHOTS = path.resolve(__dirname, '../../reports/screenshots');

test('AI text to quote: the example text becomes a customer with catalogue-priced lines, reviewed, saved and listed', async ({
  page,
}) => {
  const account = newAccount('ai');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  await saveCatalogue(page, account);

  await page.goto('/quotes/new');
  await expect(page.getByRole('heading', { name: 'Nieuwe Offerte' })).toBeVisible();
  await page.getByRole('button', { name: 'AI Tekst naar Offerte' }).click();
  const modal = page.getByRole('dialog', { name: 'AI Tekst naar Offerte' });
  await expect(modal.getByText('Minimaal 10 karakters vereist')).toBeVisible();
  await expect(modal.getByTestId('ai-context')).toHaveText(
    'De AI kan 4 producten uit uw catalogus en 1 standaardvoorwaarde gebruiken.',
  );
  await expect(modal.getByRole('button', { name: 'Analyseren met AI' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Gebruik dit voorbeeld' }).click();
  await expect(modal.getByLabel('Tekst van de klant')).toHaveValue(/Sanne de Boer/);
  await page.screenshot({ path: path.join(SHOTS, 'ai-text-modal-1280.png') });
  await modal.getByRole('button', { name: 'Analyseren met AI' }).click();

  // The review: the asked-for lines with the catalogue's prices, the scaffold not among them.
  await expect(modal.getByRole('heading', { name: 'Controleer het resultaat' })).toBeVisible({
    timeout: 30_000,
  });
  const reviewLines = modal.getByTestId('ai-review-line');
  await expect(reviewLines.filter({ hasText: 'Muren schilderen' })).toContainText('85 m² × € 12,50');
  await expect(reviewLines.filter({ hasText: 'Muren schilderen' })).toContainText('Uit catalogus');
  await expect(reviewLines.filter({ hasText: 'Steigerhuur' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Overnemen in offerte' }).click();
  await expect(modal).toBeHidden();

  // Customer, lines with the catalogue's prices and their markers, notes.
  const customerName = page.getByLabel('Bedrijfsnaam / naam');
  await expect(customerName).toHaveValue(/de boer/i);
  const name = await customerName.inputValue();
  await expect(page.getByLabel('E-mailadres klant')).toHaveValue('sanne@deboerarchitecten.nl');
  const rows = page.getByTestId('item-row');
  const descriptions = () =>
    rows.getByLabel('Omschrijving').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await expect
    .poll(descriptions)
    .toEqual(expect.arrayContaining(['Muren schilderen', 'Kozijnen schilderen', 'Kleuradvies']));
  const row = async (description: string) => rows.nth((await descriptions()).indexOf(description));
  await expect((await row('Muren schilderen')).getByLabel('Aantal')).toHaveValue('85');
  await expect((await row('Muren schilderen')).getByLabel('Prijs per eenheid')).toHaveValue('12,50');
  await expect((await row('Muren schilderen')).getByTestId('price-origin')).toHaveText('Uit catalogus');
  await expect((await row('Kozijnen schilderen')).getByLabel('Prijs per eenheid')).toHaveValue('145,00');
  await expect((await row('Kleuradvies')).getByLabel('Prijs per eenheid')).toHaveValue('65,00');
  expect(await descriptions()).not.toContain('Steigerhuur');
  await expect(page.getByLabel('Notities')).toHaveValue(/16 maart/);

  await page.screenshot({ path: path.join(SHOTS, 'ai-text-filled-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await page.getByPlaceholder(/Zoek/).fill('deboerarchitecten');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('sanne@deboerarchitecten.nl').first()).toBeVisible();
});
