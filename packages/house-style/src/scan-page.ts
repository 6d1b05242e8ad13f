/**
 * Walks one page's pdfjs operator list and records what is painted in which colour: filled paths
 * (bands, table headers, stripes), stroked paths (rules), text (glyph count and size per colour and
 * font) and images (position, for the logo). Coordinates end up in points, origin top-left.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { deltaE, hexToLab, hexToRgb, rgbToHex, type Rgb } from './color.js';
import { fontFamilyName } from './font-map.js';
import { apply, multiply, scaleOf, transformBox, type Matrix } from './matrix.js';
import type { PageScan, PaintRecord } from './types.js';

type Ops = Record<string, number>;

interface State {
  ctm: Matrix;
  fill: string | null;
  stroke: string | null;
  lineWidth: number;
  /** Fill and stroke opacity (ExtGState ca / CA). */
  fillAlpha: number;
  strokeAlpha: number;
  /** Colour stops of a gradient fill (CSS linear-/radial-gradient), instead of `fill`. */
  fillStops: string[] | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

const clampAlpha = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 1;

/** The colour as seen on white paper when painted with opacity `alpha` (rgba backgrounds, tints). */
function onPaper(hex: string, alpha: number): string {
  if (alpha >= 0.999) return hex;
  return rgbToHex(hexToRgb(hex).map((c) => 255 - alpha * (255 - c)) as unknown as Rgb);
}

function glyphCount(glyphs: unknown): number {
  if (!Array.isArray(glyphs)) return 0;
  let n = 0;
  for (const g of glyphs) {
    if (g && typeof g === 'object' && typeof (g as { unicode?: unknown }).unicode === 'string') {
      if ((g as { unicode: string }).unicode.trim()) n += 1;
    }
  }
  return n;
}

/** Gradient stops closer than this (CIE76) are shades of one colour. */
const SHADE_DE = 25;

/** The colour stops of a shading pattern (pdfjs IR ['RadialAxial', type, bbox, [[offset, '#rrggbb'], ...], ...]). */
function gradientStops(page: PDFPageProxy, id: unknown): string[] | null {
  if (typeof id !== 'string') return null;
  try {
    const ir = page.objs.get(id) as unknown[] | undefined;
    if (!Array.isArray(ir) || ir[0] !== 'RadialAxial' || !Array.isArray(ir[3])) return null;
    const stops = (ir[3] as unknown[][])
      .map((s) => (typeof s?.[1] === 'string' && HEX.test(s[1]) ? s[1].toLowerCase() : null))
      .filter((c): c is string => c !== null);
    if (stops.length === 0) return null;
    // A gradient between shades of one colour is that colour (its first stop); distinct colours stay apart.
    const first = hexToLab(stops[0]!);
    return stops.every((c) => deltaE(hexToLab(c), first) < SHADE_DE) ? [stops[0]!] : stops;
  } catch {
    return null;
  }
}

