import 'fake-indexeddb/auto';
import { quote as serverQuote } from '../features/quotes/test/fixtures';
import { createApiClient } from '../lib/api-client';
import { sessionStore } from '../lib/session';
import { startTestServer, type Handler, type TestServer } from '../test/server';
import { closeOfflineDb, wipeOfflineDb } from './db';
import { kitchenQuote, signIn } from './test-helpers';
import { createQuoteOffline, toListItem, updateQuoteOffline } from '../features/quotes/offline/quotes';
import { pendingCount, putRecords, queueEntries, readRecord } from './store';
import { CONFLICT_MESSAGE, resolveConflict, syncNow } from './sync';

const SERVER_ID = '77777777-7777-4777-8777-777777777777';
let server: TestServer | null = null;

async function clientFor(handler: Handler) {
  server = await startTestServer(handler);
  return createApiClient({
    baseUrl: server.baseUrl,
    tokens: sessionStore.tokenStore,
    retry: { retries: 0, baseDelayMs: 1 },
  });
}

const created = (body: unknown) => ({
  status: 201,
  body: {
    data: serverQuote({
      id: SERVER_ID,
      quoteNumber: 'OFF-2026-0007',
      notes: (body as { notes: string }).notes,
    }),
  },
});

beforeEach(async () => {
  await wipeOfflineDb();
  signIn('11111111-1111-4111-8111-111111111111');
});

afterEach(async () => {
  await server?.close();
  server = null;
});

afterAll(async () => {
  await closeOfflineDb();
});

