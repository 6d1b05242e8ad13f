import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';

const QUOTE_NUMBER = /^[A-Za-z0-9-]+-\d{4}-\d{4,}$/;

interface ServerQuote {
  id: string;
  quoteNumber: string;
  customer: { name: string };
}

/** The quotes the server holds for the signed-in user (read with the page's own token). */
async function serverQuotes(page: Page): Promise<ServerQuote[]> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await page.request.get('/api/quotes?pageSize=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ServerQuote[] }).data;
}

async function startOnQuotes(page: Page, label: string) {
  const account = newAccount(label);
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Offertes' }).click();
  await expect(page.getByText('Nog geen offertes')).toBeVisible();
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  const banner = page.getByTestId('connectivity-banner');
  await expect(banner).toContainText('Offline modus');
  await expect(banner).toContainText('U werkt nu offline.');
}

/** Fills and submits the new-quote form; the app returns to the list. */
async function createQuote(page: Page, customer: string, description: string) {
  await page.getByRole('link', { name: 'Nieuwe offerte' }).first().click();
  await expect(page.getByRole('heading', { name: 'Nieuwe Offerte' })).toBeVisible();
  await page.getByLabel('Bedrijfsnaam / naam').fill(customer);
  const row = page.getByTestId('item-row').first();
  await row.getByLabel('Omschrijving').fill(description);
  await row.getByLabel('Aantal').fill('2');
  await row.getByLabel('Prijs per eenheid').fill('45.50');
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
}

/**
 * Presses 'Synchroniseren' when the banner offers it enabled, without ever waiting for the button:
 * the banner (and its button) goes away as soon as the queue is empty, and `isEnabled()` without a
 * timeout would wait for a button that never comes back.
 */
async function pressSyncIfOffered(page: Page) {
  const button = page.getByRole('button', { name: 'Synchroniseren' });
  if (!(await button.isVisible())) return;
  if (await button.isEnabled({ timeout: 1_000 }).catch(() => false))
    await button.click({ timeout: 2_000 }).catch(() => undefined);
}

test.describe('offline with the service worker', () => {
  test('opens offline, takes a quote, syncs it exactly once', async ({ page, context }) => {
    const customer = `Keukentafel BV ${Date.now()}`;
    await startOnQuotes(page, 'offline');
    // The shell is precached and the worker controls the page before the network goes.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active !== null && navigator.serviceWorker.controller !== null;
    });

    await goOffline(context, page);
    const toasts = page.getByRole('region', { name: 'Meldingen' });
    await expect(toasts).toContainText('U werkt nu offline.');

    await createQuote(page, customer, 'Keuken monteren');
    const row = page.getByTestId('quote-row').filter({ hasText: customer });
    await expect(row).toContainText('Nog niet gesynchroniseerd');
    await expect(row.getByTestId('quote-total')).toHaveText('€ 91,00 excl. BTW');
    await expect(page.getByTestId('pending-count')).toHaveText('1 wijziging(en) wachten op synchronisatie.');
    // The offline toast is gone after its 5 s.
    await expect(toasts).not.toContainText('U werkt nu offline.', { timeout: 8_000 });

    // A reload without a network: the app shell comes from the service worker, the quote from IndexedDB.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Offertes' })).toBeVisible();
    await expect(row).toContainText('Nog niet gesynchroniseerd');
    await expect(page.getByTestId('pending-count')).toHaveText('1 wijziging(en) wachten op synchronisatie.');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await context.setOffline(false);
    await expect(toasts).toContainText('U bent weer online.');
    // Background sync may already be sending; the manual button starts it otherwise.
    await pressSyncIfOffered(page);
    await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 20_000 });
    await expect(row).not.toContainText('Nog niet gesynchroniseerd');

    const quotes = await serverQuotes(page);
    expect(quotes.filter((q) => q.customer.name === customer)).toHaveLength(1);
    expect(quotes[0]?.quoteNumber).toMatch(QUOTE_NUMBER);
    await expect(row).toContainText(quotes[0]!.quoteNumber);
  });
});

