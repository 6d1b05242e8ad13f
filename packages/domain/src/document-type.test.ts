import { describe, expect, it } from 'vitest';
import { guessDocumentType } from './document-type';
import { itMaps } from './test-support.js';

describe('guessDocumentType', () => {
  itMaps('guesses the type from the file name', guessDocumentType, [
    ['Prijslijst 2025.xlsx', 'pricelist'],
    ['PRICE-list.csv', 'pricelist'],
    ['tarieven.pdf', 'pricelist'],
    ['Algemene Voorwaarden.pdf', 'terms'],
    ['terms-and-conditions.docx', 'terms'],
    ['Contract.doc', 'terms'],
    ['offerte-voorbeeld.pdf', 'template_quote'],
    ['Quote.pdf', 'template_quote'],
    ['mijn template.pdf', 'template_quote'],
    ['notities.txt', 'other'],
  ]);

  it('checks pricelist words before terms words', () => {
    expect(guessDocumentType('prijslijst en voorwaarden.pdf')).toBe('pricelist');
    expect(guessDocumentType('voorwaarden offerte.pdf')).toBe('terms');
  });
});
