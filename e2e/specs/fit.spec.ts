/**
 * The quote on a phone (390×844) and on a laptop (1280×800), checked on element boxes: the customer's
 * page, the app's quote overlay and the quote form show every amount and heading inside the viewport,
 * and nothing scrolls sideways. A finger signs on the customer's page without scrolling it. The list's
 * amounts line up, its filters and the template card titles are not cut. Screenshots of each go to
 * E2E_SCREENS_DIR (default reports/screenshots) as fit-*.png.
 */
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { newAccount, registerViaApi } from '../support/accounts';
import { expectInsideViewport, wordsBrokenMidWord } from '../support/fit';
import { linkInMail } from '../support/mail';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const SHOTS = process.env.E2E_SCREENS_DIR ?? path.resolve(__dirname, '../../reports/screenshots');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `fit-${name}-${page.viewportSize()?.width}.png`), fullPage });

const contextFor = (size: { width: number; height: number }, locale = 'nl-NL'): BrowserContextOptions => ({
  viewport: size,
  isMobile: size.width < 500,
  hasTouch: size.width < 500,
  locale,
  timezoneId: 'Europe/Amsterdam',
});

/** The quote's amounts and headings in the responsive body (quote-document). */
const BODY_PARTS = '.qd-num, .qd-totals dt, .qd-totals dd, .qd-label, .qd-h, .qd-meta dt, .qd-desc';

