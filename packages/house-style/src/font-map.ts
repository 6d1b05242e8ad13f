/**
 * Font names in PDFs -> a family name ('AAAAAA+Roboto-Bold' -> 'Roboto') -> one of the template
 * fonts the renderer embeds (FONT_FAMILIES). A family the renderer lacks maps to the available font
 * of the same metrics class (sans, serif, mono), and the result says it was substituted.
 */
import type { FontFamily } from '@offerteflow/contracts';

export type FontClass = 'sans' | 'serif' | 'mono';

const STYLE_WORDS = new Set(
  [
    'regular',
    'book',
    'normal',
    'plain',
    'bold',
    'semibold',
    'demibold',
    'demi',
    'extrabold',
    'ultrabold',
    'heavy',
    'black',
    'light',
    'extralight',
    'ultralight',
    'thin',
    'medium',
    'italic',
    'oblique',
    'it',
    'ital',
    'bd',
    'bi',
    'ps',
    'mt',
    'psmt',
    'variable',
    'var',
    'vf',
    'wght',
    'lt',
    'w1g',
    'semi',
    'extra',
    'ultra',
    'ce',
  ].map((w) => w.toLowerCase()),
);

/** Family names written in CamelCase themselves, kept whole when splitting PostScript names. */
const CAMEL_NAMES = ['DejaVu', 'OpenDyslexic', 'McLaren', 'LiSong', 'JetBrains'];

/** Words that are part of a family name even though they look like style words. */
const KEEP_PHRASES = ['Playfair Display', 'Red Hat Display', 'Noto Sans Display'];

/** The family name of a PDF font name: subset prefix, style suffixes and foundry tags removed. */
export function fontFamilyName(pdfName: string): string {
  let name = pdfName.replace(/^[A-Z]{6}\+/, '').replace(/,.*$/, '');
  name = name.split('-')[0] ?? name;
  name = name.replace(/_/g, ' ');
  // CamelCase and digits to words: "TimesNewRomanPSMT" -> "Times New Roman PSMT"; names that are
  // CamelCase themselves ("DejaVu") are protected first.
  const protectedWords = CAMEL_NAMES.filter((w) => name.includes(w));
  protectedWords.forEach((w, i) => (name = name.replace(w, `\u0000${i}\u0000`)));
  name = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2');
  protectedWords.forEach((w, i) => (name = name.replace(`\u0000${i}\u0000`, ` ${w} `).trim()));
  const kept = KEEP_PHRASES.find((p) => name.toLowerCase().startsWith(p.toLowerCase()));
  if (kept) return kept;
  const words = name.split(/\s+/).filter(Boolean);
  while (words.length > 1) {
    const last = words[words.length - 1]!;
    if (STYLE_WORDS.has(last.toLowerCase()) || /^\d+(pt)?$/i.test(last)) words.pop();
    else break;
  }
  // Optical-size and weight words inside ("Merriweather Light 18pt") end the family name.
  const cut = words.findIndex((w, i) => i > 0 && (/^\d+(pt)?$/i.test(w) || STYLE_WORDS.has(w.toLowerCase())));
  return (cut > 0 ? words.slice(0, cut) : words).join(' ').replace(/\s+MT$/i, '');
}

const SERIF =
  /times|georgia|gelasio|tinos|serif|garamond|merriweather|playfair|lora|baskerville|cambria|palatino|book ?antiqua|bodoni|caslon|didot|minion|century|bookman|constantia|crimson|cormorant|libre caslon|spectral|pt serif|source serif|noto serif|droid serif|dejavu serif|liberation serif|nimbus roman|charter|cochin|hoefler|sabon|utopia|perpetua|rockwell/i;
const MONO = /mono|courier|consolas|menlo|code|typewriter|fixed|inconsolata/i;

/** Sans families whose names contain a serif-list word ('Century Gothic', 'Franklin Gothic'). */
const SANS_NAMES = /gothic|grotesk|grotesque|sans/i;

export function fontClass(family: string): FontClass {
  if (MONO.test(family)) return 'mono';
  if (SANS_NAMES.test(family)) return 'sans';
  if (SERIF.test(family)) return 'serif';
  return 'sans';
}

/** Families the renderer embeds itself or metrically compatible faces of them. */
const DIRECT: ReadonlyArray<[RegExp, FontFamily]> = [
  [/^inter\b/i, 'Inter'],
  [/^(arial|arimo|liberation sans|helvetica ?neue ?arial)\b/i, 'Arial'],
  [/^(helvetica|nimbus sans|tex gyre heros|swiss)/i, 'Helvetica'],
  [/^(times|tinos|liberation serif|nimbus roman|tex gyre termes)/i, 'Times New Roman'],
  [/^(georgia|gelasio)\b/i, 'Georgia'],
];

/** Fallback per metrics class when the family itself is not available. */
const BY_CLASS: Readonly<Record<FontClass, FontFamily>> = {
  sans: 'Arial',
  serif: 'Times New Roman',
  // No monospaced template font exists; Arial keeps the layout closest to most mono text widths.
  mono: 'Arial',
};

export interface FontMapping {
  family: string;
  fontClass: FontClass;
  mapped: FontFamily;
  substituted: boolean;
}

export function mapFont(family: string): FontMapping {
  const cls = fontClass(family);
  const direct = DIRECT.find(([re]) => re.test(family));
  if (direct) return { family, fontClass: cls, mapped: direct[1], substituted: false };
  return { family, fontClass: cls, mapped: BY_CLASS[cls], substituted: true };
}