test.describe('sync without the service worker', () => {
  // page.route does not see requests a service worker makes or forwards; these tests need to.
  test.use({ serviceWorkers: 'block' });

  test('a lost answer to the first sync still yields one quote', async ({ page, context }) => {
    const customer = `Verloren Antwoord BV ${Date.now()}`;
    await startOnQuotes(page, 'offline-drop');
    await goOffline(context, page);
    await createQuote(page, customer, 'Badkamer tegelen');
    await expect(page.getByTestId('pending-count')).toHaveText('1 wijziging(en) wachten op synchronisatie.');

    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/quotes', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (dropped) return route.continue();
      dropped = true;
      // The server creates the quote; the browser never hears back.
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort('connectionreset');
    });

    await context.setOffline(false);
    await expect(page.getByTestId('connectivity-banner')).toContainText('Verbinding hersteld');
    const syncButton = page.getByRole('button', { name: 'Synchroniseren' });
    await syncButton.click();
    await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('Synchronisatie gestart');
    // Retried by the client or by a second press: either way the same key goes again.
    await expect
      .poll(
        async () => {
          await pressSyncIfOffered(page);
          return page.getByTestId('pending-count').count();
        },
        { timeout: 30_000 },
      )
      .toBe(0);

    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^offline_[0-9a-f-]{36}$/);
    const quotes = (await serverQuotes(page)).filter((q) => q.customer.name === customer);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]?.quoteNumber).toMatch(QUOTE_NUMBER);
  });

  test('two tabs synchronising at once create each quote once', async ({ page, context }) => {
    const stamp = Date.now();
    const customers = [`Tab Een BV ${stamp}`, `Tab Twee BV ${stamp}`];
    await startOnQuotes(page, 'offline-tabs');
    await goOffline(context, page);
    await createQuote(page, customers[0]!, 'Dakgoot vervangen');
    await createQuote(page, customers[1]!, 'Schuur schilderen');
    await expect(page.getByTestId('pending-count')).toHaveText('2 wijziging(en) wachten op synchronisatie.');

    await context.setOffline(false);
    const second = await context.newPage();
    await second.goto('/quotes');
    await expect(second.getByTestId('pending-count')).toHaveText(
      '2 wijziging(en) wachten op synchronisatie.',
    );

    const posts: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quotes') {
        posts.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    // Both clicks land at once, in the page itself: a pointer click waits until nothing covers the button,
    // and by then the other tab may have emptied the queue and removed this tab's button (it waited for it
    // for the whole test time-out once).
    const sync = (tab: Page) =>
      tab.getByRole('button', { name: 'Synchroniseren' }).evaluate((button: HTMLElement) => button.click());
    await Promise.all([sync(page), sync(second)]);
    await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 30_000 });
    await expect(second.getByTestId('pending-count')).toHaveCount(0, { timeout: 30_000 });

    const quotes = await serverQuotes(page);
    for (const name of customers) expect(quotes.filter((q) => q.customer.name === name)).toHaveLength(1);
    // The Web Lock lets one tab send; the other finds the queue empty.
    expect(posts).toHaveLength(2);
    const numbers = quotes.map((q) => q.quoteNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

test.describe('offline edits and deletes', () => {
  test.use({ serviceWorkers: 'block' });

  test('an edit and a delete made offline are queued and reach the server once back online', async ({
    page,
    context,
  }) => {
    const stamp = Date.now();
    const [keep, drop] = [`Blijft Bestaan BV ${stamp}`, `Gaat Weg BV ${stamp}`];
    await startOnQuotes(page, 'offline-edit');
    await createQuote(page, keep, 'Kozijnen schilderen');
    await createQuote(page, drop, 'Heg snoeien');
    const keepRow = page.getByTestId('quote-row').filter({ hasText: keep });
    const dropRow = page.getByTestId('quote-row').filter({ hasText: drop });
    await expect(keepRow).toBeVisible();
    const [keepQuote] = (await serverQuotes(page)).filter((q) => q.customer.name === keep);
    // Opening the quote online keeps its detail on the device.
    await keepRow.getByRole('button', { name: `Offerte ${keepQuote!.quoteNumber} bekijken` }).click();
    await expect(page.getByRole('dialog')).toContainText('Kozijnen schilderen');
    await page.keyboard.press('Escape');

    await goOffline(context, page);
    await keepRow.getByRole('button', { name: /bewerken$/ }).click();
    await expect(page.getByLabel('Notities')).toBeVisible();
    await page.getByLabel('Notities').fill('Offline aangepast aan de keukentafel');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await expect(page).toHaveURL(/\/quotes$/);
    await expect(keepRow).toContainText('Nog niet gesynchroniseerd');

    await dropRow.getByRole('button', { name: /verwijderen$/ }).click();
    await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await expect(dropRow).toHaveCount(0);
    await expect(page.getByTestId('pending-count')).toHaveText('2 wijziging(en) wachten op synchronisatie.');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Synchroniseren' }).click();
    await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 30_000 });

    const quotes = await serverQuotes(page);
    expect(quotes.filter((q) => q.customer.name === drop)).toHaveLength(0);
    expect(quotes.filter((q) => q.customer.name === keep)).toHaveLength(1);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const detail = await page.request.get(`/api/quotes/${keepQuote!.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await detail.json()) as { data: { notes: string } }).data.notes).toBe(
      'Offline aangepast aan de keukentafel',
    );
  });

  test('an offline edit that meets a newer server version shows the conflict and ends with the choice made', async ({
    page,
    context,
    request,
  }) => {
    const stamp = Date.now();
    const [mine, theirs] = [`Mijn Versie BV ${stamp}`, `Hun Versie BV ${stamp}`];
    await startOnQuotes(page, 'offline-conflict');
    await createQuote(page, mine, 'Dakgoot vervangen');
    await createQuote(page, theirs, 'Schuur schilderen');
    const quotes = await serverQuotes(page);
    const rows = [mine, theirs].map((name) => page.getByTestId('quote-row').filter({ hasText: name }));
    const [mineQuote, theirsQuote] = [mine, theirs].map(
      (name) => quotes.find((q) => q.customer.name === name)!,
    );
    // Opening each quote online keeps its detail (version 1) on the device.
    for (const [i, q] of [mineQuote, theirsQuote].entries()) {
      await rows[i]!.getByRole('button', { name: `Offerte ${q!.quoteNumber} bekijken` }).click();
      await expect(page.getByRole('dialog')).toContainText(
        i === 0 ? 'Dakgoot vervangen' : 'Schuur schilderen',
      );
      await page.keyboard.press('Escape');
    }

    await goOffline(context, page);
    for (const [i, name] of [mine, theirs].entries()) {
      await rows[i]!.getByRole('button', { name: /bewerken$/ }).click();
      await page.getByLabel('Notities').fill(`Offline: ${name}`);
      await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
      await expect(page).toHaveURL(/\/quotes$/);
    }
    await expect(page.getByTestId('pending-count')).toHaveText('2 wijziging(en) wachten op synchronisatie.');

    // Meanwhile a colleague saves both quotes on the server (version 1 -> 2).
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    for (const [q, name] of [
      [mineQuote!, mine],
      [theirsQuote!, theirs],
    ] as const) {
      const res = await request.put(`/api/quotes/${q.id}`, {
        headers: { Authorization: `Bearer ${token}`, 'If-Match': '"1"' },
        data: {
          customer: { name },
          items: [{ description: 'Door een collega aangepast', quantity: 1, unitPrice: 10 }],
          notes: 'Van de collega',
        },
      });
      expect(res.status()).toBe(200);
    }

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Synchroniseren' }).click();
    // Neither offline edit overwrites the colleague's: both wait, with the choice, in Dutch.
    for (const row of rows) {
      await expect(row).toContainText('Iemand anders heeft dit intussen gewijzigd', { timeout: 30_000 });
      await expect(row).toContainText('Uw offline wijziging is nog niet verstuurd');
    }
    await expect(page.getByTestId('pending-count')).toHaveText('2 wijziging(en) wachten op synchronisatie.');

    await rows[0]!.getByRole('button', { name: 'Mijn versie opslaan' }).click();
    await expect(rows[0]!).not.toContainText('Nog niet gesynchroniseerd', { timeout: 30_000 });
    await rows[1]!.getByRole('button', { name: 'Versie van de server gebruiken' }).click();
    await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 30_000 });
    await expect(rows[1]!).not.toContainText('Nog niet gesynchroniseerd');

    const detail = async (id: string) => {
      const res = await request.get(`/api/quotes/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { notes: string; version: number } }).data;
    };
    // Kept: the offline edit went in on top of the colleague's version.
    expect(await detail(mineQuote!.id)).toMatchObject({ notes: `Offline: ${mine}`, version: 3 });
    // Taken: the colleague's version stands and the offline edit was never sent.
    expect(await detail(theirsQuote!.id)).toMatchObject({ notes: 'Van de collega', version: 2 });
  });
});
