/** Columns a header does not settle, chosen by what the rows hold (name-column.ts, tables.ts). */
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';

const table = (rows: string[][]) =>
  extractCatalogByRules({ fileName: 'scan0063.pdf', blocks: [{ kind: 'table', rows }] }, 'pricelist')
    .products;

describe('columns chosen by content', () => {
  it('reads a scanned rate table whose header stands beside its columns', () => {
    // OCR of a table with a centred group column: the `Tarief` header over an empty column, the amounts
    // right-aligned in the next one; `Soort werk` holds the group labels, `Omschrijving` the names, and
    // a name that wrapped leaves its lower-case rest on the row of a label.
    const products = table([
      ['Soort werk', 'Omschrijving', 'Eenheid', 'Tarief', ''],
      ['', 'Voorrijkosten regio Hoorn en', 'per keer', '', '€ 45,00'],
      ['Algemeen', 'omstreken', '', '', ''],
      ['', 'Monteur meerwerk', 'per uur', '', '€ 68,50'],
      ['', 'Ontstoppen toilet of douche', 'per keer', '', '€ 119,00'],
      ['Ontstoppen', 'Ontstoppen hoofdriool met veer', 'per keer', '', '€ 169,00'],
      ['', 'Hogedrukreiniging riool', 'per uur', '', '€ 145,00'],
    ]);
    expect(products.map((p) => [p.name, p.unitPrice, p.unit, p.category])).toEqual([
      ['Voorrijkosten regio Hoorn en omstreken', 45, 'stuk', 'Algemeen'],
      ['Monteur meerwerk', 68.5, 'uur', 'Algemeen'],
      ['Ontstoppen toilet of douche', 119, 'stuk', 'Ontstoppen'],
      ['Ontstoppen hoofdriool met veer', 169, 'stuk', 'Ontstoppen'],
      ['Hogedrukreiniging riool', 145, 'uur', 'Ontstoppen'],
    ]);
  });

  it('keeps a name column that every row fills, with its description beside it', () => {
    const products = table([
      ['Dienst', 'Omschrijving', 'Prijs'],
      ['Gazon maaien', 'Inclusief afvoeren van het gras', '€ 45,00'],
      ['Haag knippen', 'Per strekkende meter, beide zijden', '€ 3,50'],
    ]);
    expect(products.map((p) => [p.name, p.description, p.unitPrice])).toEqual([
      ['Gazon maaien', 'Inclusief afvoeren van het gras', 45],
      ['Haag knippen', 'Per strekkende meter, beide zijden', 3.5],
    ]);
  });
});
