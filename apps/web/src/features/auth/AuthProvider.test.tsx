import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../../lib/session';
import { renderApp, storeSession } from '../../test/render-app';
import { OUTAGE } from '../../test/server';

test('a server outage while verifying the stored session keeps the user logged in', async () => {
  storeSession();
  const { server } = await renderApp('/dashboard', (req) =>
    req.url === '/auth/verify' ? OUTAGE : { status: 503, body: OUTAGE.body },
  );
  // The client retries with back-off (bounded), then gives up without clearing the session.
  await waitFor(
    () => expect(server.requests.filter((r) => r.url === '/auth/verify').length).toBeGreaterThanOrEqual(5),
    { timeout: 15_000 },
  );
  await new Promise((r) => setTimeout(r, 200));
  expect(server.requests.filter((r) => r.url === '/auth/verify')).toHaveLength(5);
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('stored-access');
  expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('stored-refresh');
  expect(server.requests.some((r) => r.url === '/auth/refresh')).toBe(false);
}, 30_000);
