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

/** The envelope of one page: its rows as DTOs, with the page asked for and the total count. */
export function toPaged<R, T>(rows: R[], total: number, query: PageQuery, toDto: (row: R) => T): Paged<T> {
  return { data: rows.map(toDto), meta: { page: query.page, pageSize: query.pageSize, total } };
}
