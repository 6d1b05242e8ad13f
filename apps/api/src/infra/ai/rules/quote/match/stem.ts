/**
 * A light Dutch stemmer for matching product names: plurals (deuren, tegels, foto's), diminutives
 * (lampje, deurtje, balletje), adjective -e, and spelling variants (ij/y/ei, c/k, ph/f, dt, doubled
 * letters). Both the catalogue and the text go through it, so a stem only has to be consistent, not a
 * real word.
 */
import { ACTION_SYNONYMS, REMOVE_WORDS } from '../lexicon/catalog';
import { MORE_ACTION_SYNONYMS, SINGULAR_ES } from '../lexicon/synonyms';
import { memoize } from '../text/fold';

function stripDiminutive(w: string): string {
  if (w.length < 6) return w;
  if (/etjes?$/.test(w) && /([bcdfgklmnprst])\1etjes?$/.test(w)) return w.replace(/etjes?$/, '');
  if (/tjes?$/.test(w)) {
    const core = w.replace(/tjes?$/, '');
    // 'deurtje', 'stoeltje': t+je; 'spotje', 'plaatje', 'kastje': the t belongs to the word.
    const tBelongs = /([aeiou])\1$/.test(core) || /[^aeiou][aeiou]$/.test(core);
    return /[aeiouylnrw]$/.test(core) && !tBelongs ? core : w.replace(/jes?$/, '');
  }
  if (/[^aeiou]jes?$/.test(w) && !/ij(es?)?$/.test(w)) return w.replace(/jes?$/, '');
  return w;
}

function stripPlural(w: string): string {
  if (w.endsWith("'s")) return w.slice(0, -2);
  // 'auto's', 'camera's', 'tegels'; never after a long vowel ('doos', 'boekendoos' are singular).
  // … nor after a singular ending in -es ('rijles', 'motorles': not 'rijle' + s).
  if (
    w.length > 4 &&
    /(?:en|el|er|em|ie|e|a|o|u|i|y)s$/.test(w) &&
    !/([aou])\1s$/.test(w) &&
    !SINGULAR_ES.some((end) => w.endsWith(end))
  )
    w = w.slice(0, -1);
  if (w.length >= 5 && w.endsWith('en')) return w.slice(0, -2);
  if (w.length > 4 && /[^aeiou]e$/.test(w)) return w.slice(0, -1);
  // An adjective -e after an open syllable: 'hoge', 'lage', 'rode' (hoog, laag, rood after canonical());
  // not English words of the shape ('make-up', 'tape').
  if (w.length === 4 && /^[^aeiou]*[aeiou][bdglnrvz]e$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Unifies spelling variants and typing habits; applied after stripping endings. */
function canonical(w: string): string {
  return w
    .replace(/ij|y/g, 'ei')
    .replace(/au/g, 'ou')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ck|c/g, 'k')
    .replace(/dt$|d$/, 't')
    .replace(/v$/, 'f')
    .replace(/z$/, 's')
    .replace(/([a-z])\1+/g, '$1');
}

/** The stem of one folded word (lower case, no diacritics). Numbers come back unchanged. */
/** Words for taking something away, read as the one catalogue word 'verwijderen'. */
const REMOVE = new Set(REMOVE_WORDS);
/** Each synonym to the first word of its group. */
const SYNONYM = new Map(
  [...ACTION_SYNONYMS, ...MORE_ACTION_SYNONYMS].flatMap((group) =>
    group.slice(1).map((w) => [w, group[0]!] as const),
  ),
);

export const stem = memoize(stemWord);

function stemWord(word: string): string {
  if (REMOVE.has(word)) return 'verweider';
  const synonym = SYNONYM.get(word);
  if (synonym) return stemWord(synonym);
  if (/^\d/.test(word) || word.length <= 3) return canonical(word);
  let w = word;
  // Past participles: gelakt, gewit, geschilderd, gelegd -> lak, wit, schilder, leg …
  if (/^ge[^e].{2,}[td]$/.test(w) && !/^(?:geen|geld|gebied|gebit|gezond)/.test(w)) w = w.slice(2, -1);
  // … and inflected as adjectives: gestoffeerde, gelaagde -> stoffeer, laag.
  else if (/^ge[^e].{2,}[td]e$/.test(w) && !/^(?:geen|geld|gebied|gebit|gezond)/.test(w)) w = w.slice(2, -2);
  // Nouns of action: reiniging, bewassing -> reinig, bewass.
  if (w.length >= 8 && w.endsWith('ing')) w = w.slice(0, -3);
  return canonical(stripPlural(stripDiminutive(w)));
}
