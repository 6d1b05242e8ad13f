/**
 * Every row of every app table as PostgreSQL's text of the row, sorted, without the rows a backup
 * leaves out (company export ZIPs): what a restored copy must equal.
 */
import { Client } from 'pg';
import { backupRowFilter } from '../../src/infra/backup/catalog';

export type TableDump = Map<string, string[]>;

export async function dumpTables(url: string): Promise<TableDump> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'
        ORDER BY 1`,
    );
    const dump: TableDump = new Map();
    const names = tables.map((t) => t.name);
    for (const name of names) {
      const where = backupRowFilter(name, names);
      const { rows } = await client.query<{ r: string }>(
        `SELECT t::text AS r FROM "${name}" t${where} ORDER BY 1`,
      );
      dump.set(
        name,
        rows.map((row) => row.r),
      );
    }
    return dump;
  } finally {
    await client.end();
  }
}

export const rowCounts = (dump: TableDump) =>
  Object.fromEntries([...dump].map(([name, rows]) => [name, rows.length]));
