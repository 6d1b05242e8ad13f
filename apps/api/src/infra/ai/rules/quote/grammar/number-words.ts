/**
 * Dutch number words: 'een', 'twee', 'drieëntwintig', 'honderdvijftig', 'anderhalf', 'een half',
 * 'tweeënhalf'. Digits are not handled here (see parseDutchNumber in the domain package).
 */
import { fold, memoize } from './text';

const UNITS: Readonly<Record<string, number>> = {
  nul: 0,
  een: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
};

const TEENS: Readonly<Record<string, number>> = {
  tien: 10,
  elf: 11,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
};

const TENS: Readonly<Record<string, number>> = {
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
};

const SPECIAL: Readonly<Record<string, number>> = {
  anderhalf: 1.5,
  anderhalve: 1.5,
  half: 0.5,
  halve: 0.5,
  dozijn: 12,
};

/** 1..99 from one word: 'zeven', 'dertien', 'vijfenveertig'. */
function below100(w: string): number | null {
  if (w in UNITS) return UNITS[w]!;
  if (w in TEENS) return TEENS[w]!;
  if (w in TENS) return TENS[w]!;
  for (const [tens, value] of Object.entries(TENS)) {
    if (!w.endsWith(`en${tens}`)) continue;
    const unit = UNITS[w.slice(0, -tens.length - 2)];
    if (unit !== undefined && unit > 0) return unit + value;
  }
  return null;
}

/** 1..999 from one word: 'honderd', 'tweehonderdvijftig', 'driehonderdtwaalf'. */
function below1000(w: string): number | null {
  const at = w.indexOf('honderd');
  if (at < 0) return below100(w);
  const head = w.slice(0, at);
  const tail = w.slice(at + 'honderd'.length).replace(/^en/, '');
  const hundreds = head === '' ? 1 : below100(head);
  const rest = tail === '' ? 0 : below100(tail);
  if (hundreds === null || rest === null || hundreds > 9) return null;
  return hundreds * 100 + rest;
}

/** The value of one Dutch number word, or null: 'twee' 2, 'vijfentwintig' 25, 'tweeënhalf' 2.5. */
export const parseNumberWord = memoize(numberWord);

function numberWord(word: string): number | null {
  const w = fold(word).replace(/[^a-z]/g, '');
  if (w === '') return null;
  if (w in SPECIAL) return SPECIAL[w]!;
  const half = /^([a-z]+?)enhal(?:f|ve)$/.exec(w);
  if (half) {
    const whole = numberWord(half[1]!);
    return whole === null ? null : whole + 0.5;
  }
  const at = w.indexOf('duizend');
  if (at >= 0) {
    const head = w.slice(0, at);
    const tail = w.slice(at + 'duizend'.length).replace(/^en/, '');
    const thousands = head === '' ? 1 : below1000(head);
    const rest = tail === '' ? 0 : below1000(tail);
    return thousands === null || rest === null ? null : thousands * 1000 + rest;
  }
  return below1000(w);
}

/**
 * A number written as words at the start of `words` (folded): handles 'een half' (0.5) and
 * 'twee en een half' (2.5). Returns the value and how many words it used.
 */
export function readNumberWords(ws: readonly string[], from = 0): { value: number; used: number } | null {
  const first = ws[from];
  if (first === undefined) return null;
  if ((first === 'een' || first === 'n') && (ws[from + 1] === 'half' || ws[from + 1] === 'halve')) {
    return { value: 0.5, used: 2 };
  }
  const value = parseNumberWord(first);
  if (value === null) return null;
  if (ws[from + 1] === 'en' && ws[from + 2] === 'een' && /^hal(f|ve)$/.test(ws[from + 3] ?? '')) {
    return { value: value + 0.5, used: 4 };
  }
  return { value, used: 1 };
}
