import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';

const shots = path.resolve(__dirname, '../../reports/screenshots');
mkdirSync(shots, { recursive: true });

async function openTemplates(page: Page, label: string) {
  await registerViaUi(page, newAccount(label));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/templates');
  await expect(page.getByRole('heading', { name: 'Template Management' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('editing a colour changes the live preview and is saved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTemplates(page, 'tplcolour');
  await expect(card(page, 'Standaard').locator('span', { hasText: /^Standaard$/ })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'templates-1280.png'), fullPage: true });

  await card(page, 'Standaard').getByRole('button', { name: 'Bewerken: Standaard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Template bewerken' });
  const preview = dialog.locator('iframe[title="Live voorbeeld"]');
  await expect(preview).toHaveAttribute('srcdoc', /#1e40af/);
  await expect(
    page.frameLocator('iframe[title="Live voorbeeld"]').getByText('Bakkerij De Gouden Korst').first(),
  ).toBeVisible();

  await dialog.getByLabel('Primaire kleur').fill('#c0392b');
  await expect(preview).toHaveAttribute('srcdoc', /#c0392b/);
  await expect(preview).not.toHaveAttribute('srcdoc', /#1e40af/);
  await dialog.getByLabel('Voettekst').fill('KvK-gecertificeerd installateur');
  await expect(preview).toHaveAttribute('srcdoc', /KvK-gecertificeerd installateur/);
  await page.screenshot({ path: path.join(shots, 'template-editor-1280.png') });

  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Standaard').getByText('#c0392b')).toBeVisible();
  await page.reload();
  await expect(card(page, 'Standaard').getByText('#c0392b')).toBeVisible();
});

test('duplicating a template and setting the copy as default moves the badge', async ({ page }) => {
  await openTemplates(page, 'tpldefault');
  await card(page, 'Standaard').getByRole('button', { name: 'Dupliceren: Standaard' }).click();
  const copy = card(page, 'Standaard (kopie)');
  await expect(copy).toBeVisible();
  await expect(copy.getByText('Aangepast', { exact: true })).toBeVisible();

  await copy.getByRole('button', { name: 'Als standaard instellen: Standaard (kopie)' }).click();
  await expect(copy.getByText('Standaard', { exact: true })).toBeVisible();
  await expect(card(page, 'Standaard').getByText('Standaard', { exact: true })).toHaveCount(1); // only the name
  await expect(card(page, 'Standaard').getByRole('button', { name: 'Verwijderen: Standaard' })).toBeVisible();
  await expect(copy.getByRole('button', { name: /Verwijderen/ })).toHaveCount(0);

  await page.reload();
  await expect(card(page, 'Standaard (kopie)').getByText('Standaard', { exact: true })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistieken' });
  await expect(stats).toContainText('Totaal templates2');

  // The old default can now be deleted after confirmation.
  await card(page, 'Standaard').getByRole('button', { name: 'Verwijderen: Standaard' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Template verwijderen' });
  await expect(confirm).toContainText('Weet u zeker dat u deze template wilt verwijderen?');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(card(page, 'Standaard')).toHaveCount(0);
  await expect(stats).toContainText('Totaal templates1');
});

test('the templates page and the editor work on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTemplates(page, 'tplphone');
  await expect(card(page, 'Standaard')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'templates-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Nieuwe template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe template' });
  await dialog.getByLabel('Naam').fill('Mobiel');
  await dialog.getByLabel('Lettertype').selectOption('Georgia');
  await expect(dialog.locator('iframe[title="Live voorbeeld"]')).toHaveAttribute('srcdoc', /Georgia/);
  await page.screenshot({ path: path.join(shots, 'template-editor-390.png') });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(card(page, 'Mobiel')).toBeVisible();
});
