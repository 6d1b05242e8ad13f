/**
 * A box of notes beside the top of a price list (layout-columns.ts): its lines keep their own spacing,
 * so they stand between the list's rows. On synthetic word boxes (test/helpers/layout-words.ts).
 */
import { wordsToBlocks, type PositionedWord } from '../src/infra/documents/layout';
import { phrase, tables, texts } from './helpers/layout-words';

const ROWS = [
  ['Damesblokjes vervangen', '€ 12,50 per paar'],
  ['Herenhakken rubber', '€ 22,- per paar'],
  ['Halve zolen leer', '€ 39,50 per paar'],
  ['Hele zolen Vibram', '€ 59,- per paar'],
  ['Naad stikken', 'v.a. € 8,50'],
  ['Schoenen oprekken', '€ 12,- per paar'],
];
const BOX = ['Zo werken wij', 'Prijzen incl. 21% btw.', 'Klaar terwijl u wacht of', 'binnen 3 werkdagen.'];

function page(boxLines: number[]): PositionedWord[] {
  const words: PositionedWord[] = [];
  ROWS.forEach(([name, price], i) =>
    words.push(...phrase(name!, 40, 100 + i * 16), ...phrase(price!, 160, 100 + i * 16)),
  );
  BOX.forEach((line, i) => words.push(...phrase(line, 280, boxLines[i]!)));
  return words;
}

describe('a box of notes beside a list', () => {
  it('reads the box apart when its lines fall between the rows of the list', () => {
    // Level with the first row, then about a row apart (the list's rhythm) but half a row off.
    const blocks = wordsToBlocks(page([100, 109, 124, 140]));
    expect(tables(blocks).map((t) => t.rows)).toEqual([ROWS]);
    expect(texts(blocks).join(' ')).toContain('Prijzen incl. 21% btw.');
  });

  it('keeps a third column whose lines share the rows as one table', () => {
    const blocks = wordsToBlocks(page([100, 116, 132, 148]));
    expect(tables(blocks)[0]!.rows.slice(0, 2)).toEqual([
      [...ROWS[0]!, BOX[0]],
      [...ROWS[1]!, BOX[1]],
    ]);
  });
});
