/** Reads one phrase: which product (catalogue or free text), how many, at what price. */
import type { QuoteUnit } from '@offerteflow/contracts';
import type { CatalogIndex, CatalogProduct } from './catalog-index';
import { phraseStems } from './catalog-index';
import { findPrices, type FoundPrice } from './price';
import { findQuantities, tokenize, type FoundQuantity } from './quantity';
import { capitalize, collapseSpaces, fold } from './text';

export interface PhraseReading {
  product: CatalogProduct | null;
  /** The quantity meant (see pickQuantity); `quantities` are all of them. */
  quantity: FoundQuantity | null;
  quantities: FoundQuantity[];
  price: FoundPrice | null;
  budget: FoundPrice | null;
  /** Description for a line without a catalogue product. */
  freeText: string;
  stems: string[];
  cancel: boolean;
  /** A statement about what is there ('mijn ketel is 18 jaar oud') or a preference, not a request. */
  descriptive: boolean;
  /** The product was found in the whole sentence, not in the phrase itself. */
  fromSentence: boolean;
  /** 'nog 2 extra', 'erbij': adds to an earlier line of the same product. */
  additive: boolean;
  request: boolean;
}

const CANCEL =
  /\b(?:hoeft|hoeven|hoef) (?:toch )?(?:niet|geen)|(?:laat|laten)(?: \w+){0,3} (?:zitten|weg|vallen|schieten)\b|(?:mag|mogen|kan|kunnen) (?:er )?(?:af|eraf|weg|vervallen|geschrapt)|vervalt|vervallen|schrappen|(?:toch|maar) (?:geen|niet)\b|niet meer nodig|(?:zien|zie) (?:we|ik) (?:toch )?(?:van )?af|annuleren|geannuleerd|doen (?:we|ik) (?:zelf|later|toch niet)|gaat niet door|streep (?:maar )?door|niet (?:meer )?(?:doen|nodig)|valt af|wegstrepen|cancel/i;
const DESCRIPTIVE =
  /\b(?:mijn|onze|ons|de|het|die|deze)(?: \S+){1,2} (?:is|zijn|was|waren|heeft|hebben|lekt|lekken|doet|doen het|werkt|werken|staat|staan|zit|zitten)\b|\b(?:mag|mogen|kan|kunnen) blijven\b|\bblijft\b|^(?:\S+ ){0,2}\d+ \S+ (?:zijn|is|hebben|heeft)\b|\ber (?:komen|zijn|is|staan|staat)\b/;
const ADDITIVE = /\b(?:extra|erbij|er bij|nog (?:een|\d+|twee|drie|vier|vijf)|ook nog)\b/i;
/** Wishes about how or when ('liefst na 17:00', 'bij voorkeur buiten spreekuren'): notes, not lines. */
const PREFERENCE =
  /^(?:het\s+)?(?:liefst|liever|bij voorkeur|graag pas|eventueel|let op|n\.?b\.?|p\.?s\.?|opmerking|pref\.?)\b/i;
/** Words that ask for something (the work verbs of REQUEST excluded). */
export const ASKING =
  /\b(?:graag|wil(?:len)?|zou(?:den)?|nodig|offerte|prijs|kun(?:nen)? (?:je|jullie|u)|bestel(?:len)?)\b/i;
export const REQUEST =
  /\b(?:graag|wil(?:len)?|zou(?:den)?|nodig|offerte|kun(?:nen)?|kan|vragen|bestel(?:len)?|laten|prijs|kost(?:en)?|wens|interesse|zoek(?:en)?|huren|aanvragen|moet(?:en)?|plaatsen|leveren|vervangen|maken|aanleggen|schilderen|installeren|reserveren|boeken|ophangen|verhuizen|schoonmaken|snoeien)\b/i;
