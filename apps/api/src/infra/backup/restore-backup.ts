/**
 * Restores a backup into a database: refuses a non-empty one (unless forced) and a backup of a newer
 * schema; checks every table file against the manifest (row counts and checksums) before anything
 * is changed; then drops what is there, migrates to the backup's schema version, loads every table
 * in one transaction (checked again as it is read), sets the sequences, and runs the migrations
 * this version adds. An older backup is thereby brought up to date exactly like a database that was
 * never backed up.
 */
import { Client } from 'pg';
import { MIGRATIONS } from '../../database/migrations';
import { createDataSource } from '../db/data-source';
import {
  BACKUP_FORMAT_VERSION,
  SESSION_SETTINGS,
  type BackupManifest,
  type BackupTable,
} from './backup-format';
import { BackupFile } from './backup-file';
import { MIGRATIONS_TABLE, appTables, ident } from './catalog';
import { refuse } from './refusal';

export interface RestoreOptions {
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  /** Migrations run after the load because the backup is of an older schema. */
  upgradedWith: string[];
}

type MigrationClass = (typeof MIGRATIONS)[number];
const nameOf = (M: MigrationClass): string => new M().name ?? M.name;
const KNOWN_MIGRATIONS = MIGRATIONS.map(nameOf);

/**
 * The backup's migrations, all of which this version must know; refuses otherwise. They are a set,
 * not a prefix of MIGRATIONS: a database runs whatever is pending, so a migration merged from a branch
 * after a newer one was released runs last on an existing database and in timestamp order on a new
 * one (EditVersions and DocumentTypeSourcePricesAndReview), and a backup of the earlier release lacks
 * it in the middle of the list.
 */
export function backupMigrations(
  manifest: BackupManifest,
  known: readonly string[] = KNOWN_MIGRATIONS,
): string[] {
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw refuse('newerFormat', String(manifest.formatVersion));
  if (!known.includes(manifest.schemaVersion)) throw refuse('newerSchema', manifest.schemaVersion);
  const unknown = manifest.migrations.find((name) => !known.includes(name));
  if (unknown) throw refuse('newerSchema', unknown);
  if (new Set(manifest.migrations).size !== manifest.migrations.length)
    throw refuse('unknownSchema', manifest.schemaVersion);
  return manifest.migrations;
}

async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'offerteflow-restore' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Tables of the target that hold rows (the migrations table does not count). */
async function filledTables(client: Client): Promise<string[]> {
  const filled: string[] = [];
  for (const t of await appTables(client)) {
    const { rows } = await client.query(`SELECT 1 FROM ${ident(t.name)} LIMIT 1`);
    if (rows.length) filled.push(t.name);
  }
  return filled;
}

async function dropAppTables(client: Client): Promise<void> {
  const names = [...(await appTables(client)).map((t) => t.name), MIGRATIONS_TABLE];
  await client.query(`DROP TABLE IF EXISTS ${names.map(ident).join(', ')} CASCADE`);
}

/** Runs those of `names` that the database has not run (TypeORM runs them in timestamp order). */
async function migrate(url: string, names: readonly string[] = KNOWN_MIGRATIONS): Promise<string[]> {
  const wanted = new Set(names);
  const ds = createDataSource(url, { migrations: MIGRATIONS.filter((M) => wanted.has(nameOf(M))) });
  await ds.initialize();
  try {
    return (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

/** Multi-row INSERTs of text values; PostgreSQL parses each with the column's own input function. */
async function loadTable(client: Client, file: BackupFile, table: BackupTable): Promise<number> {
  const cols = table.columns.map(ident).join(', ');
  const perInsert = Math.max(1, Math.floor(30_000 / table.columns.length));
  let loaded = 0;
  const insert = async (rows: (string | null)[][]) => {
    const tuples = rows.map(
      (_, r) => `(${table.columns.map((__, c) => `$${r * table.columns.length + c + 1}`).join(', ')})`,
    );
    await client.query(
      `INSERT INTO ${ident(table.name)} (${cols}) OVERRIDING SYSTEM VALUE VALUES ${tuples.join(', ')}`,
      rows.flat(),
    );
    loaded += rows.length;
  };
  let pending: (string | null)[][] = [];
  let pendingBytes = 0;
  for await (const batch of file.rows(table)) {
    for (const row of batch) {
      if (row.length !== table.columns.length)
        throw refuse('corrupt', `rij van ${table.name} heeft te weinig velden`);
      pending.push(row);
      pendingBytes += row.reduce((n, v) => n + (v?.length ?? 0), 0);
      if (pending.length >= perInsert || pendingBytes > 16 * 1024 * 1024) {
        await insert(pending);
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  if (pending.length) await insert(pending);
  return loaded;
}

async function loadAll(url: string, file: BackupFile, manifest: BackupManifest): Promise<number> {
  return withClient(url, async (client) => {
    for (const sql of SESSION_SETTINGS) await client.query(sql);
    // The same columns, in any order: the order follows the order the migrations ran in, and every
    // INSERT names its columns.
    const columnSet = (columns: readonly string[]) => [...columns].sort().join(',');
    const present = new Map((await appTables(client)).map((t) => [t.name, columnSet(t.columns)]));
    for (const t of manifest.tables) {
      if (present.get(t.name) !== columnSet(t.columns)) {
        throw refuse(
          'unknownSchema',
          `tabel ${t.name} heeft andere kolommen dan schema ${manifest.schemaVersion}`,
        );
      }
    }
    await client.query('BEGIN');
    try {
      let rows = 0;
      for (const table of manifest.tables) rows += await loadTable(client, file, table);
      for (const s of manifest.sequences) {
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          ident(s.name),
          s.lastValue,
          s.isCalled,
        ]);
      }
      await client.query('COMMIT');
      return rows;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  });
}

export async function restoreBackup(
  url: string,
  path: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const file = await BackupFile.open(path);
  try {
    const manifest = await file.manifest();
    const migrations = backupMigrations(manifest);
    // The whole file is checked before the target is touched: with --force a damaged backup must
    // not cost the data it was meant to replace.
    for (const table of manifest.tables) await file.verify(table);
    await withClient(url, async (client) => {
      const filled = await filledTables(client);
      if (filled.length && !options.force) throw refuse('notEmpty', filled.join(', '));
      await dropAppTables(client);
    });
    await migrate(url, migrations);
    const rows = await loadAll(url, file, manifest);
    const upgradedWith = await migrate(url);
    return { manifest, rows, upgradedWith };
  } finally {
    file.close();
  }
}
