/**
 * A named prepared statement on TypeORM's pg pool, for the few queries on every request (the auth
 * guard's session lookup): PostgreSQL parses and plans it once per connection, and no query builder
 * or query runner is made per call. Errors are pg's own, so infra-error.ts classifies them as before.
 */
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

export interface PreparedStatement {
  /** Unique per statement text in the process (pg keys the prepared statement by it). */
  name: string;
  text: string;
}

export async function preparedQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return (await pool.query<Row>({ ...statement, values })).rows;
}
