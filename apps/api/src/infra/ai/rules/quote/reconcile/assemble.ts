/**
 * Thread reconciliation: the candidates the classifier accepts become lines, message by message, oldest
 * first. A later mention of the same thing changes its quantity or price ('niet 8 maar 9 meter',
 * 'doe maar 60 ipv 40'); a cancellation or postponement removes it ('die schuur laten we zitten');
 * the own company's messages only offer lines, which count once the customer accepts ('akkoord met
 * uw voorstel'), and may price lines the customer asked for.
 */
import type { Candidate } from '../classify/candidates';
import { significantStems, type DraftLine } from '../classify/line';
import { convertQuantity, isTimeUnit } from '../grammar/units';
import { ACCEPT_ANYWHERE, ACCEPT_PHRASES, OTHER_THAN } from '../lexicon/discourse';
import { alternation } from '../lexicon/pattern';
import { wordsRe } from '../lexicon/pattern';
import { sizeSiblings } from '../match/sizes';
import { scaleByFactor } from './factor';
import { tierSiblings } from './tiers';
import { stem } from '../match/stem';
import { fold } from '../text/fold';

const ACCEPTS = wordsRe(ACCEPT_PHRASES, { start: true });
const ACCEPTS_ANYWHERE = wordsRe(ACCEPT_ANYWHERE);

export interface Line extends DraftLine {
  candidate: Candidate;
  /** The classifier's probability for the candidate that made the line. */
  p: number;
  /** Changed by a later message (quantity or price). */
  changed: boolean;
  /** The quantity came from a count named elsewhere, not from the phrase itself. */
  contextQuantity: boolean;
  /** Added by a standing charge of the terms, not by a phrase of the text. */
  standing?: boolean;
}

export interface Dropped {
  line: Line;
  reason: 'cancelled' | 'not-accepted' | 'middle-band';
}

export interface Assembly {
  lines: Line[];
  dropped: Dropped[];
}

/** The same thing: the same product, or free lines of which one's words all occur in the other's. */
export function sameThing(a: DraftLine, b: DraftLine): boolean {
  // Tiers of one product by count are one thing: the count decides the tier at the end (tiers.ts).
  if (a.product || b.product) return a.product === b.product || tierSiblings(a.product, b.product);
  if (a.stems.size === 0 || b.stems.size === 0) return false;
  const [small, large] = a.stems.size <= b.stems.size ? [a.stems, b.stems] : [b.stems, a.stems];
  for (const s of small) if (!large.has(s)) return false;
  return true;
}

/**
 * 'Verder de schutting, 11 meter. Uw collega noemde € 115 per meter incl. btw': a price without an
 * amount, in the sentence after the line just named in the same message, in that line's unit (or
 * with no unit), prices it.
 */
function justNamed(lines: readonly Line[], c: Candidate): Line | undefined {
  const last = lines.at(-1);
  if (!last || last.priceSource === 'text' || c.line.explicitQuantity || c.line.total !== null)
    return undefined;
  const mine = last.candidate;
  if (mine.messageIndex !== c.messageIndex || c.id - mine.id > 2) return undefined;
  // Rows of a table have their own prices.
  if (mine.segments[0]!.kind !== 'text' || c.segments[0]!.kind !== 'text') return undefined;
  const prices = c.reading.prices.filter((x) => !x.replaced);
  if (prices.length !== 1) return undefined;
  // 'per meter' is 'stuk' for a product priced per metre; 'per fiets' counts pieces.
  const { per, perNoun } = prices[0]!;
  const fits = per === null ? !perNoun || last.unit === 'stuk' : per === last.unit;
  // '€ 69 per les' after the exam was named: the price of the lessons named before it, not the exam's.
  const noun = perNoun ? fold(perNoun) : '';
  const namesOther = (l: Line) =>
    fold(l.description)
      .split(/[^a-z]+/)
      .some((w) => w === noun || stem(w) === stem(noun) || (noun.length >= 3 && w.endsWith(noun)));
  if (noun && lines.some((l) => l !== last && namesOther(l))) return undefined;
  return fits ? last : undefined;
}

