/** Terms whose clause numbers stand in a column of their own, as a PDF's layout often gives them. */
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { documentLines } from '../src/infra/ai/doctype/features';

const clauses = {
  kind: 'table' as const,
  rows: [
    ['4.1', 'Wij leveren binnen 3 werkdagen na de orderbevestiging, op werkdagen tussen 8.00 en 17.00 uur.'],
    ['4.2', 'Leveringen vanaf 10 kg worden franco geleverd; daaronder berekenen wij verzendkosten.'],
    ['7.1', 'Facturen moeten binnen 14 dagen na factuurdatum zijn betaald.'],
  ],
};

describe('clause numbers in a column of their own', () => {
  it('are no prices, also in a document typed as a price list', () => {
    // Typed as a price list (a content classifier can err): the numbers still make no products.
    const read = extractCatalogByRules({ fileName: 'bijlage.pdf', blocks: [clauses] }, 'pricelist');
    expect(read.products).toEqual([]);
    expect(read.terms.map((t) => t.termType)).toEqual(['delivery_terms', 'delivery_terms', 'payment_terms']);
  });

  it('read as numbered sentences for the document type, a price row as cells', () => {
    const priced = { kind: 'table' as const, rows: [['1', 'Dakgoot reinigen', '€ 85,00']] };
    expect(documentLines({ fileName: 'x.pdf', blocks: [clauses, priced] })).toEqual([
      '4.1 Wij leveren binnen 3 werkdagen na de orderbevestiging, op werkdagen tussen 8.00 en 17.00 uur.',
      '4.2 Leveringen vanaf 10 kg worden franco geleverd; daaronder berekenen wij verzendkosten.',
      '7.1 Facturen moeten binnen 14 dagen na factuurdatum zijn betaald.',
      '1 | Dakgoot reinigen | € 85,00',
    ]);
  });
});
