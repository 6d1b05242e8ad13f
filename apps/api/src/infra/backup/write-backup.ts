/**
 * Writes a backup while the app keeps serving: one REPEATABLE READ READ ONLY transaction (one
 * snapshot: every table as of the same moment) that takes only ACCESS SHARE locks, which block no
 * INSERT, UPDATE or DELETE, only DDL such as a migration (which then waits for the backup). Rows are
 * read with a cursor in batches and streamed into the ZIP, so memory stays flat for any size.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { zipStream } from '../zip/zip-stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  SESSION_SETTINGS,
  backupFileName,
  tableEntry,
  type BackupManifest,
  type BackupTable,
} from './backup-format';
import { refuse } from './refusal';
import {
  appSequences,
  backupRowFilter,
  appTables,
  appliedMigrations,
  ident,
  type TableInfo,
} from './catalog';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Rows per FETCH: one at a time for tables with file contents (an upload may be 10 MB, 20 MB as
 * hex text), so memory stays at about one file whatever the table holds.
 */
const batchSize = (t: TableInfo) => (t.hasBytes ? 1 : 2_000);

async function* tableLines(
  client: Client,
  table: TableInfo,
  tableNames: readonly string[],
  out: BackupTable,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  const columns = table.columns.map((c) => `${ident(c)}::text`).join(', ');
  const where = backupRowFilter(table.name, tableNames);
  await client.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${columns} FROM ${ident(table.name)}${where}`,
  );
  for (;;) {
    const { rows } = await client.query<string[]>({
      text: `FETCH ${batchSize(table)} FROM backup_rows`,
      rowMode: 'array',
    });
    if (rows.length === 0) break;
    const chunk = Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n') + '\n', 'utf8');
    hash.update(chunk);
    out.rows += rows.length;
    yield chunk;
  }
  await client.query('CLOSE backup_rows');
  out.sha256 = hash.digest('hex');
}

/** Opens the snapshot: the table list read again under the locks must equal the one locked. */
async function openSnapshot(client: Client): Promise<TableInfo[]> {
  for (const sql of SESSION_SETTINGS) await client.query(sql);
  const tables = await appTables(client);
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await client.query("SET LOCAL lock_timeout = '60s'");
  if (tables.length) {
    await client.query(`LOCK TABLE ${tables.map((t) => ident(t.name)).join(', ')} IN ACCESS SHARE MODE`);
  }
  const locked = await appTables(client);
  if (JSON.stringify(locked) !== JSON.stringify(tables)) {
    throw refuse('schemaChanged', '');
  }
  return tables;
}

export interface BackupOptions {
  /** Runs once the snapshot is open, before any table is read (tests: writers are not blocked). */
  onSnapshot?: () => Promise<void>;
}

export async function writeBackup(
  databaseUrl: string,
  outDir: string,
  now = new Date(),
  options: BackupOptions = {},
): Promise<BackupResult> {
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, backupFileName(now));
  const partial = `${file}.partial`;
  const client = new Client({ connectionString: databaseUrl, application_name: 'offerteflow-backup' });
  await client.connect();
  try {
    const tables = await openSnapshot(client);
    await options.onSnapshot?.();
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0) throw refuse('nothingToBackUp', client.database ?? '');
    const { rows: version } = await client.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      schemaVersion: migrations[migrations.length - 1]!,
      migrations,
      postgresVersion: version[0]!.v,
      tables: tables.map((t) => ({ name: t.name, columns: t.columns, rows: 0, sha256: '0'.repeat(64) })),
      sequences: await appSequences(client),
    };
    const names = tables.map((t) => t.name);
    // The tables are read one after another on the one snapshot connection; the manifest, written
    // last, then holds every table's row count and checksum.
    const entries = tables.map((table, i) => ({
      name: tableEntry(table.name),
      data: () => tableLines(client, table, names, manifest.tables[i]!),
    }));
    const manifestEntry = {
      name: MANIFEST_ENTRY,
      data: async () => Buffer.from(JSON.stringify(manifest, null, 2)),
    };
    await pipeline(zipStream([...entries, manifestEntry], now), createWriteStream(partial));
    await client.query('COMMIT');
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}
