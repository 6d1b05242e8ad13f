/**
 * Two things joined in one table cell ('Bruidskapsel + bruidsmake-up', 'set-up + nieuwe snaren'): a
 * candidate line for each product the cell names, each read with the row's other description cells.
 */
import type { CatalogIndex, ProductMatch } from '../match/catalog-index';
import { cellsOf, type TableRow } from '../segment/table';
import { fold } from '../text/fold';
import { significantStems } from './line';

/** Words that join two things in one table cell ('Bruidskapsel + bruidsmake-up'). */
const CELL_JOIN = /\s(?:\+|&|en)\s/;

/**
 * The products of a row's description that joins two things, each named well enough on its own;
 * null when it joins none, a part names no product, two parts name the same one, or the joined words
 * are one product's ('koffie en thee').
 */
export function rowParts(
  row: TableRow,
  text: string,
  whole: ProductMatch | null,
  index: CatalogIndex,
  matchOf: (text: string) => ProductMatch | null,
): ProductMatch[] | null {
  if (index.size === 0 || !CELL_JOIN.test(text)) return null;
  const folded = fold(text);
  if (index.andGroups.some((g) => folded.includes(g))) return null;
  // The other cells of the description belong to each thing ('Akoestische gitaar | set-up + nieuwe snaren').
  const joined = cellsOf(row.line)
    .map((c) => c.text)
    .find((c) => c !== '' && text.includes(c) && CELL_JOIN.test(c));
  if (!joined) return null;
  const lead = text.replace(joined, ' ').replace(/\s+/g, ' ').trim();
  const own = joined.split(CELL_JOIN).filter((p) => p.trim() !== '');
  const parts = own.map((p) => `${lead} ${p}`.trim());
  if (parts.length < 2) return null;
  // One product that names the words of every part does both ('slopen + afvoeren' for 'Afvoer oude
  // dakkapel (slopen en afvoeren)'): the row's own match.
  const names = whole ? significantStems(whole.product.name) : new Set<string>();
  const covered = (part: string) => {
    const said = [...significantStems(part)];
    return said.length > 0 && said.filter((w) => names.has(w)).length * 2 >= said.length;
  };
  if (own.every(covered)) return null;
  const found = parts.map((p) => matchOf(p));
  if (found.some((m) => m === null)) return null;
  const products = new Set(found.map((m) => m!.product));
  return products.size === found.length ? (found as ProductMatch[]) : null;
}
