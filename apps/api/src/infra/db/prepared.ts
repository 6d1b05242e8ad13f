/**
 * Statements straight on TypeORM's pg pool, for the few queries on every request (the auth guard's
 * session lookup) and the hot reads (the quote list's page and count): no query builder or query runner
 * is made per call. Errors are pg's own, so infra-error.ts classifies them as before.
 */
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

export interface PreparedStatement {
  /** Unique per statement text in the process (pg keys the prepared statement by it). */
  name: string;
  text: string;
}

const poolOf = (dataSource: DataSource): Pool => (dataSource.driver as PostgresDriver).master as Pool;

/** A named prepared statement: PostgreSQL parses and plans it once per connection. */
export async function preparedQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  return (await poolOf(dataSource).query<Row>({ ...statement, values })).rows;
}

/**
 * An unnamed statement whose text varies with the request (a list's filters): planned for its values
 * each time, as `dataSource.query` does, without TypeORM's query runner around it.
 */
export async function poolQuery<Row>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  return (await poolOf(dataSource).query(text, values)).rows as Row[];
}