/** The count of `noun` (or of workers, for 'per man') the candidate's phrase names; 1 when none. */
function countOf(c: Candidate, noun: string): number {
  const s = stem(noun);
  const q = c.reading.quantities.find(
    (x) => x.unit === null && x.noun !== null && !x.vague && !x.weak && stem(x.noun) === s,
  );
  return q?.value ?? 1;
}

/** Shares a significant word: a cancellation names the line loosely ('de schuur' for 'Schuur afbreken'). */
function overlaps(a: DraftLine, b: DraftLine): boolean {
  if (a.product && a.product === b.product) return true;
  for (const s of a.stems) if (b.stems.has(s)) return true;
  return false;
}

const toLine = (c: Candidate, p: number): Line => ({
  ...c.line,
  candidate: c,
  p,
  changed: false,
  contextQuantity: false,
});

/** Both are rows of one pasted table: rows of the same thing add up ('Kantoor 1 | kast | 2,40', 'Kantoor 2 | kast | 3,10'). */
const sameTable = (a: Candidate, b: Candidate) =>
  a.messageIndex === b.messageIndex && a.segments[0]!.kind === 'row' && b.segments[0]!.kind === 'row';

function update(target: Line, c: Candidate, additive: boolean): void {
  const l = c.line;
  if (l.explicitQuantity) {
    const own = l.unit === target.unit ? l.quantity : convertQuantity(l.quantity, l.unit, target.unit);
    // '3 man' … '4 uur per man': the amount for each of a count the line's own phrase named.
    const value = own * (l.amountPerNoun ? countOf(target.candidate, l.amountPerNoun) : 1);
    const adds =
      (additive && c.messageIndex > target.candidate.messageIndex) ||
      (sameTable(target.candidate, c) && target.explicitQuantity);
    target.quantity = adds ? Math.round((target.quantity + value) * 1000) / 1000 : value;
    target.explicitQuantity = true;
    target.changed = true;
  }
  if (l.priceSource === 'text') {
    target.unitPrice =
      l.total !== null && target.quantity > 0
        ? Math.round((l.total / target.quantity) * 100) / 100
        : l.unitPrice;
    target.priceSource = 'text';
    target.changed = true;
  }
}

/**
 * The line a cancellation names: by the words the phrase itself says ('Alleen de dakgoot hoeft niet
 * meer' names 'Dakgoot reinigen', not 'Zonnepanelen reinigen' that shares a word of the product's name).
 */
const OTHER_NOUN = new RegExp(`(?<![\\p{L}])${alternation(OTHER_THAN)}\\s+(\\p{L}+)`, 'gu');

function cancels(c: Candidate, l: Line): boolean {
  // A cancellation that names a product of its own ('de vissen opvangen hoeven jullie niet te doen') is
  // about that product only, not about every line that shares one of its words ('vijver').
  if (c.line.product) return c.line.product === l.product;
  const said = significantStems(c.reading.content.join(' '));
  // 'Het schilderwerk van de overige wanden … hoeft niet': the other walls, not the quoted one.
  const text = fold(c.segments.map((x) => x.text).join(' '));
  for (const m of text.matchAll(OTHER_NOUN)) for (const s of significantStems(m[1]!)) said.delete(s);
  for (const s of said) if (l.stems.has(s)) return true;
  return said.size === 0 && overlaps(l, c.line);
}

/** The line a cancellation or change without its own words is about: the one named just before. */
function lastNamed(lines: readonly Line[], c: Candidate): Line | undefined {
  return [...lines].reverse().find((l) => l.candidate.id < c.id);
}

