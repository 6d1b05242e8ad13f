/**
 * axe-core on every route of the app and on every dialog while it is open, at 1280×800 and (the app's
 * own pages and the customer's page) at 390×844. Any violation fails (support/axe.ts). The quote
 * document inside the customer's page is checked on its own, as the frame's sandbox runs no script.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, registerViaApi } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { linkInMail } from '../support/mail';

test.describe.configure({ timeout: 420_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A logged-in page at `viewport`; axe is injected as a script, so the app's CSP is bypassed here. */
async function ownerPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    bypassCSP: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const account = newAccount('axe');
  await registerViaApi(page, account);
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const api = async (method: 'post' | 'put', url: string, data: unknown) => {
    const res = await page.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()).data as { id: string; quoteNumber: string };
  };
  return { context, page, account, api };
}

/** Goes to `path`, waits until the page has settled and checks it. */
async function checkRoute(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(path);
  await ready();
  await expectAccessible(page, `${path} at ${page.viewportSize()?.width}px`);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`every page of the app and its dialogs at ${viewport.width}px`, async ({ browser }) => {
    const { context, page, account, api } = await ownerPage(browser, viewport);
    const heading = (name: string | RegExp) => () =>
      expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    await checkRoute(page, '/dashboard', () =>
      expect(page.getByRole('link', { name: 'Start Onboarding' })).toBeVisible(),
    );
    await api('post', '/api/catalog/products', {
      name: 'Lunch catering',
      unitPrice: 12.5,
      unit: 'stuk',
      vatRate: 9,
    });
    await api('post', '/api/catalog/products', { name: 'Schilderwerk', unitPrice: 45, unit: 'uur' });
    const quote = await api('post', '/api/quotes', {
      customer: { name: 'Bakkerij De Gouden Korenaar B.V.', email: `klant-${account.email}` },
      items: [
        { description: 'Schilderwerk woonkamer', quantity: 2, unit: 'dag', unitPrice: 350 },
        { description: 'Lunch catering', quantity: 12, unitPrice: 12.5, vatRate: 9 },
      ],
      notes: 'Planning in overleg.',
    });
    await checkRoute(page, '/dashboard', heading(/Welkom/));
    await checkRoute(page, '/quotes', () => expect(page.getByTestId('quote-row')).toHaveCount(1));
    await checkRoute(page, `/quotes/${quote.id}/edit`, heading(`Offerte ${quote.quoteNumber} bewerken`));
    await checkRoute(page, '/onboarding', () =>
      expect(page.getByText('Upload eerst één of meer documenten')).toBeVisible(),
    );
    await checkRoute(page, '/products', () => expect(page.getByText('Lunch catering')).toBeVisible());
    await checkRoute(page, '/templates', () => expect(page.getByRole('article')).toHaveCount(1));
    await checkRoute(page, '/billing', heading('Abonnement'));
    await checkRoute(page, '/bestaat-niet', () =>
      expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible(),
    );
    await checkRoute(page, '/settings', heading('Instellingen'));
    for (const tab of [
      'Gebruiker',
      'Offertes',
      'Templates',
      'Notificaties',
      'Beveiliging',
      'API en webhooks',
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByText(/Laden/)).toHaveCount(0);
      await expectAccessible(page, `Instellingen › ${tab}`);
    }

    // Onboarding step 4 (a verified catalogue): the sample PDF drop area.
    await api('put', '/api/onboarding/verify-data', {
      products: [{ name: 'Lunch catering', unitPrice: 12.5 }],
      terms: [],
    });
    await checkRoute(page, '/onboarding', () =>
      expect(page.getByRole('heading', { name: 'Template genereren' })).toBeVisible(),
    );

    // The new-quote form, the product picker open, and the AI modal.
    await checkRoute(page, '/quotes/new', heading('Nieuwe Offerte'));
    await page.getByRole('combobox', { name: 'Product zoeken' }).click();
    await expect(page.getByRole('listbox', { name: 'Producten' })).toBeVisible();
    await expectAccessible(page, 'the product picker, open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'AI Tekst naar Offerte' }).click();
    await expect(page.getByRole('dialog', { name: 'AI Tekst naar Offerte' })).toBeVisible();
    await expectAccessible(page, 'the AI text modal');
    await page.keyboard.press('Escape');

    // The quote's dialogs on the list.
    await page.goto('/quotes');
    const row = page.getByTestId('quote-row');
    await row.getByRole('button', { name: `Offerte ${quote.quoteNumber} bekijken` }).click();
    const overlay = page.getByRole('dialog', { name: `Offerte ${quote.quoteNumber}` });
    await expect(overlay.getByTestId('quote-body')).toBeVisible();
    await expect(overlay.getByRole('region', { name: 'Geschiedenis' })).toBeVisible();
    await expectAccessible(page, 'the quote overlay');
    await overlay.getByRole('button', { name: 'Voorbeeld' }).click();
    await expect(page.getByRole('dialog', { name: /PDF/ })).toBeVisible();
    await expect(page.getByText('PDF preview genereren...')).toBeHidden({ timeout: 60_000 });
    await expectAccessible(page, 'the PDF preview');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: /per e-mail versturen/ }).click();
    await expect(page.getByRole('dialog', { name: 'Offerte versturen per e-mail' })).toBeVisible();
    await expectAccessible(page, 'the send-by-e-mail dialog');
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: /verwijderen/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'the delete confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();

    // Templates: editor, preview, duplicate's delete confirmation.
    await page.goto('/templates');
    await page.getByRole('button', { name: 'Nieuwe template' }).click();
    await expect(page.getByRole('dialog', { name: 'Nieuwe template' })).toBeVisible();
    await expectAccessible(page, 'the template editor');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Bekijken:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Voorbeeld:/ })).toBeVisible();
    await expectAccessible(page, 'the template preview');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Dupliceren:/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Verwijderen:/ })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'the template delete confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();

    // Producten: product and term dialogs, the delete confirmation.
    await page.goto('/products');
    await page.getByRole('button', { name: 'Product toevoegen' }).click();
    await expect(page.getByRole('dialog', { name: 'Product toevoegen' })).toBeVisible();
    await expectAccessible(page, 'the product dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
    await expectAccessible(page, 'the term dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Lunch catering verwijderen' }).click();
    await expectAccessible(page, 'the product delete confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();

    // Settings: the account deletion question, the new API key and the webhook form.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Beveiliging' }).click();
    await page.getByRole('button', { name: /Account verwijderen/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'the account deletion question');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('tab', { name: 'API en webhooks' }).click();
    await page.getByLabel('Naam van de sleutel').fill('Webformulier');
    await page.getByRole('button', { name: 'Sleutel aanmaken' }).click();
    await expect(page.getByRole('dialog', { name: 'API-sleutel aangemaakt' })).toBeVisible();
    await expectAccessible(page, 'the new API key');
    await page.getByRole('button', { name: 'Ik heb de sleutel bewaard' }).click();
    await page.getByRole('button', { name: 'Webhook toevoegen' }).click();
    await expect(page.getByRole('dialog', { name: 'Webhook toevoegen' })).toBeVisible();
    await expectAccessible(page, 'the webhook form');
    await page.keyboard.press('Escape');

    if (viewport.width < 500) {
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page, 'the menu drawer');
    }
    await context.close();
  });
}

