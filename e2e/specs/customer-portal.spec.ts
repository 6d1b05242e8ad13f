/**
 * The customer accepts online (docs/customer-portal.md): the quote is sent over SMTP to
 * the e2e test server, the link is taken from the received mail and opened in a fresh browser
 * context without a login. Accept with a name and a drawn signature; decline with a reason; an
 * expired quote shows 'Deze offerte is verlopen'; an unknown token is a plain 404.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';
import { linkInMail } from '../support/mail';
import { fetchPdf, pdfText } from '../support/pdf';

const SHOTS = path.resolve(__dirname, '../../reports/screenshots');

/** The public link in the quote mail sent to `to`. */
const linkFromMail = (to: string) => linkInMail(to, /https?:\/\/[^\s"<]+\/o\/[A-Za-z0-9_-]{22}/, 'quote');

/** Registers, creates a quote through the API and sends it from the quotes list (the real UI). */
async function sentQuote(page: Page, label: string, body: Record<string, unknown> = {}) {
  const account = newAccount(label);
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const customerEmail = `klant-${account.email}`;
  const res = await page.request.post('/api/quotes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      customer: { name: `Klant ${label}`, email: customerEmail },
      items: [{ description: 'Schilderwerk woonkamer', quantity: 2, unit: 'dag', unitPrice: 350 }],
      ...body,
    },
  });
  expect(res.status()).toBe(201);
  const quote = (await res.json()).data as { id: string; quoteNumber: string };
  await page.goto('/quotes');
  const row = page.getByTestId('quote-row').filter({ hasText: quote.quoteNumber });
  await row.getByRole('button', { name: /per e-mail versturen/ }).click();
  const send = page.getByRole('dialog', { name: 'Offerte versturen per e-mail' });
  await send.getByRole('button', { name: 'Versturen' }).click();
  // Renders the PDF first: a cold Chromium on a busy CI machine takes a while.
  await expect(send).toBeHidden({ timeout: 60_000 });
  await expect(row.getByText('Verzonden')).toBeVisible();
  return { quote, row, link: await linkFromMail(customerEmail), token };
}

/** The link in a fresh browser context: no session, no cookies, nothing shared with the owner. */
async function openAsCustomer(browser: Browser, link: string) {
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const customer = await context.newPage();
  const response = await customer.goto(link);
  return { context, customer, response };
}