export async function scanPage(page: PDFPageProxy, pageNo: number, OPS: Ops): Promise<PageScan> {
  const viewport = page.getViewport({ scale: 1 });
  const ops = await page.getOperatorList();
  const scan: PageScan = {
    width: viewport.width,
    height: viewport.height,
    paints: [],
    images: [],
    fontGlyphs: new Map(),
    glyphs: 0,
  };
  const FILLS = new Set([
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const STROKES = new Set([
    OPS.stroke,
    OPS.closeStroke,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  let st: State = {
    ctm: viewport.transform as Matrix,
    fill: '#000000',
    stroke: '#000000',
    lineWidth: 1,
    fillAlpha: 1,
    strokeAlpha: 1,
    fillStops: null,
  };
  const stack: State[] = [];
  let tm: Matrix = [1, 0, 0, 1, 0, 0];
  let tlm: Matrix = tm;
  let fontSize = 0;
  let textMode = 0;
  let family = '';
  const push = (r: Omit<PaintRecord, 'page'>) => {
    if (r.area > 0 && Number.isFinite(r.area)) scan.paints.push({ ...r, page: pageNo });
  };

  for (let i = 0; i < ops.fnArray.length; i += 1) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push({ ...st });
        break;
      case OPS.restore:
        st = stack.pop() ?? st;
        break;
      case OPS.transform:
        st.ctm = multiply(
          Array.from(
            (ArrayBuffer.isView(args?.[0]) || Array.isArray(args?.[0]) ? args[0] : args) as ArrayLike<number>,
          ),
          st.ctm,
        );
        break;
      case OPS.paintFormXObjectBegin:
        stack.push({ ...st });
        if (Array.isArray(args?.[0]) || ArrayBuffer.isView(args?.[0]))
          st.ctm = multiply(Array.from(args[0] as ArrayLike<number>), st.ctm);
        break;
      case OPS.paintFormXObjectEnd:
        st = stack.pop() ?? st;
        break;
      case OPS.setFillRGBColor:
        st.fill = typeof args?.[0] === 'string' && HEX.test(args[0]) ? args[0].toLowerCase() : null;
        st.fillStops = null;
        break;
      case OPS.setStrokeRGBColor:
        st.stroke = typeof args?.[0] === 'string' && HEX.test(args[0]) ? args[0].toLowerCase() : null;
        break;
      case OPS.setFillColorN:
        st.fill = null;
        st.fillStops = args?.[0] === 'Shading' ? gradientStops(page, args[1]) : null;
        break;
      case OPS.setGState:
        for (const entry of (args?.[0] as unknown[][] | undefined) ?? []) {
          if (!Array.isArray(entry)) continue;
          if (entry[0] === 'ca') st.fillAlpha = clampAlpha(entry[1]);
          if (entry[0] === 'CA') st.strokeAlpha = clampAlpha(entry[1]);
        }
        break;
      case OPS.setLineWidth:
        st.lineWidth = Number(args?.[0]) || 0;
        break;
      case OPS.constructPath: {
        const op = args?.[0] as number;
        const mm = args?.[2] as ArrayLike<number> | undefined;
        if (!mm || !Number.isFinite(mm[0]!) || !Number.isFinite(mm[2]!)) break;
        const box = transformBox(st.ctm, mm[0]!, mm[1]!, mm[2]!, mm[3]!);
        const w = Math.min(box.x1, scan.width) - Math.max(box.x0, 0);
        const h = Math.min(box.y1, scan.height) - Math.max(box.y0, 0);
        if (w <= 0 || h <= 0) break;
        if (FILLS.has(op) && st.fill)
          push({ kind: 'fill', color: onPaper(st.fill, st.fillAlpha), box, area: w * h });
        if (FILLS.has(op) && st.fillStops) {
          // A gradient: its area shared equally by its colour stops.
          for (const c of st.fillStops)
            push({ kind: 'fill', color: onPaper(c, st.fillAlpha), box, area: (w * h) / st.fillStops.length });
        }
        if (STROKES.has(op) && st.stroke) {
          const lw = Math.max(st.lineWidth * scaleOf(st.ctm), 0.5);
          push({
            kind: 'stroke',
            color: onPaper(st.stroke, st.strokeAlpha),
            box,
            area: Math.max(w, h) * lw * (w > 3 && h > 3 ? 2 : 1),
          });
        }
        break;
      }
      case OPS.setTextRenderingMode:
        textMode = Number(args?.[0]) || 0;
        break;
      case OPS.beginText:
        tm = [1, 0, 0, 1, 0, 0];
        tlm = tm;
        break;
      case OPS.setTextMatrix: {
        const a0 = args?.[0];
        const m = (Array.isArray(a0) || ArrayBuffer.isView(a0) ? a0 : args) as unknown as number[];
        tm = [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!];
        tlm = tm;
        break;
      }
      case OPS.moveText:
      case OPS.setLeadingMoveText:
        tlm = multiply([1, 0, 0, 1, Number(args?.[0]) || 0, Number(args?.[1]) || 0], tlm);
        tm = tlm;
        break;
      case OPS.setFont: {
        fontSize = Math.abs(Number(args?.[1]) || 0);
        const loaded = String(args?.[0] ?? '');
        try {
          const font = page.commonObjs.get(loaded) as { name?: string } | undefined;
          family = font?.name ? fontFamilyName(font.name) : '';
        } catch {
          family = '';
        }
        break;
      }
      case OPS.showText:
      case OPS.showSpacedText:
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText: {
        const n = glyphCount(args?.[args.length - 1] ?? args?.[0]);
        // Invisible text (render mode 3/7: an OCR layer over a scan) shows no font and no colour.
        if (n === 0 || textMode === 3 || textMode === 7) break;
        scan.glyphs += n;
        if (family) scan.fontGlyphs.set(family, (scan.fontGlyphs.get(family) ?? 0) + n);
        const size = fontSize * scaleOf(tm) * scaleOf(st.ctm);
        if (!st.fill || size <= 0) break;
        const [x, y] = apply(st.ctm, ...apply(tm, 0, 0));
        const box = { x0: x, y0: y - size, x1: x + n * size * 0.5, y1: y };
        push({
          kind: 'text',
          color: onPaper(st.fill, st.fillAlpha),
          box,
          area: n * size * size * 0.5,
          fontSize: size,
        });
        break;
      }
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageXObjectRepeat: {
        const box = transformBox(st.ctm, 0, 0, 1, 1);
        const objId = fn === OPS.paintImageXObject && typeof args?.[0] === 'string' ? args[0] : null;
        scan.images.push({ objId, box, page: pageNo });
        break;
      }
      case OPS.paintImageMaskXObject:
      case OPS.paintSolidColorImageMask: {
        const box = transformBox(st.ctm, 0, 0, 1, 1);
        if (st.fill) push({ kind: 'fill', color: st.fill, box, area: (box.x1 - box.x0) * (box.y1 - box.y0) });
        break;
      }
      default:
        break;
    }
  }
  return scan;
}