/** An owner with a catalogue and a sent quote of three lines at two BTW rates, and its public link. */
async function owner(browser: Browser) {
  const context = await browser.newContext(contextFor(SIZES[1]!));
  const page = await context.newPage();
  const account = newAccount('fit');
  await registerViaApi(page, account);
  const login = await page.request.post('/api/auth/login', { data: account });
  const token = (await login.json()).data.accessToken as string;
  const api = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data as { id: string; quoteNumber: string };
  };
  await api('/api/catalog/products', {
    name: 'Lunch catering',
    description: 'per persoon',
    unitPrice: 12.5,
    vatRate: 9,
  });
  await api('/api/catalog/products', { name: 'Schilderwerk binnen', unitPrice: 45, unit: 'uur' });
  const customerEmail = `klant-${account.email}`;
  const quote = await api('/api/quotes', {
    customer: {
      name: 'Bakkerij De Gouden Korenaar B.V.',
      email: customerEmail,
      address: 'Lange Voorhout 12',
      postalCode: '2514 EA',
      city: 'Den Haag',
    },
    validUntil: '2031-03-01',
    items: [
      {
        description: 'Schilderwerk woonkamer, twee lagen latex op wanden en plafond',
        quantity: 2,
        unit: 'dag',
        unitPrice: 350,
      },
      { description: 'Lunch catering', quantity: 12, unitPrice: 12.5, vatRate: 9 },
      { description: 'Materiaal', quantity: 1, unitPrice: 12345.67 },
    ],
    notes: 'Planning in overleg.',
  });
  await api(`/api/quotes/${quote.id}/send-email`, { email: customerEmail });
  const link = await linkInMail(customerEmail, /https?:\/\/[^\s"<]+\/o\/[A-Za-z0-9_-]{22}/, 'quote');
  await context.close();
  return { account, quote, link, api: { token } };
}

async function loggedIn(
  browser: Browser,
  account: { email: string; password: string },
  size: (typeof SIZES)[number],
  locale = 'nl-NL',
) {
  const context = await browser.newContext(contextFor(size, locale));
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test('the customer page, the overlay and the form fit a phone and a laptop; money and dates stay Dutch in an English browser', async ({
  browser,
}) => {
  const { account, quote, link } = await owner(browser);
  for (const size of SIZES) {
    // The customer's page: the document frame and the page around it.
    const visitor = await browser.newContext(contextFor(size));
    const customer = await visitor.newPage();
    await customer.goto(link);
    const frame = `iframe[title="Offerte ${quote.quoteNumber}"]`;
    const doc = customer.frameLocator(frame);
    await expect(doc.getByText('Totaal incl. BTW')).toBeVisible();
    await expect(doc.locator('.qd-grand dd')).toHaveText('€ 15.948,76');
    await expectInsideViewport(
      customer,
      BODY_PARTS + ', h1, .qs-nr',
      `the document at ${size.width}px`,
      frame,
    );
    await expectInsideViewport(
      customer,
      'h1, h2, a[download], button',
      `the customer page at ${size.width}px`,
    );
    await expect(customer.getByRole('link', { name: 'PDF downloaden' })).toBeInViewport();
    await shot(customer, 'public');
    await visitor.close();

    // The app: the overlay and the form.
    const { context, page } = await loggedIn(browser, account, size);
    await page.goto('/quotes');
    await page.getByRole('button', { name: `Offerte ${quote.quoteNumber} bekijken` }).click();
    const overlay = page.getByRole('dialog', { name: `Offerte ${quote.quoteNumber}` });
    const body = overlay.getByTestId('quote-body');
    await expect(body.locator('.qd-grand dd')).toHaveText('€ 15.948,76');
    await expectInsideViewport(
      page,
      `[role="dialog"] :is(${BODY_PARTS}, h2, h3)`,
      `the overlay at ${size.width}px`,
    );
    await shot(page, 'overlay', false);
    // The body is rendered anew when the templates arrive (house colours): scroll to the one now there.
    await expect(async () => {
      await body.locator('.qd-grand').scrollIntoViewIfNeeded({ timeout: 2_000 });
    }).toPass();
    await shot(page, 'overlay-totals', false);
    await page.keyboard.press('Escape');

    await page.goto('/quotes/new');
    await page.getByLabel('Bedrijfsnaam / naam').fill('Bakkerij De Gouden Korenaar B.V.');
    const picker = page.getByRole('combobox', { name: 'Product zoeken' });
    await picker.fill('lunch');
    await picker.press('Enter');
    await picker.fill('schilder');
    await picker.press('Enter');
    await expect(page.getByTestId('item-row')).toHaveCount(2);
    await expect(page.getByTestId('item-row').first().getByLabel('BTW')).toHaveValue('9');
    await expect(page.getByTestId('total-incl')).toHaveText('€ 68,08');
    await expectInsideViewport(
      page,
      'main :is(h1, h2, [data-testid="line-total"], [data-testid="subtotal"], [data-testid^="vat-"], [data-testid="total-incl"])',
      `the form at ${size.width}px`,
    );
    await picker.fill('e');
    await shot(page, 'form');
    await context.close();
  }

  // Money and dates are Dutch whatever the browser's language.
  const english = await browser.newContext(contextFor(SIZES[1]!, 'en-US'));
  const customer = await english.newPage();
  await customer.goto(link);
  const doc = customer.frameLocator(`iframe[title="Offerte ${quote.quoteNumber}"]`);
  await expect(doc.locator('.qd-grand dd')).toHaveText('€ 15.948,76');
  await expect(doc.locator('.qd-meta')).toContainText('01-03-2031');
  await english.close();
  const { context, page } = await loggedIn(browser, account, SIZES[1]!, 'en-US');
  await page.goto('/quotes');
  await expect(page.getByTestId('quote-total')).toHaveText('€ 13.195,67 excl. BTW');
  await page.getByRole('button', { name: `Offerte ${quote.quoteNumber} bekijken` }).click();
  await expect(page.getByTestId('quote-body')).toContainText('01-03-2031');
  await context.close();
});

test('a finger signs on a phone without scrolling the page, and the acceptance shows the signature', async ({
  browser,
}) => {
  const { link } = await owner(browser);
  const context = await browser.newContext(contextFor(SIZES[0]!));
  const page = await context.newPage();
  await page.goto(link);
  const canvas = page.getByRole('img', { name: 'Handtekening (optioneel)' });
  await canvas.scrollIntoViewIfNeeded();
  expect(await canvas.evaluate((c) => getComputedStyle(c).touchAction)).toBe('none');
  const box = (await canvas.boundingBox())!;
  const scrolled = await page.evaluate(() => window.scrollY);
  // A stroke from left to right and up: real touch input through the browser's input pipeline.
  const cdp = await context.newCDPSession(page);
  const at = (fx: number, fy: number) => [{ x: box.x + box.width * fx, y: box.y + box.height * fy }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.1, 0.8) });
  for (let i = 1; i <= 12; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(0.1 + i * 0.06, 0.8 - i * 0.05),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.getByRole('button', { name: 'Handtekening wissen' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Ink where the finger went: the middle of the stroke is not blank.
  const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
    return n;
  });
  expect(inked).toBeGreaterThan(100);

  await page.getByLabel('Uw naam').fill('Petra de Vries');
  await page.getByLabel('Ik ga akkoord met de offerte en de algemene voorwaarden').check();
  await page.getByRole('button', { name: 'Akkoord geven' }).click();
  await expect(page.getByText(/Geaccepteerd door Petra de Vries op/).first()).toBeVisible();
  const doc = page.frameLocator('iframe[title^="Offerte"]');
  await expect(doc.locator('img.signature')).toBeVisible();
  await context.close();
});

test('list amounts line up, the filters are not cut, template names do not break mid-word', async ({
  browser,
}) => {
  const { account, quote, api } = await owner(browser);
  const headers = { Authorization: `Bearer ${api.token}` };
  for (const size of SIZES) {
    const { context, page } = await loggedIn(browser, account, size);
    // A second quote, accepted: its row has no edit button.
    const second = await page.request.post('/api/quotes', {
      headers,
      data: {
        customer: { name: 'Tuinderij De Vries' },
        items: [{ description: 'Snoeiwerk', quantity: 1, unitPrice: 95 }],
      },
    });
    const id = (await second.json()).data.id as string;
    await page.request.patch(`/api/quotes/${id}/status`, { headers, data: { status: 'sent' } });
    await page.request.patch(`/api/quotes/${id}/status`, { headers, data: { status: 'accepted' } });
    await page.goto('/quotes');
    const totals = page.getByTestId('quote-total');
    await expect(totals.first()).toBeVisible();
    expect(await totals.count()).toBeGreaterThanOrEqual(2);
    const rights = await totals.evaluateAll((els) =>
      els.map((e) => Math.round(e.getBoundingClientRect().right)),
    );
    if (size.width >= 1024) expect(new Set(rights).size, `amount right edges ${rights}`).toBe(1);
    await expectInsideViewport(
      page,
      'main :is(h1, select, [data-testid="quote-total"])',
      `the quotes list at ${size.width}px`,
    );
    // The selects show their whole option text.
    const cut = await page.locator('main select').evaluateAll((selects) =>
      (selects as HTMLSelectElement[])
        .filter((s) => {
          const ctx = document.createElement('canvas').getContext('2d')!;
          const style = getComputedStyle(s);
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
          return ctx.measureText(s.selectedOptions[0]?.text ?? '').width > room;
        })
        .map((s) => s.selectedOptions[0]?.text),
    );
    expect(cut, `cut filter texts at ${size.width}px`).toEqual([]);
    await shot(page, 'quotes');

    for (const name of ['Huisstijl Schilderwerken Noord-Holland', 'Installatietechniekbedrijven Zuid']) {
      await page.request.post('/api/templates', { headers, data: { name } });
    }
    await page.goto('/templates');
    await expect(page.getByRole('article')).toHaveCount(3 + SIZES.indexOf(size) * 2);
    const defaultOne = page
      .getByRole('button', { name: 'Als standaard instellen: Huisstijl Schilderwerken Noord-Holland' })
      .first();
    if (await defaultOne.isVisible()) await defaultOne.click();
    await expect(
      page.getByRole('article').filter({ hasText: 'Huisstijl Schilderwerken' }).first(),
    ).toContainText('Standaard');
    expect(await wordsBrokenMidWord(page, 'article h3'), `template titles at ${size.width}px`).toEqual([]);
    await expectInsideViewport(page, 'article h3', `template titles at ${size.width}px`);
    await shot(page, 'templates');
    await context.close();
  }
  expect(quote.quoteNumber).toBeTruthy();
});
