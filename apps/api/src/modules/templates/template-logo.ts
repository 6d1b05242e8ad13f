/**
 * Logo files (template logos and the company logo): PNG, JPEG or SVG up to LOGO_MAX_BYTES, recognised by their content (never by the
 * client's file name or MIME type) and stored as a data: URL. PNG and JPEG are checked and downscaled
 * (infra/images/logo-image.ts). SVGs are sanitised with DOMPurify: no scripts, no event handlers, no <style>,
 * <foreignObject>, <image> or links, no reference outside the document (only `#fragment` hrefs and
 * `url(#id)` values survive), no CSS that can fetch (image-set, mask-image, image(), src(), escapes),
 * and the result is stored as well-formed XML.
 */
import { LOGO_MAX_BYTES, LOGO_MSG, type LogoMimeType } from '@offerteflow/contracts';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { validationFailed } from '../../common';
import { assertLogoPixels, normaliseRasterLogo } from '../../infra/images/logo-image';
import { templateError } from './templates.errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The image type of a file by its first bytes, or null when it is none of PNG, JPEG, SVG. */
export function detectLogoType(bytes: Buffer): LogoMimeType | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // An SVG starts with optional XML declaration, comments and doctype, then the <svg> root.
  const prolog = /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;
  return prolog.test(head) ? 'image/svg+xml' : null;
}

/** CSS that loads or names something outside the document, besides url() which is checked above. */
const FETCHING_CSS =
  /@import|expression\s*\(|javascript:|image-set\s*\(|mask-image|mask\s*:|(^|[^\w-])image\s*\(|cross-fade\s*\(|element\s*\(|src\s*\(/i;

let sharedWindow: JSDOM['window'] | null = null;
/** One jsdom window for sanitising and serialising (nodes cannot move between windows). */
const domWindow = () => (sharedWindow ??= new JSDOM('').window);

let purifier: DOMPurify | null = null;
let xml: { serialize(node: Node): string; wellFormedSvg(markup: string): boolean } | null = null;

function xmlTools() {
  if (xml) return xml;
  const window = domWindow();
  const serializer = new window.XMLSerializer();
  const parser = new window.DOMParser();
  xml = {
    serialize: (node) => serializer.serializeToString(node),
    wellFormedSvg: (markup) => {
      const doc = parser.parseFromString(markup, 'image/svg+xml');
      return (
        doc.documentElement?.localName === 'svg' &&
        doc.documentElement.namespaceURI === SVG_NS &&
        doc.getElementsByTagName('parsererror').length === 0
      );
    },
  };
  return xml;
}

function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const p = createDOMPurify(domWindow() as unknown as Parameters<typeof createDOMPurify>[0]);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if ((name === 'href' || name.endsWith(':href')) && !value.startsWith('#')) data.keepAttr = false;
    // url(...) may only point inside the document: url(#gradient).
    for (const m of value.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)) {
      if (!m[2]?.startsWith('#')) data.keepAttr = false;
    }
    if (FETCHING_CSS.test(value)) data.keepAttr = false;
    // CSS escapes can spell any of the above (u\72 l); no logo needs them in an attribute.
    if (name === 'style' && value.includes('\\')) data.keepAttr = false;
  });
  purifier = p;
  return p;
}

/** Sanitised SVG as well-formed XML with an <svg> root in the SVG namespace. */
export function sanitizeSvg(markup: string): string {
  const fragment = svgPurifier().sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'image', 'a', 'script', 'iframe', 'feImage'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS || fragment.children.length !== 1) {
    throw validationFailed({ logo: [LOGO_MSG.unreadable] });
  }
  const tools = xmlTools();
  const serialized = tools.serialize(root);
  if (!tools.wellFormedSvg(serialized)) throw validationFailed({ logo: [LOGO_MSG.unreadable] });
  return serialized;
}

/** Validates an uploaded logo and returns it as a data: URL ready to store and render. */
export async function logoToDataUrl(file: { buffer: Buffer; size: number } | undefined): Promise<string> {
  if (!file || file.size === 0) throw validationFailed({ logo: [LOGO_MSG.required] });
  if (file.size > LOGO_MAX_BYTES) throw templateError('logoTooLarge');
  const type = detectLogoType(file.buffer);
  if (!type) throw templateError('logoWrongType');
  if (type !== 'image/svg+xml') {
    const stored = await normaliseRasterLogo(file.buffer, type);
    return `data:${type};base64,${stored.toString('base64')}`;
  }
  const svg = Buffer.from(sanitizeSvg(file.buffer.toString('utf8')), 'utf8');
  await assertLogoPixels(svg);
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}
