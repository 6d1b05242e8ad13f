/**
 * Splits a complete HTML document into the parts the renderer swaps into a page that already has
 * the document's fonts loaded: fonts CSS, title, page CSS, body attributes and body. Only documents
 * shaped like packages/quote-document's (its two style ids) are split; anything else is rendered
 * with a plain setContent.
 */
import { DOCUMENT_FONTS_STYLE_ID, DOCUMENT_STYLE_ID } from '@offerteflow/quote-document';

export interface DocumentParts {
  lang: string;
  fontCss: string;
  title: string;
  css: string;
  bodyClass: string;
  body: string;
}

const SHAPE = new RegExp(
  '^<!DOCTYPE html><html lang="([a-z-]*)"><head><meta charset="utf-8">(?:<meta [^>]*>)*' +
    '<title>([^<]*)</title>' +
    `<style id="${DOCUMENT_FONTS_STYLE_ID}">([^<]*)</style>` +
    `<style id="${DOCUMENT_STYLE_ID}">([^<]*)</style></head>` +
    '<body(?: class="([^"]*)")?>([\\s\\S]*)</body></html>$',
);

/** The parts, or null for a document of another shape. Text stays as escaped in the HTML. */
export function splitDocument(html: string): DocumentParts | null {
  const m = SHAPE.exec(html);
  if (!m) return null;
  return {
    lang: m[1] ?? '',
    title: m[2] ?? '',
    fontCss: m[3] ?? '',
    css: m[4] ?? '',
    bodyClass: m[5] ?? '',
    body: m[6] ?? '',
  };
}

/** The page's base document: only the fonts; each render fills in title, style and body. */
export function shellDocument(parts: DocumentParts): string {
  return (
    `<!DOCTYPE html><html lang="${parts.lang}"><head><meta charset="utf-8"><title></title>` +
    `<style id="${DOCUMENT_FONTS_STYLE_ID}">${parts.fontCss}</style>` +
    `<style id="${DOCUMENT_STYLE_ID}"></style></head><body></body></html>`
  );
}
