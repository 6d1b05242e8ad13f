import { createApiClient, startEarlyGet, type TokenStore } from './api-client';
import { ApiError } from './api-error';
import { OUTAGE, sampleAuth, startTestServer, type TestServer } from '../test/server';

function memoryTokens(accessToken: string | null, refreshToken: string | null) {
  const state = { accessToken, refreshToken, cleared: 0 };
  const store: TokenStore = {
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    setTokens: (t) => Object.assign(state, t),
    clear: () => {
      state.accessToken = null;
      state.refreshToken = null;
      state.cleared += 1;
    },
  };
  return { state, store };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** An API where only `valid` is accepted as access token and `refresh-1` rotates to `fresh`. */
async function tokenServer(options: { refreshWorks: boolean; refreshDelayMs?: number }) {
  server = await startTestServer((req) => {
    if (req.url === '/auth/refresh') {
      if (!options.refreshWorks)
        return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } };
      return {
        status: 200,
        delayMs: options.refreshDelayMs,
        body: { data: { accessToken: 'fresh', refreshToken: 'refresh-2', ...sampleAuth } },
      };
    }
    if (req.headers.authorization !== 'Bearer fresh') {
      return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sessie verlopen' } } };
    }
    // Transport tests: these bodies only echo what the client sent, not the routes' real answers.
    return { status: 200, body: { data: { path: req.url } }, offContract: true };
  });
  return server;
}

test('sends the bearer token and JSON, and unwraps {data}', async () => {
  server = await startTestServer((req) => ({ status: 201, body: { data: { got: req.body } } }));
  const { store } = memoryTokens('abc', 'r');
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: store });

  await expect(client.post('/things', { name: 'Offerte' })).resolves.toEqual({ got: { name: 'Offerte' } });
  expect(server.requests[0]?.headers.authorization).toBe('Bearer abc');
  expect(server.requests[0]?.headers['content-type']).toBe('application/json');
});

test('a 401 triggers one refresh, then the request is retried with the new token', async () => {
  const srv = await tokenServer({ refreshWorks: true });
  const { state, store } = memoryTokens('expired', 'refresh-1');
  const client = createApiClient({ baseUrl: srv.baseUrl, tokens: store });

  await expect(client.get('/quotes')).resolves.toEqual({ path: '/quotes' });
  expect(srv.requests.map((r) => r.url)).toEqual(['/quotes', '/auth/refresh', '/quotes']);
  expect(srv.requests[1]?.body).toEqual({ refreshToken: 'refresh-1' });
  expect(state).toMatchObject({ accessToken: 'fresh', refreshToken: 'refresh-2' });
});

test('three concurrent 401s share exactly one refresh call', async () => {
  const srv = await tokenServer({ refreshWorks: true, refreshDelayMs: 50 });
  const { store } = memoryTokens('expired', 'refresh-1');
  const client = createApiClient({ baseUrl: srv.baseUrl, tokens: store });

  const results = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
  expect(results).toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c' }]);
  expect(srv.requests.filter((r) => r.url === '/auth/refresh')).toHaveLength(1);
});

test('a failed refresh clears the credentials and reports the expired session', async () => {
  const srv = await tokenServer({ refreshWorks: false });
  const { state, store } = memoryTokens('expired', 'refresh-1');
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseUrl: srv.baseUrl, tokens: store, onSessionExpired });

  const error = await failure(client.get('/quotes'));
  expect(error.status).toBe(401);
  expect(error.message).toBe('Sessie verlopen, log opnieuw in');
  expect(state).toMatchObject({ accessToken: null, refreshToken: null, cleared: 1 });
  expect(onSessionExpired).toHaveBeenCalledTimes(1);
  expect(srv.requests.map((r) => r.url)).toEqual(['/quotes', '/auth/refresh']);
});

test('calls without auth send no bearer, never refresh and show the server message on 401', async () => {
  server = await startTestServer(() => ({
    status: 401,
    body: { error: { code: 'UNAUTHORIZED', message: 'Onjuist e-mailadres of wachtwoord' } },
  }));
  const { store } = memoryTokens('abc', 'r');
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: store });

  const error = await failure(client.post('/auth/login', { email: 'a@b.nl' }, { auth: false }));
  expect(error.message).toBe('Onjuist e-mailadres of wachtwoord');
  expect(server.requests).toHaveLength(1);
  expect(server.requests[0]?.headers.authorization).toBeUndefined();
});

