/** The paged envelope of ARCHITECTURE.md, returned by handlers marked @RawResponse(). */
import type { PageMeta } from '@offerteflow/contracts';

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

/** The page a list query asks for (1-based). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** One page of rows and the total over all pages, as a repository's list answers (TypeORM's findAndCount). */
export type RowsAndTotal<R> = [rows: R[], total: number];

/** The envelope of one page: its rows as DTOs, with the page asked for and the total count. */
export function toPaged<R, T>(
  [rows, total]: RowsAndTotal<R>,
  query: PageQuery,
  toDto: (row: R) => T,
): Paged<T> {
  return { data: rows.map(toDto), meta: { page: query.page, pageSize: query.pageSize, total } };
}
