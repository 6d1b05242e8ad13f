/**
 * Terms split into clauses (numbered articles, headings, paragraphs) and classified payment_terms,
 * delivery_terms, warranty or general from their Dutch (and English) wording. The first payment clause
 * becomes the default term.
 */
import type { TermType } from '@offerteflow/contracts';
import type { ExtractedTerm } from '../../ai-provider';
import lexicon from './terms-lexicon.json';

type Topic = Exclude<TermType, 'general'>;

/** Strong words name the topic; weak words often appear with it. A strong word counts double. */
const KEYWORDS: Readonly<Record<Topic, { strong: RegExp; weak: RegExp }>> = Object.fromEntries(
  (['payment_terms', 'delivery_terms', 'warranty'] as const).map((topic) => [
    topic,
    {
      strong: new RegExp(lexicon[topic].strong.join('|'), 'gi'),
      weak: new RegExp(lexicon[topic].weak.join('|'), 'gi'),
    },
  ]),
) as Record<Topic, { strong: RegExp; weak: RegExp }>;

function topicScore(text: string, topic: Topic): number {
  const { strong, weak } = KEYWORDS[topic];
  return (text.match(strong)?.length ?? 0) * 2 + (text.match(weak)?.length ?? 0);
}

/** Headings of clauses that are general whatever words follow (liability, definitions, law …). */
const GENERAL_HEADING =
  /toepasselijk|definitie|algeme(en|ne)|werkingssfeer|offerte|aanbieding|aansprakelijk|geheimhouding|opzegging|beëindiging|ontbinding|overmacht|geschil|recht\b|intellectue|eigendom|privacy|persoonsgegevens|annulering|wijziging|overname|slotbepaling|identiteit/i;

/** The heading of a clause: its first line when short, without `Artikel 3`, `3.` or `3 -`. */
export function clauseHeading(text: string): string {
  const first = text.split('\n')[0] ?? '';
  const heading = first.length <= 70 ? first : (first.split(/[.:]/)[0] ?? '');
  return heading.replace(/^(artikel|art\.?|article)?\s*\d+(\.\d+)*[.)]?\s*[-–:]?\s*/i, '').trim();
}

/** Cancelling an appointment or a booking is a general condition, even when it says what is charged. */
const CANCELLATION = new RegExp(lexicon.cancellation.words.join('|'), 'i');
/** Who owns the work until it is paid for is a general condition, though it names the payment. */
const OWNERSHIP = new RegExp(lexicon.ownership.words.join('|'), 'i');
/** Who bears damage or loss is a general condition, though it says what is charged for it. */
const LIABILITY = new RegExp(lexicon.liability.words.join('|'), 'i');

const COMPLAINT = new RegExp(lexicon.complaint.words.join('|'), 'i');
const REMEDY = new RegExp(lexicon.complaint.remedy.join('|'), 'i');

export function classifyTerm(text: string): TermType {
  const heading = clauseHeading(text);
  if ((CANCELLATION.test(text) || OWNERSHIP.test(text)) && topicScore(text, 'payment_terms') < 4)
    return 'general';
  // Damage or loss charged to the client, in a clause that is not about delivery or a guarantee.
  if (
    LIABILITY.test(text) &&
    topicScore(text, 'payment_terms') < 4 &&
    topicScore(text, 'delivery_terms') < 2 &&
    topicScore(text, 'warranty') < 2
  )
    return 'general';
  // How and when to complain, without a repair, replacement or guarantee, is a general condition.
  if (COMPLAINT.test(text) && !REMEDY.test(text) && topicScore(text, 'payment_terms') < 2) return 'general';
  // A one-sentence note has no heading of its own: `Na akkoord op de offerte leggen wij …` is no
  // `Offerte` clause.
  const ownHeading = heading.split(/\s+/).length < text.trim().split(/\s+/).length;
  if (
    ownHeading &&
    heading.length <= 70 &&
    GENERAL_HEADING.test(heading) &&
    !/betal|lever|garant/i.test(heading)
  )
    return 'general';
  let best: TermType = 'general';
  let bestScore = 0;
  for (const topic of Object.keys(KEYWORDS) as Topic[]) {
    const score = topicScore(text, topic) + topicScore(heading, topic) * 2;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  // A general clause may mention a payment or a delivery in passing: one weak word is not enough.
  return bestScore >= 2 ? best : 'general';
}

/** Sentences of a price list's notes, each a clause of its own (a heading line starts a new one). */
export function noteClauses(lines: string[]): string[] {
  return lines
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .reduce<string[]>((out, line) => {
      // A sentence the layout broke over lines (`… 30% aan; het` + `restant … voldoet u bij aankomst.`).
      const last = out[out.length - 1];
      if (last && line && !/[.!?:]$/.test(last) && /^\p{Ll}/u.test(line))
        out[out.length - 1] = `${last} ${line}`;
      else out.push(line);
      return out;
    }, [])
    .filter((l) => l.split(' ').length >= 5 && /[a-z]{3,}/i.test(l))
    .flatMap((l) =>
      l.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý])/).reduce<string[]>((out, sentence) => {
        // A fragment of a few words (`Levering.`, `Prijswijzigingen voorbehouden.`) leads the next one,
        // and so does a question that is the condition of its answer (`Niet afgemeld? Dan rekenen wij …`).
        const last = out[out.length - 1];
        if (last !== undefined && (last.split(' ').length < 4 || last.endsWith('?')))
          out[out.length - 1] = `${last} ${sentence}`;
        else out.push(sentence);
        return out;
      }, []),
    );
}

/** Words of general conditions in a price list's notes (terms-lexicon.json). */
const GENERAL_NOTE = new RegExp(lexicon.generalNote.words.join('|'), 'i');

