/** Lexicon: Dutch number words, fractions and group words. */

export const NUMBER_UNITS: Readonly<Record<string, number>> = {
  nul: 0,
  een: 1,
  eén: 1,
  één: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
};
export const NUMBER_TEENS: Readonly<Record<string, number>> = {
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
export const NUMBER_TENS: Readonly<Record<string, number>> = {
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
};
export const HUNDRED = 'honderd';
export const THOUSAND = 'duizend';
/** Words that are a number on their own. */
export const NUMBER_SPECIAL: Readonly<Record<string, number>> = {
  anderhalf: 1.5,
  anderhalve: 1.5,
  half: 0.5,
  halve: 0.5,
  dozijn: 12,
  kwartier: 0.25,
  beide: 2,
  allebei: 2,
};
/** 'een twintigtal', 'tiental': about that many (approximate). */
export const NUMBER_GROUPS: Readonly<Record<string, number>> = {
  tiental: 10,
  twintigtal: 20,
  dertigtal: 30,
  veertigtal: 40,
  vijftigtal: 50,
  honderdtal: 100,
  paar: 2,
};
/** 'een kwartier' is a quarter of an hour, 'een half uur' half of one. */
export const QUARTER_HOUR = 'kwartier';
/** Words that multiply the number before them: 'twee dozijn' = 24. */
export const MULTIPLIER_WORDS: Readonly<Record<string, number>> = { dozijn: 12, honderd: 100, duizend: 1000 };
export const ARTICLE_ONE = ['een', "'n", 'n', 'één', 'eén'];
export const HALF_WORDS = ['half', 'halve'];
