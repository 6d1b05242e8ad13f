/**
 * Candidates: the phrases that may each be one requested line. A clause that only adds slots to the
 * phrase before it ('…, 2 stuks à € 4.100', '…, reken op 2 uur') is attached to that phrase when the
 * phrase lacks those slots; every candidate carries the line it would give.
 */
import type { Message } from '../messages/message';
import type { CatalogIndex, CatalogProduct } from '../match/catalog-index';
import { numberCodes, phraseStems } from '../match/catalog-index';
import { readPhrase, type Reading } from '../grammar/reading';
import { readRow } from '../grammar/row';
import type { Segment } from '../segment/segments';
import { isTimeUnit } from '../grammar/units';
import { CATALOG_QUALIFIERS } from '../lexicon/catalog';
import { hasWord } from '../lexicon/pattern';
import { lineOf, pickQuantity, type DraftLine } from './line';

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
  line: DraftLine;
  start: number;
  end: number;
}

/** Products from this score on are candidates' products; the line decision weighs the score. */
const MATCH_THRESHOLD = 0.5;
const isQualifier = hasWord(CATALOG_QUALIFIERS);

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

function merge(a: Reading, b: Reading): Reading {
  return {
    ...a,
    quantities: [...a.quantities, ...b.quantities],
    replaced: [...a.replaced, ...b.replaced],
    prices: [...a.prices, ...b.prices],
    flags: Object.fromEntries(
      Object.entries(a.flags).map(([k, v]) => [k, v || b.flags[k as keyof Reading['flags']]]),
    ) as Reading['flags'],
  };
}

function withoutNameNumbers(r: Reading, name: string): Reading {
  // Standalone numbers of the name ('Switch 24 poorts', 'big bag 1 m3' gives 1, not the 3 of 'm3').
  const numbers = new Set(name.match(/(?<![\p{L}\d.,])\d+(?![\p{L}\d])/gu) ?? []);
  if (numbers.size === 0) return r;
  return {
    ...r,
    quantities: r.quantities.filter(
      (q) => q.column || q.unit !== null || q.vague || !numbers.has(String(q.value)),
    ),
  };
}

interface Group {
  segments: Segment[];
  reading: Reading;
}

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
      last.reading = merge(last.reading, {
        ...reading,
        quantities: [],
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
      last.reading = merge(last.reading, { ...reading, content: [], description: '' });
      return;
    }
    out.push({ segments: [s], reading });
  });
  return out;
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
      let match =
        index.size > 0 && g.reading.content.length > 0
          ? index.match(stems, MATCH_THRESHOLD, new Set(numberCodes(text)))
          : null;
      // Hours with a word of an hourly product ('leerling 2 man x 4 uur'): the hourly products decide.
      const timed = g.reading.quantities.find((q) => q.unit && isTimeUnit(q.unit) && !q.clock);
      if (!match && timed && g.reading.content.length > 0) match = index.matchTimed(stems);
      // '340 m² glas aan de buitenzijde', '22 meter goot': the products sold in that measure decide.
      const measured = g.reading.quantities.find(
        (q) => !q.vague && (q.unit === 'm2' || q.unit === 'kg' || q.unit === 'liter' || q.measure),
      );
      if (!match && measured && g.reading.content.length > 0)
        match = index.matchUnit(stems, measured.measure ? 'meter' : measured.unit!, 0.45);
      // 'tapijttegels laten reinigen': the letters of a product name, when no word of it matched.
      if (!match && g.reading.content.length > 0) match = index.matchFuzzy(text);
      const product = match?.product ?? null;
      // Numbers of the product's own name ('Microsoft 365', 'NEN 1010') are no amounts.
      const reading = product ? withoutNameNumbers(g.reading, product.name) : g.reading;
      out.push({
        id: out.length,
        segments: g.segments,
        message: messages[mi]!,
        messageIndex: mi,
        reading,
        product,
        matchScore: match?.score ?? 0,
        matchExact: match?.strongest ?? 0,
        noCatalog: index.size === 0,
        line: lineOf(reading, product, index, messageVat[mi] ?? null),
        start: head.start,
        end: g.segments.at(-1)!.end,
      });
    }
  });
  return out;
}
