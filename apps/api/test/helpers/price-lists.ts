/** Large generated price lists (CSV and XLSX) for the onboarding load tests. */
import { buildZip } from './zip';

const WORDS = ['Muur', 'Plafond', 'Kozijn', 'Deur', 'Radiator', 'Leiding', 'Tegel', 'Goot'];
const ACTIONS = ['sauzen', 'lakken', 'vervangen', 'reinigen', 'plaatsen', 'repareren', 'isoleren'];
const UNITS = ['m2', 'stuk', 'uur', 'm1'];

/** Product i: a name, a unit and a price in cents. */
export function productRow(i: number): { name: string; unit: string; cents: number } {
  return {
    name: `${WORDS[i % WORDS.length]} ${ACTIONS[(i >> 3) % ACTIONS.length]} type ${i + 1}`,
    unit: UNITS[i % UNITS.length]!,
    cents: 500 + ((i * 7919) % 250_000),
  };
}

const euro = (cents: number) => `€ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/**
 * A `;`-separated price list with a header and `rows` products; each line is padded with a description
 * so the file reaches `targetBytes` (at most). Returns the bytes and the number of products.
 */
export function priceListCsv(rows: number, targetBytes = 0): Buffer {
  const header = 'Omschrijving;Toelichting;Eenheid;Prijs excl. BTW\n';
  const bare = Array.from({ length: rows }, (_, i) => {
    const p = productRow(i);
    return [p.name, '', p.unit, euro(p.cents)];
  });
  const bareBytes =
    Buffer.byteLength(header) + bare.reduce((n, r) => n + Buffer.byteLength(r.join(';')) + 1, 0);
  const pad = targetBytes > bareBytes ? Math.floor((targetBytes - bareBytes) / rows) : 0;
  const filler = 'Inclusief voorbereiden, afplakken en opruimen van de werkplek. '.repeat(4).slice(0, pad);
  return Buffer.from(
    header + bare.map((r) => [r[0], filler, r[2], r[3]].join(';')).join('\n') + '\n',
    'utf8',
  );
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const str = (ref: string, v: string) => `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;

/** A one-sheet workbook with a title, a header row and `rows` products (prices as numbers). */
export function priceListXlsx(rows: number): Buffer {
  const header = ['Code', 'Omschrijving', 'Eenheid', 'Prijs'].map((h, i) => str(`${'ABCD'[i]}2`, h));
  const lines = [`<row r="1">${str('A1', 'Prijslijst 2026')}</row>`, `<row r="2">${header.join('')}</row>`];
  for (let i = 0; i < rows; i++) {
    const p = productRow(i);
    const r = i + 3;
    lines.push(
      `<row r="${r}">${str(`A${r}`, `A-${i + 1}`)}${str(`B${r}`, p.name)}${str(`C${r}`, p.unit)}<c r="D${r}"><v>${p.cents / 100}</v></c></row>`,
    );
  }
  const ns = 'http://schemas.openxmlformats.org';
  const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Prijzen" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(
        `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${lines.join('')}</sheetData></worksheet>`,
      ),
    },
  ]);
}
