import { placeSource, segments } from './highlight';

// An emoji (two UTF-16 code units) and an accented letter before the phrase; the phrase itself holds
// characters a regular expression would treat specially.
const TEXT = 'Hé 👍 vraagje:\n1. Dakkapel (achterzijde) vernieuwen, 2 stuks à € 4.100,- [spoed?]\nGroet';
const PHRASE = 'Dakkapel (achterzijde) vernieuwen, 2 stuks à € 4.100,- [spoed?]';
const START = TEXT.indexOf(PHRASE);

test('offsets are UTF-16 indices: an emoji before the phrase shifts nothing', () => {
  expect(START).toBe(18);
  const pieces = segments(TEXT, [{ key: 'l0', kind: 'line', start: START, end: START + PHRASE.length }]);
  expect(pieces.map((p) => [p.text, p.kind])).toEqual([
    ['Hé 👍 vraagje:\n1. ', null],
    [PHRASE, 'line'],
    ['\nGroet', null],
  ]);
  expect(pieces.map((p) => p.text).join('')).toBe(TEXT);
});

test('a source is placed by its offsets, else at the nearest occurrence of its words, else not at all', () => {
  const exact = { text: PHRASE, start: START, end: START + PHRASE.length };
  expect(placeSource(TEXT, exact)).toEqual({ start: START, end: START + PHRASE.length });
  // Offsets counted in code points (one short after the emoji) still find the phrase.
  expect(placeSource(TEXT, { ...exact, start: START - 1, end: START - 1 + PHRASE.length })).toEqual({
    start: START,
    end: START + PHRASE.length,
  });
  const twice = 'uur schilderen, en nog 2 uur schilderen';
  expect(placeSource(twice, { text: 'uur schilderen', start: 27, end: 30 })).toEqual({ start: 25, end: 39 });
  expect(placeSource(TEXT, { text: 'schuur slopen', start: 3, end: 16 })).toBeNull();
  expect(placeSource(TEXT, { text: '', start: 0, end: 0 })).toBeNull();
  expect(placeSource(TEXT, null)).toBeNull();
});

test('overlapping phrases share their common piece, a chosen line wins; spans out of range are ignored', () => {
  const text = 'graag 2 uur kleuradvies en 10 m2 schilderen';
  const pieces = segments(text, [
    { key: 'c0', kind: 'candidate', start: 6, end: 23 },
    { key: 'l0', kind: 'line', start: 12, end: 32 },
    { key: 'l1', kind: 'left-out', start: 40, end: 99 },
  ]);
  expect(pieces.map((p) => [p.text, p.keys, p.kind])).toEqual([
    ['graag ', [], null],
    ['2 uur ', ['c0'], 'candidate'],
    ['kleuradvies', ['c0', 'l0'], 'line'],
    [' en 10 m2', ['l0'], 'line'],
    [' schilderen', [], null],
  ]);
});
