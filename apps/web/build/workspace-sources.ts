import { fileURLToPath } from 'node:url';

const source = (pkg: string) =>
  fileURLToPath(new URL(`../../../packages/${pkg}/src/index.ts`, import.meta.url));

/**
 * The workspace packages resolved to their TypeScript sources instead of their single-file builds:
 * with one module per file (and `sideEffects: false`) the bundler drops whole modules a page never
 * uses, e.g. the quote schemas from the login chunk.
 */
export const workspaceSources = {
  '@offerteflow/contracts': source('contracts'),
  '@offerteflow/domain': source('domain'),
  '@offerteflow/quote-document': source('quote-document'),
};
