/**
 * Discounts, options and choices end to end: the owner makes a quote in the form with a discounted line, a 5 % quote
 * discount, one optional line, one choice of two variants and a 30 % deposit, and sends it; the
 * customer, on a 390×844 phone, ticks the option, picks the second variant, sees the totals change
 * and accepts; the owner sees what was chosen; the accepted PDF's totals equal the page's to the cent.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { linkInMail } from '../support/mail';
import { fetchPdf, pdfText } from '../support/pdf';

const SHOTS = path.resolve(__dirname, '../../reports/screenshots');

async function fillLine(row: Locator, description: string, quantity: string, price: string) {
  await row.getByLabel('Omschrijving').fill(description);
  await row.getByLabel('Aantal').fill(quantity);
  await row.getByLabel('Prijs per eenheid').fill(price);
}

/** Opens the line's 'Meer' (keyboard: focus and Enter) and returns the row. */
async function more(page: Page, index: number): Promise<Locator> {
  const row = page.getByTestId('item-row').nth(index);
  await row.getByRole('button', { name: /^Meer/ }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: /^Meer/ })).toHaveAttribute('aria-expanded', 'true');
  return row;
}

/** An amount in the PDF text after `label`: 'Totaal incl. BTW € 2.471,43' -> '2.471,43'. */
function pdfAmount(text: string, label: RegExp): string {
  const match = new RegExp(`${label.source}\\s*(?:−\\s*)?€\\s*([\\d.]+,\\d{2})`).exec(text);
  expect(match, `${label.source} in the PDF`).not.toBeNull();
  return match![1]!;
}