describe('sync', () => {
  it('sends a create with its offline id as Idempotency-Key and replaces the offline id by the server id', async () => {
    const local = await createQuoteOffline(kitchenQuote);
    const client = await clientFor((req) => (req.method === 'POST' ? created(req.body) : { status: 404 }));

    const outcome = await syncNow(client);

    expect(outcome).toEqual({ synced: 1, rejected: 0, interrupted: false });
    expect(server?.requests).toHaveLength(1);
    expect(server?.requests[0]?.headers['idempotency-key']).toBe(local.id);
    expect(server?.requests[0]?.body).toMatchObject({ notes: 'Graag voor vrijdag' });
    expect(await readRecord('quotes', local.id)).toBeNull();
    expect(await readRecord('quotes', SERVER_ID)).toMatchObject({
      quoteNumber: 'OFF-2026-0007',
      synced: true,
    });
    expect(await pendingCount()).toBe(0);
  });

  it('keeps an entry the server refuses, marked with its Dutch reason, and sends the rest', async () => {
    const refused = await createQuoteOffline({ ...kitchenQuote, notes: 'fout' });
    await createQuoteOffline(kitchenQuote);
    const client = await clientFor((req) =>
      (req.body as { notes: string }).notes === 'fout'
        ? { status: 422, body: { error: { code: 'VALIDATION_FAILED', message: 'Klant is verplicht' } } }
        : created(req.body),
    );

    const outcome = await syncNow(client);

    expect(outcome).toEqual({ synced: 1, rejected: 1, interrupted: false });
    const queue = await queueEntries();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ originalId: refused.id, error: 'Klant is verplicht' });
    // It was sent once: the stamp stays, so a later edit follows as an update (the key is spent).
    expect(queue[0]?.sentAt).toEqual(expect.any(Number));
    // A refused entry waits for the user: the next sync does not send it again.
    await syncNow(client);
    expect(server?.requests).toHaveLength(2);
    // Editing it clears the reason so it goes with the next sync.
    await updateQuoteOffline(refused.id, kitchenQuote);
    expect((await queueEntries())[0]?.error).toBeUndefined();
  });

  it('keeps everything for the next attempt when the connection fails', async () => {
    const local = await createQuoteOffline(kitchenQuote);
    const client = await clientFor((_req, res) => {
      res.socket?.destroy();
    });

    const outcome = await syncNow(client);

    expect(outcome.interrupted).toBe(true);
    expect(await queueEntries()).toMatchObject([{ originalId: local.id, action: 'create' }]);
    expect((await queueEntries())[0]?.error).toBeUndefined();
    expect(await readRecord('quotes', local.id)).toMatchObject({ synced: false });
  });

  it("sends an edit with If-Match of the version it started from; a 412 keeps it with the server's quote", async () => {
    const known = serverQuote({ version: 3 });
    await putRecords('quotes', 'quote', [{ id: known.id, data: toListItem(known) }]);
    await updateQuoteOffline(known.id, kitchenQuote);
    const newer = { ...known, version: 4, notes: 'door een collega gewijzigd' };
    const client = await clientFor(() => ({
      status: 412,
      body: { error: { code: 'PRECONDITION_FAILED', message: 'Gewijzigd', current: newer } },
    }));

    const outcome = await syncNow(client);

    expect(outcome).toEqual({ synced: 0, rejected: 1, interrupted: false });
    expect(server?.requests.map((r) => [r.method, r.headers['if-match']])).toEqual([['PUT', '"3"']]);
    const [entry] = await queueEntries();
    expect(entry).toMatchObject({ error: CONFLICT_MESSAGE, conflict: newer, data: { body: kitchenQuote } });
    // A conflict waits for the user's choice: the next sync does not send it again.
    await syncNow(client);
    expect(server?.requests).toHaveLength(1);
  });

  it("'Mijn versie opslaan' sends the edit again on the server's version", async () => {
    const known = serverQuote({ version: 3 });
    await putRecords('quotes', 'quote', [{ id: known.id, data: toListItem(known) }]);
    await updateQuoteOffline(known.id, { ...kitchenQuote, notes: 'mijn versie' });
    const newer = { ...known, version: 4, notes: 'van de server' };
    let puts = 0;
    const client = await clientFor((req) =>
      ++puts === 1
        ? { status: 412, body: { error: { code: 'PRECONDITION_FAILED', message: 'x', current: newer } } }
        : {
            status: 200,
            body: { data: { ...known, version: 5, notes: (req.body as { notes: string }).notes } },
          },
    );
    await syncNow(client);

    await resolveConflict(known.id, 'mine');
    expect(await syncNow(client)).toEqual({ synced: 1, rejected: 0, interrupted: false });
    expect(server?.requests.map((r) => r.headers['if-match'])).toEqual(['"3"', '"4"']);
    expect(server?.requests[1]?.body).toMatchObject({ notes: 'mijn versie' });
    expect(await readRecord('quotes', known.id)).toMatchObject({
      notes: 'mijn versie',
      version: 5,
      synced: true,
    });
    expect(await pendingCount()).toBe(0);
  });

  it("'Versie van de server gebruiken' drops the edit and keeps the server's quote", async () => {
    const known = serverQuote({ version: 3 });
    await putRecords('quotes', 'quote', [{ id: known.id, data: toListItem(known) }]);
    await updateQuoteOffline(known.id, { ...kitchenQuote, notes: 'mijn versie' });
    const newer = { ...known, version: 4, notes: 'van de server' };
    const client = await clientFor(() => ({
      status: 412,
      body: { error: { code: 'PRECONDITION_FAILED', message: 'x', current: newer } },
    }));
    await syncNow(client);

    await resolveConflict(known.id, 'server');
    expect(await pendingCount()).toBe(0);
    expect(await readRecord('quotes', known.id)).toMatchObject({
      notes: 'van de server',
      version: 4,
      synced: true,
    });
    await syncNow(client);
    expect(server?.requests).toHaveLength(1);
  });

  it('an edit queued by the earlier release (updatedAt only) is checked and then sent on the server version', async () => {
    const known = serverQuote({ version: 6, updatedAt: '2026-11-22T10:00:00.000Z' });
    await putRecords('quotes', 'quote', [{ id: known.id, data: toListItem(known) }]);
    await updateQuoteOffline(known.id, kitchenQuote);
    const [queued] = await queueEntries();
    const { openOfflineDb } = await import('./db');
    const db = await openOfflineDb('11111111-1111-4111-8111-111111111111');
    await db.put('sync_queue', { ...queued!, data: { body: kitchenQuote, baseUpdatedAt: known.updatedAt } });
    const client = await clientFor((req) =>
      req.method === 'GET'
        ? { status: 200, body: { data: known } }
        : { status: 200, body: { data: { ...known, version: 7 } } },
    );

    expect(await syncNow(client)).toEqual({ synced: 1, rejected: 0, interrupted: false });
    expect(server?.requests.map((r) => [r.method, r.headers['if-match']])).toEqual([
      ['GET', undefined],
      ['PUT', '"6"'],
    ]);
  });

  it('runs one sync at a time in a tab: a second call joins the first', async () => {
    await createQuoteOffline(kitchenQuote);
    const client = await clientFor((req) => ({ ...created(req.body), delayMs: 50 }));

    const [a, b] = await Promise.all([syncNow(client), syncNow(client)]);

    expect(a).toBe(b);
    expect(server?.requests).toHaveLength(1);
  });

  it('an edit made after a create was sent goes after it as an update, so the replay keeps its first body', async () => {
    const local = await createQuoteOffline(kitchenQuote);
    const stored = serverQuote({ id: SERVER_ID, quoteNumber: 'OFF-2026-0008', version: 2 });
    let posts = 0;
    const client = await clientFor((req, res) => {
      if (req.method === 'POST' && ++posts === 1) {
        res.socket?.destroy(); // the server committed, the browser never heard back
        return;
      }
      if (req.method === 'POST') return { status: 201, body: { data: stored } };
      if (req.method === 'GET') return { status: 200, body: { data: stored } };
      return { status: 200, body: { data: { ...stored, notes: 'na verzending' } } };
    });

    expect((await syncNow(client)).interrupted).toBe(true);
    await updateQuoteOffline(local.id, { ...kitchenQuote, notes: 'na verzending' });
    expect((await queueEntries()).map((e) => e.action)).toEqual(['create', 'update']);

    expect(await syncNow(client)).toEqual({ synced: 2, rejected: 0, interrupted: false });
    const posted = server?.requests.filter((r) => r.method === 'POST') ?? [];
    expect(posted.map((r) => (r.body as { notes: string }).notes)).toEqual([
      'Graag voor vrijdag',
      'Graag voor vrijdag',
    ]);
    expect(new Set(posted.map((r) => r.headers['idempotency-key']))).toEqual(new Set([local.id]));
    const put = server?.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/quotes/${SERVER_ID}`);
    // Based on the version the create answered with.
    expect(put?.headers['if-match']).toBe('"2"');
    expect(put?.body).toMatchObject({ notes: 'na verzending' });
    expect(await readRecord('quotes', SERVER_ID)).toMatchObject({ notes: 'na verzending', synced: true });
    expect(await pendingCount()).toBe(0);
  });
});
