import { describe, expect, it } from 'vitest';
import { paintSamples, pickColors, pixelSamples } from './pick-colors.js';
import type { PageScan, PaintRecord } from './types.js';

const page = (paints: Omit<PaintRecord, 'page'>[]): PageScan => ({
  width: 595,
  height: 842,
  paints: paints.map((p) => ({ ...p, page: 1 })),
  images: [],
  fontGlyphs: new Map(),
  glyphs: 1,
});
const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const fill = (color: string, b: ReturnType<typeof box>) => ({
  kind: 'fill' as const,
  color,
  box: b,
  area: (b.x1 - b.x0) * (b.y1 - b.y0),
});
const text = (color: string, glyphs: number, size: number, y: number) => ({
  kind: 'text' as const,
  color,
  box: box(50, y - size, 50 + glyphs * size * 0.5, y),
  area: glyphs * size * size * 0.5,
  fontSize: size,
});

describe('pickColors over painted areas', () => {
  it.each([
    {
      title: 'takes the header band and the table header, not the black body text, grey rules or white paper',
      paints: [
        fill('#ffffff', box(0, 0, 595, 842)),
        fill('#0f766e', box(0, 0, 595, 90)),
        fill('#ea580c', box(40, 300, 555, 322)),
        text('#111111', 2500, 10, 500),
        ...Array.from({ length: 30 }, (_, i) => fill('#d4d4d4', box(40, 330 + i * 15, 555, 330.7 + i * 15))),
        fill('#eef7f6', box(40, 330, 555, 600)),
      ],
      picked: { primary: '#0f766e', secondary: '#ea580c', chromatic: true },
    },
    {
      title: 'gives a black-and-white quote its heading black and its label grey',
      paints: [
        text('#222222', 2500, 10, 500),
        text('#000000', 8, 24, 80),
        text('#6b7280', 60, 8, 200),
        fill('#e5e7eb', box(40, 330, 555, 330.5)),
      ],
      picked: { primary: '#000000', secondary: '#6b7280', chromatic: false },
    },
    {
      title: 'passes over large pale panels for a small saturated accent',
      paints: [
        fill('#2563eb', box(40, 300, 555, 322)),
        fill('#e5ecfd', box(40, 100, 555, 280)),
        fill('#eef3fe', box(40, 600, 555, 800)),
        fill('#f97316', box(380, 520, 555, 545)),
      ],
      picked: { primary: '#2563eb', secondary: '#f97316' },
    },
    {
      title: 'finds no secondary when only one colour is painted',
      paints: [fill('#1d4ed8', box(0, 0, 595, 60))],
      picked: { primary: '#1d4ed8', secondary: null },
    },
  ])('$title', ({ paints, picked }) => {
    expect(pickColors(paintSamples([page(paints)]))).toMatchObject(picked);
  });
});

describe('pixelSamples', () => {
  it('bins a rendered page into its colours', () => {
    const w = 10;
    const h = 10;
    const px = new Uint8ClampedArray(w * h * 4).fill(255);
    for (let i = 0; i < 30; i += 1) px.set([30, 58, 138, 255], i * 4);
    for (let i = 30; i < 40; i += 1) px.set([245, 158, 11, 255], i * 4);
    expect(pickColors(pixelSamples(px, w, h))).toMatchObject({ primary: '#1e3a8a', secondary: '#f59e0b' });
  });
});
