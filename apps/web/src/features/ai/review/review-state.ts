/**
 * The review step's state: the analysed text, the lines with whether each is chosen, and the candidates
 * not added yet. Pure functions, so the component only keeps the value.
 */
import type { AiCandidate, AiItem, AiQuoteResult } from '@offerteflow/contracts';
import { placeSource, type Span } from './highlight';

export interface ReviewLine {
  /** Stable key: `l<n>` for the engine's lines, `c<n>` for an added candidate (its phrase keeps it). */
  key: string;
  item: AiItem;
  included: boolean;
}

export interface ReviewCandidate {
  key: string;
  candidate: AiCandidate;
}

export interface ReviewState {
  result: AiQuoteResult;
  /** The text as sent to the analysis: the one the offsets point into. */
  text: string;
  lines: ReviewLine[];
  /** Candidates that are not among the lines (yet). */
  candidates: ReviewCandidate[];
}

export function startReview(result: AiQuoteResult, text: string): ReviewState {
  return {
    result,
    text,
    lines: result.items.map((item, i) => ({ key: `l${i}`, item, included: true })),
    candidates: result.candidates.map((candidate, i) => ({ key: `c${i}`, candidate })),
  };
}

/** Leaves a line out, or puts it back. */
export function toggleLine(state: ReviewState, key: string): ReviewState {
  return {
    ...state,
    lines: state.lines.map((line) => (line.key === key ? { ...line, included: !line.included } : line)),
  };
}

/**
 * Makes a candidate a chosen line. It goes where its phrase stands in the text: before the first line
 * whose phrase comes later (lines that cannot be placed keep their order), else at the end.
 */
export function addCandidate(state: ReviewState, key: string): ReviewState {
  const entry = state.candidates.find((c) => c.key === key);
  if (!entry) return state;
  const { candidate } = entry;
  const line: ReviewLine = {
    key,
    item: { ...candidate.item, source: candidate.item.source ?? candidate.source },
    included: true,
  };
  const at = placeSource(state.text, line.item.source)?.start ?? Infinity;
  const index = state.lines.findIndex((l) => (placeSource(state.text, l.item.source)?.start ?? -1) > at);
  const lines = [...state.lines];
  lines.splice(index === -1 ? lines.length : index, 0, line);
  return { ...state, lines, candidates: state.candidates.filter((c) => c.key !== key) };
}

/** What 'Overnemen in offerte' applies: customer and notes as found, the chosen lines in their order. */
export function chosenResult(state: ReviewState): AiQuoteResult {
  return {
    ...state.result,
    items: state.lines.filter((l) => l.included).map((l) => l.item),
    candidates: [],
  };
}

/** The phrases to mark in the text, each placed once. */
export function reviewSpans(state: ReviewState): Span[] {
  const spans: Span[] = [];
  for (const line of state.lines) {
    const place = placeSource(state.text, line.item.source);
    if (place) spans.push({ key: line.key, kind: line.included ? 'line' : 'left-out', ...place });
  }
  for (const { key, candidate } of state.candidates) {
    const place = placeSource(state.text, candidate.source);
    if (place) spans.push({ key, kind: 'candidate', ...place });
  }
  return spans;
}

/** The quantity a line gets in the quote form: an engine's 0 (no quantity found) becomes 1. */
export function appliedQuantity(item: AiItem): number {
  return item.quantity > 0 ? item.quantity : 1;
}
