/** A change of one factor of a line's amount ('niet 4 maar 5 beveiligers, zelfde uren'). */
import type { Candidate } from '../classify/candidates';
import { fold } from '../text/fold';

/** The parts of a line this change reads and writes (a line of `assemble`). */
interface Scaled {
  quantity: number;
  explicitQuantity: boolean;
  changed: boolean;
  candidate: Candidate;
}

/**
 * 'niet 4 maar 5 beveiligers, zelfde uren' for an offered '4 personen x 8 uur x 2 dagen = 64 uur': a
 * factor of the line's amount is replaced, so the amount scales with it (80). Only when the line's
 * amount is not the replaced number itself (that is a plain change) and its phrase names that number.
 */
export function scaleByFactor(target: Scaled, c: Candidate): boolean {
  const r = c.reading;
  if (c.line.explicitQuantity || r.replaced.length !== 1) return false;
  const from = r.replaced[0]!.value;
  const to = r.quantities.find((q) => !r.replaced.includes(q) && !q.vague && q.unit === null)?.value;
  if (!to || !(from > 0) || target.quantity === from) return false;
  const ratio = target.quantity / from;
  if (Math.abs(ratio - Math.round(ratio)) > 1e-9) return false;
  const said = fold(target.candidate.segments.map((x) => x.text).join(' '));
  if (!new RegExp(`(?<![\\d.,])${from}(?![\\d.,])`).test(said)) return false;
  target.quantity = Math.round(ratio * to * 1000) / 1000;
  target.explicitQuantity = true;
  target.changed = true;
  return true;
}
