/**
 * Products from tables (spreadsheet sheets, CSV, Word and PDF tables). Columns come from a header row
 * (possibly under a title block, possibly carried over from the previous table of a multi-page list) or,
 * without one, from the content: the column of amounts is the price, the widest text column the name.
 * A row with only text is a section heading and becomes the category of the rows below it.
 */
import type { QuoteUnit } from '@offerteflow/contracts';
import type { ExtractedProduct, TableBlock } from '../../ai-provider';
import { findHeader, headerRole, type ColumnMap } from './headers';
import {
  cleanHeading,
  cleanName,
  isDocumentTitle,
  isGenericSheetName,
  isHeadingText,
  isNonProductName,
} from './filters';
import { cellPrice, pickPrice } from './money';
import { categoryByContent, nameByContent, priceByContent, pricedRows } from './name-column';
import { mapUnit, unitAfterPrice } from './units';
import { inclExclPair, rateOfCell, settlePrice, type PriceBasis, type VatStatement } from './vat';

export interface TableState {
  /** Header of the previous table, reused by a headerless continuation with the same width. */
  lastHeader?: { map: ColumnMap; width: number };
  category: string | null;
  /** What the document's notes say of its prices (incl./excl. BTW, rate). */
  vat: VatStatement | null;
  /** How the first priced lines were read: the price column's header, conversion, rate. */
  prices?: { column: string | null; converted: boolean; vatRate: number | null };
  /** One-cell sentence rows of a priced table (`Betaling binnen 14 dagen …`): notes for the terms. */
  notes: string[];
  /** The file name without extension: a sheet named after the file (a converted CSV) is no category. */
  fileBase?: string;
}

/**
 * Mean OCR word confidence (0..100) under which a line is marked for checking ('Controleren'):
 * calibrated on the OCR documents of the tuning corpus (docs/onboarding.md).
 */
export const REVIEW_CONFIDENCE = 82;
export const needsReview = (confidence: number | undefined) =>
  confidence !== undefined && confidence < REVIEW_CONFIDENCE;

/** Records how prices were read, once: the first table or line with a product decides. */
export function notePrices(state: TableState, column: string | null, converted: boolean, vatRate?: number) {
  state.prices ??= { column, converted, vatRate: vatRate ?? null };
}

const filled = (row: string[]) => row.filter((c) => c.trim() !== '');

/** The widest row's length. A loop: spreading 200,000 rows into Math.max overflows the call stack. */
function widthOf(rows: readonly string[][]): number {
  let width = 0;
  for (const r of rows) if (r.length > width) width = r.length;
  return width;
}

/** Column roles from the content when there is no header row. */
export function inferColumns(rows: string[][]): ColumnMap | null {
  const width = widthOf(rows);
  if (width < 2) return null;
  const priceHits = new Array<number>(width).fill(0);
  const markedHits = new Array<number>(width).fill(0);
  const textScore = new Array<number>(width).fill(0);
  for (const row of rows) {
    row.forEach((cell, i) => {
      const price = cellPrice(cell);
      if (price) priceHits[i]!++;
      if (price?.marked) markedHits[i]!++;
      else if (/[a-z]{3,}/i.test(cell)) textScore[i]! += Math.min(cell.length, 80);
    });
  }
  // One bare number (`25 jaar`) is no price column; one amount with a currency mark may be.
  const priced = priceHits
    .map((n, i) => ({ n, i }))
    .filter((p) => p.n >= Math.max(1, rows.length * 0.3) && (p.n >= 2 || markedHits[p.i]! >= 1));
  if (!priced.length) return null;
  // The first amount column after the name; a later one is often incl. BTW or a total.
  let name = -1;
  for (let i = 0; i < textScore.length; i++) if (name < 0 || textScore[i]! > textScore[name]!) name = i;
  if (name < 0 || textScore[name] === 0) return null;
  const after = priced.filter((p) => p.i > name);
  const price = (after[0] ?? priced[0]!).i;
  let description: number | undefined;
  let best = 0;
  textScore.forEach((s, i) => {
    if (i !== name && i !== price && s > best && s / Math.max(1, rows.length) > 12) {
      best = s;
      description = i;
    }
  });
  // A unit column: short cells that name a unit (`per uur`, `p.p.`) or a counting word after `per`
  // (`per les`), on most rows that fill it; rows without a unit of their own leave it empty.
  let unit: number | undefined;
  for (let i = 0; i < width; i++) {
    if (i === name || i === price || i === description) continue;
    const cells = rows.map((r) => (r[i] ?? '').trim()).filter(Boolean);
    const hits = cells.filter(
      (c) => c.length <= 14 && (mapUnit(c) || /^(per|p\/)\s*\p{L}+$/iu.test(c)),
    ).length;
    if (hits >= Math.max(2, cells.length * 0.6) || hits >= Math.max(1, rows.length * 0.4)) unit = i;
  }
  return { name, price, description, unit, priceFallbacks: [price] };
}

/**
 * The name cell split when the reader kept a description printed under the name in a smaller font
 * (`Poster A2\n420 x 594 mm, 170 grams silk`): the first line is the name, the rest its description,
 * unless the table has a description column of its own for the row.
 */
