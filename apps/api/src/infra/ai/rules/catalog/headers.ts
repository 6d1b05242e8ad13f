/**
 * Header rows of price tables in Dutch and English: which column holds the name, description, price
 * (excl./incl. BTW), unit, category or code. A header row may sit under a title block.
 */
export type ColumnRole =
  | 'name'
  | 'description'
  | 'price'
  | 'priceExcl'
  | 'priceIncl'
  /** A gross or list price beside a net one (`Bruto`), or a temporary one (`Sale price`, `Actieprijs`). */
  | 'priceGross'
  | 'priceSale'
  | 'unit'
  | 'category'
  | 'code'
  | 'vat'
  | 'ignore';

export interface ColumnMap {
  name: number;
  description?: number;
  price?: number;
  unit?: number;
  category?: number;
  /** Columns with a price the row may fall back to (first non-empty wins). */
  priceFallbacks: number[];
  /** A BTW-rate column (`BTW %`, `btw_tarief`): the line's rate. */
  vat?: number;
  /** What the header says of the price column used: incl. or excl. BTW, or nothing. */
  priceBasis?: 'incl' | 'excl';
  /** The header text of the price column used (shown in the verification step). */
  priceHeader?: string;
}

/** A year in a price header (`Tarief 2026`, `2025`): the newest year's column is the current price. */
export const headerYear = (cell: string): number | null => {
  const m = /\b(19[89]\d|20\d{2})\b/.exec(cell);
  return m ? Number(m[1]) : null;
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[._:*()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The role a header cell names, or null. Order matters: the most specific patterns first. */
export function headerRole(cell: string): ColumnRole | null {
  const h = norm(cell);
  if (!h || h.length > 40) return null;
  if (/^(19[89]\d|20\d{2})$/.test(h)) return 'price';
  if (/\d/.test(h) && !/[a-z]{3,}/.test(h)) return null;
  // `BTW %` is the rate; `Excl. btw` and `Incl. btw` are prices (below).
  if (
    /(^|\s)(btw|vat|tax)\s*(%|tarief|percentage|rate)?$/.test(h) &&
    !/prijs|price|bedrag/.test(h) &&
    !/(^|\s)(incl|inclusief|including|inc|excl|exclusief|excluding|ex)\b/.test(h)
  )
    return 'vat';
  // Purchase prices, margins and list/advice prices are never the selling price.
  // A webshop's cost per item and compare-at (was) price too.
  if (
    /inkoop|purchase|kostprijs|marge|margin|adviesprijs|advies|\brrp\b|msrp|korting|compare at|cost per|cost price|unit cost/.test(
      h,
    )
  )
    return 'ignore';
  // A supplier's gross (list) price before the customer's discount, and a sale price for a while: the
  // price only when the table has no other (`Bruto | Korting | Netto`, `Sale price | Regular price`).
  if (/^(bruto|bruto ?prijs|gross|gross price|lijst ?prijs|list price)$/.test(h)) return 'priceGross';
  if (
    /^(sale|sale price|actie|actie ?prijs|aanbieding|aanbiedings ?prijs|promo|promo ?prijs|promotie ?prijs|special price)$/.test(
      h,
    )
  )
    return 'priceSale';
  // `Netto`, `Nettoprijs`, `Uw prijs`: the customer's price after discount.
  if (/^(netto|netto ?prijs|net|net price|uw prijs|your price)$/.test(h)) return 'price';
  // `Incl. btw`, `Prijs incl.`, `prijs_incl`, `Verkoop incl.`: a header ending in incl/excl means BTW.
  if (/(incl|inclusief|including|inc)\b.*(btw|vat|tax)|^incl|\b(incl|inclusief)$/.test(h)) return 'priceIncl';
  if (/(excl|exclusief|excluding|ex)\b.*(btw|vat|tax)|^excl|\b(excl|exclusief)$/.test(h)) return 'priceExcl';
  if (
    /^(eenheid|eenh|unit|units|per|prijs per|prijseenheid|eenheden|uom|maat|verpakking|verpakkingseenheid|packaging)$/.test(
      h,
    )
  )
    return 'unit';
  if (
    /^((product|artikel) ?)?(categorie|categorieën|categorieen|category|categories|groep|group|rubriek|soort|afdeling|type|productgroep|hoofdgroep|sectie|section)$/.test(
      h,
    )
  )
    return 'category';
  if (
    /^(code|artikelcode|artikelnummer|artikelnr|art ?nr|art|sku|nr|nummer|no|item ?no|productcode|ref|referentie|id|ean)$/.test(
      h,
    ) ||
    // A webshop's variant codes (`Variant SKU`, `Variant Barcode`), a handle or a GTIN.
    /(^|\s)(sku|ean|barcode|gtin|handle)$/.test(h)
  )
    return 'code';
  if (
    /^(aantal|qty|quantity|hoeveelheid|min afname|minimum|voorraad|stock|levertijd|duur|tijdsduur|duration)$/.test(
      h,
    )
  )
    return 'ignore';
  if (
    /(prijs|price|tarief|tarieven|bedrag|kosten|cost|rate|amount|uurtarief|stukprijs|eenheidsprijs|verkoopprijs|adviesprijs|€|eur)/.test(
      h,
    )
  )
    return 'price';
  if (
    /^(omschrijving|beschrijving|toelichting|description|details|specificatie|opmerking|opmerkingen|info|inhoud|wat krijg je)$/.test(
      h,
    )
  )
    return 'description';
  if (
    /^(product|producten|artikel|artikelen|artikelnaam|productnaam|naam|name|title|titel|product title|item|items|dienst|diensten|service|services|werkzaamheden|werkzaamheid|behandeling|behandelingen|pakket|pakketten|package|onderdeel|post|activiteit|prestatie|materiaal|materialen|menu|gerecht|gerechten|arrangement|product dienst|product\/dienst|dienst\/product|soort werk|taak)$/.test(
      h.replace(/ \/ /g, '/'),
    )
  )
    return 'name';
  return null;
}

/** Finds a header row in the first rows of a table: at least two roles, one of them a price or a name. */
export function findHeader(rows: string[][]): { index: number; map: ColumnMap } | null {
  const limit = Math.min(rows.length, 25);
  for (let i = 0; i < limit; i++) {
    if (rows[i]!.some((c) => /\d[.,]\d{2}\b|€\s*\d/.test(c))) continue;
    const roles = rows[i]!.map(headerRole);
    const known = roles.filter((r) => r !== null).length;
    if (known < 2) continue;
    const map = mapFromRoles(roles, rows[i]!);
    if (map && map.price !== undefined) return { index: i, map };
  }
  return null;
}

/** Price columns of the newest year when the headers name years; all of them otherwise. */
function newestYear(roles: Array<ColumnRole | null>, header: string[]): Array<ColumnRole | null> {
  const isPrice = (r: ColumnRole | null) => r === 'price' || r === 'priceExcl' || r === 'priceIncl';
  const years = header.map((c, i) => (isPrice(roles[i] ?? null) ? headerYear(c) : null));
  const newest = Math.max(0, ...years.map((y) => y ?? 0));
  if (!newest) return roles;
  return roles.map((r, i) => (isPrice(r) && years[i] !== newest ? 'ignore' : r));
}

/** Headers that name the category itself, not merely a kind or type of row. */
const CATEGORY_NAME = /categor|groep|group|rubriek/;

function mapFromRoles(allRoles: Array<ColumnRole | null>, header: string[] = []): ColumnMap | null {
  const roles = newestYear(allRoles, header);
  const first = (role: ColumnRole) => {
    const i = roles.indexOf(role);
    return i < 0 ? undefined : i;
  };
  const description = first('description');
  let name = first('name');
  let desc = description;
  // Only an "Omschrijving" column: that is the name.
  if (name === undefined && description !== undefined) {
    name = description;
    desc = undefined;
  }
  if (name === undefined) {
    const code = first('code');
    // Without a name column, the first unlabelled text column after the code is the name.
    const unknown = roles.findIndex((r, i) => r === null && (code === undefined || i > code));
    if (unknown < 0) return null;
    name = unknown;
  }
  const excl = first('priceExcl');
  const incl = first('priceIncl');
  // A gross or sale price only when no other column holds a price.
  const noBtwColumn = excl === undefined && incl === undefined;
  const plain = first('price') ?? (noBtwColumn ? (first('priceGross') ?? first('priceSale')) : undefined);
  const price = excl ?? plain ?? incl;
  const fallbacks = [excl, plain, incl].filter((i): i is number => i !== undefined);
  // Two name columns: the first one is a category when the second names the rows (`Onderdeel`,
  // `Werkzaamheid`); tables.ts turns it back into the name when it is filled on every row.
  const names = roles.flatMap((r, i) => (r === 'name' ? [i] : []));
  // A column named as the category (`Categorieën`) wins over a kind of row (`Type`: simple, variable).
  const named = roles.findIndex((r, i) => r === 'category' && CATEGORY_NAME.test(norm(header[i] ?? '')));
  const category = (named >= 0 ? named : first('category')) ?? (names.length >= 2 ? names[0] : undefined);
  if (category !== undefined && category === name && names.length >= 2) name = names[1]!;
  return {
    name,
    description: desc,
    price,
    unit: first('unit'),
    category,
    priceFallbacks: fallbacks,
    vat: first('vat'),
    priceBasis:
      price === undefined ? undefined : price === excl ? 'excl' : price === incl ? 'incl' : undefined,
    priceHeader: price === undefined ? undefined : header[price]?.trim() || undefined,
  };
}
