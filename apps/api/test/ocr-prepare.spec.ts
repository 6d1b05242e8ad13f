import { estimateSkew, type GreyImage } from '../src/infra/documents/ocr/deskew';
import { removeRules } from '../src/infra/documents/ocr/remove-rules';

/** A light page with a dark surround (a photographed sheet on a table) and tilted text-like bars. */
function photo(tiltDegrees: number): GreyImage {
  const width = 600;
  const height = 800;
  const data = new Uint8Array(width * height).fill(60);
  for (let y = 100; y < 700; y++) for (let x = 80; x < 520; x++) data[y * width + x] = 220;
  const slope = Math.tan((tiltDegrees * Math.PI) / 180);
  for (let line = 0; line < 12; line++)
    for (let x = 120; x < 480; x++) {
      if (x % 14 > 9) continue; // gaps between letters
      const y0 = Math.round(150 + line * 40 + (x - 120) * slope);
      for (let y = y0; y < y0 + 8; y++) data[y * width + x] = 30;
    }
  return { data, width, height };
}

describe('OCR preparation', () => {
  it('finds the skew of the text, not of the dark surround of the page', () => {
    expect(estimateSkew(photo(1.5))).toBeCloseTo(1.5, 0);
    expect(Math.abs(estimateSkew(photo(0)))).toBeLessThan(0.2);
  });

  it('paints out a thin rule but keeps letters and the dark surround', () => {
    const img = photo(0);
    const { data, width } = img;
    for (let x = 100; x < 500; x++) data[400 * width + x] = 40; // a rule under a row
    removeRules(img);
    expect(data[400 * width + 300]).toBeGreaterThan(150);
    expect(data[154 * width + 121]).toBe(30); // a letter
    expect(data[50 * width + 300]).toBe(60); // the table around the page
  });
});
