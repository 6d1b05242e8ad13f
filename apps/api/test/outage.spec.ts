/**
 * A database outage under load: a private PostgreSQL is stopped for 5 s while clients with valid
 * tokens keep reading, creating and refreshing. Nobody may be logged out (no 401), every acknowledged
 * create must exist afterwards, nothing is created twice, and the API recovers without a restart.
 */
import { randomUUID } from 'node:crypto';
import type supertest from 'supertest';
import type { AuthData } from '@offerteflow/contracts';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, listening, type TestApp } from './helpers/app';
import { startPrivatePostgres, type PrivatePostgres } from './helpers/private-postgres';

jest.setTimeout(240_000);

interface Figures {
  requests: number;
  ok: number;
  unauthorized: number;
  serverErrors: number;
  non503: number;
  notRetryable: number;
  acknowledgedLost: number;
  duplicates: number;
  /** 409 answers: a repeat arrived while the first attempt was still marked as running. */
  inProgress: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('database outage under load', () => {
  let pg: PrivatePostgres;
  let t: TestApp;
  let http: () => supertest.Agent;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    t = await createTestApp({ DATABASE_URL: pg.url });
    http = await listening(t);
  });
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await pg?.destroy();
  });

  it('answers 503 (retryable) instead of 401, loses no acknowledged write and recovers', async () => {
    const accounts: AuthData[] = [];
    for (let i = 0; i < 3; i++) accounts.push(await registerCompany(http()));
    const refreshing = { ...(await registerCompany(http())) };

    const figures: Figures = {
      requests: 0,
      ok: 0,
      unauthorized: 0,
      serverErrors: 0,
      non503: 0,
      notRetryable: 0,
      acknowledgedLost: 0,
      duplicates: 0,
      inProgress: 0,
    };
    const created: { account: AuthData; id: string; name: string }[] = [];
    const record = (res: { status: number; body: { error?: { retryable?: boolean } } }) => {
      figures.requests += 1;
      if (res.status >= 200 && res.status < 300) figures.ok += 1;
      if (res.status === 401) figures.unauthorized += 1;
      if (res.status === 409) figures.inProgress += 1;
      if (res.status >= 500) {
        figures.serverErrors += 1;
        if (res.status !== 503) {
          figures.non503 += 1;
          console.log(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
        }
        if (res.body?.error?.retryable !== true) figures.notRetryable += 1;
      }
    };

    let running = true;
    const worker = async (account: AuthData, n: number) => {
      while (running) {
        if (n++ % 3 === 0) {
          // Like the web client: a failed create is repeated with the same Idempotency-Key until
          // it is acknowledged, so a create that committed before the outage hit is never doubled.
          const name = `Klant ${randomUUID()}`;
          const key = randomUUID();
          for (let attempt = 0; attempt < 400; attempt++) {
            const res = await http()
              .post('/api/customers')
              .set(bearer(account.accessToken))
              .set('Idempotency-Key', key)
              .send({ name });
            record(res);
            if (res.status === 201) {
              created.push({ account, id: res.body.data.id as string, name });
              break;
            }
            if (res.status !== 503 && res.status !== 409) break;
            await sleep(250);
          }
        } else {
          record(await http().get('/api/customers').set(bearer(account.accessToken)));
        }
      }
    };
    // A client that keeps its session alive with /auth/refresh: an outage must never burn its token.
    const refresher = async () => {
      while (running) {
        const res = await t.http().post('/api/auth/refresh').send({ refreshToken: refreshing.refreshToken });
        record(res);
        if (res.status === 200) Object.assign(refreshing, res.body.data);
        await sleep(50);
      }
    };

    const load = [...accounts.flatMap((a, i) => [worker(a, i), worker(a, i + 1)]), refresher()];
    await sleep(1500);
    await pg.stop();
    await sleep(1000);
    const health = await http().get('/api/health');
    await sleep(4000);
    await pg.start();
    // Recovery without restart: the same process answers 2xx again within a few seconds.
    const recoveredBy = Date.now() + 30_000;
    let recovered = false;
    while (!recovered && Date.now() < recoveredBy) {
      await sleep(250);
      const res = await http().get('/api/customers').set(bearer(accounts[0]!.accessToken));
      recovered = res.status === 200;
    }
    await sleep(1500);
    running = false;
    await Promise.all(load);

    for (const c of created) {
      const res = await http().get(`/api/customers/${c.id}`).set(bearer(c.account.accessToken));
      if (res.status !== 200) figures.acknowledgedLost += 1;
    }
    for (const account of accounts) {
      const res = await t
        .http()
        .get('/api/customers')
        .query({ pageSize: 100, page: 1 })
        .set(bearer(account.accessToken));
      const total = res.body.meta.total as number;
      const mine = created.filter((c) => c.account === account).length;
      // Every name is created once, however often its create was repeated.
      const names = new Set<string>();
      let page = 1;
      let seen = 0;
      while (seen < total) {
        const p = await t
          .http()
          .get('/api/customers')
          .query({ pageSize: 100, page })
          .set(bearer(account.accessToken));
        for (const row of p.body.data as { name: string }[]) {
          if (names.has(row.name)) figures.duplicates += 1;
          names.add(row.name);
        }
        seen += (p.body.data as unknown[]).length;
        page += 1;
        if (!(p.body.data as unknown[]).length) break;
      }
      expect(total).toBeGreaterThanOrEqual(mine);
    }
    const finalRefresh = await t
      .http()
      .post('/api/auth/refresh')
      .send({ refreshToken: refreshing.refreshToken });

    console.log(`outage figures: ${JSON.stringify({ ...figures, acknowledgedCreates: created.length })}`);
    expect(health.status).toBe(503);
    expect(health.body.data.checks.database.status).toBe('down');
    expect(recovered).toBe(true);
    expect(figures.serverErrors).toBeGreaterThan(0); // the outage really happened
    expect(figures.unauthorized).toBe(0);
    expect(figures.non503).toBe(0);
    expect(figures.notRetryable).toBe(0);
    expect(figures.acknowledgedLost).toBe(0);
    expect(figures.duplicates).toBe(0);
    expect(finalRefresh.status).toBe(200);
  });
});