/** A line without an amount of its own that a phrase with an amount names by one of its words. */
function sizeTarget(lines: readonly Line[], c: Candidate): Line | undefined {
  const q = c.reading.quantities.find((x) => !x.weak && !x.vague && !x.people);
  if (!q) return undefined;
  return [...lines]
    .reverse()
    .find(
      (l) =>
        !l.explicitQuantity &&
        overlaps(l, c.line) &&
        (q.unit === null ||
          q.unit === l.unit ||
          (isTimeUnit(q.unit) && isTimeUnit(l.unit)) ||
          (q.measure && l.unit === 'stuk')),
    );
}

/** A change without words of its own: 'niet 8 maar 9 meter', 'doe toch maar 3'. */
function applyBareChange(lines: Line[], c: Candidate): boolean {
  const r = c.reading;
  if (
    r.content.length > 0 ||
    !c.line.explicitQuantity ||
    !(r.flags.instead || r.flags.negated || r.flags.additive)
  )
    return false;
  const unit = r.quantities.find((q) => q.unit)?.unit ?? null;
  const earlier = [...lines].reverse().filter((l) => l.candidate.messageIndex < c.messageIndex);
  // Every line whose amount is the one replaced ('niet 36 maar 41 m2' for laying, laminate and
  // underlay alike), else the last one in that unit.
  const replaced = earlier.filter(
    (l) => (!unit || l.unit === unit) && r.replaced.some((q) => Math.abs(q.value - l.quantity) < 1e-9),
  );
  const last = earlier.find((l) => !unit || l.unit === unit);
  const targets = replaced.length > 0 ? replaced : last ? [last] : [];
  for (const target of targets) update(target, c, r.flags.additive && !r.flags.instead);
  return targets.length > 0;
}

/**
 * A phrase worded as a request ('Zouden jullie ook de plinten kunnen meenemen?', 'Eventueel ook de
 * schuur') that the line decision scored under the candidate floor is still offered to add with one
 * click, down to REQUEST_FLOOR. Not offered: opening sentences ('Graag een offerte voor ons kantoor'),
 * plans and situations ('zaterdag kan ook', 'het is zo'n 1200 mm breed') and cancellations. The floor is
 * low because the model scores running text beside a list low (`textBesideList`), and a request under a
 * list is just what the list left out. On the 520 tuning texts 1.42 phrases per text are offered in all
 * (1.16 with a floor of 0.08).
 */
const REQUEST_FLOOR = 0.04;
const looksRequested = (c: Candidate, p: number): boolean => {
  const f = c.reading.flags;
  return (
    p >= REQUEST_FLOOR &&
    f.request &&
    !f.boilerplate &&
    !f.cancel &&
    !f.date &&
    !f.state &&
    c.reading.content.length > 0
  );
};

