/** SPEC §5 Document upload: the document type guessed from the file name, case-insensitively. */
export type GuessedDocumentType = 'pricelist' | 'terms' | 'template_quote' | 'other';

const RULES: ReadonlyArray<readonly [RegExp, GuessedDocumentType]> = [
  [/prijs|price|tarief/, 'pricelist'],
  [/voorwaarden|terms|contract/, 'terms'],
  [/offerte|quote|template/, 'template_quote'],
];

/** 'Prijslijst-2026.xlsx' → pricelist, 'Algemene Voorwaarden.pdf' → terms, anything else → other. */
export function guessDocumentType(fileName: string): GuessedDocumentType {
  const name = fileName.toLowerCase();
  for (const [pattern, type] of RULES) if (pattern.test(name)) return type;
  return 'other';
}
