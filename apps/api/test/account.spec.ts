import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_MSG, SERVER_MESSAGES, activeSessionsResponseSchema } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { authedClient, bearer, PASSWORD, registerCompany, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { expireResetTokens } from './helpers/factories';
import { createQuote } from './helpers/quotes';
import { expectTenantIsolation } from './helpers/tenant-isolation';

const NEW_PASSWORD = 'Nieuw4567';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;

const asUser = authedClient(() => t);
let db: DataSource;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://app.offerteflow.test' });
  db = t.app.get(DataSource);
});
afterAll(() => t.close());

const login = (email: string, password: string, userAgent = CHROME_WINDOWS) =>
  t.http().post('/api/auth/login').set('User-Agent', userAgent).send({ email, password });
const verifyStatus = async (token: string) =>
  (await t.http().get('/api/auth/verify').set(bearer(token))).status;

describe('change password', () => {
  it('needs the current password and the register rules', async () => {
    const a = await registerCompany(t.http());
    const wrong = await asUser(a).post('/api/users/password', {
      currentPassword: 'Verkeerd123',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ currentPassword: [ACCOUNT_MSG.currentPasswordWrong] });

    const weak = await asUser(a).post('/api/users/password', { currentPassword: '', newPassword: 'zwak' });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields).toEqual({
      currentPassword: [ACCOUNT_MSG.currentPasswordRequired],
      newPassword: [
        'Wachtwoord moet minimaal 8 karakters zijn',
        'Wachtwoord moet minimaal 1 kleine letter, 1 hoofdletter en 1 cijfer bevatten',
      ],
    });
    expect((await login(a.user.email, PASSWORD)).status).toBe(200);
  });

  it('signs out the other sessions, keeps the current one, and the new password works', async () => {
    const a = await registerCompany(t.http());
    const other = (await login(a.user.email, PASSWORD)).body.data;
    const res = await asUser(a).post('/api/users/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await verifyStatus(a.accessToken)).toBe(200);
    expect(await verifyStatus(other.accessToken)).toBe(401);
    expect((await t.http().post('/api/auth/refresh').send({ refreshToken: other.refreshToken })).status).toBe(
      401,
    );
    expect((await login(a.user.email, PASSWORD)).status).toBe(401);
    expect((await login(a.user.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('active sessions', () => {
  it('lists the devices with the current one marked, and revokes one or all others', async () => {
    const email = uniqueEmail();
    const first = (
      await t
        .http()
        .post('/api/auth/register')
        .set('User-Agent', CHROME_WINDOWS)
        .send({ companyName: 'Sessies BV', email, password: PASSWORD })
    ).body.data;
    const phone = (await login(email, PASSWORD, SAFARI_IPHONE)).body.data;
    const third = (await login(email, PASSWORD)).body.data;

    const list = await asUser(first).get('/api/auth/sessions');
    expect(list.status).toBe(200);
    const sessions = activeSessionsResponseSchema.parse(list.body).data;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device).sort()).toEqual([
      'Chrome op Windows',
      'Chrome op Windows',
      'Safari op iOS',
    ]);

    const phoneSession = sessions.find((s) => s.device === 'Safari op iOS')!;
    const del = await asUser(first).delete(`/api/auth/sessions/${phoneSession.id}`);
    expect(del.status).toBe(200);
    expect(await verifyStatus(phone.accessToken)).toBe(401);
    expect(await verifyStatus(third.accessToken)).toBe(200);
    // Revoking it again, or an unknown id, is 404.
    expect((await asUser(first).delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await asUser(first).delete('/api/auth/sessions/niet-een-id')).status).toBe(404);

    const others = await asUser(first).delete('/api/auth/sessions');
    expect(others.body.data).toEqual({ revoked: 1 });
    expect(await verifyStatus(third.accessToken)).toBe(401);
    expect(await verifyStatus(first.accessToken)).toBe(200);
    const left = await asUser(first).get('/api/auth/sessions');
    expect(left.body.data).toHaveLength(1);
    expect(left.body.data[0].current).toBe(true);
  });

  it("cannot see or revoke another company's session", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const listOfA = await asUser(a).get('/api/auth/sessions');
    expect(JSON.stringify(listOfA.body)).not.toContain(b.user.id);
    const sessionOfB = (await asUser(b).get('/api/auth/sessions')).body.data[0].id;
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: sessionOfB,
      requests: [{ method: 'DELETE', path: (id) => `/api/auth/sessions/${id}` }],
    });
    expect(await verifyStatus(b.accessToken)).toBe(200);
  });
});

function outboxFiles(): string[] {
  const dir = join(t.config.dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).map((f) => join(dir, f)) : [];
}

/** The reset mail is sent in the background: wait for the .eml addressed to `to`. */
async function waitForResetLink(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    for (const file of outboxFiles()) {
      const eml = readFileSync(file, 'utf8');
      if (!eml.includes(`To: ${to}`)) continue;
      const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https:\/\/app\.offerteflow\.test\/reset-password\?token=[A-Za-z0-9_-]+/.exec(unfolded);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail for ${to}`);
}

describe('password reset', () => {
  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const a = await registerCompany(t.http());
    const res = await t.http().post('/api/auth/forgot-password').send({ email: a.user.email.toUpperCase() });
    expect(res.status).toBe(202);
    const link = await waitForResetLink(a.user.email);
    const token = new URL(link).searchParams.get('token')!;
    const stored = (await db.query('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [
      a.user.id,
    ])) as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    const weak = await t.http().post('/api/auth/reset-password').send({ token, password: 'zwak' });
    expect(weak.status).toBe(422);
    const ok = await t.http().post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await verifyStatus(a.accessToken)).toBe(401);
    expect((await login(a.user.email, NEW_PASSWORD)).status).toBe(200);

    const again = await t.http().post('/api/auth/reset-password').send({ token, password: 'Ander12345' });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(ACCOUNT_MSG.resetTokenInvalid);
    expect((await login(a.user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('onbekend');
    const res = await t.http().post('/api/auth/forgot-password').send({ email });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { accepted: true } });
    await new Promise((r) => setTimeout(r, 300));
    expect(outboxFiles().some((f) => readFileSync(f, 'utf8').includes(email))).toBe(false);
  });

  it('rejects an expired link', async () => {
    const a = await registerCompany(t.http());
    await t.http().post('/api/auth/forgot-password').send({ email: a.user.email }).expect(202);
    const token = new URL(await waitForResetLink(a.user.email)).searchParams.get('token')!;
    await expireResetTokens(t, a.user.id);
    const res = await t.http().post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect((await login(a.user.email, PASSWORD)).status).toBe(200);
  });

  it('is throttled per e-mail and address', async () => {
    const email = uniqueEmail('throttle');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.http().post('/api/auth/forgot-password').send({ email })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const last = await t.http().post('/api/auth/forgot-password').send({ email });
    expect(last.body).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests },
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('delete account', () => {
  it('removes every row of the company in every table, and its files', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    // Give A data in every table this branch knows: extra sessions, a reset token, changed settings.
    await login(a.user.email, PASSWORD);
    await t.http().post('/api/auth/forgot-password').send({ email: a.user.email }).expect(202);
    await waitForResetLink(a.user.email);
    const quote = await createQuote(t.http(), a);
    await createQuote(t.http(), b);
    const files = join(t.config.dataDir, 'files', a.company.id);
    mkdirSync(files, { recursive: true });
    writeFileSync(join(files, 'logo.png'), 'png');

    // Every foreign key to companies cascades, so the one DELETE reaches every table.
    const fks = (await db.query(
      `SELECT tc.table_name, rc.delete_rule
         FROM information_schema.referential_constraints rc
         JOIN information_schema.table_constraints tc ON tc.constraint_name = rc.constraint_name
         JOIN information_schema.constraint_column_usage cu ON cu.constraint_name = rc.constraint_name
        WHERE cu.table_name = 'companies' AND tc.table_schema = 'public'`,
    )) as { table_name: string; delete_rule: string }[];
    expect(fks.length).toBeGreaterThanOrEqual(5);
    expect(fks.filter((f) => f.delete_rule !== 'CASCADE')).toEqual([]);

    const tables = (
      (await db.query(
        `SELECT table_name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_name = 'company_id'`,
      )) as { table_name: string }[]
    ).map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'quote_settings', 'templates']));
    const countRows = async (companyId: string) => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = (await db.query(`SELECT count(*)::int AS n FROM "${table}" WHERE company_id = $1`, [
          companyId,
        ])) as { n: number }[];
        counts[table] = row!.n;
      }
      return counts;
    };
    const before = await countRows(a.company.id);
    expect(before).toMatchObject({
      users: 1,
      sessions: 2,
      quote_settings: 1,
      templates: 1,
      password_reset_tokens: 1,
      quotes: 1,
      customers: 1,
    });
    const sessionIds = (
      (await db.query('SELECT id FROM sessions WHERE company_id = $1', [a.company.id])) as {
        id: string;
      }[]
    ).map((r) => r.id);

    const res = await asUser(a).delete('/api/users/account');
    expect(res.status).toBe(200);

    expect(Object.values(await countRows(a.company.id)).every((n) => n === 0)).toBe(true);
    expect(await db.query('SELECT id FROM companies WHERE id = $1', [a.company.id])).toEqual([]);
    expect(await db.query('SELECT id FROM refresh_tokens WHERE session_id = ANY($1)', [sessionIds])).toEqual(
      [],
    );
    // Tables that hang off a quote rather than the company (items) go with it.
    expect(await db.query('SELECT id FROM quote_items WHERE quote_id = $1', [quote.id])).toEqual([]);
    expect(existsSync(files)).toBe(false);
    expect(await verifyStatus(a.accessToken)).toBe(401);
    expect((await login(a.user.email, PASSWORD)).status).toBe(401);

    // The other company is untouched.
    const ofB = await countRows(b.company.id);
    expect(ofB).toMatchObject({ users: 1, sessions: 1, quote_settings: 1, templates: 1 });
    expect(await verifyStatus(b.accessToken)).toBe(200);
  });
});