test('422 maps the server message and the field errors', async () => {
  server = await startTestServer(() => ({
    status: 422,
    body: {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Controleer de ingevoerde gegevens',
        fields: { email: ['Ongeldig e-mailadres'] },
      },
    },
  }));
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokens(null, null).store });

  const error = await failure(client.post('/auth/register', {}));
  expect(error).toMatchObject({
    status: 422,
    message: 'Controleer de ingevoerde gegevens',
    retryable: false,
  });
  expect(error.fields).toEqual({ email: ['Ongeldig e-mailadres'] });
  expect(error.fieldMessage('email')).toBe('Ongeldig e-mailadres');
  expect(error.hint).toBe('Controleer uw invoer.');
});

test('422 without a message falls back to the default text', async () => {
  server = await startTestServer(() => ({ status: 422, body: {} }));
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokens(null, null).store });
  expect((await failure(client.get('/x'))).message).toBe('Er is een fout opgetreden');
});

test.each([
  [403, 'Geen toegang tot deze functie', false],
  [404, 'Gevraagde gegevens niet gevonden', false],
  [429, 'Te veel verzoeken, probeer later opnieuw', true],
  [500, 'Server fout, probeer later opnieuw', true],
  [409, 'Er bestaat al een account met dit e-mailadres', false],
  [503, 'Er bestaat al een account met dit e-mailadres', true],
])('status %i shows "%s" (retryable %s)', async (status, message, retryable) => {
  server = await startTestServer(() => ({
    status,
    body: { error: { code: 'X', message: 'Er bestaat al een account met dit e-mailadres' } },
  }));
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokens('t', 'r').store });
  expect(await failure(client.get('/x'))).toMatchObject({ status, message, retryable });
});

test('a network failure is status 0 "Geen internetverbinding" and retryable', async () => {
  const srv = await startTestServer(() => ({ status: 200, body: {} }));
  const baseUrl = srv.baseUrl;
  await srv.close(); // nothing listens on this port any more
  const client = createApiClient({
    baseUrl,
    tokens: memoryTokens(null, null).store,
    retry: { retries: 1, baseDelayMs: 5 },
  });

  const error = await failure(client.get('/x'));
  expect(error).toMatchObject({ status: 0, message: 'Geen internetverbinding', retryable: true });
  expect(error.hint).toBe('Controleer uw internetverbinding en probeer het opnieuw.');
});

test('a request that takes longer than the time-out fails with status 0', async () => {
  // The server would answer after 30 s: failing well before that can only be the client's time-out
  // (the bound leaves room for a busy machine; a quiet one fails after 50 ms).
  server = await startTestServer(() => ({ status: 200, body: { data: 1 }, delayMs: 30_000 }));
  const client = createApiClient({
    baseUrl: server.baseUrl,
    tokens: memoryTokens(null, null).store,
    timeoutMs: 50,
  });

  const started = Date.now();
  const error = await failure(client.get('/slow'));
  expect(error).toMatchObject({ status: 0, message: 'Geen internetverbinding', code: 'TIMEOUT' });
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('an unreadable success body gives "Onbekende fout opgetreden"', async () => {
  server = await startTestServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('<html>');
  });
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokens(null, null).store });
  expect((await failure(client.get('/x'))).message).toBe('Onbekende fout opgetreden');
});

test('query parameters are encoded and empty ones left out', async () => {
  server = await startTestServer((req) => ({ status: 200, body: { data: req.url }, offContract: true }));
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokens(null, null).store });
  await expect(client.get('/quotes', { query: { search: 'de vries', status: '', page: 2 } })).resolves.toBe(
    '/quotes?search=de+vries&page=2',
  );
});

const FAST_RETRY = { retries: 4, baseDelayMs: 5 };

test('a retryable 503 is retried with back-off until the server recovers', async () => {
  let calls = 0;
  server = await startTestServer(() =>
    ++calls <= 2 ? OUTAGE : { status: 200, body: { data: 'ok' }, offContract: true },
  );
  const { state, store } = memoryTokens('t', 'r');
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: store, retry: FAST_RETRY });

  await expect(client.get('/quotes')).resolves.toBe('ok');
  expect(server.requests).toHaveLength(3);
  expect(state).toMatchObject({ accessToken: 't', refreshToken: 'r', cleared: 0 });
});

test('retries are bounded: a lasting outage fails with the 503 and keeps the session', async () => {
  server = await startTestServer(() => OUTAGE);
  const { state, store } = memoryTokens('t', 'r');
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: store, retry: FAST_RETRY });

  const error = await failure(client.get('/quotes'));
  expect(error).toMatchObject({ status: 503, retryable: true });
  expect(server.requests).toHaveLength(5);
  expect(state.cleared).toBe(0);
});

