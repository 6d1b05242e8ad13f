/** HTML escaping: every piece of user text goes through these before it reaches the document. */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in element content and in double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Escaped text with line breaks kept (notes, terms): newlines become <br>. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A colour from the template if it is a plain #rrggbb value, else the fallback (never raw CSS). */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && HEX_COLOR.test(value) ? value.toLowerCase() : fallback;
}

const LOGO_DATA_URL = /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * A logo only as an inline base64 PNG/JPEG/SVG data: URL (the API sanitises uploads into this
 * form). Anything else (http URLs, javascript:, other types) is dropped, so the document never
 * refers to an outside resource.
 */
export function safeLogo(value: string | null | undefined): string | null {
  return value && LOGO_DATA_URL.test(value) ? value : null;
}

/** Escapes text for a CSS string literal in double quotes (font family names). */
export function cssString(value: string): string {
  return `"${value.replace(/[^A-Za-z0-9 _-]/g, '')}"`;
}
