/**
 * Candidates: the phrases that may each be one requested line. A clause that only adds slots to the
 * phrase before it ('…, 2 stuks à € 4.100', '…, reken op 2 uur') is attached to that phrase when the
 * phrase lacks those slots; every candidate carries the line it would give.
 */
import type { Message } from '../messages/message';
import type { CatalogIndex, CatalogProduct } from '../match/catalog-index';
import { numberCodes, PER_METRE, phraseStems } from '../match/catalog-index';
import { sizesOfName, sizesOfPhrase, type Size } from '../match/sizes';
import { stem } from '../match/stem';
import { findQuantities, type Quantity } from '../grammar/quantity';
import { fold, words } from '../text/fold';
import { mergeReadings, readPhrase, type Reading } from '../grammar/reading';
import { readRow } from '../grammar/row';
import { joinJobTotals, type Group } from './job-total';
import type { Segment } from '../segment/segments';
import { isTimeUnit } from '../grammar/units';
import { isWorker } from '../grammar/measures';
import { CATALOG_QUALIFIERS } from '../lexicon/catalog';
import { LABOUR_WORDS } from '../lexicon/discourse';
import { hasWord, wordsRe } from '../lexicon/pattern';
import { excludingVat, lineOf, pickQuantity, type DraftLine } from './line';
import { rowParts } from './row-parts';

export interface Candidate {
  id: number;
  segments: Segment[];
  message: Message;
  messageIndex: number;
  reading: Reading;
  product: CatalogProduct | null;
  matchScore: number;
  /** How exactly the product's best word matched (1 the same stem; less for typos, compounds, substrings). */
  matchExact: number;
  /** The company has no catalogue: every line is a free line. */
  noCatalog: boolean;
  /** Hours of work the named product could not take made the line an hourly product's. */
  labourTime: boolean;
  /** Several pieces of work at one agreed total: one free line. */
  jobTotal: boolean;
  line: DraftLine;
  start: number;
  end: number;
}

/** Products from this score on are candidates' products; the line decision weighs the score. */
const MATCH_THRESHOLD = 0.5;
const isQualifier = hasWord(CATALOG_QUALIFIERS);
const LABOUR_IN_TEXT = wordsRe(LABOUR_WORDS);

/** The length of work a phrase gives ('anderhalf uur', '2 man een halve dag'), not a clock time. */
const workTime = (r: Reading) =>
  r.quantities.find((q) => q.unit !== null && isTimeUnit(q.unit) && !q.clock && !q.vague && !q.weak);

/**
 * People do the work: staff times hours, a count of workers, or words of labour in the phrase ('werk',
 * 'uren', 'mee bezig').
 */
const staffed = (r: Reading, text: string) =>
  (r.quantities.some((q) => q.product && q.unit !== null && isTimeUnit(q.unit)) &&
    words(fold(text)).some(isWorker)) ||
  r.quantities.some((q) => q.people && q.noun !== null && isWorker(q.noun)) ||
  LABOUR_IN_TEXT.test(fold(text));

/**
 * A length of work that the product the words named cannot take ('anderhalve dag werk voor één
 * tegelzetter' matched to a per-m2 product, '2 man een halve dag snoeien' to a per-piece one): no
 * amount of the phrase sizes that product, and the hours are no number of its name.
 */
function unusedWorkTime(r: Reading, product: CatalogProduct): boolean {
  const time = workTime(r);
  if (!time || isTimeUnit(product.unit)) return false;
  if (new Set(numberCodes(product.name)).has(String(time.value))) return false;
  const counts = r.quantities.filter((q) => !q.weak && !q.vague && !q.people && q !== time);
  return pickQuantity(counts, product.unit, false) === null;
}

const hasQuantity = (r: Reading) => r.quantities.some((q) => !q.weak && !q.vague);
const hasPrice = (r: Reading) => r.prices.some((p) => p.kind === 'unit' || p.kind === 'total');
/** A clause with slots but no words of its own ('2 stuks à € 4.100', 'reken op 2 uur'). */
const slotOnly = (r: Reading) =>
  r.content.length === 0 || ((r.labourOnly || r.headOnly) && (hasQuantity(r) || hasPrice(r)));
const hasUnitQuantity = (r: Reading) => r.quantities.some((q) => q.unit !== null && !q.vague && !q.clock);
const fitsInto = (group: Reading, add: Reading) =>
  (hasQuantity(add) && !hasQuantity(group)) ||
  (hasUnitQuantity(add) && !hasUnitQuantity(group)) ||
  (hasPrice(add) && !hasPrice(group)) ||
  (!hasQuantity(add) && !hasPrice(add));

/**
 * The sizes a product's name gives ('Boom kappen (tot 8 m)', 'Boiler (10 ltr)', 'Geluidsset (tot 250
 * personen)') in a unit the product is not sold in: a phrase's amount of that kind chooses the product
 * ('een boom van 7 m', '120 gasten'), it does not count it. A surface stays readable to the other lines
 * ('Ruit is 70 x 120 cm' sizes the glass sold per m2), the other sizes are dropped.
 */