test('every POST carries an Idempotency-Key and a retry reuses the same key', async () => {
  let calls = 0;
  server = await startTestServer(() =>
    ++calls === 1 ? OUTAGE : { status: 201, body: { data: 'made' }, offContract: true },
  );
  const client = createApiClient({
    baseUrl: server.baseUrl,
    tokens: memoryTokens('t', 'r').store,
    retry: FAST_RETRY,
  });

  await expect(client.post('/quotes', { a: 1 })).resolves.toBe('made');
  await expect(client.post('/quotes', { a: 1 })).resolves.toBe('made');
  const keys = server.requests.map((r) => r.headers['idempotency-key']);
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[\w-]{16,}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a 5xx or lost connection on /auth/refresh keeps the session (only a 4xx ends it)', async () => {
  server = await startTestServer((req) =>
    req.url === '/auth/refresh'
      ? OUTAGE
      : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sessie verlopen' } } },
  );
  const { state, store } = memoryTokens('expired', 'refresh-1');
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: server.baseUrl,
    tokens: store,
    onSessionExpired,
    retry: { retries: 0, baseDelayMs: 5 },
  });

  const error = await failure(client.get('/quotes'));
  expect(error.status).toBe(503);
  expect(state).toMatchObject({ accessToken: 'expired', refreshToken: 'refresh-1', cleared: 0 });
  expect(onSessionExpired).not.toHaveBeenCalled();
});

describe('an early GET (started before the page rendered)', () => {
  const list = { data: [], meta: { page: 1, pageSize: 20, total: 0 } };

  test('answers the same request once, without a second round trip', async () => {
    server = await startTestServer(() => ({ status: 200, body: list }));
    const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokens('abc', 'r').store });
    startEarlyGet('/quotes', { page: 1, pageSize: 20 }, 'abc', server.baseUrl);

    const query = { page: 1, pageSize: 20 };
    await expect(client.get('/quotes', { query, unwrap: false })).resolves.toEqual(list);
    expect(server.requests.map((r) => r.url)).toEqual(['/quotes?page=1&pageSize=20']);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer abc');
    // Taken once: the next identical request goes to the server.
    await client.get('/quotes', { query, unwrap: false });
    expect(server.requests).toHaveLength(2);
  });

  test('is not used for another token or another URL', async () => {
    server = await startTestServer(() => ({ status: 200, body: list }));
    const client = createApiClient({ baseUrl: server.baseUrl, tokens: memoryTokens('new', 'r').store });
    startEarlyGet('/quotes', { page: 1, pageSize: 20 }, 'old', server.baseUrl);
    startEarlyGet('/quotes', { page: 2, pageSize: 20 }, 'new', server.baseUrl);

    await client.get('/quotes', { query: { page: 1, pageSize: 20 }, unwrap: false });
    const urls = server.requests.map((r) => `${r.url} ${r.headers.authorization}`);
    expect(urls.filter((u) => u === '/quotes?page=1&pageSize=20 Bearer new')).toHaveLength(1);
  });

  test('an early GET that hangs holds the request no longer than its time-out; then it goes out itself', async () => {
    let calls = 0;
    server = await startTestServer(() => {
      calls += 1;
      // The early GET never gets an answer.
      return calls === 1 ? new Promise<void>(() => {}) : { status: 200, body: list };
    });
    const client = createApiClient({
      baseUrl: server.baseUrl,
      tokens: memoryTokens('abc', 'r').store,
      timeoutMs: 300,
    });
    startEarlyGet('/quotes', undefined, 'abc', server.baseUrl);

    await expect(client.get('/quotes', { unwrap: false })).resolves.toEqual(list);
    expect(server.requests.map((r) => r.url)).toEqual(['/quotes', '/quotes']);
  });

  test('a refused early answer (401) is asked again the normal way, with a refresh', async () => {
    const srv = await tokenServer({ refreshWorks: true });
    const { state, store } = memoryTokens('expired', 'refresh-1');
    const client = createApiClient({ baseUrl: srv.baseUrl, tokens: store });
    startEarlyGet('/quotes', undefined, 'expired', srv.baseUrl);

    await expect(client.get('/quotes')).resolves.toEqual({ path: '/quotes' });
    expect(srv.requests.map((r) => r.url)).toEqual(['/quotes', '/quotes', '/auth/refresh', '/quotes']);
    expect(state.accessToken).toBe('fresh');
  });
});
