import { describe, expect, it } from 'vitest';
import { guessDocumentType } from './document-type';

describe('guessDocumentType', () => {
  it.each([
    ['Prijslijst 2026.xlsx', 'pricelist'],
    ['PRICE-LIST.csv', 'pricelist'],
    ['Tarieflijst.pdf', 'pricelist'],
    ['Algemene Voorwaarden.pdf', 'terms'],
    ['terms-and-conditions.docx', 'terms'],
    ['Contract onderhoud.doc', 'terms'],
    ['Offerte voorbeeld.pdf', 'template_quote'],
    ['quote.pdf', 'template_quote'],
    ['Template.PDF', 'template_quote'],
    ['scan001.pdf', 'other'],
  ])('%s → %s', (name, type) => {
    expect(guessDocumentType(name)).toBe(type);
  });

  it('follows the SPEC order when a name matches more than one rule', () => {
    expect(guessDocumentType('offerte-prijslijst.xlsx')).toBe('pricelist');
    expect(guessDocumentType('voorwaarden-offerte.pdf')).toBe('terms');
  });
});
