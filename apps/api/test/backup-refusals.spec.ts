/**
 * What restore refuses (docs/deployment.md, "Backup and restore"): a database that holds data unless
 * --force, and a backup of a newer schema; an older schema is restored and then migrated up.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../src/database/migrations';
import { createDatabase, dropDatabase, scratchDatabaseName } from '../src/infra/db/admin';
import { createDataSource } from '../src/infra/db/data-source';
import { BackupRefusal } from '../src/infra/backup/refusal';
import { restoreBackup } from '../src/infra/backup/restore-backup';
import { writeBackup } from '../src/infra/backup/write-backup';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { zipStream } from '../src/infra/zip/zip-stream';
import { SERVER_URL } from './global-setup';
import { readZip } from './helpers/read-zip';

jest.setTimeout(400_000);

const scratch: string[] = [];
afterAll(async () => {
  for (const name of scratch) await dropDatabase(SERVER_URL, name);
});

/** A new database migrated to the first `count` of `migrations`, with one company. */
async function database(
  count = MIGRATIONS.length,
  company = 'Bakkerij Brood',
  migrations = MIGRATIONS,
): Promise<string> {
  const name = scratchDatabaseName('offerteflow_refusal');
  scratch.push(name);
  const url = await createDatabase(SERVER_URL, name);
  const ds = createDataSource(url, { migrations: migrations.slice(0, count) });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  if (company)
    await ds.query(`INSERT INTO companies (name, subscription_type) VALUES ($1, 'monthly')`, [company]);
  await ds.destroy();
  return url;
}

/** Runs the migrations a database does not have yet, as the app does when it starts. */
async function migrateAll(url: string): Promise<void> {
  const ds = createDataSource(url);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

const companies = (url: string) => query<{ name: string }>(url, 'SELECT name FROM companies ORDER BY name');
const dir = mkdtempSync(join(tmpdir(), 'ofl-refusal-'));
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof BackupRefusal ? err : Promise.reject(err)),
  );

describe('backup', () => {
  it('leaves out company export ZIPs (copies of the rest, gone after 24 hours) and keeps every other file', async () => {
    const url = await database();
    const companyId = (await query<{ id: string }>(url, 'SELECT id FROM companies'))[0]!.id;
    // A 3 MB upload: its row is one line of 6 MB hex that spans hundreds of inflated chunks.
    const file = (name: string, bytes: number) =>
      query<{ id: string }>(
        url,
        `INSERT INTO stored_files (company_id, file_name, mime_type, size_bytes, data)
         VALUES ('${companyId}', '${name}', 'application/octet-stream', ${bytes},
                 (SELECT string_agg(sha256(g::text::bytea), ''::bytea) FROM generate_series(1, ${bytes / 32}) g))
         RETURNING id`,
      );
    const [upload] = await file('prijslijst.pdf', 3 * 1024 * 1024);
    const [zip] = await file('export.zip', 32);
    await query(url, `INSERT INTO stored_file_chunks (file_id, seq, data) VALUES ('${zip!.id}', 0, '\\x04')`);
    await query(
      url,
      `INSERT INTO company_exports (company_id, status, file_id) VALUES ('${companyId}', 'completed', '${zip!.id}')`,
    );
    const backup = await writeBackup(url, dir);
    const rows = Object.fromEntries(backup.manifest.tables.map((t) => [t.name, t.rows]));
    expect(rows).toMatchObject({ company_exports: 0, stored_file_chunks: 0, stored_files: 1 });
    const target = await database(MIGRATIONS.length, '');
    await restoreBackup(target, backup.file);
    const files = 'SELECT id, md5(data) AS md5, length(data) AS length FROM stored_files';
    const original = await query(url, `${files} WHERE id = '${upload!.id}'`);
    expect(original[0]).toMatchObject({ length: 3 * 1024 * 1024 });
    expect(await query(target, files)).toEqual(original);
  });
});

