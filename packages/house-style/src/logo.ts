/**
 * The logo: the largest image near the top of page 1 (not a full-page scan, not a thin rule),
 * decoded by pdfjs, trimmed of white margins, scaled down and re-encoded as PNG.
 */
import { createCanvas, ImageData } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { LogoPosition } from '@offerteflow/contracts';
import type { HouseStyleLogo, ImageRecord, PageScan } from './types.js';

const MAX_W = 600;
const MAX_H = 300;
/** A stored logo stays far below the template logo limit (2 MB). */
const MAX_PNG_BYTES = 1_000_000;

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8ClampedArray | Uint8Array;
}

export function logoCandidate(page: PageScan): ImageRecord | null {
  const pageArea = page.width * page.height;
  let best: ImageRecord | null = null;
  let bestArea = 0;
  for (const img of page.images) {
    const w = img.box.x1 - img.box.x0;
    const h = img.box.y1 - img.box.y0;
    const area = w * h;
    const ratio = Math.max(w, h) / Math.max(1, Math.min(w, h));
    if (img.page !== 1 || area < 400 || area > pageArea * 0.25 || ratio > 10) continue;
    if (img.box.y0 > page.height * 0.35) continue;
    if (area > bestArea) [best, bestArea] = [img, area];
  }
  return best;
}

export function logoPosition(img: ImageRecord, pageWidth: number): LogoPosition {
  const centre = (img.box.x0 + img.box.x1) / 2 / pageWidth;
  if (centre < 0.4) return 'left';
  if (centre > 0.6) return 'right';
  return 'center';
}

function getObj(page: PDFPageProxy, id: string): Promise<DecodedImage | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 2000);
    try {
      page.objs.get(id, (obj: unknown) => {
        clearTimeout(timer);
        resolve((obj as DecodedImage) ?? null);
      });
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}

function toRgba(img: DecodedImage): Uint8ClampedArray | null {
  const { width: w, height: h, data, kind } = img;
  if (!data || !w || !h) return null;
  const out = new Uint8ClampedArray(w * h * 4);
  if (kind === 3 && data.length >= w * h * 4) out.set(data.subarray(0, w * h * 4));
  else if (kind === 2 && data.length >= w * h * 3) {
    for (let i = 0, j = 0; i < w * h; i += 1, j += 3)
      out.set([data[j]!, data[j + 1]!, data[j + 2]!, 255], i * 4);
  } else if (kind === 1) {
    const rowBytes = (w + 7) >> 3;
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1) {
        const v = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
        out.set([v, v, v, 255], (y * w + x) * 4);
      }
  } else return null;
  return out;
}

/**
 * Bounds of the pixels that are not blank. Blank is transparent or near white; a logo that is white
 * on transparency (made for a coloured band) keeps its opaque pixels instead.
 */
function contentBounds(px: Uint8ClampedArray, w: number, h: number, whiteIsBlank = true): Bounds | null {
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = (y * w + x) * 4;
      const white = whiteIsBlank && px[i]! > 245 && px[i + 1]! > 245 && px[i + 2]! > 245;
      if (px[i + 3]! >= 16 && !white)
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  if (x1 < 0) return whiteIsBlank ? contentBounds(px, w, h, false) : null;
  return { x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

interface Bounds {
  x0: number;
  y0: number;
  w: number;
  h: number;
}

export async function extractLogo(page: PDFPageProxy, scan: PageScan): Promise<HouseStyleLogo | null> {
  const cand = logoCandidate(scan);
  if (!cand?.objId) return null;
  const img = await getObj(page, cand.objId);
  if (!img || img.width * img.height > 16_000_000) return null;
  const rgba = toRgba(img);
  if (!rgba) return null;
  const bounds = contentBounds(rgba, img.width, img.height);
  if (!bounds) return null;
  const src = createCanvas(img.width, img.height);
  src.getContext('2d').putImageData(new ImageData(rgba, img.width, img.height), 0, 0);
  const scale = Math.min(1, MAX_W / bounds.w, MAX_H / bounds.h);
  const [w, h] = [Math.max(1, Math.round(bounds.w * scale)), Math.max(1, Math.round(bounds.h * scale))];
  const out = createCanvas(w, h);
  out.getContext('2d').drawImage(src, bounds.x0, bounds.y0, bounds.w, bounds.h, 0, 0, w, h);
  const png = await out.encode('png');
  if (png.length > MAX_PNG_BYTES) return null;
  return {
    dataUrl: `data:image/png;base64,${png.toString('base64')}`,
    position: logoPosition(cand, scan.width),
    width: w,
    height: h,
  };
}
