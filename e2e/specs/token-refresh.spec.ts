import { expect, test, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { newAccount, registerViaUi } from '../support/accounts';

const secret = process.env.E2E_JWT_SECRET ?? '';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Re-signs the stored access token's claims with an expiry in the past (same secret as the server). */
function expired(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 60 }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('an expired access token is refreshed transparently by the web client', async ({ page }) => {
  expect(secret, 'e2e/run.mjs passes the server secret').not.toBe('');
  const account = newAccount('refresh');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's first requests must be done: one still in flight when the token is swapped would
  // start a refresh that the reload below cuts off after the server rotated the refresh token.
  await expect(page.getByTestId('company-name')).toHaveText(account.companyName);
  await page.waitForLoadState('networkidle');

  const accessToken = (await stored(page, 'accessToken')) ?? '';
  const refreshToken = await stored(page, 'refreshToken');
  const stale = expired(accessToken);
  // The server really rejects the stale token.
  const direct = await page.request.get('/api/auth/verify', {
    headers: { authorization: `Bearer ${stale}` },
  });
  expect(direct.status()).toBe(401);

  await page.evaluate((t) => localStorage.setItem('accessToken', t), stale);
  const refreshes: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/auth/refresh')) refreshes.push(res.status());
  });
  await page.reload();

  // The app stays signed in: one refresh, new tokens stored, no visit to /login.
  await expect(page.getByTestId('company-name')).toHaveText(account.companyName);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(refreshes).toEqual([200]);
  const renewed = await stored(page, 'accessToken');
  expect(renewed).not.toBe(stale);
  expect(await stored(page, 'refreshToken')).not.toBe(refreshToken);
  const check = await page.request.get('/api/auth/verify', {
    headers: { authorization: `Bearer ${renewed}` },
  });
  expect(check.status()).toBe(200);
});
