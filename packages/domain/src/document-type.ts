/**
 * SPEC §5 Document upload: the document type guessed from a file name, case-insensitively.
 * 'prijs', 'price' or 'tarief' (also the plurals prijzen, tarieven) → pricelist; 'voorwaarden', 'terms' or 'contract' → terms;
 * 'offerte', 'quote' or 'template' → template_quote; otherwise other. A type the user picks wins.
 */
export type GuessedDocumentType = 'pricelist' | 'terms' | 'template_quote' | 'other';

const RULES: ReadonlyArray<[RegExp, GuessedDocumentType]> = [
  [/prijs|prijz|price|tarief|tariev/, 'pricelist'],
  [/voorwaarden|terms|contract/, 'terms'],
  [/offerte|quote|template/, 'template_quote'],
];

export function guessDocumentType(fileName: string): GuessedDocumentType {
  const name = fileName.toLowerCase();
  for (const [pattern, type] of RULES) if (pattern.test(name)) return type;
  return 'other';
}