test('the customer accepts with a name and a signature; the owner sees it and the PDF says so', async ({
  page,
  browser,
}) => {
  const { quote, row, link } = await sentQuote(page, 'akkoord');
  const { context, customer, response } = await openAsCustomer(browser, link);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(customer.getByRole('heading', { name: `Offerte ${quote.quoteNumber}` })).toBeVisible();
  // The document is the one the PDF is printed from.
  const doc = customer.frameLocator(`iframe[title="Offerte ${quote.quoteNumber}"]`);
  await expect(doc.getByText('Schilderwerk woonkamer')).toBeVisible();
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    customer.getByRole('link', { name: 'PDF downloaden' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Offerte-.+\.pdf$/);

  // Without name and tick: the Dutch messages.
  await customer.getByRole('button', { name: 'Akkoord geven' }).click();
  await expect(customer.getByText('Vul uw naam in')).toBeVisible();
  await expect(
    customer.getByText('Vink aan dat u akkoord gaat met de offerte en de algemene voorwaarden'),
  ).toBeVisible();

  await customer.getByLabel('Uw naam').fill('Petra de Vries');
  await customer.getByLabel('Ik ga akkoord met de offerte en de algemene voorwaarden').check();
  const pad = customer.getByRole('img', { name: 'Handtekening (optioneel)' });
  const box = (await pad.boundingBox())!;
  await customer.mouse.move(box.x + 20, box.y + box.height / 2);
  await customer.mouse.down();
  await customer.mouse.move(box.x + 120, box.y + 20, { steps: 8 });
  await customer.mouse.move(box.x + 220, box.y + box.height - 20, { steps: 8 });
  await customer.mouse.up();
  await customer.screenshot({ path: path.join(SHOTS, 'customer-portal-accept-1280.png'), fullPage: true });
  await customer.getByRole('button', { name: 'Akkoord geven' }).click();
  await expect(
    customer.getByText(/Geaccepteerd door Petra de Vries op \d{2}-\d{2}-\d{4} \d{2}:\d{2}/),
  ).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Akkoord geven' })).toHaveCount(0);
  // A reload answers with the decided state.
  await customer.reload();
  await expect(customer.getByText(/Geaccepteerd door Petra de Vries/)).toBeVisible();
  await context.close();

  // The owner sees it: status, name and time in the overlay, history, and the PDF line.
  await page.reload();
  await expect(row.getByText('Geaccepteerd')).toBeVisible();
  await row.getByRole('button', { name: /bekijken/ }).click();
  const overlay = page.getByRole('dialog', { name: `Offerte ${quote.quoteNumber}` });
  await expect(
    overlay.getByText(/Geaccepteerd door Petra de Vries op \d{2}-\d{2}-\d{4} \d{2}:\d{2}/),
  ).toBeVisible();
  await expect(overlay.getByText(/Bekeken: 2 keer/)).toBeVisible();
  await expect(overlay.getByText('Geaccepteerd door de klant (Petra de Vries)')).toBeVisible();
  await expect(overlay.getByText('Bekeken door de klant')).toBeVisible();
  const text = pdfText(await fetchPdf(page, quote.id)).replace(/\s+/g, ' ');
  expect(text).toMatch(/Geaccepteerd door Petra de Vries op \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
});

test('the customer declines with a reason; the owner sees the reason', async ({ page, browser }) => {
  const { quote, row, link } = await sentQuote(page, 'afwijzen');
  const { context, customer } = await openAsCustomer(browser, link);
  await customer.getByRole('button', { name: 'Afwijzen' }).click();
  await customer.getByLabel('Reden (optioneel)').fill('We hebben voor een andere schilder gekozen');
  await customer.getByRole('button', { name: 'Offerte afwijzen' }).click();
  await expect(customer.getByText('Deze offerte is afgewezen')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(row.getByText('Afgewezen')).toBeVisible();
  await row.getByRole('button', { name: /bekijken/ }).click();
  const overlay = page.getByRole('dialog', { name: `Offerte ${quote.quoteNumber}` });
  await expect(overlay.getByText('Reden: We hebben voor een andere schilder gekozen')).toBeVisible();
});

test('an expired quote cannot be accepted; an unknown or revoked link is a plain 404', async ({
  page,
  browser,
}) => {
  const { link } = await sentQuote(page, 'verlopen', { validUntil: '2020-01-31' });
  const { context, customer } = await openAsCustomer(browser, link);
  await expect(customer.getByText('Deze offerte is verlopen')).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Akkoord geven' })).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Afwijzen' })).toHaveCount(0);
  await customer.screenshot({ path: path.join(SHOTS, 'customer-portal-expired-1280.png'), fullPage: true });

  const unknown = await customer.goto(link.replace(/\/o\/.+$/, '/o/AAAAAAAAAAAAAAAAAAAAAA'));
  expect(unknown?.status()).toBe(404);
  await expect(customer.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  expect(await customer.content()).not.toContain('Offerteflow');
  await context.close();
});

test('Link intrekken: after confirming, the link answers 404', async ({ page, browser }) => {
  const { quote, row, link } = await sentQuote(page, 'intrekken');
  await row.getByRole('button', { name: /bekijken/ }).click();
  const overlay = page.getByRole('dialog', { name: `Offerte ${quote.quoteNumber}` });
  await overlay.getByRole('button', { name: 'Link intrekken' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Link intrekken' });
  await confirm.getByRole('button', { name: 'Link intrekken' }).click();
  await expect(page.getByText('Link ingetrokken').first()).toBeVisible();
  const { context, response } = await openAsCustomer(browser, link);
  expect(response?.status()).toBe(404);
  await context.close();
});
