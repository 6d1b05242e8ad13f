/** The paged envelope of ARCHITECTURE.md, returned by handlers marked @RawResponse(). */
import type { PageMeta } from '@offerteflow/contracts';

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

/** Escapes %, _ and \ so a search term is matched literally inside ILIKE '%term%'. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
