/**
 * Fonts of the document. The five template fonts map to freely licensed faces that ship with the
 * app (npm @fontsource packages) and are embedded in the HTML as data: URLs by the server:
 * - Inter -> Inter;
 * - Arial, Helvetica -> Arimo (metrically compatible with Arial/Helvetica, the Liberation Sans design);
 * - Times New Roman -> Tinos (metrically compatible with Times New Roman, the Liberation Serif design);
 * - Georgia -> Gelasio (metrically compatible with Georgia).
 * Without embedded fonts (e.g. a live preview in the browser) the CSS stack falls back to the
 * locally installed font of the same name.
 */
import type { FontFamily } from '@offerteflow/contracts';
import { cssString } from './escape.js';

export interface DocumentFontSpec {
  /** The family name used in @font-face and CSS. */
  family: string;
  /** The @fontsource package that holds the files, e.g. '@fontsource/inter'. */
  fontsourcePackage: string;
  /** File id inside the package: files/{fileId}-{subset}-{weight}-normal.woff2. */
  fileId: string;
  /** Full CSS font-family stack, embedded face first. */
  stack: string;
}

/** Weights the document uses (regular text and bold headings/totals). */
export const DOCUMENT_FONT_WEIGHTS = [400, 700] as const;
/** Fontsource subsets embedded: latin (incl. €) and latin-ext (names like Łódź, Šťastný). */
export const DOCUMENT_FONT_SUBSETS = ['latin', 'latin-ext'] as const;

const SANS_FALLBACK = 'Arial, Helvetica, "Liberation Sans", sans-serif';
const SERIF_FALLBACK = '"Times New Roman", "Liberation Serif", serif';

/**
 * A face from its @fontsource package (`@fontsource/<family in lower case>`, the files named the same),
 * with the CSS stack: the embedded face, then `locals` (the installed font it stands in for), then `fallback`.
 */
function fontsourceFace(family: string, fallback: string, ...locals: string[]): DocumentFontSpec {
  const fileId = family.toLowerCase();
  return {
    family,
    fontsourcePackage: `@fontsource/${fileId}`,
    fileId,
    stack: [`"${family}"`, ...locals, fallback].join(', '),
  };
}

export const DOCUMENT_FONTS: Readonly<Record<FontFamily, DocumentFontSpec>> = {
  Inter: fontsourceFace('Inter', SANS_FALLBACK),
  Arial: fontsourceFace('Arimo', SANS_FALLBACK),
  Helvetica: fontsourceFace('Arimo', SANS_FALLBACK, 'Helvetica'),
  'Times New Roman': fontsourceFace('Tinos', SERIF_FALLBACK),
  Georgia: fontsourceFace('Gelasio', SERIF_FALLBACK, 'Georgia'),
};

/** One embedded font face (a woff2 file as base64), as the server passes it in. */
export interface EmbeddedFontFace {
  family: string;
  weight: number;
  style?: 'normal' | 'italic';
  /** Fontsource subset the file belongs to ('latin', 'latin-ext'). */
  subset?: string;
  /** CSS unicode-range of the subset, e.g. 'U+0000-00FF, U+0131'. */
  unicodeRange?: string;
  /** woff2 file contents, base64 encoded. */
  base64: string;
}

/** The spec of a template font; unknown values fall back to Inter. */
export function documentFont(fontFamily: string | null | undefined): DocumentFontSpec {
  return (
    (DOCUMENT_FONTS as Partial<Record<string, DocumentFontSpec>>)[fontFamily ?? 'Inter'] ??
    DOCUMENT_FONTS.Inter
  );
}

/** @font-face rules for the embedded faces (only data: URLs). */
export function fontFaceCss(faces: readonly EmbeddedFontFace[]): string {
  return faces
    .filter((face) => /^[A-Za-z0-9+/]+={0,2}$/.test(face.base64))
    .map((face) => {
      const range =
        face.unicodeRange && /^[U+0-9A-Fa-f, ?-]+$/.test(face.unicodeRange)
          ? `unicode-range:${face.unicodeRange};`
          : '';
      return (
        `@font-face{font-family:${cssString(face.family)};font-style:${face.style === 'italic' ? 'italic' : 'normal'};` +
        `font-weight:${Math.round(face.weight)};font-display:block;${range}` +
        `src:url(data:font/woff2;base64,${face.base64}) format("woff2");}`
      );
    })
    .join('\n');
}
