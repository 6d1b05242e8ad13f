/** Synthetic word boxes for the layout specs: 10 pt text, a character 5 pt wide, words 3 pt apart. */
import type { DocumentBlock, TableBlock, TextBlock } from '../../src/infra/ai/ai-provider';
import type { PositionedWord } from '../../src/infra/documents/layout';

export const SIZE = 10;

/** The words of `text` from x on baseline y (optionally with an OCR confidence, or one per word). */
export function phrase(
  text: string,
  x: number,
  y: number,
  conf?: number | number[],
  page = 1,
): PositionedWord[] {
  const words: PositionedWord[] = [];
  let at = x;
  text.split(' ').forEach((str, i) => {
    const c = Array.isArray(conf) ? conf[i] : conf;
    words.push({
      str,
      page,
      x: at,
      y,
      w: str.length * 5,
      size: SIZE,
      ...(c === undefined ? {} : { conf: c }),
    });
    at += str.length * 5 + 3;
  });
  return words;
}

export const tables = (blocks: DocumentBlock[]) => blocks.filter((b): b is TableBlock => b.kind === 'table');
export const texts = (blocks: DocumentBlock[]) =>
  blocks.filter((b): b is TextBlock => b.kind === 'text' && b.text !== '').map((b) => b.text);
