/**
 * Loads the shipped font files (npm @fontsource packages) of a template font as base64 faces for
 * the quote document, with the unicode-range of each subset read from the package's own CSS.
 * Read once per family and kept in memory (a few hundred KB in total).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DOCUMENT_FONT_SUBSETS,
  DOCUMENT_FONT_WEIGHTS,
  documentFont,
  type EmbeddedFontFace,
} from '@offerteflow/quote-document';

const cache = new Map<string, readonly EmbeddedFontFace[]>();

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

function unicodeRange(dir: string, subset: string, weight: number): string | undefined {
  try {
    const css = readFileSync(join(dir, `${subset}-${weight}.css`), 'utf8');
    return /unicode-range:\s*([^;]+);/.exec(css)?.[1]?.trim();
  } catch {
    return undefined;
  }
}

/** The embedded faces for a template font family ('Inter', 'Arial', ...); cached. */
export function loadDocumentFonts(fontFamily: string | null | undefined): readonly EmbeddedFontFace[] {
  const spec = documentFont(fontFamily);
  const cached = cache.get(spec.family);
  if (cached) return cached;
  const dir = packageDir(spec.fontsourcePackage);
  const faces: EmbeddedFontFace[] = [];
  for (const subset of DOCUMENT_FONT_SUBSETS) {
    for (const weight of DOCUMENT_FONT_WEIGHTS) {
      const file = join(dir, 'files', `${spec.fileId}-${subset}-${weight}-normal.woff2`);
      faces.push({
        family: spec.family,
        weight,
        style: 'normal',
        subset,
        unicodeRange: unicodeRange(dir, subset, weight),
        base64: readFileSync(file).toString('base64'),
      });
    }
  }
  cache.set(spec.family, faces);
  return faces;
}

/** Characters of the latin-ext subset (Ł, ő, ș, ...); the latin subset covers ASCII, Latin-1 and €. */
const LATIN_EXT = /[\u0100-\u024f\u1e00-\u1eff\u2c60-\u2c7f\ua720-\ua7ff]/;

/**
 * The faces a document needs: latin always, latin-ext only when its text has such characters. Keeps
 * the HTML small (the latin-ext files are the larger half), which shortens every render.
 */
export function facesFor(faces: readonly EmbeddedFontFace[], text: string): EmbeddedFontFace[] {
  const ext = LATIN_EXT.test(text);
  return faces.filter((face) => face.subset !== 'latin-ext' || ext);
}
