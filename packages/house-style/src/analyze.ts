/**
 * House style of a sample quote PDF: brand colours, font, logo and an honest confidence. Reads the
 * first pages' operator lists with pdfjs-dist (legacy build, no worker, no eval, images above
 * MAX_IMAGE_PIXELS skipped). A page without text is treated as a scan: its colours come from the
 * page rendered by pdfjs onto an @napi-rs/canvas.
 */
import { createCanvas } from '@napi-rs/canvas';
import { HOUSE_STYLE_MSG, SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { mapFont } from './font-map.js';
import { extractLogo } from './logo.js';
import { paintSamples, pickColors, pixelSamples } from './pick-colors.js';
import { scanPage } from './scan-page.js';
import { HouseStyleError, type HouseStyleLogo, type HouseStyleResult, type PageScan } from './types.js';

/** Pages read for the style (the first pages carry it; later ones repeat it). */
const PAGES_READ = 2;
export const MAX_PAGES = 50;
const MAX_IMAGE_PIXELS = 16_000_000;
const RENDER_WIDTH = 320;

/** Dutch notes the analysis adds to its result. */
export const HOUSE_STYLE_NOTES = {
  scanned:
    'Dit lijkt een gescande PDF: er kon geen lettertype worden gelezen. De kleuren komen uit de afbeelding van de pagina.',
  noLogo: 'Er is geen logo gevonden bovenaan de eerste pagina.',
  oneColour: 'Er is maar één huisstijlkleur gevonden; de tweede kleur is een standaardkleur.',
  noColour: 'Er zijn geen huisstijlkleuren gevonden, alleen zwart, grijs en wit.',
} as const;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | null = null;
const loadPdfJs = () => (pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** Loads pdfjs now, so a warm worker thread's first analysis does not pay for it. */
export const preloadPdfJs = async (): Promise<void> => {
  await loadPdfJs();
};

function mostUsedFamily(pages: readonly PageScan[]): string | null {
  const totals = new Map<string, number>();
  for (const p of pages) for (const [f, n] of p.fontGlyphs) totals.set(f, (totals.get(f) ?? 0) + n);
  return [...totals].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function confidenceOf(r: {
  fontRead: boolean;
  substituted: boolean;
  chromatic: boolean;
  primary: boolean;
  secondary: boolean;
  logo: boolean;
  scanned: boolean;
}): number {
  let c = 0;
  if (r.fontRead) c += r.substituted ? 0.22 : 0.3;
  if (r.primary) c += r.chromatic ? 0.3 : 0.15;
  if (r.secondary) c += 0.2;
  if (r.logo) c += 0.2;
  if (r.scanned) c = Math.min(c, 0.45);
  return Math.round(c * 100) / 100;
}

export async function analyzeHouseStyle(bytes: Uint8Array): Promise<HouseStyleResult> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes,
    disableFontFace: true,
    fontExtraProperties: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'PasswordException') throw new HouseStyleError('encrypted', HOUSE_STYLE_MSG.encrypted);
      throw new HouseStyleError('invalid', HOUSE_STYLE_MSG.invalid);
    }
    if (doc.numPages > MAX_PAGES) throw new HouseStyleError('too_many_pages', HOUSE_STYLE_MSG.tooManyPages);
    const scans: PageScan[] = [];
    const first = await doc.getPage(1);
    for (let n = 1; n <= Math.min(PAGES_READ, doc.numPages); n += 1) {
      scans.push(
        await scanPage(n === 1 ? first : await doc.getPage(n), n, pdfjs.OPS as Record<string, number>),
      );
    }
    const page1 = scans[0]!;
    const glyphs = scans.reduce((s, p) => s + p.glyphs, 0);
    const scanned = glyphs === 0;
    // A page that is mostly one image (a scan, with or without an OCR text layer) shows its colours
    // only when rendered.
    const imageDominated = page1.images.some(
      (img) => (img.box.x1 - img.box.x0) * (img.box.y1 - img.box.y0) > page1.width * page1.height * 0.5,
    );
    const notes: string[] = [];

    let samples = paintSamples(scans);
    if (scanned) notes.push(HOUSE_STYLE_NOTES.scanned);
    if (scanned || imageDominated) {
      const scale = RENDER_WIDTH / page1.width;
      const viewport = first.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      await first.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
      samples = pixelSamples(
        ctx.getImageData(0, 0, canvas.width, canvas.height).data,
        canvas.width,
        canvas.height,
      );
    }
    const colors = pickColors(samples);
    const logo: HouseStyleLogo | null = scanned ? null : await extractLogo(first, page1).catch(() => null);
    const family = mostUsedFamily(scans);
    if (!colors.primary && !family && !logo)
      throw new HouseStyleError('nothing_found', HOUSE_STYLE_MSG.nothingFound);

    const defaults = SETTINGS_DEFAULTS.templateStyle;
    const mapping = family ? mapFont(family) : null;
    if (mapping?.substituted) {
      notes.push(
        `Het lettertype ${mapping.family} is niet beschikbaar; offertes gebruiken ${mapping.mapped}, een ${mapping.fontClass === 'serif' ? 'schreef' : mapping.fontClass === 'mono' ? 'vaste-breedte' : 'schreefloos'} lettertype met vergelijkbare maten.`,
      );
    }
    if (!colors.primary || !colors.chromatic) notes.push(HOUSE_STYLE_NOTES.noColour);
    else if (!colors.secondary) notes.push(HOUSE_STYLE_NOTES.oneColour);
    if (!logo && !scanned) notes.push(HOUSE_STYLE_NOTES.noLogo);

    const fontMapped = mapping?.mapped ?? defaults.fontFamily;
    return {
      colors: {
        primary: colors.primary ?? defaults.primaryColor,
        secondary: colors.secondary ?? defaults.secondaryColor,
      },
      fonts: {
        primary: mapping?.family ?? fontMapped,
        detected: mapping?.family ?? null,
        mapped: fontMapped,
        substituted: mapping?.substituted ?? false,
      },
      logo,
      confidence: confidenceOf({
        fontRead: !!mapping,
        substituted: mapping?.substituted ?? false,
        chromatic: colors.chromatic,
        primary: !!colors.primary,
        secondary: !!colors.secondary,
        logo: !!logo,
        scanned,
      }),
      scanned,
      pageCount: doc.numPages,
      notes,
    };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