export function assemble(
  candidates: readonly Candidate[],
  probs: readonly number[],
  threshold: number,
  floor: number,
): Assembly {
  const lines: Line[] = [];
  const dropped: Dropped[] = [];
  let offered: Line[] = [];
  const byMessage = new Map<number, Candidate[]>();
  for (const c of candidates) byMessage.set(c.messageIndex, [...(byMessage.get(c.messageIndex) ?? []), c]);
  for (const [, group] of [...byMessage].sort((a, b) => a[0] - b[0])) {
    const message = group[0]!.message;
    if (!message.own) {
      // Accepted: a sentence opens with 'akkoord', 'prima', 'doe maar' …, says 'zoals u schreef'
      // anywhere, or the reply changes or cancels what was offered ('doe toch maar 18 panelen').
      const accepts =
        group.some(
          (c) =>
            (c.segments[0]!.clause === 0 && ACCEPTS.test(fold(c.segments[0]!.sentenceText))) ||
            ACCEPTS_ANYWHERE.test(fold(c.segments[0]!.sentenceText)),
        ) ||
        group.some(
          (c) =>
            probs[c.id]! >= floor &&
            c.line.explicitQuantity &&
            offered.some((o) => sameThing(o, c.line) && o.quantity !== c.line.quantity),
        );
      if (offered.length > 0 && accepts) {
        for (const o of offered) if (!lines.some((l) => sameThing(l, o))) lines.push(o);
      } else for (const o of offered) dropped.push({ line: o, reason: 'not-accepted' });
      offered = [];
    }
    for (const c of group) {
      const p = probs[c.id]!;
      const r = c.reading;
      // A table row with an amount of 0 ('Logo | 0 | hebben we al') asks for nothing.
      if (r.quantities.some((q) => q.column && q.value === 0)) continue;
      // 'de kasten schilder ik zelf', 'de perilex zit er al': the customer or someone else does it, or it is there.
      if (r.flags.selfSupply && !message.own) continue;
      if (r.flags.cancel && !r.flags.keep) {
        const pool = message.own ? offered : lines;
        const named =
          r.content.length > 0 ? pool.filter((l) => l.candidate.id !== c.id && cancels(c, l)) : [];
        const targets =
          named.length > 0
            ? named
            : r.content.length === 0
              ? [lastNamed(pool, c)].filter((l) => l !== undefined)
              : [];
        for (const t of targets) {
          pool.splice(pool.indexOf(t), 1);
          dropped.push({ line: t, reason: 'cancelled' });
        }
        // A cancellation never adds a line itself ('vervallen de voorrijkosten').
        continue;
      }
      if (!message.own && applyBareChange(lines, c)) continue;
      // 'liever de rittenkaart van 20 keer': a size neighbour of an offered line, asked for instead.
      const product = c.line.product;
      const switched =
        !message.own && product && p >= threshold
          ? lines.find((l) => l.candidate.message.own && l.product && sizeSiblings(l.product, product))
          : undefined;
      if (switched) {
        lines.splice(lines.indexOf(switched), 1);
        dropped.push({ line: switched, reason: 'cancelled' });
        if (!c.line.explicitQuantity) {
          lines.push({
            ...toLine(c, p),
            quantity: switched.quantity,
            explicitQuantity: switched.explicitQuantity,
          });
          continue;
        }
      }
      const existing =
        lines.find((l) => sameThing(l, c.line)) ??
        (message.own ? offered.find((l) => sameThing(l, c.line)) : undefined);
      if (existing && existing.candidate.id !== c.id && (p >= floor || r.flags.instead)) {
        // A later (or own) mention of a line: its amount or price changes, it adds no line.
        if (!message.own && scaleByFactor(existing, c)) continue;
        if (existing.candidate.messageIndex < c.messageIndex || message.own)
          update(existing, c, r.flags.additive);
        else if (!existing.explicitQuantity || existing.priceSource !== 'text') update(existing, c, false);
        continue;
      }
      // 'Het gaat om zo'n 25 meter heg': the size of a line named before, in a phrase of its own.
      const sized =
        !message.own && !c.line.product && c.line.explicitQuantity ? sizeTarget(lines, c) : undefined;
      if (sized && p < threshold) {
        update(sized, c, false);
        continue;
      }
      // 'Prijs voor de showroom hebben we afgesproken op 6,25 per m2': the price of a line it names.
      const priced =
        !c.line.product && c.line.priceSource === 'text' && p < threshold
          ? ([...lines].reverse().find((l) => l.priceSource !== 'text' && overlaps(l, c.line)) ??
            justNamed(lines, c))
          : undefined;
      if (priced) {
        priced.unitPrice =
          c.line.total !== null && priced.quantity > 0
            ? Math.round((c.line.total / priced.quantity) * 100) / 100
            : c.line.unitPrice;
        priced.priceSource = 'text';
        priced.changed = true;
        continue;
      }
      if (p < threshold) {
        if ((p >= floor || looksRequested(c, p)) && !message.own && c.line.description !== '')
          dropped.push({ line: toLine(c, p), reason: 'middle-band' });
        continue;
      }
      if (c.line.description === '') continue;
      (message.own ? offered : lines).push(toLine(c, p));
    }
  }
  return { lines, dropped };
}