describe('restore refuses', () => {
  it('a database with data unless forced, and then replaces it', async () => {
    const backup = await writeBackup(await database(), dir);
    const target = await database(MIGRATIONS.length, 'Bestaand Bedrijf');
    const err = await refusal(restoreBackup(target, backup.file));
    expect(err?.reason).toBe('notEmpty');
    expect(err?.message).toBe(
      'De database is niet leeg (gegevens in: companies). Herstellen overschrijft alles; voeg --force toe als u dat echt wilt.',
    );
    expect(await companies(target)).toEqual([{ name: 'Bestaand Bedrijf' }]);

    await restoreBackup(target, backup.file, { force: true });
    expect(await companies(target)).toEqual([{ name: 'Bakkerij Brood' }]);
    // A migrated but empty database (the app started once, nobody registered) needs no --force.
    const fresh = await database(MIGRATIONS.length, '');
    await restoreBackup(fresh, backup.file);
    expect(await companies(fresh)).toEqual([{ name: 'Bakkerij Brood' }]);
  });

  it('a backup of a newer schema, and leaves the target as it was', async () => {
    const newer = await database();
    await query(
      newer,
      `INSERT INTO migrations (timestamp, name) VALUES (1899999999999, 'FutureSchema1899999999999')`,
    );
    const backup = await writeBackup(newer, dir);
    expect(backup.manifest.schemaVersion).toBe('FutureSchema1899999999999');
    const target = await database(MIGRATIONS.length, '');
    const err = await refusal(restoreBackup(target, backup.file));
    expect(err?.reason).toBe('newerSchema');
    expect(err?.message).toMatch(
      /^Deze back-up komt van een nieuwere versie van Offerteflow \(databaseschema FutureSchema1899999999999\)/,
    );
    expect(await query(target, 'SELECT count(*)::int AS n FROM migrations')).toEqual([
      { n: MIGRATIONS.length },
    ]);
  });

  it('not an older schema: that one is restored and then migrated up', async () => {
    const older = await database(MIGRATIONS.length - 1, 'Oude Versie BV');
    const backup = await writeBackup(older, dir);
    const target = await database(MIGRATIONS.length, '');
    const result = await restoreBackup(target, backup.file);
    expect(result.upgradedWith).toEqual([new MIGRATIONS[MIGRATIONS.length - 1]!().name]);
    expect(await companies(target)).toEqual([{ name: 'Oude Versie BV' }]);
  });

  it('a backup whose migrations ran in another order than this version lists them: restored the same', async () => {
    // EditVersions was written (timestamp) before DocumentTypeSourcePricesAndReview but released after
    // it: a database of the earlier release runs it last, a new database in timestamp order. Both
    // add a column to products, so the two schemas differ in column order only.
    const late = MIGRATIONS.find((m) => m.name.startsWith('EditVersions'))!;
    const name = new late().name!;
    const before = MIGRATIONS.filter((m) => m !== late);
    const upgraded = await database(before.length, 'Eerder Bijgewerkt BV', before);
    await migrateAll(upgraded);
    await query(
      upgraded,
      `INSERT INTO products (company_id, name, unit_price_cents, version) SELECT id, 'Lunch', 1250, 4 FROM companies`,
    );
    const applied = await query<{ name: string }>(upgraded, 'SELECT name FROM migrations ORDER BY id');
    expect(applied.at(-1)!.name).toBe(name);

    const target = await database(MIGRATIONS.length, '');
    const result = await restoreBackup(target, (await writeBackup(upgraded, dir)).file);
    expect(result.upgradedWith).toEqual([]);
    expect(await companies(target)).toEqual([{ name: 'Eerder Bijgewerkt BV' }]);
    expect(await query(target, 'SELECT name, unit_price_cents::int AS cents, version FROM products')).toEqual(
      [{ name: 'Lunch', cents: 1250, version: 4 }],
    );

    // A backup of the earlier release (without EditVersions) gets it after the load.
    const earlier = await database(before.length, 'Nog Niet Bijgewerkt BV', before);
    const fresh = await database(MIGRATIONS.length, '');
    const restored = await restoreBackup(fresh, (await writeBackup(earlier, dir)).file);
    expect(restored.upgradedWith).toEqual([name]);
    expect(await companies(fresh)).toEqual([{ name: 'Nog Niet Bijgewerkt BV' }]);
  });

  it('a damaged file, and changes nothing, not even with --force', async () => {
    const backup = await writeBackup(await database(), dir);
    const target = await database(MIGRATIONS.length, 'Blijft Bestaan');
    // A table file that no longer matches its checksum (one changed row), zipped again.
    const entries = await readZip(readFileSync(backup.file));
    const companiesFile = entries.get('tables/companies.ndjson')!.toString('utf8');
    entries.set(
      'tables/companies.ndjson',
      Buffer.from(companiesFile.replace('Bakkerij Brood', 'Bakkerij Vals')),
    );
    const damaged = join(dir, 'beschadigd.zip');
    const sources = [...entries].map(([name, data]) => ({ name, data: async () => data }));
    await pipeline(zipStream(sources), createWriteStream(damaged));
    const err = await refusal(restoreBackup(target, damaged, { force: true }));
    expect(err?.reason).toBe('corrupt');
    expect(err?.message).toBe(
      'Het back-upbestand is beschadigd of onvolledig: tabel companies klopt niet met het manifest.',
    );
    expect(await companies(target)).toEqual([{ name: 'Blijft Bestaan' }]);

    // A cut-off file is not a ZIP any more.
    const bytes = readFileSync(backup.file);
    writeFileSync(damaged, bytes.subarray(0, bytes.length - 40));
    expect((await refusal(restoreBackup(target, damaged, { force: true })))?.reason).toBe('unreadable');
    expect(await companies(target)).toEqual([{ name: 'Blijft Bestaan' }]);
  });
});
