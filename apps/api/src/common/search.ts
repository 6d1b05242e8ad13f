/**
 * Substring search. Searchable rows keep a lower-cased `search_text` column (kept up to date by entity
 * hooks, indexed with pg_trgm); a search term is lower-cased the same way and matched with LIKE.
 */

/** The text a row is found by: its parts lower-cased, joined by a space, empty parts left out. */
export const searchText = (...parts: (string | null | undefined)[]): string =>
  parts
    .filter((p): p is string => !!p)
    .join(' ')
    .toLowerCase();

/** LIKE pattern for a case-insensitive substring match; %, _ and \ in the term match literally. */
export const likePattern = (term: string): string =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
