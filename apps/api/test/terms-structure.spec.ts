import { hangingNumberLines } from '../src/infra/ai/rules/catalog/loose-tables';
import { classifyTerm, isConditionNote, splitByTopic } from '../src/infra/ai/rules/catalog/terms';
import { isHeadingText } from '../src/infra/ai/rules/catalog/filters';
import { findHeader } from '../src/infra/ai/rules/catalog/headers';

describe('terms: structure and topics', () => {
  it('reads clauses with hanging numbers row by row, wrapped lines joined', () => {
    expect(
      hangingNumberLines([
        ['2.1', 'De klant levert de gegevens op tijd aan.'],
        ['2.2', 'Meerwerk wordt per uur'],
        ['', 'gefactureerd.'],
      ]),
    ).toEqual(['2.1 De klant levert de gegevens op tijd aan.', '2.2 Meerwerk wordt per uur gefactureerd.']);
    expect(
      hangingNumberLines([
        ['Schilderwerk', '€ 40,00'],
        ['Behangen', '€ 30,00'],
      ]),
    ).toBeNull();
  });

  it('splits an article into runs of sub-clauses of one topic, each under the heading', () => {
    const article = [
      'Artikel 4 Medewerking',
      '4.1 De klant zorgt voor een vrije werkplek en stroom.',
      '4.2 Wachttijd door de klant wordt apart gefactureerd en binnen 14 dagen betaald.',
    ].join('\n');
    const parts = splitByTopic(article);
    expect(parts).toHaveLength(2);
    expect(parts.map(classifyTerm)).toEqual(['general', 'payment_terms']);
    expect(parts[1]).toMatch(/^Artikel 4 Medewerking\n4\.2/);
    const onePayment = 'Artikel 5 Betaling\n5.1 Binnen 14 dagen.\n5.2 Daarna volgt een aanmaning.';
    expect(splitByTopic(onePayment)).toEqual([onePayment]);
  });

  it('types delivery, warranty and complaints by their wording', () => {
    expect(classifyTerm('Wij bezorgen de bestelling op de afgesproken dag aan huis.')).toBe('delivery_terms');
    expect(classifyTerm('Wij staan ervoor in dat de machine bij aflevering goed werkt.')).toBe('warranty');
    expect(classifyTerm('Klachten meldt u binnen 14 dagen schriftelijk bij ons kantoor.')).toBe('general');
    expect(classifyTerm('Klachten over gebreken herstellen wij kosteloos binnen een week.')).toBe('warranty');
    expect(classifyTerm('Termijnen: 30% bij opdracht, 70% na oplevering.')).toBe('payment_terms');
    expect(isConditionNote('Een abonnement wordt aangegaan voor minimaal zes maanden.')).toBe(true);
  });

  it('takes no broken-off sentence for a section heading', () => {
    expect(isHeadingText('Opzeggen per maand, met een')).toBe(false);
    expect(isHeadingText('Losse werkzaamheden')).toBe(true);
  });

  it('takes a column named as the category over a type column', () => {
    const header = findHeader([['Type', 'Naam', 'Categorieën', 'Prijs excl. btw']]);
    expect(header?.map.category).toBe(2);
  });
});
