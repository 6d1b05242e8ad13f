/**
 * Splits the analysed text into plain and marked pieces for the review step. Offsets are UTF-16 code
 * units (JavaScript string indices), the unit the contract's `source` uses, so an emoji or an accented
 * letter before a phrase needs no conversion. Phrases are never turned into patterns: only compared
 * as plain strings.
 */
import type { AiSource } from '@offerteflow/contracts';

/** How a phrase is marked: a chosen line, a line left out, or a candidate that became no line. */
export type MarkKind = 'line' | 'left-out' | 'candidate';

export interface Span {
  /** The line or candidate the phrase belongs to. */
  key: string;
  kind: MarkKind;
  start: number;
  end: number;
}

export interface Segment {
  text: string;
  /** Offset of the piece in the text. */
  start: number;
  /** The lines and candidates whose phrase covers this piece (none: plain text). */
  keys: string[];
  /** The kind the piece is shown as when several phrases overlap (a chosen line wins). */
  kind: MarkKind | null;
}

const KIND_ORDER: readonly MarkKind[] = ['line', 'candidate', 'left-out'];

/**
 * Where a source phrase stands in `text`: its own offsets when they hold its words; otherwise the
 * occurrence of its words nearest to the stated start (an engine that miscounted); null when the words
 * are not in the text at all.
 */
export function placeSource(text: string, source: AiSource | null): { start: number; end: number } | null {
  if (!source || source.text === '') return null;
  const { start, end } = source;
  if (start < end && end <= text.length && text.slice(start, end) === source.text) return { start, end };
  let best: number | null = null;
  for (let at = text.indexOf(source.text); at !== -1; at = text.indexOf(source.text, at + 1)) {
    if (best === null || Math.abs(at - start) < Math.abs(best - start)) best = at;
  }
  return best === null ? null : { start: best, end: best + source.text.length };
}

/** The text cut at every phrase boundary; overlapping phrases share the pieces they overlap in. */
export function segments(text: string, spans: readonly Span[]): Segment[] {
  const valid = spans.filter((s) => s.start >= 0 && s.start < s.end && s.end <= text.length);
  const cuts = [...new Set([0, text.length, ...valid.flatMap((s) => [s.start, s.end])])].sort(
    (a, b) => a - b,
  );
  const pieces: Segment[] = [];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const start = cuts[i]!;
    const end = cuts[i + 1]!;
    const covering = valid.filter((s) => s.start <= start && s.end >= end);
    const kind = KIND_ORDER.find((k) => covering.some((s) => s.kind === k)) ?? null;
    pieces.push({ text: text.slice(start, end), start, keys: covering.map((s) => s.key), kind });
  }
  return pieces;
}
