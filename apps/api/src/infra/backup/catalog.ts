/** What a backup reads from and a restore writes to: the app's tables in foreign-key order. */
import type { Client } from 'pg';

/** TypeORM's bookkeeping: recreated by running the migrations, never copied. */
export const MIGRATIONS_TABLE = 'migrations';

export interface TableInfo {
  name: string;
  /** Stored columns in their order (generated columns are computed again, not copied). */
  columns: string[];
  /** Holds bytea: read in small batches, as one row may be megabytes. */
  hasBytes: boolean;
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const EXPORT_FILES = 'SELECT file_id FROM company_exports WHERE file_id IS NOT NULL';

/**
 * Rows a backup leaves out, as a WHERE clause per table: company export ZIPs and their bookkeeping,
 * and stored quote PDFs.
 * They are copies of the other tables, deleted 24 hours after they are made and made again in
 * minutes, and one of a large company can be larger than the rest of the database.
 */
const BACKUP_ROW_FILTER: Readonly<Record<string, string>> = {
  company_exports: 'false',
  // Rendered PDFs: copies made again from the quote on the next download.
  quote_pdfs: 'false',
  stored_files: `id NOT IN (${EXPORT_FILES})`,
  stored_file_chunks: `file_id NOT IN (${EXPORT_FILES})`,
};

/** ` WHERE …` for a table's rows in a backup; none before the schema had company exports. */
export const backupRowFilter = (table: string, tableNames: readonly string[]): string =>
  BACKUP_ROW_FILTER[table] && tableNames.includes('company_exports')
    ? ` WHERE ${BACKUP_ROW_FILTER[table]}`
    : '';

/** Orders tables so that every table comes after the tables its foreign keys point to. */
export function foreignKeyOrder(tables: string[], edges: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const done = new Set<string>();
  const order: string[] = [];
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p)));
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among ${tables.filter((t) => !done.has(t))}`);
    for (const t of ready.sort()) {
      done.add(t);
      order.push(t);
    }
  }
  return order;
}

/** The tables of the current schema (not the migrations table), in foreign-key order. */
export async function appTables(client: Client): Promise<TableInfo[]> {
  const { rows } = await client.query<TableInfo>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns,
            bool_or(a.atttypid = 'bytea'::regtype) AS "hasBytes"
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND c.relname <> $1
      GROUP BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent
       FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid
       JOIN pg_class pa ON pa.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`,
  );
  const byName = new Map(rows.map((t) => [t.name, t]));
  return foreignKeyOrder([...byName.keys()], edges).map((name) => byName.get(name)!);
}

/** Sequences of the app's tables (none today: ids are UUIDs; numbering is a counter table). */
export async function appSequences(
  client: Client,
): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT s.relname AS name
       FROM pg_class s
       LEFT JOIN pg_depend d ON d.objid = s.oid AND d.deptype = 'a'
       LEFT JOIN pg_class t ON t.oid = d.refobjid
      WHERE s.relkind = 'S' AND s.relnamespace = current_schema()::regnamespace
        AND coalesce(t.relname, '') <> $1
      ORDER BY 1`,
    [MIGRATIONS_TABLE],
  );
  const out = [];
  for (const { name } of rows) {
    const { rows: v } = await client.query<{ lastValue: string; isCalled: boolean }>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${ident(name)}`,
    );
    out.push({ name, ...v[0]! });
  }
  return out;
}

/** Applied migrations, oldest first; none when the migrations table does not exist yet. */
export async function appliedMigrations(client: Client): Promise<string[]> {
  const { rows: exists } = await client.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [
    MIGRATIONS_TABLE,
  ]);
  if (!exists[0]?.t) return [];
  const { rows } = await client.query<{ name: string }>(
    `SELECT name FROM ${ident(MIGRATIONS_TABLE)} ORDER BY id`,
  );
  return rows.map((r) => r.name);
}