test('the pages for visitors', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true, locale: 'nl-NL' });
  const page = await context.newPage();
  const paths = ['/login', '/register', '/forgot-password', '/reset-password', '/terms', '/privacy'];
  for (const path of [...paths, '/help', '/support', '/video-tutorials']) {
    await checkRoute(page, path, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  }
  await context.close();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the customer's page of a sent quote, its document and its 404 at ${viewport.width}px`, async ({
    browser,
  }) => {
    const { context, account, api } = await ownerPage(browser, DESKTOP);
    const quote = await api('post', '/api/quotes', {
      customer: { name: 'Bakkerij De Gouden Korenaar B.V.', email: `klant-${account.email}` },
      items: [{ description: 'Schilderwerk woonkamer', quantity: 2, unit: 'dag', unitPrice: 350 }],
    });
    await api('post', `/api/quotes/${quote.id}/send-email`, { email: `klant-${account.email}` });
    const link = await linkInMail(
      `klant-${account.email}`,
      /https?:\/\/[^\s"<]+\/o\/[A-Za-z0-9_-]{22}/,
      'quote',
    );
    await context.close();

    const visitor = await browser.newContext({
      viewport,
      bypassCSP: true,
      locale: 'nl-NL',
      isMobile: viewport.width < 500,
      hasTouch: viewport.width < 500,
    });
    const customer = await visitor.newPage();
    await checkRoute(customer, link, () =>
      expect(customer.getByRole('button', { name: 'Akkoord geven' })).toBeVisible(),
    );
    // The document the frame shows, on its own (its sandbox lets no script in, axe included).
    const token = link.split('/o/')[1];
    const publicQuote = (await (await customer.request.get(`/api/public/quotes/${token}`)).json()).data as {
      documentHtml: string;
    };
    await customer.setContent(publicQuote.documentHtml);
    await expectAccessible(customer, `the quote document at ${viewport.width}px`);
    // An unknown link: the server's own plain page.
    await customer.goto('/o/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(customer.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await expectAccessible(customer, 'the unknown link page');
    await visitor.close();
  });
}
