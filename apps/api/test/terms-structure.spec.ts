import { hangingNumberLines } from '../src/infra/ai/rules/catalog/loose-tables';
import {
  classifyTerm,
  isConditionNote,
  noteClauses,
  splitByTopic,
} from '../src/infra/ai/rules/catalog/terms';
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

  it('reads the general conditions of a price list: rescheduling, no-shows, minimum charges, ownership', () => {
    const notes = noteClauses([
      'Afspraak verzetten kan tot 24 uur van tevoren.',
      'Niet afgemeld binnen 24 uur? Dan rekenen wij 50% van het tarief.',
      'Voor opdrachten onder 300 woorden rekenen wij een minimumtarief van € 40,00.',
      'De website en alle bestanden zijn na volledige betaling van jou.',
      'Fouten in mijn eigen werk los ik tot 3 maanden na oplevering kosteloos op.',
      'Na akkoord op de offerte leggen wij uw vloer binnen 3 weken.',
      'Ons team bestaat uit vijf enthousiaste vakmensen.',
    ]);
    expect(notes.filter(isConditionNote).map((n) => [classifyTerm(n), n.slice(0, 24)])).toEqual([
      ['general', 'Afspraak verzetten kan t'],
      // A question is the condition of the answer after it: one clause.
      ['general', 'Niet afgemeld binnen 24 '],
      ['general', 'Voor opdrachten onder 30'],
      ['general', 'De website en alle besta'],
      ['warranty', 'Fouten in mijn eigen wer'],
      // A one-sentence note has no heading: 'offerte' in it does not make it a general clause.
      ['delivery_terms', 'Na akkoord op de offerte'],
    ]);
    expect(notes[1]).toBe('Niet afgemeld binnen 24 uur? Dan rekenen wij 50% van het tarief.');
    expect(
      classifyTerm('Behandelingen die niet worden vergoed, worden bij de patiënt in rekening gebracht.'),
    ).toBe('payment_terms');
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
