/**
 * npm run backup / restore (docs/deployment.md, "Backup and restore"): a backup taken while requests
 * are served is one consistent snapshot; restored into a new database every row and stored file is
 * equal, the old password logs in, and numbering continues without a gap or a duplicate.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthData, Quote } from '@offerteflow/contracts';
import { createDatabase, dropDatabase, scratchDatabaseName } from '../src/infra/db/admin';
import { restoreBackup } from '../src/infra/backup/restore-backup';
import { writeBackup } from '../src/infra/backup/write-backup';
import { SERVER_URL } from './global-setup';
import { authedClient, PASSWORD, registerCompany } from './helpers/accounts';
import { useTestApp, withTestApp } from './helpers/app';
import { seedCompanyData } from './helpers/company-data';
import { createQuote, quoteNumber } from './helpers/quotes';
import { dumpTables, rowCounts } from './helpers/table-dump';
import { testDatabaseUrl } from './helpers/test-database';

// Two restores and two app boots: minutes on a busy 2-core machine (it took over 180 s at load 12).
jest.setTimeout(600_000);

const t = useTestApp({ listen: true });
const asUser = authedClient(t);
const sourceUrl = () => testDatabaseUrl();
const scratch: string[] = [];
const newDatabase = async () => {
  const name = scratchDatabaseName('offerteflow_restore');
  scratch.push(name);
  return createDatabase(SERVER_URL, name);
};
afterAll(async () => {
  for (const name of scratch) await dropDatabase(SERVER_URL, name);
});

/** Keeps creating quotes and reading lists until stopped; counts what was served. */
function traffic(a: AuthData) {
  let running = true;
  const served = { creates: 0, reads: 0 };
  const loop = (async () => {
    while (running) {
      await createQuote(t.http(), a, { notes: 'tijdens de back-up' });
      served.creates++;
      const list = await asUser(a).get('/api/quotes?page=1&pageSize=5');
      if (list.status !== 200) throw new Error(`list ${list.status}`);
      served.reads++;
    }
  })();
  return { served, stop: async () => ((running = false), await loop) };
}

describe('backup and restore', () => {
  it('backs up while serving, restores every row and file, and the restored app works', async () => {
    const a = await registerCompany(t.http(), { companyName: 'Schilderwerken De Vries' });
    const b = await registerCompany(t.http());
    const data = await seedCompanyData(t, a);
    await createQuote(t.http(), b);
    const dir = mkdtempSync(join(tmpdir(), 'ofl-backup-'));

    // 1. Under load: the snapshot is consistent and the app keeps answering during it.
    const before = rowCounts(await dumpTables(sourceUrl()));
    const load = traffic(a);
    while (load.served.creates < 3) await new Promise((r) => setTimeout(r, 20));
    // With the snapshot open (its locks held), a write through the API completes: writers are not
    // blocked. It came after the snapshot, so the backup does not hold it.
    let late: Quote | undefined;
    const busy = await writeBackup(sourceUrl(), dir, new Date('2026-11-27T10:15:03Z'), {
      onSnapshot: async () => {
        late = await createQuote(t.http(), b, { customer: { name: 'Na de momentopname' } });
      },
    });
    await load.stop();
    expect(busy.file).toBe(join(dir, 'offerteflow-2026-11-27T10-15-03Z.zip'));

    const underLoad = await newDatabase();
    await restoreBackup(underLoad, busy.file);
    const restored = await dumpTables(underLoad);
    const now = await dumpTables(sourceUrl());
    expect(now.get('quotes')!.some((row) => row.includes(late!.id))).toBe(true);
    expect(restored.get('quotes')!.some((row) => row.includes(late!.id))).toBe(false);
    for (const [table, rows] of restored) {
      expect(rows.length).toBeGreaterThanOrEqual(before[table]!);
      // Sessions (last used) and number counters change in place under the load; every other
      // restored row is exactly a row of the source.
      if (table === 'sessions' || table === 'quote_number_counters') continue;
      const source = new Set(now.get(table));
      expect(rows.filter((r) => !source.has(r))).toEqual([]);
    }
    await withTestApp({ DATABASE_URL: underLoad }, async (r) => {
      const login = await r.http().post('/api/auth/login').send({ email: a.user.email, password: PASSWORD });
      const list = await r
        .http()
        .get('/api/quotes?page=1&pageSize=100')
        .set('Authorization', `Bearer ${login.body.data.accessToken}`);
      const numbers = (list.body.data as Quote[]).map((q) => q.quoteNumber).sort();
      // A quote is there with all its lines or not at all, and the numbers have no gap.
      expect(numbers).toEqual(numbers.map((_, i) => quoteNumber(i + 1)));
      for (const q of list.body.data as { id: string; itemCount: number }[]) expect(q.itemCount).toBe(3);
      const next = await createQuote(r.http(), { ...a, accessToken: login.body.data.accessToken });
      expect(next.quoteNumber).toBe(quoteNumber(numbers.length + 1));
    });

    // 2. At rest: every table equal, row for row (stored files' bytes included).
    const quiet = await writeBackup(sourceUrl(), dir);
    const target = await newDatabase();
    const result = await restoreBackup(target, quiet.file);
    expect(result.upgradedWith).toEqual([]);
    expect(await dumpTables(target)).toEqual(await dumpTables(sourceUrl()));
    expect(quiet.manifest.tables.find((x) => x.name === 'stored_files')!.rows).toBeGreaterThan(0);

    await withTestApp({ DATABASE_URL: target }, async (r) => {
      const login = await r.http().post('/api/auth/login').send({ email: a.user.email, password: PASSWORD });
      expect(login.status).toBe(200);
      const as = authedClient(r)({ accessToken: login.body.data.accessToken as string });
      const accepted = await as.get(`/api/quotes/${data.accepted.id}`);
      expect(accepted.body.data.status).toBe('accepted');
      expect(accepted.body.data.customerDecision).toMatchObject({ decision: 'accepted', name: 'Jan Jansen' });
      const history = await as.get(`/api/quotes/${data.accepted.id}/history`);
      expect(history.body.data.map((h: { action: string }) => h.action)).toContain('customer_accepted');
      const docs = await as.get('/api/onboarding/status');
      expect(docs.body.data.documents).toHaveLength(1);
      const template = await as.get(`/api/templates/${data.templateId}`);
      const logoPath = template.body.data.logo as string;
      const logo = await r.http().get(logoPath).buffer(true);
      const original = await t.http().get(logoPath).buffer(true);
      expect(logo.status).toBe(200);
      expect(Buffer.compare(logo.body as Buffer, original.body as Buffer)).toBe(0);
    });
  });
});
