// What a browser downloads per route of the built SPA, measured in the system Chromium against a
// running server: the JavaScript and CSS each route fetches, raw and as the server sends it with
// gzip and with brotli. Shared by bench/delivery.mjs and the smoke test of the login budget.
import { request } from 'node:http';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Byte length of a GET as it travels over the wire with the given Accept-Encoding. */
export function wireBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Registers a fresh company through the API; returns its session (tokens, user, company). */
export async function registerCompany(baseUrl, label = 'Meetbedrijf') {
  const email = `meting-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: `${label} BV`,
      email,
      password: 'Meting-2026-veilig',
      subscriptionType: 'monthly',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** Creates `count` quotes through the API, as the web client would. */
export async function seedQuotes(baseUrl, auth, count) {
  for (let i = 1; i <= count; i += 1) {
    const res = await fetch(`${baseUrl}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.accessToken}` },
      body: JSON.stringify({
        customer: { name: `Klant ${i} Bouw`, email: `klant${i}@example.nl` },
        items: [
          { description: 'Dakgoot vervangen', quantity: 2, unitPrice: 149.95, unit: 'stuk' },
          { description: 'Arbeid', quantity: (i % 7) + 1, unitPrice: 52.5, unit: 'uur' },
        ],
      }),
    });
    if (res.status !== 201) throw new Error(`create quote ${i} failed: ${res.status} ${await res.text()}`);
  }
}

/** The localStorage a logged-in visit leaves behind (the web client's session keys). */
export function sessionEntries(auth) {
  const user = { ...auth.user, company: { ...auth.user.company, ...auth.company } };
  return {
    accessToken: auth.accessToken,
    refreshToken: auth.refreshToken,
    user: JSON.stringify(user),
  };
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * Opens `route` in a fresh context (with `session` in localStorage when given), waits until `ready`
 * (a selector) is visible and the network is idle; returns every script and stylesheet fetched.
 */
export async function loadRoute(browser, baseUrl, route, { session, ready, timeout = 60_000 } = {}) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((entries) => {
      if (!sessionStorage.getItem('ofl-measure-session')) {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        sessionStorage.setItem('ofl-measure-session', '1');
      }
    }, sessionEntries(session));
  }
  const page = await context.newPage();
  const fetched = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') fetched.push({ url: response.url(), type });
  });
  try {
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout });
    if (ready) await page.locator(ready).first().waitFor({ state: 'visible', timeout });
    await page.waitForLoadState('networkidle', { timeout });
    const finalPath = new URL(page.url()).pathname;
    return { route, finalPath, files: [...new Map(fetched.map((f) => [f.url, f])).values()] };
  } finally {
    await context.close();
  }
}

/** Raw, gzip and brotli bytes per type (js, css) of the files a route fetched. */
export async function routeBytes(files) {
  const totals = {
    js: { files: 0, raw: 0, gzip: 0, brotli: 0 },
    css: { files: 0, raw: 0, gzip: 0, brotli: 0 },
  };
  for (const file of files) {
    const t = totals[file.type === 'script' ? 'js' : 'css'];
    const [raw, gzip, brotli] = await Promise.all([
      wireBytes(file.url, 'identity'),
      wireBytes(file.url, 'gzip'),
      wireBytes(file.url, 'br'),
    ]);
    t.files += 1;
    t.raw += raw.bytes;
    t.gzip += gzip.bytes;
    t.brotli += brotli.bytes;
  }
  return totals;
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
