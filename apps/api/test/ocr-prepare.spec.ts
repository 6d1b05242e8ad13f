import { estimateSkew, type GreyImage } from '../src/infra/documents/ocr/deskew';
import { flattenLight } from '../src/infra/documents/ocr/flatten-light';
import { invertDarkBands } from '../src/infra/documents/ocr/invert-bands';
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

  it('paints out a rule photographed at an angle, with a faint stretch and a letter at its end', () => {
    const img = photo(0);
    const { data, width } = img;
    // Falls a row every 20 columns; from x 250 to 300 it is only a little darker than the paper.
    for (let x = 100; x < 500; x++)
      data[(560 + Math.floor((x - 100) / 20)) * width + x] = x >= 250 && x < 300 ? 190 : 40;
    for (let y = 550; y < 575; y++) data[y * width + 100] = 30; // a letter's stem touches its start
    removeRules(img);
    expect(data[(560 + 5) * width + 200]).toBeGreaterThan(150);
    expect(data[(560 + 15) * width + 400]).toBeGreaterThan(150);
    expect(data[565 * width + 100]).toBe(30);
  });

  it('inverts a dark heading band with light letters, not the surround, rules or dark text', () => {
    const img = photo(0);
    const { data, width } = img;
    for (let y = 600; y < 630; y++) for (let x = 100; x < 500; x++) data[y * width + x] = 50;
    for (let y = 608; y < 622; y++) for (let x = 120; x < 200; x++) if (x % 10 < 4) data[y * width + x] = 235;
    for (let x = 100; x < 500; x++) data[650 * width + x] = 40; // a rule
    expect(invertDarkBands(img)).toBe(1);
    expect(data[602 * width + 300]).toBe(205); // the band is light now
    expect(data[610 * width + 121]).toBe(20); // its letters dark
    expect(data[154 * width + 121]).toBe(30); // a dark letter on the page stays
    expect(data[650 * width + 300]).toBe(40);
    expect(data[50 * width + 300]).toBe(60);
  });

  it('lifts paper in shadow and its letters with it, but not the dark surround of the page', () => {
    const img = photo(0);
    const { data, width } = img;
    // A shadow over the right part of the page: paper 130 instead of 220, a letter 20 instead of 30.
    for (let y = 100; y < 700; y++) for (let x = 330; x < 520; x++) data[y * width + x] = 130;
    for (let y = 300; y < 308; y++) for (let x = 400; x < 404; x++) data[y * width + x] = 20;
    expect(flattenLight(img)).toBeGreaterThan(0);
    expect(data[500 * width + 450]).toBeGreaterThan(190); // the shaded paper
    expect(data[304 * width + 401]).toBeLessThan(60); // its letter stays dark
    expect(data[50 * width + 300]).toBe(60); // the table around the page
  });
});
