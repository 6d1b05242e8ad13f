/**
 * Quantities from context: a line without an amount of its own takes a count named elsewhere in the
 * customer's text — 'we hebben 8 panelen … montage per paneel' (8), 'voor iedere medewerker een
 * licentie' with '6 medewerkers', a per-person price with '80 gasten', one surface named for several
 * m2 lines.
 */
import { hasWord } from '../lexicon/pattern';
import { DISTRIBUTIVE_WORDS, PERSON_COUNT_NOUNS, WORKER_NOUNS } from '../lexicon/quantity';
import { convertQuantity } from '../grammar/units';
import { PER_PERSON } from '../lexicon/money';
import type { Candidate } from '../classify/candidates';
import type { Quantity } from '../grammar/quantity';
import { stem } from '../match/stem';
import { wordsRe } from '../lexicon/pattern';
import { fold } from '../text/fold';
import { significantStems } from '../classify/line';
import { PER_METRE } from '../match/catalog-index';
import type { Line } from './assemble';
import { distanceFor } from './distance';

const isPersonNoun = hasWord(PERSON_COUNT_NOUNS);
const DISTRIBUTIVE = wordsRe(DISTRIBUTIVE_WORDS);
const isWorker = hasWord(WORKER_NOUNS);
const PER_PERSON_NAME = wordsRe(PER_PERSON);

interface Count {
  q: Quantity;
  candidate: Candidate;
}

const sameNoun = (a: string, b: string) => stem(a) === stem(b) || (isPersonNoun(a) && isPersonNoun(b));

/** Counts named in the customer's messages ('8 panelen', '80 gasten'), in text order. */
function counts(candidates: readonly Candidate[]): Count[] {
  return candidates
    .filter((c) => !c.message.own)
    .flatMap((c) =>
      c.reading.quantities
        .filter((q) => !q.vague && !q.weak)
        // 'Aantal panelen: 12': the phrase's last word is the noun counted.
        .map((q) => (q.noun || q.unit ? q : { ...q, noun: c.reading.content.at(-1) ?? null }))
        .filter((q) => q.noun || q.unit === 'm2')
        .map((q) => ({ q, candidate: c })),
    );
}

/**
 * Staff times hours: an hourly line whose phrase counts people ('met 3 verhuizers') and a length of
 * work named elsewhere in the message ('Reken op een halve dag') is 3 × 4 hours.
 */
function staffHours(line: Line, lines: readonly Line[], candidates: readonly Candidate[]): number | null {
  if (line.unit !== 'uur') return null;
  const staff = line.candidate.reading.quantities.find(
    (q) => q.unit === null && !q.vague && !q.weak && q.noun && isWorker(q.noun),
  );
  if (!staff) return null;
  const used = new Set(lines.filter((l) => l !== line).map((l) => l.candidate.id));
  // The length named nearest to the people ('… Reken op een halve dag met 3 verhuizers').
  const time = candidates
    .filter((c) => c.messageIndex === line.candidate.messageIndex && !used.has(c.id))
    .sort((a, b) => Math.abs(a.id - line.candidate.id) - Math.abs(b.id - line.candidate.id))
    .flatMap((c) => c.reading.quantities)
    .find((q) => (q.unit === 'uur' || q.unit === 'dag') && !q.clock && !q.vague);
  return time ? staff.value * convertQuantity(time.value, time.unit!, 'uur') : null;
}

/** The word is one of the line's, or the end of a compound of one ('goot' of 'dakgoot'). */
const namesLine = (s: string, line: Line) =>
  [...line.stems].some((l) => l === s || (s.length >= 3 && l.length > s.length + 2 && l.endsWith(s)));

/**
 * A measure named with the line's own word elsewhere ('ca. 100 m2 muur' … 'Muren sausen € 9,50/m2',
 * 'totaal 22 meter goot' … 'goten schoonmaken'): the nearest one before the line, else after it. The
 * own company's measurements count too (it measured for the customer).
 */
function namedMeasure(line: Line, candidates: readonly Candidate[]): { q: Quantity; c: Candidate } | null {
  const metre = line.unit === 'stuk' && line.product !== null && PER_METRE.test(fold(line.product.name));
  if (!metre && line.unit !== 'm2' && line.unit !== 'kg' && line.unit !== 'liter') return null;
  const fits = (q: Quantity) =>
    !q.vague && !q.weak && (metre ? q.unit === 'stuk' && q.measure : q.unit === line.unit);
  const own = line.candidate;
  const named = candidates
    .filter(
      (c) => c !== own && [...significantStems(c.reading.content.join(' '))].some((s) => namesLine(s, line)),
    )
    .flatMap((c) => c.reading.quantities.filter(fits).map((q) => ({ q, c })));
  const before = named.filter((x) => x.c.id < own.id).at(-1);
  return before ?? named.find((x) => x.c.id > own.id) ?? null;
}