const NOISE =
  /^(?:graag|ook|nog|even|dan|de|het|een|en|ik|we|wij|jullie|je|u|wil(?:len)?|zou(?:den)?|kun(?:nen)?|kan|willen|heb(?:ben)?|hebt|hadden|had|er|mij|me|ons|onze|mijn|dus|maar|dat|die|deze|dit|voor|of|met|zijn|is|wordt|worden|laten|offerte|prijs|prijsopgave|aanvraag|svp|aub|a\.u\.b|alstublieft|alsjeblieft|zo|doen|doe|vragen|vraag|nodig|ongeveer|circa|ca|zo'n|stuk|stuks|per|totaal|in|bij|ook|nog|aan|op|te|x)$/i;

/** The words of a phrase that describe the thing asked for, without quantities, prices and filler. */
function freeDescription(text: string, q: FoundQuantity | null, p: FoundPrice[]): string {
  const spans = p.map((x) => [x.start, x.end] as const);
  if (q) {
    const tokens = tokenize(fold(text));
    const from = tokens[q.from]?.start;
    const to = tokens[q.to - 1]?.end;
    if (from !== undefined && to !== undefined) spans.push([from, to]);
  }
  let t = text;
  for (const [a, b] of spans.sort((x, y) => y[0] - x[0])) t = t.slice(0, a) + ' ' + t.slice(b);
  const ws = collapseSpaces(t.replace(/[?!:;()"]/g, ' ').replace(/\s[àa@]\s*$/, ''))
    .replace(/[.,]+$/, '')
    .split(' ');
  while (ws.length && NOISE.test(ws[0]!)) ws.shift();
  while (ws.length && NOISE.test(ws[ws.length - 1]!)) ws.pop();
  return capitalize(ws.join(' '));
}

/** Picks the price that is meant: not one after 'in plaats van' / 'niet'; else the last unit price. */
function choosePrice(text: string, prices: FoundPrice[]): FoundPrice | null {
  const unit = prices.filter((p) => p.kind !== 'budget');
  const kept = unit.filter(
    (p) =>
      !/(?:in plaats van|i\.?p\.?v\.?|niet|was|eerst|i\.s\.m\.)\s*$/i.test(
        text.slice(Math.max(0, p.start - 18), p.start),
      ),
  );
  return kept[kept.length - 1] ?? unit[unit.length - 1] ?? null;
}

/**
 * The quantity meant: not one after 'in plaats van'; one in the product's unit (or convertible) first,
 * then a count, then a vague amount, then the article 'een'.
 */
export function pickQuantity(
  text: string,
  qs: readonly FoundQuantity[],
  unit: QuoteUnit | null,
): FoundQuantity | null {
  if (qs.length <= 1) return qs[0] ?? null;
  const tokens = tokenize(fold(text));
  const kept = qs.filter((q) => {
    const before = fold(
      text.slice(Math.max(0, (tokens[q.from]?.start ?? 0) - 18), tokens[q.from]?.start ?? 0),
    );
    return !/(?:in plaats van|i\.?p\.?v\.?|niet|was|eerst)\s*$/.test(before);
  });
  const pool = kept.length > 0 ? kept : [...qs];
  const timeUnit = (u: QuoteUnit | null) => u === 'uur' || u === 'dag';
  const rank = (q: FoundQuantity) =>
    q.clock && unit !== 'uur'
      ? 6
      : q.weak
        ? 5
        : q.vague
          ? 4
          : q.unit === unit
            ? 0
            : timeUnit(q.unit) && timeUnit(unit)
              ? 1
              : q.unit === null || q.unit === 'stuk'
                ? 2
                : 3;
  return [...pool].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Numbers that belong to the product's name ('Microsoft 365', 'Groepenkast 8 groepen') are no amounts. */
function partOfName(q: FoundQuantity, product: CatalogProduct | null): boolean {
  if (!product || q.unit !== null || q.vague) return false;
  return new RegExp(`(?:^|\\D)${q.value}(?:\\D|$)`).test(product.name);
}

/** Reads a phrase; `sentence` (the whole sentence) names the product when the phrase only gives a size. */
export function readPhrase(text: string, index: CatalogIndex, sentence = text): PhraseReading {
  const folded = fold(text);
  const prices = findPrices(text);
  const tokens = tokenize(folded);
  const found = findQuantities(folded).filter((q) => {
    const start = tokens[q.from]?.start ?? 0;
    return !prices.some((p) => start >= p.start && start < p.end);
  });
  const stems = phraseStems(text);
  let product = index.size > 0 ? (index.match(stems)?.product ?? null) : null;
  let fromSentence = false;
  if (!product && sentence !== text && found.some((q) => q.unit && !q.weak)) {
    product = index.match(phraseStems(sentence), 0.6)?.product ?? null;
    fromSentence = product !== null;
  }
  const quantities = found.filter((q) => !partOfName(q, product));
  const quantity = pickQuantity(text, quantities, product?.unit ?? null);
  return {
    product,
    quantity,
    quantities,
    price: choosePrice(text, prices),
    budget: prices.find((p) => p.kind === 'budget') ?? null,
    freeText: freeDescription(text, quantity, prices),
    stems,
    cancel: CANCEL.test(folded),
    descriptive: (DESCRIPTIVE.test(folded) && !REQUEST.test(folded)) || PREFERENCE.test(folded),
    fromSentence,
    additive: ADDITIVE.test(folded),
    request: REQUEST.test(folded),
  };
}

export type { QuoteUnit };
