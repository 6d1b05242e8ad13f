import { chunkDocument } from './catalog-prompt';
import { PROMPT_MAX_PRODUCTS, promptProducts, quoteUserPrompt } from './quote-prompt';

describe('chunkDocument', () => {
  it('keeps every chunk within the size, repeats the table header and cuts an over-long line', () => {
    const rows = [['Product', 'Prijs']];
    for (let i = 0; i < 50; i++) rows.push([`Artikel ${i}`, `€ ${i},00`]);
    const chunks = chunkDocument(
      {
        fileName: 'p.csv',
        blocks: [
          { kind: 'text', text: 'x'.repeat(250) },
          { kind: 'table', rows },
        ],
      },
      100,
    );
    expect(chunks.every((c) => c.length <= 100)).toBe(true);
    expect(chunks[0]).toBe('x'.repeat(100));
    const tableChunks = chunks.filter((c) => c.includes('Artikel'));
    expect(tableChunks.length).toBeGreaterThan(3);
    for (const c of tableChunks) expect(c.split('\n')).toContain('Product | Prijs');
    const all = chunks.join('\n');
    for (let i = 0; i < 50; i++) expect(all).toContain(`Artikel ${i} | € ${i},00`);
  });
});

describe('promptProducts', () => {
  const products = Array.from({ length: 400 }, (_, i) => ({
    name: i === 377 ? 'Dakkapel plaatsen' : `Onderdeel ${i}`,
    description: null,
    unitPrice: i,
    unit: 'stuk' as const,
    category: null,
  }));

  it('keeps small catalogues whole and narrows large ones to the products the text names first', () => {
    const small = { products: products.slice(0, 10), terms: [] };
    expect(promptProducts('iets', small)).toHaveLength(10);
    const picked = promptProducts('Wij willen een dakkapel laten plaatsen.', { products, terms: [] });
    expect(picked).toHaveLength(PROMPT_MAX_PRODUCTS);
    expect(picked[0]!.name).toBe('Dakkapel plaatsen');
    expect(quoteUserPrompt('Graag een dakkapel', { products, terms: [] })).toContain(
      '- Dakkapel plaatsen | stuk | € 377.00',
    );
  });
});
