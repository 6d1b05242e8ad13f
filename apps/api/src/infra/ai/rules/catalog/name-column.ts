/**
 * Columns chosen by content where the header does not settle them: the product column (the text column
 * whose cells read as names wins over a description column of sentences beside it), the category
 * column, and the price column when the header's price cell stands over an empty column.
 */
import type { ColumnMap } from './headers';
import { cellPrice } from './money';

/**
 * How much a column's cells look like product names: filled on the priced rows, distinct from each
 * other, short, starting with a capital or a digit and no running text (commas, several clauses). A
 * description column holds sentences (`incl. 3 bakken, excl. brandstof`) or repeats itself (`heen en
 * terug`); a name column names each row once.
 */
function nameLikeness(rows: readonly string[][], col: number): number {
  const cells = rows.map((r) => (r[col] ?? '').replace(/\s+/g, ' ').trim());
  const texts = cells.filter((c) => /\p{L}{2,}/u.test(c));
  if (!texts.length) return -Infinity;
  const share = (test: (c: string) => boolean) => texts.filter(test).length / texts.length;
  const words = texts.reduce((n, c) => n + c.split(' ').length, 0) / texts.length;
  return (
    texts.length / cells.length +
    new Set(texts.map((c) => c.toLowerCase())).size / texts.length +
    share((c) => /^[\p{Lu}\d]/u.test(c)) -
    share((c) => /[,;]/.test(c)) -
    Math.max(0, words - 5) * 0.15
  );
}

/**
 * A column headed as the name (`Soort werk`) that only some priced rows fill, beside a description
 * column that every row fills: the first holds group labels (written once, or centred over their rows),
 * the second the names.
 */
function labelColumnAsCategory(map: ColumnMap, priced: readonly string[][]): ColumnMap {
  if (map.description === undefined || map.category !== undefined) return map;
  const filled = (col: number) => priced.filter((r) => (r[col] ?? '').trim()).length / priced.length;
  if (filled(map.name) >= 0.5 || filled(map.description) < 0.9) return map;
  return { ...map, name: map.description, description: undefined, category: map.name };
}

/** How many priced rows the columns are compared on. */
const NAME_SAMPLE_ROWS = 400;

/**
 * The first priced rows: they tell the columns apart; a list of 200,000 rows is not read twice for it.
 * tables.ts takes them once and gives them to `nameByContent` and `categoryByContent`.
 */
export function pricedRows(map: ColumnMap, rows: readonly string[][]): string[][] {
  const priced: string[][] = [];
  for (const r of rows) {
    if (priced.length === NAME_SAMPLE_ROWS) break;
    if (map.priceFallbacks.some((i) => cellPrice(r[i] ?? ''))) priced.push(r);
  }
  return priced;
}

/**
 * Without a header that names the product column, the name is the text column whose content reads as
 * names: a `Machine` column of short distinct names beats an `Omschrijving` of sentences beside it, and
 * the loser becomes the description. Only columns the header leaves unnamed or calls a description
 * compete; a clear margin is needed to overrule the header.
 */
export function nameByContent(
  map: ColumnMap,
  roles: ReadonlyArray<string | null>,
  priced: readonly string[][],
): ColumnMap {
  if (priced.length < 3) return map;
  if (roles.includes('name')) return labelColumnAsCategory(map, priced);
  const taken = new Set([map.price, map.unit, map.category, map.vat, ...map.priceFallbacks]);
  const candidates = roles.flatMap((r, i) =>
    (r === null || r === 'description') && !taken.has(i) ? [i] : [],
  );
  if (candidates.length < 2) return map;
  let best = map.name;
  let bestScore = nameLikeness(priced, map.name);
  for (const i of candidates) {
    const score = nameLikeness(priced, i);
    if (score > bestScore + 0.5) {
      best = i;
      bestScore = score;
    }
  }
  if (best === map.name) return map;
  const description = map.description ?? (roles[map.name] === 'description' ? map.name : undefined);
  return { ...map, name: best, description: description === best ? undefined : description };
}

/**
 * A column left of the names that the header leaves unnamed, filled on the first priced row and after
 * that only where a new group starts (a heading written once, the cells below it left empty), with
 * short labels and no amounts: the category. Its label applies to the rows below it (tables.ts).
 */
export function categoryByContent(
  map: ColumnMap,
  roles: ReadonlyArray<string | null>,
  priced: readonly string[][],
): ColumnMap {
  if (map.category !== undefined || priced.length < 3) return map;
  const taken = new Set([map.price, map.unit, map.vat, map.description, ...map.priceFallbacks]);
  for (let col = 0; col < map.name; col++) {
    if (roles[col] !== null || taken.has(col)) continue;
    const cells = priced.map((r) => (r[col] ?? '').replace(/\s+/g, ' ').trim());
    const labels = cells.filter(Boolean);
    if (!cells[0] || labels.length === cells.length) continue;
    const label = (c: string) => /\p{L}{2,}/u.test(c) && c.split(' ').length <= 5 && !cellPrice(c);
    if (labels.every(label)) return { ...map, category: col };
  }
  return map;
}

/** Share of the rows with a text cell whose cell in `col` is a price. */
function priceShare(rows: readonly string[][], col: number): number {
  const named = rows.filter((r) => r.some((c) => /\p{L}{3,}/u.test(c)));
  return named.length ? named.filter((r) => cellPrice(r[col] ?? '')).length / named.length : 0;
}

/**
 * A price header over an empty column, with the prices in the unlabelled column beside it: the header
 * cell stood left of right-aligned amounts (or the other way round), and the layout gave each a column
 * of its own. The priced neighbour is the price column.
 */
export function priceByContent(
  map: ColumnMap,
  roles: ReadonlyArray<string | null>,
  rows: readonly string[][],
): ColumnMap {
  if (map.price === undefined || rows.length < 2 || priceShare(rows, map.price) > 0) return map;
  for (const col of [map.price + 1, map.price - 1]) {
    if (col < 0 || roles[col] !== null || col === map.name) continue;
    if (priceShare(rows, col) < 0.5) continue;
    const fallbacks = map.priceFallbacks.map((i) => (i === map.price ? col : i));
    return { ...map, price: col, priceFallbacks: fallbacks.includes(col) ? fallbacks : [col, ...fallbacks] };
  }
  return map;
}
