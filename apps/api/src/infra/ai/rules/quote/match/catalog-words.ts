/**
 * The words of catalogue matching: stems of phrases and product names, words that say nothing about
 * which product is meant, prepositions and qualifiers, and the one-typo test.
 */
import { stem } from './stem';
import { fold, memoize, words } from './text';

/** Words that say little about which product is meant (stemmed like the names). */
export const STOP = new Set(
  (
    'de het een en of van voor per met zonder incl inclusief excl exclusief in op aan bij tot te x st stuk stuks uur m m2 m1 mm cm kg l liter dag stk pst p all nieuw nieuwe extra standaard type model ca personen persoon gasten mensen pp m3 ' +
    "uit oud oude ook nog dat die dit deze wat wel niet geen zijn is was er we wij ik je jij u jullie ons onze mijn hun als dan maar om naar door over onder boven achter tussen na al zo nu hier daar graag kan kun kunnen wil willen moet moeten zou zouden heb hebben hebt word wordt worden gaan gaat doen doe komen laten lat even ongeveer circa zo'n heel hele veel meer paar kost kosten euro wat alle allemaal iets keer beetje goed mooi prima top dank bedankt groet hoi hallo beste vraag offerte prijs prijsopgave"
  )
    .split(' ')
    .map(stem),
);
export const PREPOSITION = new Set(
  [
    'langs',
    'naast',
    'onder',
    'boven',
    'achter',
    'tegen',
    'bij',
    'op',
    'in',
    'aan',
    'rond',
    'rondom',
    'tussen',
  ].map(stem),
);

/** Qualifiers: weigh less than the head noun of a product name. */
export const QUALIFIER = new Set(
  'enkel dubbel groot klein wit zwart grijs hoog laag breed smal licht zwaar basis luxe premium kort lang binnen buiten'.split(
    ' ',
  ),
);

/** True for stems that say nothing about which product is meant ('de', 'graag', 'kost'). */
export const isStopStem = (s: string): boolean => STOP.has(s);

export function phraseStems(text: string): string[] {
  return words(fold(text)).map(stem);
}

/** The distinct meaningful stems of a product name (cached: the catalogue returns on every request). */
export const nameStems = memoize((name: string): string[] => [
  ...new Set(phraseStems(name).filter((s) => !STOP.has(s) && !/^\d+$/.test(s))),
]);

/** True when a and b differ by one insertion, deletion, substitution or adjacent swap. */
export function oneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
