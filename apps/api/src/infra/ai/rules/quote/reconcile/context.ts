/**
 * Quantities from context: a line without an amount of its own takes a count named elsewhere in the
 * customer's text — 'we hebben 8 panelen … montage per paneel' (8), 'voor iedere medewerker een
 * licentie' with '6 medewerkers', a per-person price with '80 gasten', one surface named for several
 * m2 lines.
 */
import { hasWord } from '../lexicon/pattern';
import { PERSON_COUNT_NOUNS } from '../lexicon/quantity';
import { PER_PERSON } from '../lexicon/money';
import type { Candidate } from '../classify/candidates';
import type { Quantity } from '../grammar/quantity';
import { stem } from '../match/stem';
import { wordsRe } from '../lexicon/pattern';
import { fold } from '../text/fold';
import type { Line } from './assemble';

const isPersonNoun = hasWord(PERSON_COUNT_NOUNS);
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
        .filter((q) => !q.vague && !q.weak && (q.noun || q.unit === 'm2'))
        .map((q) => ({ q, candidate: c })),
    );
}

export function applyContextQuantities(lines: readonly Line[], candidates: readonly Candidate[]): void {
  const all = counts(candidates);
  for (const line of lines) {
    if (line.explicitQuantity) continue;
    const noun = line.perNoun;
    const perPerson =
      line.perPerson || (line.product !== null && PER_PERSON_NAME.test(fold(line.product.name)));
    let found: Count | undefined;
    if (noun) found = [...all].reverse().find((x) => x.q.noun !== null && sameNoun(x.q.noun, noun));
    if (!found && (perPerson || (noun && isPersonNoun(noun))))
      found = [...all].reverse().find((x) => x.q.people && x.q.unit === null);
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
    if (found) {
      line.quantity = found.q.value;
      line.explicitQuantity = true;
      line.contextQuantity = true;
      if (line.total !== null && line.quantity > 0)
        line.unitPrice = Math.round((line.total / line.quantity) * 100) / 100;
    }
  }
}
