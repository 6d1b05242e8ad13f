/**
 * A job agreed at one price: 'het uitgraven van de kelderput, het afvoeren van alle grond en het
 * terugstorten … € 3.350, alles inbegrepen'. The clauses of such a sentence are one free line at that
 * total, not lines of the catalogue products its words name.
 */
import { mergeReadings, type Reading } from '../grammar/reading';
import { JOB_TOTAL_WORDS } from '../lexicon/money';
import { wordsRe } from '../lexicon/pattern';
import type { Segment } from '../segment/segments';
import { fold } from '../text/fold';

const JOB_TOTAL = wordsRe(JOB_TOTAL_WORDS);
/** 'we hebben afgesproken dat het uitgraven …': what comes up to the first 'dat' only introduces the job. */
const LEAD_IN = /^.*?\bdat\s+(?:het\s+|de\s+|jullie\s+|u\s+)?/iu;

export interface Group {
  segments: Segment[];
  reading: Reading;
  /** The clauses of a sentence with one agreed total for the whole job. */
  jobTotal?: boolean;
}

/** A price for the whole of something: a total, or an amount not per unit, thing or person. */
const isTotal = (g: Group) =>
  g.reading.prices.some(
    (p) => !p.replaced && (p.kind === 'total' || (p.kind === 'unit' && !p.per && !p.perNoun && !p.perPerson)),
  );

/** Joins the groups of each sentence that states one total for several pieces of work. */
export function joinJobTotals(groups: readonly Group[]): Group[] {
  // Sentences with a total price and words that make it the price of the whole job.
  const jobs = new Set(
    groups
      .filter((g) => g.segments[0]!.kind === 'text' && isTotal(g))
      .filter((g) => JOB_TOTAL.test(fold(g.segments[0]!.sentenceText)))
      .map((g) => g.segments[0]!.sentence),
  );
  const out: Group[] = [];
  for (const g of groups) {
    const last = out.at(-1);
    const head = g.segments[0]!;
    const inJob = head.kind === 'text' && jobs.has(head.sentence);
    const joins =
      inJob &&
      last !== undefined &&
      last.segments[0]!.sentence === head.sentence &&
      (last.jobTotal || last.reading.content.length > 0) &&
      (g.reading.content.length > 0 || isTotal(g));
    if (!joins) {
      out.push(g);
      continue;
    }
    last.segments.push(...g.segments);
    // The first clause may only introduce the job: 'we hebben afgesproken dat het uitgraven …'.
    const first = last.jobTotal ? last.reading.description : last.reading.description.replace(LEAD_IN, '');
    last.jobTotal = true;
    last.reading = {
      ...mergeReadings(last.reading, g.reading),
      content: [...last.reading.content, ...g.reading.content],
      description: g.reading.description === '' ? first : `${first}, ${g.reading.description.toLowerCase()}`,
    };
  }
  for (const g of out) {
    // One phrase with the job's words and its total ('het pakket van vorig jaar (40 polo's …) voor
    // dezelfde vaste prijs van € 3.900') is the job too.
    const single =
      !g.jobTotal &&
      g.segments[0]!.kind === 'text' &&
      jobs.has(g.segments[0]!.sentence) &&
      isTotal(g) &&
      g.reading.content.length > 0;
    if (single) {
      g.jobTotal = true;
      g.reading = { ...g.reading, description: g.reading.description.replace(LEAD_IN, '') };
    }
    if (!g.jobTotal) continue;
    // The amounts inside the job are parts of it; the line is one job at the total.
    g.reading = {
      ...g.reading,
      quantities: [],
      periods: [],
      description: g.reading.description.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    };
  }
  return out;
}