test('discounts, an option, a choice and a deposit: the customer chooses on a phone, the PDF agrees', async ({
  page,
  browser,
}) => {
  const account = newAccount('keuzes');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  const customerEmail = `klant-${account.email}`;

  // The owner's form.
  await page.goto('/quotes/new');
  await page.getByLabel('Bedrijfsnaam / naam').fill('Familie de Vries');
  await page.getByLabel('E-mailadres klant').fill(customerEmail);
  const rows = page.getByTestId('item-row');
  await fillLine(rows.nth(0), 'Schilderwerk woonkamer', '2', '350');
  const first = await more(page, 0);
  await first.getByLabel('Korting', { exact: true }).fill('10');
  await expect(first.getByTestId('line-total')).toHaveText('€ 630,00');

  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await fillLine(rows.nth(1), 'Dakgoot reinigen', '1', '120');
  await (await more(page, 1)).getByRole('checkbox', { name: /Optioneel/ }).check();

  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await fillLine(rows.nth(2), 'Kozijnen kunststof', '1', '1000');
  const plastic = await more(page, 2);
  await plastic.getByLabel('Keuze', { exact: true }).fill('Kozijnen');
  await plastic.getByRole('checkbox', { name: /Standaardkeuze/ }).check();

  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await fillLine(rows.nth(3), 'Kozijnen hout', '1', '1400');
  await (await more(page, 3)).getByLabel('Keuze', { exact: true }).fill('Kozijnen');

  await page.getByLabel('Korting op offerte', { exact: true }).fill('5');
  await page.getByLabel('Aanbetaling (%)').fill('30');
  // Live totals (domain): 630 + 1000 = 1630; 5 % = 81,50; 1548,50 + 21 % (325,19) = 1873,69; 30 % = 562,11.
  await expect(page.getByTestId('subtotal')).toHaveText('€ 1.630,00');
  await expect(page.getByTestId('quote-discount')).toHaveText('− € 81,50');
  await expect(page.getByTestId('total-incl')).toHaveText('€ 1.873,69');
  await expect(page.getByTestId('deposit')).toHaveText('€ 562,11');
  await page.screenshot({ path: path.join(SHOTS, 'quote-choices-form-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);

  // Send it from the list.
  const row = page.getByTestId('quote-row').filter({ hasText: 'Familie de Vries' });
  await expect(row.getByTestId('quote-total')).toHaveText('€ 1.548,50 excl. BTW');
  await row.getByRole('button', { name: /per e-mail versturen/ }).click();
  const send = page.getByRole('dialog', { name: 'Offerte versturen per e-mail' });
  await send.getByRole('button', { name: 'Versturen' }).click();
  await expect(send).toBeHidden({ timeout: 60_000 });
  const link = await linkInMail(customerEmail, /https?:\/\/[^\s"<]+\/o\/[A-Za-z0-9_-]{22}/, 'quote');

  // The customer on a phone.
  const context = await browser.newContext({
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // axe is injected as a script (as in accessibility.spec).
    bypassCSP: true,
  });
  const customer = await context.newPage();
  await customer.goto(link);
  const choices = customer.getByRole('region', { name: 'Uw keuzes' });
  await expect(choices).toBeVisible();
  await expect(customer.getByTestId('choice-total-incl')).toHaveText('€ 1.873,69');
  await choices.getByRole('checkbox', { name: /Dakgoot reinigen/ }).check();
  await choices.getByRole('radio', { name: /Kozijnen hout/ }).check();
  await expect(choices.getByRole('radio', { name: /Kozijnen kunststof/ })).not.toBeChecked();
  // 630 + 120 + 1400 = 2150; 5 % = 107,50; 2042,50 + 21 % (428,93) = 2471,43; 30 % = 741,43.
  const shown = {
    subtotal: '2.150,00',
    discount: '107,50',
    excl: '2.042,50',
    vat: '428,93',
    total: '2.471,43',
    deposit: '741,43',
  };
  await expect(customer.getByTestId('choice-subtotal')).toHaveText(`€ ${shown.subtotal}`);
  await expect(customer.getByTestId('choice-discount')).toHaveText(`− € ${shown.discount}`);
  await expect(customer.getByTestId('choice-total-excl')).toHaveText(`€ ${shown.excl}`);
  await expect(customer.getByTestId('choice-vat-21')).toHaveText(`€ ${shown.vat}`);
  await expect(customer.getByTestId('choice-total-incl')).toHaveText(`€ ${shown.total}`);
  await expect(customer.getByTestId('choice-deposit')).toHaveText(`€ ${shown.deposit}`);
  await expectAccessible(customer, "the customer's choices at 390px");
  // Nothing wider than the phone.
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await customer.screenshot({ path: path.join(SHOTS, 'quote-choices-customer-390.png'), fullPage: true });

  await customer.getByLabel('Uw naam').fill('Petra de Vries');
  await customer.getByLabel('Ik ga akkoord met de offerte en de algemene voorwaarden').check();
  await customer.getByRole('button', { name: 'Akkoord geven' }).click();
  await expect(customer.getByText(/Geaccepteerd door Petra de Vries/)).toBeVisible();
  // The accepted document on the page carries the chosen totals.
  const doc = customer.frameLocator('iframe[title^="Offerte "]');
  await expect(doc.getByText(`€ ${shown.total}`).first()).toBeVisible();
  await context.close();

  // The owner sees what was chosen.
  await page.reload();
  await expect(row.getByText('Geaccepteerd')).toBeVisible();
  await row.getByRole('button', { name: /bekijken/ }).click();
  const overlay = page.getByRole('dialog', { name: /^Offerte / });
  await expect(
    overlay.getByText(/Geaccepteerd door de klant, gekozen: Dakgoot reinigen; Kozijnen: Kozijnen hout/),
  ).toBeVisible();
  await expect(overlay.getByText(/niet gekozen/)).toBeVisible();

  // The accepted PDF's totals equal the page's to the cent.
  const quoteId = await page.evaluate(async () => {
    const token = localStorage.getItem('accessToken');
    const res = await fetch('/api/quotes', { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
  });
  const text = pdfText(await fetchPdf(page, quoteId));
  expect(pdfAmount(text, /Subtotaal excl\. BTW/)).toBe(shown.subtotal);
  expect(pdfAmount(text, /Korting 5%/)).toBe(shown.discount);
  expect(pdfAmount(text, /Totaal excl\. BTW/)).toBe(shown.excl);
  expect(pdfAmount(text, /BTW 21% over € [\d.]+,\d{2}/)).toBe(shown.vat);
  expect(pdfAmount(text, /Totaal incl\. BTW/)).toBe(shown.total);
  expect(pdfAmount(text, /Aanbetaling 30% bij akkoord/)).toBe(shown.deposit);
});
