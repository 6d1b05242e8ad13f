/**
 * The rules text-to-quote engine on roles that share one length of work ('monteur + hulp, anderhalve
 * dag'): each named role gets its own hourly line, the hours per person times the people in that
 * role; on a stated price that chooses between catalogue neighbours; and on standing charges, a
 * product the company's terms charge on every job.
 */
import { AI_REVIEW_CONFIDENCE } from '@offerteflow/contracts';
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { analyse } from '../src/infra/ai/rules/quote';
import { catalogProduct as product } from './helpers/text-to-quote';

const ctx: QuoteContext = {
  products: [
    product('Uurtarief elektricien', 64, 'uur'),
    product('Uurtarief leerling-elektricien', 38, 'uur'),
    product('Uurtarief hulpmonteur', 41, 'uur'),
    product('Graafmachine met machinist per uur', 85, 'uur'),
    product('Sleuf graven per meter', 18),
    product('Groepenkast vervangen', 650),
    product('Groepenkast vervangen incl. aardlekschakelaars', 890),
  ],
  terms: [],
};
const lines = (text: string, context = ctx) =>
  analyse(text, context)
    .result.items.map((i) => [i.description, i.quantity, i.unitPrice])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('roles sharing one length of work', () => {
  it('gives each named role its own line with the same hours', () => {
    expect(
      lines('Voor het leidingwerk rekenen we een elektricien en een leerling, 2 dagen van 8 uur.'),
    ).toEqual([
      ['Uurtarief elektricien', 16, 64],
      ['Uurtarief leerling-elektricien', 16, 38],
    ]);
  });

  it('divides staff times hours by the staff and counts the people of each role', () => {
    expect(lines('Graag in de offerte: elektricien + leerling, 2 man x 5 uur.')).toEqual([
      ['Uurtarief elektricien', 5, 64],
      ['Uurtarief leerling-elektricien', 5, 38],
    ]);
    expect(lines('Wij willen een elektricien en twee hulpmonteurs, allemaal 6 uur.')).toEqual([
      ['Uurtarief elektricien', 6, 64],
      ['Uurtarief hulpmonteur', 12, 41],
    ]);
  });

  it('leaves one role alone, and a word that two products share names neither', () => {
    expect(lines('Een elektricien voor 3 uur graag.')).toEqual([['Uurtarief elektricien', 3, 64]]);
    const digging = lines('Graafmachine met machinist 4 uur, en een elektricien 4 uur.');
    expect(digging).toContainEqual(['Graafmachine met machinist per uur', 4, 85]);
    expect(digging).toContainEqual(['Uurtarief elektricien', 4, 64]);
  });
});

describe('a stated price between neighbours', () => {
  it('chooses the product whose own price the phrase states', () => {
    expect(lines('Graag de groepenkast vervangen, u noemde € 890.')).toEqual([
      ['Groepenkast vervangen incl. aardlekschakelaars', 1, 890],
    ]);
    expect(lines('Graag de groepenkast vervangen, u noemde € 650.')).toEqual([
      ['Groepenkast vervangen', 1, 650],
    ]);
  });
});

describe('standing charges of the terms', () => {
  const withTerms = (content: string): QuoteContext => ({
    products: [...ctx.products, product('Voorrijkosten', 45)],
    terms: [{ termType: 'general', content, isDefault: true }],
  });
  const standing = withTerms(
    'Betaling binnen 14 dagen. Bij elke opdracht rekenen we eenmalig de voorrijkosten.',
  );

  it('adds the charged product once to a quote with lines, without a phrase and marked for checking', () => {
    const items = analyse('Graag de groepenkast vervangen.', standing).result.items;
    expect(items.map((i) => [i.description, i.quantity])).toEqual([
      ['Groepenkast vervangen', 1],
      ['Voorrijkosten', 1],
    ]);
    const charge = items[1]!;
    expect(charge.source).toBeNull();
    expect(charge.confidence).toBeLessThan(AI_REVIEW_CONFIDENCE);
  });

  it('adds nothing to an empty quote, nothing twice, and nothing for terms that charge nothing', () => {
    expect(analyse('Bedankt voor de snelle hulp!', standing).result.items).toEqual([]);
    const asked = lines('Graag de groepenkast vervangen, met voorrijkosten.', standing);
    expect(asked.filter((l) => l[0] === 'Voorrijkosten')).toHaveLength(1);
    const plain = withTerms('Voorrijkosten binnen 10 km zijn gratis.');
    expect(lines('Graag de groepenkast vervangen.', plain)).toEqual([['Groepenkast vervangen', 1, 650]]);
  });
});