/** The last count of `noun` (or of a compound ending in it: 'nieuwbouwwoningen' for 'woning'). */
function lastCountOf(noun: string, all: readonly Count[]): Count | undefined {
  const s = stem(noun);
  return [...all]
    .reverse()
    .find((x) => x.q.unit === null && x.q.noun && (stem(x.q.noun) === s || stem(x.q.noun).endsWith(s)));
}

/**
 * A measure named for each of several things ('Elke kamer is 4 bij 3,5 meter' with 'de drie
 * spreekkamers'): how many there are, counted elsewhere; 1 when the phrase names no 'elk'/'per' thing.
 */
function eachCount(from: Candidate, all: readonly Count[]): number {
  const times = from.reading.perNoun ? lastCountOf(from.reading.perNoun, all) : undefined;
  return times && times.candidate !== from ? times.q.value : 1;
}

export function applyContextQuantities(lines: readonly Line[], candidates: readonly Candidate[]): void {
  const all = counts(candidates);
  for (const line of lines) {
    const each = line.amountPerNoun;
    if (each && !line.contextQuantity) {
      // '120 m2 per woning' with '4 woningen' (or '4 nieuwbouwwoningen') named elsewhere: 480.
      const times = lastCountOf(each, all);
      if (times && times.candidate !== line.candidate) {
        line.quantity = Math.round(line.quantity * times.q.value * 1000) / 1000;
        line.contextQuantity = true;
      }
    }
    if (line.explicitQuantity) continue;
    const named = namedMeasure(line, candidates);
    const measured =
      distanceFor(line, candidates) ??
      (named ? Math.round(named.q.value * eachCount(named.c, all) * 1000) / 1000 : undefined);
    if (measured !== undefined) {
      line.quantity = measured;
      line.explicitQuantity = true;
      line.contextQuantity = true;
      continue;
    }
    const hours = staffHours(line, lines, candidates);
    if (hours !== null) {
      line.quantity = hours;
      line.explicitQuantity = true;
      line.contextQuantity = true;
      continue;
    }
    const noun = line.perNoun;
    const perPerson =
      line.perPerson || (line.product !== null && PER_PERSON_NAME.test(fold(line.product.name)));
    let found: Count | undefined;
    if (noun) found = [...all].reverse().find((x) => x.q.noun !== null && sameNoun(x.q.noun, noun));
    if (!found && (perPerson || (noun && isPersonNoun(noun))))
      // The largest head count is the group's ('85 gasten', not '4 mensen' for the service).
      found = all.filter((x) => x.q.people && x.q.unit === null).sort((a, b) => b.q.value - a.q.value)[0];
    // 'er liggen 8 pannen … Dakpan vervangen': a count of the line's own noun (or the end of a compound of it).
    if (!found && line.unit === 'stuk') {
      found = [...all].reverse().find((x) => {
        const s = x.q.noun ? stem(x.q.noun) : '';
        return (
          s.length >= 3 &&
          x.q.unit === null &&
          !x.q.people &&
          [...line.stems].some((l) => l === s || (l.length > s.length + 2 && l.endsWith(s)))
        );
      });
    }
    if (!found && line.unit === 'm2') {
      // The surface named just before in the same message ('het oude behang eraf (40 m2), daarna
      // opnieuw behangen'), else the one surface named anywhere.
      const areas = all.filter((x) => x.q.unit === 'm2');
      found = [...areas]
        .reverse()
        .find(
          (x) =>
            x.candidate.messageIndex === line.candidate.messageIndex && x.candidate.id < line.candidate.id,
        );
      if (!found && new Set(areas.map((x) => x.q.value)).size === 1) found = areas[0];
    }
    // '3 driewielers van bewoners, allemaal grote beurt': a service for each of the things counted just before.
    if (
      !found &&
      line.unit === 'stuk' &&
      DISTRIBUTIVE.test(line.candidate.segments.map((x) => x.text).join(' '))
    ) {
      found = [...all]
        .reverse()
        .find(
          (x) =>
            x.candidate.messageIndex === line.candidate.messageIndex &&
            x.candidate.id <= line.candidate.id &&
            x.q.unit === null &&
            !x.q.people &&
            x.q.value > 1,
        );
    }
    if (found) {
      const times = found.q.unit === 'm2' ? eachCount(found.candidate, all) : 1;
      line.quantity = Math.round(found.q.value * times * 1000) / 1000;
      line.explicitQuantity = true;
      line.contextQuantity = true;
      if (line.total !== null && line.quantity > 0)
        line.unitPrice = Math.round((line.total / line.quantity) * 100) / 100;
    }
  }
}