function nameAndDescription(row: string[], map: ColumnMap): [string, string | null] {
  const cell = row[map.name] ?? '';
  const own = map.description !== undefined ? (row[map.description] ?? '').trim() || null : null;
  const br = cell.indexOf('\n');
  if (br < 0 || own) return [cell, own];
  return [
    cell.slice(0, br),
    cell
      .slice(br + 1)
      .replace(/\s+/g, ' ')
      .trim() || null,
  ];
}

/** The text of a row's category cell, or null. */
const categoryCell = (row: string[], map: ColumnMap): string | null =>
  map.category !== undefined ? (row[map.category] ?? '').replace(/\s+/g, ' ').trim() || null : null;

function rowProduct(row: string[], map: ColumnMap, state: TableState): ExtractedProduct | null {
  const [nameCell, description] = nameAndDescription(row, map);
  const name = cleanName(nameCell);
  if (isNonProductName(name)) return null;
  let priceCell = '';
  let price = null;
  let column = -1;
  for (const i of [...(map.price !== undefined ? [map.price] : []), ...map.priceFallbacks]) {
    const found = cellPrice(row[i] ?? '') ?? (row[i] ? pickPrice(row[i]!) : null);
    if (found) {
      price = found;
      priceCell = row[i]!;
      column = i;
      break;
    }
  }
  if (!price) return null;
  const labelled: PriceBasis | undefined = price.excl
    ? 'excl'
    : price.incl
      ? 'incl'
      : column === map.price
        ? map.priceBasis
        : undefined;
  const settled = settlePrice(price.value, labelled, state.vat, rateOfCell(row[map.vat ?? -1]));
  notePrices(
    state,
    column === map.price ? (map.priceHeader ?? null) : null,
    settled.converted,
    settled.vatRate,
  );
  const unit: QuoteUnit =
    (map.unit !== undefined ? mapUnit(row[map.unit]) : null) ??
    unitAfterPrice(priceCell.slice(price.end)) ??
    unitFromName(name) ??
    'stuk';
  // A category cell applies to the rows below it until the next one (a row span left empty).
  const rowCategory = categoryCell(row, map);
  if (rowCategory) state.category = rowCategory;
  const product: ExtractedProduct = {
    name,
    description,
    unitPrice: settled.value,
    unit,
    category: state.category,
  };
  if (settled.vatRate !== undefined) product.vatRate = settled.vatRate;
  return product;
}

/** Two price columns where one is the other plus 21 % (or 9 %): the excl. one is the price. */
function preferExcl(map: ColumnMap, rows: string[][]): ColumnMap {
  const columns = [...new Set([...(map.price !== undefined ? [map.price] : []), ...map.priceFallbacks])];
  if (columns.length < 2) return map;
  const pair = inclExclPair(rows, columns);
  if (!pair || (pair.excl === map.price && map.priceBasis === 'excl')) return map;
  return {
    ...map,
    price: pair.excl,
    priceBasis: 'excl',
    priceFallbacks: [pair.excl, ...columns.filter((c) => c !== pair.excl)],
  };
}

/** `Schilderwerk (per m2)`, `Uurtarief monteur`: the unit a name mentions. */
export function unitFromName(name: string): QuoteUnit | null {
  const [, per, bracketed, afterPer] =
    /\((per|p\/)?\s*([^)]{1,12})\)\s*$|\b(?:per|p\/)\s*([a-z²0-9]+)\s*$/i.exec(name) ?? [];
  if (afterPer !== undefined) return mapUnit(afterPer);
  // `Dagsessie (6 uur)`, `Cursus (5 dagen)`: a count in brackets is what the product holds, not its unit.
  if (bracketed !== undefined && (per || !/^\d/.test(bracketed))) return mapUnit(bracketed);
  if (/^uurtarief|\buurtarief\b/i.test(name)) return 'uur';
  if (/\bdagtarief\b/i.test(name)) return 'dag';
  return null;
}

/**
 * Two lists side by side in one table (`name | price | name | price`, a brochure's two columns): the
 * column ranges ending at each amount column, when there are several and each has text before its
 * amount. Null for an ordinary table.
 */
export function sideBySide(rows: string[][], width: number): Array<[number, number]> | null {
  const filledRows = rows.filter((r) => r.some((c) => c.trim())).length;
  const priceCols: number[] = [];
  for (let i = 0; i < width; i++) {
    let hits = 0;
    for (const r of rows) if (cellPrice(r[i] ?? '')) hits++;
    if (hits >= Math.max(2, filledRows * 0.3)) priceCols.push(i);
  }
  if (priceCols.length < 2) return null;
  const bands: Array<[number, number]> = [];
  let from = 0;
  for (const p of priceCols) {
    const textCols = rows.filter((r) => r.slice(from, p).some((c) => /[a-z]{3,}/i.test(c))).length;
    if (p === from || textCols < 2) return null;
    bands.push([from, p]);
    from = p + 1;
  }
  return bands;
}

