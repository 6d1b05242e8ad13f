/** Cache policy, CSP by scheme, CORS and which X-Forwarded-For is believed. */
import { bearer, PASSWORD, registerCompany, uniqueEmail } from './helpers/accounts';
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTestApp, type TestApp } from './helpers/app';

jest.setTimeout(60_000);

/** Statuses of three wrong logins for one e-mail, each claiming another client in X-Forwarded-For. */
async function loginStatusesFromRotatingClients(t: TestApp): Promise<number[]> {
  const email = uniqueEmail('doelwit');
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', `203.0.113.${i + 1}`)
      .send({ email, password: 'Verkeerd123' });
    statuses.push(res.status);
  }
  return statuses;
}

describe('response headers', () => {
  it('sends Cache-Control: no-store on login, refresh and authenticated answers', async () => {
    await withTestApp({}, async (t) => {
      const who = await registerCompany(t.http());
      const login = await t
        .http()
        .post('/api/auth/login')
        .send({ email: who.user.email, password: PASSWORD });
      const refresh = await t
        .http()
        .post('/api/auth/refresh')
        .send({ refreshToken: login.body.data.refreshToken });
      const list = await t.http().get('/api/customers').set(bearer(who.accessToken));
      const denied = await t.http().get('/api/customers');
      for (const res of [login, refresh, list, denied]) expect(res.headers['cache-control']).toBe('no-store');
      expect([login.status, refresh.status, list.status, denied.status]).toEqual([200, 200, 200, 401]);
    });
  });

  it('drops upgrade-insecure-requests and HSTS over http and https: from style-src', async () => {
    await withTestApp({ TRUST_PROXY: 'loopback' }, async (t) => {
      const plainRes = await t.http().get('/api/health');
      const plain = plainRes.headers['content-security-policy'] as string;
      expect(plain).not.toContain('upgrade-insecure-requests');
      expect(plain).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
      expect(plain).not.toMatch(/style-src[^;]*https:/);
      expect(plainRes.headers['strict-transport-security']).toBeUndefined();
      // helmet's other headers, set once per request from the values helmet produced at start-up.
      expect(plainRes.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      const behindTls = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(behindTls.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(behindTls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    });
    // An untrusted client claiming https gets neither: only a TRUST_PROXY hop may say so.
    await withTestApp({}, async (t) => {
      const claimed = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
      expect(claimed.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted, so rotating it does not reset the login limit', async () => {
    const untrusted = await withTestApp({ LOGIN_THROTTLE_LIMIT: '2' }, loginStatusesFromRotatingClients);
    expect(untrusted).toEqual([401, 401, 429]);
    // With the proxy configured, each forwarded client has its own counter.
    const trusted = await withTestApp(
      { LOGIN_THROTTLE_LIMIT: '2', TRUST_PROXY: 'loopback' },
      loginStatusesFromRotatingClients,
    );
    expect(trusted).toEqual([401, 401, 401]);
  });

  it('keeps an idle keep-alive connection open past the 5 s Node default, so a reused one is not reset', async () => {
    await withTestApp({}, async (t) => {
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const fetchReused = () =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const req = get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
          });
          req.on('error', reject);
        });
      try {
        expect(await fetchReused()).toEqual({ status: 200, reused: false });
        await new Promise((r) => setTimeout(r, 6_000));
        expect(await fetchReused()).toEqual({ status: 200, reused: true });
      } finally {
        agent.destroy();
      }
    });
  });
  it('answers CORS for the allowed origins only, and the same two headers without an Origin', async () => {
    const allowed = 'https://app.voorbeeld.nl';
    await withTestApp({ CORS_ORIGIN: `${allowed},https://andere.voorbeeld.nl` }, async (t) => {
      const who = await registerCompany(t.http());
      const exposed = 'x-request-id,idempotent-replayed,retry-after,etag';
      const fromApp = await t.http().get('/api/quotes').set(bearer(who.accessToken)).set('Origin', allowed);
      expect(fromApp.status).toBe(200);
      expect(fromApp.headers['access-control-allow-origin']).toBe(allowed);
      expect(fromApp.headers['access-control-expose-headers']).toBe(exposed);
      expect(fromApp.headers.vary).toBe('Origin');
      const foreign = await t
        .http()
        .get('/api/quotes')
        .set(bearer(who.accessToken))
        .set('Origin', 'https://kwaadaardig.example');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      expect(foreign.headers.vary).toBe('Origin');
      // No Origin (same origin, a server): no Allow-Origin, but what a cache must know all the same.
      const plain = await t.http().get('/api/quotes').set(bearer(who.accessToken));
      expect(plain.headers['access-control-allow-origin']).toBeUndefined();
      expect(plain.headers['access-control-expose-headers']).toBe(exposed);
      expect(plain.headers.vary).toBe('Origin');
      const preflight = await t
        .http()
        .options('/api/quotes')
        .set('Origin', allowed)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(allowed);
      expect(preflight.headers['access-control-allow-methods']).toBe('GET,HEAD,PUT,PATCH,POST,DELETE');
      expect(preflight.headers['access-control-allow-headers']).toBe('authorization,content-type');
      const foreignPreflight = await t
        .http()
        .options('/api/quotes')
        .set('Origin', 'https://kwaadaardig.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(foreignPreflight.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