/** A note of a price list that is a condition: payment, delivery or warranty, or a general condition. */
export const isConditionNote = (clause: string) =>
  classifyTerm(clause) !== 'general' ||
  GENERAL_NOTE.test(clause) ||
  COMPLAINT.test(clause) ||
  CANCELLATION.test(clause) ||
  OWNERSHIP.test(clause) ||
  LIABILITY.test(clause);

const ARTICLE = /^(artikel|art\.?|article|clausule)\s*\d+/i;
const NUMBERED = /^\d{1,2}[.)]?\s+\S/;
const SUBNUMBERED = /^\d{1,2}\.\d{1,2}\.?\s/;

function isHeadingLine(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 70 || /[.;,]$/.test(t)) return false;
  if (t.split(/\s+/).length > 8) return false;
  const words = t.replace(/^(artikel|art\.?|article)?\s*\d+(\.\d+)*[.)]?\s*[-–:]?\s*/i, '');
  if (!words) return false;
  return t === t.toUpperCase() || t.endsWith(':') || /^[A-ZÀ-Ý][a-zà-ÿA-ZÀ-Ý]/.test(words);
}

/** A clause with content: at least a few words besides its heading, and not the document's title. */
function hasBody(clause: string): boolean {
  const lines = clause.split('\n');
  const body = lines.length > 1 && isHeadingLine(lines[0]!) ? lines.slice(1).join(' ') : clause;
  if (
    /^algemene (leverings- en )?voorwaarden\b/i.test(clause) &&
    lines.length <= 2 &&
    body.split(/\s+/).length < 6
  )
    return false;
  return body.split(/\s+/).length >= 4;
}

/** Splits lines (a blank line ends a paragraph) into clauses by the strongest structure found. */
export function splitClauses(lines: string[]): string[] {
  const trimmed = lines.map((l) => l.replace(/\s+/g, ' ').trim());
  const articles = trimmed.filter((l) => ARTICLE.test(l)).length;
  const numbered = trimmed.filter((l) => NUMBERED.test(l) && !SUBNUMBERED.test(l)).length;
  const headings = trimmed.filter((l, i) => isHeadingLine(l) && (trimmed[i + 1] ?? '') !== '').length;
  const subnumbered = trimmed.filter((l) => SUBNUMBERED.test(l)).length;
  const startsClause: (l: string, i: number) => boolean =
    articles >= 2
      ? (l) => ARTICLE.test(l)
      : numbered >= 2
        ? (l) => NUMBERED.test(l) && !SUBNUMBERED.test(l)
        : headings >= 2
          ? (l, i) => isHeadingLine(l) && (trimmed[i + 1] ?? '') !== ''
          : subnumbered >= 2
            ? (l) => SUBNUMBERED.test(l)
            : () => false;
  const byParagraph = articles < 2 && numbered < 2 && headings < 2 && subnumbered < 2;
  const clauses: string[][] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) clauses.push(current);
    current = [];
  };
  trimmed.forEach((line, i) => {
    if (!line) {
      if (byParagraph) flush();
      return;
    }
    if (startsClause(line, i)) flush();
    current.push(line);
  });
  flush();
  return clauses.map((c) => joinClause(c)).filter((c) => c.split(/\s+/).length >= 5 && hasBody(c));
}

/** Lines of one clause as text: a heading line stays on its own line, wrapped lines are joined. */
function joinClause(lines: string[]): string {
  let out = '';
  for (const line of lines) {
    if (!out) out = line;
    else if (
      /[.:;]$/.test(out) ||
      isHeadingLine(out.split('\n').pop() ?? '') ||
      /^(\d+[.)]|[-•*]|[a-z][.)])\s/.test(line)
    )
      out += `\n${line}`;
    else out += ` ${line}`;
  }
  // A word hyphenated at a line end is joined again, but not a shared word part (`hang- en sluitwerk`,
  // `Betalings- en annuleringsvoorwaarden`).
  return out.replace(/(\w)- (?!(en|of|tot)\b)(\w)/g, '$1$3').trim();
}

/**
 * An article with a heading and numbered sub-clauses of different topics (`3.1` about the client's data,
 * `3.2` about invoicing extra work) becomes one term per run of sub-clauses of one topic, each under the
 * article's heading; an article whose sub-clauses share a topic, or whose heading makes it general,
 * stays whole.
 */
export function splitByTopic(clause: string): string[] {
  const [first, ...rest] = clause.split('\n');
  if (!first || !isHeadingLine(first) || !ARTICLE.test(first) || GENERAL_HEADING.test(clauseHeading(clause)))
    return [clause];
  const subs: string[] = [];
  for (const line of rest)
    if (SUBNUMBERED.test(line) || !subs.length) subs.push(line);
    else subs[subs.length - 1] += `\n${line}`;
  if (subs.length < 2 || !SUBNUMBERED.test(subs[0]!)) return [clause];
  const runs: { type: TermType; lines: string[] }[] = [];
  for (const sub of subs) {
    const type = classifyTerm(`${first}\n${sub}`);
    const last = runs[runs.length - 1];
    if (last?.type === type) last.lines.push(sub);
    else runs.push({ type, lines: [sub] });
  }
  return runs.length < 2 ? [clause] : runs.map((r) => [first, ...r.lines].join('\n'));
}

export function termsFromClauses(clauses: string[]): ExtractedTerm[] {
  let hasDefault = false;
  return clauses.flatMap(splitByTopic).map((content) => {
    const termType = classifyTerm(content);
    const isDefault = termType === 'payment_terms' && !hasDefault;
    if (isDefault) hasDefault = true;
    return { termType, content: content.slice(0, 10_000), isDefault };
  });
}
