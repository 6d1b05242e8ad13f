import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';

const SHOTS = path.resolve(__dirname, '../../reports/screenshots');

/** Screenshots of the current page at desktop (1280×800) and phone (390×844) size. */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function fillItem(
  row: Locator,
  item: { description: string; quantity: string; price: string; vat?: string },
) {
  await row.getByLabel('Omschrijving').fill(item.description);
  await row.getByLabel('Aantal').fill(item.quantity);
  await row.getByLabel('Prijs per eenheid').fill(item.price);
  if (item.vat) await row.getByLabel('BTW').selectOption(item.vat);
}

async function stat(page: Page, label: string) {
  return page.getByTestId(`stat-${label}`);
}

test('quotes: create, find, view, edit, send, accept, refuse edit, duplicate, delete; dashboard follows', async ({
  page,
}) => {
  // One long user journey with 18 full-page screenshots; the default 60 s is too tight on a busy 2-core CI.
  const account = newAccount('quotes');
  const customerName = `Bakkerij Zoekmij ${account.email.slice(7, 15)}`;
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(await stat(page, 'Totaal offertes')).toHaveText('0');
  await expect(await stat(page, 'Conversieratio')).toHaveText('—');
  await screenshots(page, 'dashboard-empty');

  // Empty list, then the form.
  await page.getByRole('navigation').getByRole('link', { name: 'Offertes' }).click();
  await expect(page.getByText('Nog geen offertes')).toBeVisible();
  await screenshots(page, 'quotes-empty');
  await page.getByRole('link', { name: 'Nieuwe offerte' }).first().click();
  await expect(page).toHaveURL(/\/quotes\/new$/);
  await expect(page.getByRole('heading', { name: 'Nieuwe Offerte' })).toBeVisible();

  // Submitting the empty form shows the Dutch messages; nothing is lost.
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page.getByText('Bedrijfsnaam is verplicht')).toBeVisible();
  await expect(page.getByText('Omschrijving is verplicht')).toBeVisible();
  await expect(page).toHaveURL(/\/quotes\/new$/);

  await page.getByLabel('Bedrijfsnaam / naam').fill(customerName);
  await expect(page.getByLabel('E-mailadres klant')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Telefoon')).toHaveAttribute('type', 'tel');
  await page.getByLabel('E-mailadres klant').fill('inkoop@zoekmij.nl');
  await page.getByLabel('Telefoon').fill('010-7654321');
  await page.getByLabel('Plaats').fill('Rotterdam');

  const rows = page.getByTestId('item-row');
  await expect(rows.getByRole('button', { name: /verwijderen/ })).toHaveCount(0);
  await fillItem(rows.nth(0), { description: 'Schilderwerk woonkamer', quantity: '2', price: '45.50' });
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await fillItem(rows.nth(1), { description: 'Behang', quantity: '3', price: '12.25' });
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await fillItem(rows.nth(2), { description: 'Materiaal', quantity: '1', price: '100', vat: '9' });
  await page.getByLabel('Notities').fill('Uitvoering in week 50');
  // 2 × 45,50 + 3 × 12,25 + 100 = 227,75; BTW 21% over 127,75 = 26,83 and 9% over 100 = 9,00.
  await expect(page.getByTestId('subtotal')).toHaveText('€ 227,75');
  await expect(page.getByTestId('vat-21')).toHaveText('€ 26,83');
  await expect(page.getByTestId('vat-9')).toHaveText('€ 9,00');
  await expect(page.getByTestId('total-incl')).toHaveText('€ 263,58');
  await screenshots(page, 'quote-new');
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();

  // In the list with the right total.
  await expect(page).toHaveURL(/\/quotes$/);
  const row = page.getByTestId('quote-row').filter({ hasText: customerName });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('quote-total')).toHaveText('€ 227,75 excl. BTW');
  await expect(row.getByText('Concept')).toBeVisible();
  await expect(row.getByText('3 items: Schilderwerk woonkamer, Behang en 1 meer...')).toBeVisible();
  const number = (await row.getByRole('button', { name: /^OFF-\d{4}-\d{4}$/ }).textContent())!.trim();
  expect(number).toMatch(/^OFF-\d{4}-0001$/);
  await screenshots(page, 'quotes-list');

  // Search (case-insensitive, server-side) and status filter.
  const search = page.getByPlaceholder('Zoek op offertenummer, klant of e-mail...');
  await search.fill(customerName.toUpperCase());
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
  await search.fill('bestaat-echt-niet');
  await expect(page.getByText('Geen offertes gevonden')).toBeVisible();
  await search.fill('inkoop@zoekmij');
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
  await search.fill('');
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Verzonden' });
  await expect(page.getByText('Geen offertes gevonden')).toBeVisible();
  await status.selectOption({ label: 'Concept' });
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
  await status.selectOption({ label: 'Alle statussen' });

  // The overlay shows it; Escape closes it.
  await row.getByRole('button', { name: `Offerte ${number} bekijken` }).click();
  const dialog = page.getByRole('dialog', { name: `Offerte ${number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(customerName)).toBeVisible();
  await expect(dialog.getByText('inkoop@zoekmij.nl')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Behang' })).toBeVisible();
  await expect(dialog.getByText('Uitvoering in week 50')).toBeVisible();
  await screenshots(page, 'quote-overlay');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Edit: 3 hours instead of 2.
  await row.getByRole('button', { name: `Offerte ${number} bewerken` }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]+\/edit$/);
  const editUrl = page.url();
  await expect(rows.nth(0).getByLabel('Omschrijving')).toHaveValue('Schilderwerk woonkamer');
  await rows.nth(0).getByLabel('Aantal').fill('3');
  await expect(page.getByTestId('subtotal')).toHaveText('€ 273,25');
  await screenshots(page, 'quote-edit');
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(row.getByTestId('quote-total')).toHaveText('€ 273,25 excl. BTW');

  // Mark sent, then accepted.
  await row.getByRole('button', { name: `Offerte ${number} bekijken` }).click();
  await dialog.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(dialog.getByText('Verzonden', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Markeer als geaccepteerd' }).click();
  await expect(dialog.getByText('Geaccepteerd', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Markeer als afgewezen' })).toHaveCount(0);
  const history = dialog.getByRole('region', { name: 'Geschiedenis' });
  await expect(history.getByText(/Aangemaakt/)).toBeVisible();
  await expect(history.getByText(/Gewijzigd/)).toBeVisible();
  await expect(history.getByText(/Status gewijzigd: Verzonden → Geaccepteerd/)).toBeVisible();
  await screenshots(page, 'quote-overlay-accepted');
  await expect(dialog.getByRole('button', { name: 'Bewerken' })).toBeDisabled();
  await expect(
    dialog.getByText('Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd'),
  ).toBeVisible();

  // Editing is refused: the edit page says so, and so does the API (409, Dutch).
  const id = editUrl.split('/').at(-2)!;
  const refused = await page.evaluate(async (quoteId) => {
    const res = await fetch(`/api/quotes/${quoteId}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      },
      body: JSON.stringify({
        customer: { name: 'X' },
        items: [{ description: 'Y', quantity: 1, unitPrice: 1 }],
      }),
    });
    return { status: res.status, body: (await res.json()) as { error: { message: string } } };
  }, id);
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toBe(
    'Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd',
  );
  await page.keyboard.press('Escape');
  await page.goto(editUrl);
  await expect(
    page.getByText('Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wijzigingen opslaan' })).toHaveCount(0);

  // Duplicate: a new draft with the next number.
  await page.goto('/quotes');
  await row.getByRole('button', { name: `Offerte ${number} bekijken` }).click();
  await dialog.getByRole('button', { name: 'Dupliceren' }).click();
  const copyNumber = number.replace(/0001$/, '0002');
  const copyDialog = page.getByRole('dialog', { name: `Offerte ${copyNumber}` });
  await expect(copyDialog).toBeVisible();
  await expect(copyDialog.getByText('Concept', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('quote-row')).toHaveCount(2);

  // Delete the duplicate after the confirmation.
  await page.getByRole('button', { name: `Offerte ${copyNumber} verwijderen` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(`Weet je zeker dat je offerte "${copyNumber}" wilt verwijderen?`),
  ).toBeVisible();
  await screenshots(page, 'quote-delete-confirm');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: number, exact: true })).toBeVisible();

  // Dashboard: one quote, this month, € 273,25, 1 of 1 decided accepted.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(await stat(page, 'Totaal offertes')).toHaveText('1');
  await expect(await stat(page, 'Deze maand')).toHaveText('1');
  await expect(await stat(page, 'Totale waarde')).toHaveText('€ 273,25');
  await expect(await stat(page, 'Conversieratio')).toHaveText('100%');
  await screenshots(page, 'dashboard');
});
