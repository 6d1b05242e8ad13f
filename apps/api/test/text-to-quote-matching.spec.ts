/** The rules text-to-quote catalogue matcher: synonyms from the lexicon and the character n-gram fallback. */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { CatalogIndex, phraseStems } from '../src/infra/ai/rules/quote/match/catalog-index';
import { stem } from '../src/infra/ai/rules/quote/match/stem';
import { ngramIndexOf, trigrams } from '../src/infra/ai/rules/quote/match/ngram';
import { synonymsOf } from '../src/infra/ai/rules/quote/match/synonyms';

const product = (name: string, unitPrice = 10, unit: 'stuk' | 'uur' | 'm2' = 'stuk') => ({
  name,
  description: null,
  unitPrice,
  unit,
  category: null,
});

describe('catalogue synonyms', () => {
  const products: QuoteContext['products'] = [
    product('Stopcontact bijplaatsen (dubbel)', 95),
    product('Netwerkaansluiting (UTP) bijplaatsen', 110),
    product('Hemelwaterafvoer PVC (per meter)', 22),
    product('Uurtarief elektricien', 58, 'uur'),
  ];
  const index = new CatalogIndex(products);

  it('groups the stems of a lexicon group both ways', () => {
    expect(synonymsOf(stem('wandcontactdoos'))).toContain(stem('stopcontact'));
    expect(synonymsOf(stem('stopcontact'))).toContain(stem('wandcontactdoos'));
    expect(synonymsOf(stem('lampenkap'))).toEqual([]);
  });

  it('matches a product by a synonym of its word, a little below the word itself', () => {
    const bySynonym = index.match(phraseStems('dubbele wandcontactdozen'));
    expect(bySynonym?.product.name).toBe('Stopcontact bijplaatsen (dubbel)');
    const byWord = index.match(phraseStems('dubbele stopcontacten'));
    expect(bySynonym!.score).toBeLessThanOrEqual(byWord!.score);
    expect(index.match(phraseStems('12 netwerkpunten'))?.product.name).toBe(
      'Netwerkaansluiting (UTP) bijplaatsen',
    );
    expect(index.match(phraseStems('regenpijp vervangen'))?.product.name).toBe(
      'Hemelwaterafvoer PVC (per meter)',
    );
  });

  it("stems a singular ending in -es like its plural ('rijles', 'rijlessen')", () => {
    expect(stem('rijles')).toBe(stem('rijlessen'));
    expect(stem('dames')).toBe(stem('dame'));
  });

  it("reads a plural in -s after a consonant as its singular ('spots')", () => {
    const spots = new CatalogIndex([
      product('Inbouwspot LED plaatsen', 45),
      product('Groepenkast vervangen', 895),
    ]);
    expect(spots.match(phraseStems('24 spots in het plafond'))?.product.name).toBe('Inbouwspot LED plaatsen');
  });

  it('reads a word of the catalogue as itself, not as its synonym', () => {
    const withBoth = new CatalogIndex([product('Verhuislift'), product('Ladderlift')]);
    expect(withBoth.match(phraseStems('de ladderlift'))?.product.name).toBe('Ladderlift');
  });
});

describe('character n-gram fallback', () => {
  const products: QuoteContext['products'] = [
    product('Kantoorschoonmaak', 32.5, 'uur'),
    product('Tapijtreiniging', 4.5, 'm2'),
    product('Gevelreiniging', 6, 'm2'),
  ];
  const index = new CatalogIndex(products);

  it('finds a product whose name the phrase spells in other words', () => {
    expect(index.match(phraseStems('de tapijttegels in de zaal reinigen'))).toBeNull();
    const fuzzy = index.matchFuzzy('de tapijttegels in de zaal reinigen');
    expect(fuzzy?.product.name).toBe('Tapijtreiniging');
    expect(fuzzy!.score).toBeLessThan(0.75);
  });

  it('gives nothing for a phrase that shares too little or fits two products alike', () => {
    expect(index.matchFuzzy('graag een offerte voor de tuin')).toBeNull();
    expect(index.matchFuzzy('reiniging')).toBeNull();
  });

  it('shares one trigram index among the calls with the same catalogue', () => {
    const names = products.map((p) => p.name);
    expect(ngramIndexOf(names)).toBe(ngramIndexOf([...names]));
    expect(ngramIndexOf(names)).not.toBe(ngramIndexOf([...names, 'Gevelreiniging extra']));
  });

  it('reads trigrams of meaningful words only', () => {
    expect([...trigrams('de 12 ramen')].sort()).toEqual(['^ra', 'ram', 'ame', 'men', 'en$'].sort());
  });
});

describe('words of a product name', () => {
  const index = new CatalogIndex([
    product('Extra taal (meertaligheid)', 450),
    product('Extra pagina', 145),
    product('Split-airco 5,0 kW (binnen- en buitenunit)', 2150),
    product('Oude airco demonteren en afvoeren', 175),
  ]);
  const best = (text: string) => index.match(phraseStems(text), 0.5)?.product.name ?? null;

  it('needs no word that stands only in brackets', () => {
    expect(best('Extra taal Duits')).toBe('Extra taal (meertaligheid)');
  });

  it("takes the last part of a hyphenated first word as a head noun ('Split-airco' is an airco)", () => {
    expect(index.match(phraseStems('een airco van 5 kW'), 0.5, new Set(['5']))?.product.name).toBe(
      'Split-airco 5,0 kW (binnen- en buitenunit)',
    );
  });
});