function sizeOfName(q: Quantity, product: CatalogProduct, sizes: readonly Quantity[]): boolean {
  if (q.column || q.vague) return false;
  const perMetre = product.unit === 'stuk' && PER_METRE.test(fold(product.name));
  return sizes.some((s) => {
    if (s.unit !== null)
      return s.measure ? q.measure && !perMetre : q.unit === s.unit && s.unit !== product.unit;
    if (s.people) return q.people;
    return s.noun !== null && q.noun !== null && stem(s.noun) === stem(q.noun);
  });
}

function withoutNameNumbers(r: Reading, product: CatalogProduct, phraseSizes: readonly Size[]): Reading {
  const name = product.name;
  // Standalone numbers of the name ('Switch 24 poorts', 'big bag 1 m3' gives 1, not the 3 of 'm3').
  const numbers = new Set(name.match(/(?<![\p{L}\d.,])\d+(?![\p{L}\d])/gu) ?? []);
  // A size the phrase shares with the name ('de rittenkaart van 20 keer' for 'Rittenkaart 20x'): no count.
  const named = sizesOfName(name);
  const sized = phraseSizes.filter((s) =>
    named.some((n) => n.dim === s.dim && n.hi < Infinity && s.lo >= n.lo && s.hi <= n.hi),
  );
  const isSize = (q: Quantity) =>
    (q.unit === null || q.unit === 'stuk') &&
    sized.some((s) => s.lo === q.value && s.at && q.start < s.at[1] && q.end > s.at[0]);
  if (sized.length > 0) r = { ...r, quantities: r.quantities.filter((q) => q.column || !isSize(q)) };
  if (numbers.size === 0) return r;
  const sizes = findQuantities(fold(name)).filter(
    (s) => !s.vague && !s.weak && (s.unit !== 'stuk' || s.measure),
  );
  return {
    ...r,
    quantities: r.quantities
      .filter((q) => q.column || q.unit !== null || q.vague || !numbers.has(String(q.value)))
      .flatMap((q) => (!sizeOfName(q, product, sizes) ? [q] : q.unit === 'm2' ? [{ ...q, size: true }] : [])),
  };
}

/** The unit prices a phrase states, excl. VAT as its line would take them. */
const statedUnitPrices = (r: Reading, messageVat: number | null): number[] =>
  r.prices
    .filter((p) => p.kind === 'unit' && !p.replaced)
    .map((p) => excludingVat(p.amount, p.vat ? (p.vat.included ? p.vat.rate : null) : messageVat));

const hasSlot = (r: Reading) => hasQuantity(r) || hasPrice(r);

const matchOf = (text: string, index: CatalogIndex) =>
  index.size > 0 ? index.match(phraseStems(text), MATCH_THRESHOLD) : null;

/**
 * '1. Dakgoot vervangen door zink, 9 meter à € 55 per meter (aangepaste prijs)': in one list item, a
 * later clause that brings the amount or price the item lacks, and names no product better than the
 * item's first phrase, sizes that phrase. The caller has checked that the clause cancels nothing and
 * fits into the phrase.
 */
function slotsOfItem(last: Group, s: Segment, reading: Reading, index: CatalogIndex): boolean {
  const first = last.segments[0]!;
  if (s.kind !== 'item' || first.kind !== 'item' || first.listIndex !== s.listIndex) return false;
  if (!hasSlot(reading)) return false;
  const adds =
    (hasQuantity(reading) && !hasQuantity(last.reading)) || (hasPrice(reading) && !hasPrice(last.reading));
  if (!adds) return false;
  const mine = matchOf(s.text, index);
  const theirs = matchOf(last.segments.map((x) => x.text).join(' '), index);
  // '3 uur' does not size a thing sold per piece.
  if (theirs && hasQuantity(reading) && !pickQuantity(reading.quantities, theirs.product.unit, false))
    return false;
  return !mine || (theirs !== null && mine.score < theirs.score);
}

