/**
 * One logo rule for the company logo (Instellingen › Bedrijf) and template logos: PNG, JPEG or SVG,
 * at most LOGO_MAX_BYTES. The API checks it on both routes and every screen states it with LOGO_RULE.
 * The server recognises the type from the content, sanitises SVGs and stores PNG/JPEG downscaled.
 */
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

const maxText = `${LOGO_MAX_BYTES / 1024} KB`;

/** The rule as the screens state it. */
export const LOGO_RULE = `PNG, JPEG of SVG, maximaal ${maxText}`;

export const LOGO_MSG = {
  required: 'Kies een logobestand',
  tooLarge: `Het logo mag maximaal ${maxText} groot zijn`,
  wrongType: 'Upload een PNG-, JPEG- of SVG-bestand',
  /** A logo sent as a data: URL (company settings) that is not such an image within the limit. */
  invalid: `Het logo moet een PNG-, JPEG- of SVG-afbeelding van maximaal ${maxText} zijn`,
  unreadable: 'Het logobestand kon niet worden gelezen',
  tooManyPixels: 'Het logo mag maximaal 4000 × 4000 pixels groot zijn',
} as const;

/** The client's check of a chosen file before it is sent (the server checks again, by content). */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return LOGO_MSG.wrongType;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MSG.tooLarge;
  return null;
}
