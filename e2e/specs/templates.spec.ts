import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
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

test('a logo upload is previewed, saved sanitised and used by the preview', async ({ page }) => {
  await openTemplates(page, 'tpllogo');
  await card(page, 'Standaard').getByRole('button', { name: 'Bewerken: Standaard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Template bewerken' });
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" onload="alert(1)"><script>alert(2)</script>' +
    '<rect width="40" height="20" fill="#c0392b"/><image href="http://127.0.0.1:9/x.png"/></svg>';
  await dialog
    .getByLabel('Logobestand')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(dialog.getByRole('img', { name: 'Logo' })).toBeVisible();
  await expect(dialog.locator('iframe[title="Live voorbeeld"]')).toHaveAttribute(
    'srcdoc',
    /data:image\/svg\+xml/,
  );
  await dialog.getByRole('group', { name: 'Positie van het logo' }).getByLabel('Rechts').check();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();

  // What the server stored is the sanitised SVG.
  await page.reload();
  await card(page, 'Standaard').getByRole('button', { name: 'Bewerken: Standaard' }).click();
  // The template list carries the logo's URL, not its bytes; the preview still embeds it.
  const stored = (await dialog.getByRole('img', { name: 'Logo' }).getAttribute('src')) ?? '';
  expect(stored).toMatch(/^\/api\/templates\/[0-9a-f-]+\/logo\/[0-9a-f]{32}$/);
  await expect(dialog.locator('iframe[title="Live voorbeeld"]')).toHaveAttribute(
    'srcdoc',
    /data:image\/svg\+xml/,
  );
  const clean = await (await page.request.get(stored)).text();
  expect(clean).toContain('fill="#c0392b"');
  for (const bad of ['script', 'onload', 'alert', '127.0.0.1', '<image']) expect(clean).not.toContain(bad);
  await expect(dialog.getByLabel('Rechts')).toBeChecked();

  // A file that is too large is refused in the browser with the Dutch message.
  await dialog.getByLabel('Logobestand').setInputFiles({
    name: 'groot.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(500 * 1024 + 1),
  });
  await expect(dialog.getByText('Het logo mag maximaal 500 KB groot zijn')).toBeVisible();
});

/** Downloads through `link` and returns the saved file's name and first bytes. */
async function downloadVia(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  const bytes = readFileSync(file);
  return {
    name: download.suggestedFilename(),
    head: bytes.subarray(0, 5).toString('latin1'),
    size: bytes.length,
    file,
  };
}

test('the PDF preview modal shows the PDF from the quote form and the overlay; download and send work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerViaUi(page, newAccount('pdfpreview'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/quotes/new');
  await expect(page.getByRole('heading', { name: 'Nieuwe Offerte' })).toBeVisible();

  // Preview is only available once a customer name and a valid item exist.
  await expect(page.getByRole('button', { name: 'PDF voorbeeld' })).toBeDisabled();
  await page.getByLabel('Bedrijfsnaam / naam').fill('Bakkerij Voorbeeldig');
  await page.getByLabel('E-mailadres klant').fill('inkoop@voorbeeldig.nl');
  const row = page.getByTestId('item-row').first();
  await row.getByLabel('Omschrijving').fill('Schilderwerk gevel');
  await row.getByLabel('Aantal').fill('3');
  await row.getByLabel('Prijs per eenheid').fill('120');
  // Hold the first preview answer back a moment: a warm renderer can finish before the loading
  // state could be seen.
  let held = false;
  await page.route('**/api/quotes/preview', async (route) => {
    if (!held) {
      held = true;
      await new Promise((r) => setTimeout(r, 1_500));
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'PDF voorbeeld' }).click();

  const modal = page.getByRole('dialog', { name: 'PDF preview' });
  await expect(modal.getByText('PDF preview genereren...')).toBeVisible();
  const frame = modal.locator('iframe[title="PDF-voorbeeld van de offerte"]');
  await expect(frame).toBeVisible({ timeout: 30_000 });
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // The download is the very blob the frame shows.
  const preview = await downloadVia(page, () => modal.getByRole('link', { name: 'Downloaden' }).click());
  expect(preview.name).toBe('offerte-preview.pdf');
  expect(preview.head).toBe('%PDF-');
  expect(preview.size).toBeGreaterThan(5_000);
  expect(await modal.getByRole('link', { name: 'Downloaden' }).getAttribute('href')).toBe(
    await frame.getAttribute('src'),
  );
  await page.waitForTimeout(1_500); // let Chromium's PDF viewer paint the page for the screenshot
  await page.screenshot({ path: path.join(shots, 'pdf-preview-1280.png') });

  await modal.getByRole('button', { name: 'Volledig scherm' }).click();
  await expect(modal.getByRole('button', { name: 'Venster' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'pdf-preview-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await modal.getByRole('button', { name: 'Sluiten' }).click();
  await expect(modal).toBeHidden();

  // Save the quote, then preview and download it from the overlay.
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  const quoteRow = page.getByTestId('quote-row').filter({ hasText: 'Bakkerij Voorbeeldig' });
  await quoteRow.getByRole('button', { name: /bekijken/ }).click();
  const overlay = page.getByRole('dialog', { name: /^Offerte OFF-/ });
  await overlay.getByRole('button', { name: 'Voorbeeld' }).click();
  const overlayPreview = page.getByRole('dialog', { name: 'PDF preview' });
  const overlayFrame = overlayPreview.locator('iframe[title="PDF-voorbeeld van de offerte"]');
  await expect(overlayFrame).toBeVisible({ timeout: 30_000 });
  await expect(overlayFrame).toHaveAttribute('src', /^blob:/);
  const fromOverlay = await downloadVia(page, () =>
    overlayPreview.getByRole('link', { name: 'Downloaden' }).click(),
  );
  expect(fromOverlay.head).toBe('%PDF-');
  await page.keyboard.press('Escape');
  await expect(overlayPreview).toBeHidden();
  // Escape closed only the preview: the overlay is still open.
  await expect(overlay).toBeVisible();
  const quotePdf = await downloadVia(page, () =>
    overlay.getByRole('button', { name: 'Downloaden', exact: true }).click(),
  );
  expect(quotePdf.name).toMatch(/^Offerte-.+\.pdf$/);
  expect(quotePdf.head).toBe('%PDF-');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // Send by e-mail from the list: pre-filled from the customer; the quote becomes sent.
  await quoteRow.getByRole('button', { name: /per e-mail versturen/ }).click();
  const send = page.getByRole('dialog', { name: 'Offerte versturen per e-mail' });
  await expect(send.getByLabel('E-mailadres')).toHaveValue('inkoop@voorbeeldig.nl');
  await send.getByLabel('Bericht (optioneel)').fill('Hierbij onze offerte.');
  await page.screenshot({ path: path.join(shots, 'send-email-1280.png') });
  await send.getByRole('button', { name: 'Versturen' }).click();
  await expect(send).toBeHidden();
  await expect(page.getByText('Offerte verzonden')).toBeVisible();
  await expect(quoteRow.getByText('Verzonden')).toBeVisible();
});