/** Groups the segments of one message into candidate phrases. */
function group(segments: readonly Segment[], index: CatalogIndex): Group[] {
  const readings = segments.map((s) => (s.row ? readRow(s.row) : readPhrase(s.text, s.sentenceText)));
  const out: Group[] = [];
  segments.forEach((s, i) => {
    const reading = readings[i]!;
    const last = out[out.length - 1];
    const lastSeg = last?.segments.at(-1);
    const sameSentence = last !== undefined && last.segments[0]!.sentence === s.sentence;
    const nextSentence =
      last !== undefined &&
      last.segments[0]!.kind === 'text' &&
      s.kind === 'text' &&
      lastSeg!.sentence === s.sentence - 1 &&
      s.clause === 0;
    const next = segments[i + 1]?.sentence === s.sentence ? readings[i + 1] : undefined;
    // 'Muren sausen woonkamer + hal, 85 m2 à € 9,50': a short joined part without slots or product of
    // its own, before the slots, belongs to the phrase before it.
    const joinedPart =
      sameSentence &&
      !hasSlot(reading) &&
      reading.content.length > 0 &&
      reading.content.length <= 2 &&
      next !== undefined &&
      slotOnly(next) &&
      (index.size === 0 || !index.match(phraseStems(s.text)));
    // 'Alleen de trap laten we nog even, dat doen we volgend jaar wel': the cancellation of the phrase before.
    const cancelsLast = sameSentence && reading.flags.cancel && reading.content.length === 0;
    // 'de ramen doen, binnen en buiten?': words that only qualify the thing before them.
    const qualifies =
      sameSentence && !hasSlot(reading) && reading.content.length > 0 && reading.content.every(isQualifier);
    if (joinedPart || cancelsLast || qualifies) {
      last.segments.push(s);
      last.reading = mergeReadings(last.reading, {
        ...reading,
        quantities: [],
        periods: [],
        prices: [],
        content: [],
        description: '',
      });
      if (joinedPart || qualifies) {
        last.reading.content = [...last.reading.content, ...reading.content];
        last.reading.description = `${last.reading.description}${s.joined ? ' en' : ','} ${reading.description.toLowerCase()}`;
      }
      return;
    }
    // The cheap tests first: slotsOfItem matches the catalogue twice.
    if (
      last &&
      s.kind !== 'row' &&
      (sameSentence || nextSentence) &&
      !reading.flags.cancel &&
      fitsInto(last.reading, reading) &&
      (slotOnly(reading) || slotsOfItem(last, s, reading, index))
    ) {
      last.segments.push(s);
      // Attached slots only: the description stays the first phrase's.
      last.reading = mergeReadings(last.reading, { ...reading, content: [], description: '' });
      return;
    }
    out.push({ segments: [s], reading });
  });
  return joinJobTotals(out);
}

export function buildCandidates(
  messages: readonly Message[],
  segmentsByMessage: readonly Segment[][],
  index: CatalogIndex,
  messageVat: readonly (number | null)[],
): Candidate[] {
  const out: Candidate[] = [];
  segmentsByMessage.forEach((segments, mi) => {
    for (const g of group(segments, index)) {
      const head = g.segments[0]!;
      const text = g.segments.map((s) => s.row?.cells.description?.text ?? s.text).join(' ');
      const stems = phraseStems(text);
      const sizes = sizesOfPhrase(text);
      // A job at one agreed total is a free line ('Kelderput uitgraven, grond afvoeren …').
      const words = g.jobTotal ? 0 : g.reading.content.length;
      let match =
        index.size > 0 && words > 0
          ? index.match(
              stems,
              MATCH_THRESHOLD,
              new Set(numberCodes(text)),
              sizes,
              statedUnitPrices(g.reading, messageVat[mi] ?? null),
            )
          : null;
      // Hours with a word of an hourly product ('leerling 2 man x 4 uur'): the hourly products decide.
      const timed = g.reading.quantities.find((q) => q.unit && isTimeUnit(q.unit) && !q.clock);
      if (!match && timed && words > 0) match = index.matchTimed(stems);
      // '340 m² glas aan de buitenzijde', '22 meter goot': the products sold in that measure decide.
      const measured = g.reading.quantities.find(
        (q) => !q.vague && (q.unit === 'm2' || q.unit === 'kg' || q.unit === 'liter' || q.measure),
      );
      if (!match && measured && words > 0)
        match = index.matchUnit(stems, measured.measure ? 'meter' : measured.unit!, 0.45);
      // 'tapijttegels laten reinigen': the letters of a product name, when no word of it matched.
      if (!match && words > 0) match = index.matchFuzzy(text);
      // Hours of work the product cannot take are the work of an hourly product: the one the words
      // name among those sold by the hour, else the plain labour product when people do the work.
      let labourTime = false;
      if (
        workTime(g.reading) &&
        words > 0 &&
        staffed(g.reading, text) &&
        (!match || unusedWorkTime(g.reading, match.product))
      ) {
        const hourly =
          index.matchTimed(stems) ??
          (index.labour
            ? { product: index.labour, score: MATCH_THRESHOLD, positions: [], strongest: MATCH_THRESHOLD }
            : null);
        if (hourly && hourly.product !== match?.product) {
          match = hourly;
          labourTime = true;
        }
      }
      // 'Bruidskapsel + bruidsmake-up' in one cell of a row: a line for each product it joins.
      const parts =
        g.segments.length === 1 && head.row
          ? rowParts(head.row, text, match, index, (t) => matchOf(t, index))
          : null;
      for (const [m, labour] of parts
        ? parts.map((p) => [p, false] as const)
        : [[match, labourTime] as const]) {
        const product = m?.product ?? null;
        // Numbers of the product's own name ('Microsoft 365', 'NEN 1010') are no amounts.
        const reading = product ? withoutNameNumbers(g.reading, product, sizes) : g.reading;
        out.push({
          id: out.length,
          segments: g.segments,
          message: messages[mi]!,
          messageIndex: mi,
          reading,
          product,
          matchScore: m?.score ?? 0,
          matchExact: m?.strongest ?? 0,
          noCatalog: index.size === 0,
          labourTime: labour,
          jobTotal: g.jobTotal === true,
          line: lineOf(reading, product, index, messageVat[mi] ?? null),
          start: head.start,
          end: g.segments.at(-1)!.end,
        });
      }
    }
  });
  return out;
}