/** A header naming two lists side by side (`Omschrijving | Prijs | Omschrijving | Prijs`): their ranges. */
function sideBySideHeader(header: string[]): Array<[number, number]> | null {
  const roles = header.map(headerRole);
  const bands: Array<[number, number]> = [];
  let from = 0;
  roles.forEach((role, i) => {
    if (role !== 'price' && role !== 'priceExcl') return;
    const named = roles.slice(from, i).some((r) => r === 'name' || r === 'description');
    if (named) bands.push([from, i]);
    from = i + 1;
  });
  // Lists printed side by side repeat the same columns: every band is as wide as the first.
  const same = bands.every(([a, b]) => b - a === bands[0]![1] - bands[0]![0]);
  return bands.length >= 2 && same ? bands : null;
}

export function productsFromTable(table: TableBlock, state: TableState): ExtractedProduct[] {
  const found = findHeader(table.rows);
  const bands = found
    ? sideBySideHeader(table.rows[found.index]!)
    : sideBySide(table.rows, widthOf(table.rows));
  if (bands) {
    const products: ExtractedProduct[] = [];
    for (const [from, to] of bands) {
      const band = { ...table, rows: table.rows.map((r) => r.slice(from, to + 1)) };
      for (const p of productsFromTable(band, state)) products.push(p);
    }
    return products;
  }
  const rows = table.rows.map((r) => r.map((c) => (c ?? '').trim()));
  const width = widthOf(rows);
  const sheetCategory =
    isGenericSheetName(table.name) ||
    /\b(19|20)\d{2}\b/.test(table.name ?? '') ||
    table.name?.trim().toLowerCase() === state.fileBase
      ? null
      : table.name!.trim();
  if (sheetCategory) state.category = sheetCategory;
  let start = 0;
  let map: ColumnMap | null = null;
  const header = findHeader(rows);
  if (header) {
    const roles = rows[header.index]!.map(headerRole);
    // Choosing columns by content keeps the price columns, so one sample of priced rows serves both.
    const body = rows.slice(header.index + 1);
    const headed = priceByContent(header.map, roles, body);
    const priced = pricedRows(headed, body);
    map = categoryByContent(nameByContent(headed, roles, priced), roles, priced);
    start = header.index + 1;
    state.lastHeader = { map, width };
  } else if (state.lastHeader && state.lastHeader.width === width) map = state.lastHeader.map;
  else map = inferColumns(rows);
  if (!map) return [];
  map = preferExcl(map, rows.slice(start));
  const products: ExtractedProduct[] = [];
  // Category labels by position: a product's index, or half-way when the label sits on a row between two.
  const labels: CategoryLabel[] = [];
  const categoryBefore = state.category;
  for (const [offset, row] of rows.slice(start).entries()) {
    const cells = filled(row);
    if (!cells.length) continue;
    // The header repeated on a new page: its name cell is a name header (`Omschrijving`) too.
    const nameRole = headerRole(row[map.name] ?? '');
    if (header && (nameRole === 'name' || nameRole === 'description') && findHeader([row])) continue;
    const product = rowProduct(row, map, state);
    if (product) {
      if (needsReview(table.rowConfidence?.[start + offset])) product.needsReview = true;
      labels.push({ at: products.length, label: categoryCell(row, map) });
      products.push(product);
      continue;
    }
    const between = categoryCell(row, map);
    if (between && products.length && cells.length > 1)
      labels.push({ at: products.length - 0.5, label: between });
    // The lower-case rest of a name that wrapped onto a row of its own (beside a centred label).
    const rest = (row[map.name] ?? '').trim();
    if (between && products.length && /^\p{Ll}/u.test(rest)) products.at(-1)!.name += ` ${rest}`;
    if (cells.length === 1 && cells[0]!.split(/\s+/).length >= 5) {
      state.notes.push(cells[0]!);
      continue;
    }
    // One text cell and no amount anywhere: a section heading.
    if (
      cells.length === 1 &&
      isHeadingText(cells[0]!) &&
      !isDocumentTitle(cells[0]!) &&
      !cellPrice(cells[0]!)
    ) {
      state.category = cleanHeading(cells[0]!);
    }
  }
  if (categoryBefore === null) centredLabels(products, labels);
  return products;
}

/** A category label found in a table's category column, at a product's index or half-way between two. */
interface CategoryLabel {
  at: number;
  label: string | null;
}

/**
 * A category cell merged over several rows and centred prints its label on a middle row (or on a row
 * between two products), so the first rows of the table have none. When the first product has no label
 * and a later row has one, each product takes the nearest label (the earlier one on a tie) instead of
 * the last one above it.
 */
function centredLabels(products: ExtractedProduct[], labels: readonly CategoryLabel[]): void {
  const found = labels.filter((l): l is { at: number; label: string } => l.label !== null);
  if (labels[0]?.at !== 0 || labels[0].label !== null || !found.length) return;
  products.forEach((product, i) => {
    let nearest = found[0]!;
    for (const l of found) if (Math.abs(l.at - i) < Math.abs(nearest.at - i)) nearest = l;
    product.category = nearest.label;
  });
}
