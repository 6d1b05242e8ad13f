/**
 * Generated inputs of the onboarding benchmarks: price lists as .xlsx (written directly as Office Open
 * XML, inline strings) and as CSV, and a price-list PDF (an HTML table printed by Chromium).
 */
import { crc32, deflateRawSync } from 'node:zlib';

const SECTIONS = ['Binnenschilderwerk', 'Buitenschilderwerk', 'Installatie', 'Onderhoud', 'Materialen'];
const WORDS = [
  'Muur',
  'Plafond',
  'Kozijn',
  'Deur',
  'Radiator',
  'Leiding',
  'Tegel',
  'Goot',
  'Dakrand',
  'Trap',
];
const ACTIONS = [
  'sauzen',
  'lakken',
  'vervangen',
  'reinigen',
  'plaatsen',
  'repareren',
  'isoleren',
  'afkitten',
];
const UNITS = ['m2', 'stuk', 'uur', 'm2', 'stuk'];

/** Row i of the generated list: name, unit, price excl. BTW (euros). */
export function productRow(i) {
  const name = `${WORDS[i % WORDS.length]} ${ACTIONS[(i >> 2) % ACTIONS.length]} type ${i + 1}`;
  return {
    name,
    unit: UNITS[i % UNITS.length],
    price: Math.round((5 + ((i * 7919) % 250000) / 100) * 100) / 100,
  };
}

function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [fileName, text] of entries) {
    const name = Buffer.from(fileName);
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc32(data), 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(head, name, packed);
    centrals.push(dir, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const str = (ref, v) => `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
const num = (ref, v) => `<c r="${ref}"><v>${v}</v></c>`;

export function priceListXlsx(rows = 10_000) {
  const lines = [`<row r="1">${str('A1', 'Prijslijst Bench B.V. 2025')}</row>`];
  lines.push(
    `<row r="3">${['Code', 'Omschrijving', 'Eenheid', 'Prijs excl. BTW', 'Categorie'].map((h, i) => str(`${'ABCDE'[i]}3`, h)).join('')}</row>`,
  );
  for (let i = 0; i < rows; i++) {
    const r = i + 4;
    const p = productRow(i);
    lines.push(
      `<row r="${r}">${str(`A${r}`, `A-${i + 1}`)}${str(`B${r}`, p.name)}${str(`C${r}`, p.unit)}${num(`D${r}`, p.price)}${str(`E${r}`, SECTIONS[i % SECTIONS.length])}</row>`,
    );
  }
  const ns = 'http://schemas.openxmlformats.org';
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Prijslijst" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${lines.join('')}</sheetData></worksheet>`,
    ],
  ]);
}

/**
 * A `;`-separated price list of `rows` products, each line padded with a description so the file comes
 * close to `targetBytes` (never over).
 */
export function priceListCsv(rows, targetBytes = 0) {
  const header = 'Omschrijving;Toelichting;Eenheid;Prijs excl. BTW\n';
  const lines = Array.from({ length: rows }, (_, i) => {
    const p = productRow(i);
    return [p.name, p.unit, `€ ${p.price.toFixed(2).replace('.', ',')}`];
  });
  const bare = Buffer.byteLength(header) + lines.reduce((n, l) => n + Buffer.byteLength(l.join(';;')) + 1, 0);
  const pad = targetBytes > bare ? Math.floor((targetBytes - bare) / rows) : 0;
  const filler = 'Inclusief voorbereiden, afplakken en opruimen van de werkplek. '.repeat(4).slice(0, pad);
  return Buffer.from(header + lines.map(([n, u, p]) => [n, filler, u, p].join(';')).join('\n') + '\n');
}

/** A price-list PDF of about `pages` A4 pages, printed by Chromium (puppeteer-core). */
export async function priceListPdf(puppeteer, executablePath, pages = 40) {
  const rowsPerPage = 46;
  const rows = [];
  for (let i = 0; i < pages * rowsPerPage; i++) {
    const p = productRow(i);
    if (i % 60 === 0)
      rows.push(`<tr><td colspan="3"><b>${SECTIONS[(i / 60) % SECTIONS.length]}</b></td></tr>`);
    rows.push(
      `<tr><td>${esc(p.name)}</td><td>per ${p.unit}</td><td>€ ${p.price.toFixed(2).replace('.', ',')}</td></tr>`,
    );
  }
  const html = `<!doctype html><meta charset="utf-8"><style>body{font:10pt Arial,sans-serif}td{padding:2px 18px}</style><h1>Prijslijst Bench B.V.</h1><table><tr><th>Omschrijving</th><th>Eenheid</th><th>Prijs</th></tr>${rows.join('')}</table>`;
  const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    return Buffer.from(
      await page.pdf({ format: 'A4', margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' } }),
    );
  } finally {
    await browser.close();
  }
}
