/**
 * Scoring of text-to-quote results against a corpus' expectations: customer fields compared after
 * normalisation, items matched one-to-one on description, then counted correct when quantity and
 * unit price are equal too, and the share of expected note phrases present in the notes.
 */
import type { AiItem, AiQuoteResult, QuoteUnit } from '@offerteflow/contracts';
import { phraseStems } from '../../src/infra/ai/rules/quote/match/catalog-index';
import { fold } from '../../src/infra/ai/rules/quote/text/fold';

export interface ExpectedItem {
  description: string;
  quantity: number;
  unitPrice: number;
  /** The line's unit; scored as unit accuracy on matched items when given. */
  unit?: QuoteUnit;
  /** Parsed, not scored yet. */
  optional?: boolean;
  discountPercent?: number | null;
}

export interface Expected {
  customer: { name: string; email: string; phone: string; address: string };
  items: ExpectedItem[];
  /** Phrases the notes should contain (case and punctuation ignored). */
  notes: string[];
  /** Parsed, not scored yet. */
  quoteDiscountPercent?: number | null;
}

const norm = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const LEGAL_OR_TITLE = /\b(?:b ?v|v ?o ?f|n ?v|dhr|mevr|mw|mevrouw|meneer|de heer|fam|familie)\b/g;

export function sameName(expected: string, actual: string): boolean {
  const e = norm(expected).replace(LEGAL_OR_TITLE, ' ').replace(/\s+/g, ' ').trim();
  const a = norm(actual).replace(LEGAL_OR_TITLE, ' ').replace(/\s+/g, ' ').trim();
  if (e === a) return true;
  if (e === '' || a === '') return false;
  const ew = e.split(' ');
  const aw = new Set(a.split(' '));
  return ew.every((w) => aw.has(w)) && aw.size <= ew.length + 1;
}

/** Phones by their digits: '+31 (0)20 794 1130' is 020-7941130. */
const phoneDigits = (p: string) =>
  p
    .replace(/\(0\)/g, '')
    .replace(/^\s*(?:\+|00)31/, '0')
    .replace(/\D/g, '');
export const samePhone = (e: string, a: string) => phoneDigits(e) === phoneDigits(a);

export function sameAddress(expected: string, actual: string): boolean {
  const e = norm(expected);
  const a = norm(actual);
  if (e === a) return true;
  if (e === '' || a === '') return false;
  const pc = (s: string) => /\b\d{4} ?[a-z]{2}\b/.exec(s)?.[0].replace(' ', '') ?? '';
  const street = (s: string) => s.split(/\b\d{4} ?[a-z]{2}\b/)[0]!.trim();
  return pc(e) !== '' ? pc(e) === pc(a) && street(e) === street(a) : a.startsWith(e) || e.startsWith(a);
}

/** Descriptions match when equal after folding, or when most of the expected words' stems occur. */
export function sameDescription(expected: string, actual: string): boolean {
  if (norm(expected) === norm(actual)) return true;
  const want = phraseStems(expected).filter((s) => s.length >= 3 && !/^\d/.test(s));
  const got = new Set(phraseStems(actual));
  if (want.length === 0) return false;
  const hit = want.filter((s) => got.has(s)).length;
  return hit / want.length >= 0.5;
}

const sameAmounts = (want: ExpectedItem, got: AiItem) =>
  Math.abs(got.quantity - want.quantity) < 0.0005 && Math.abs(got.unitPrice - want.unitPrice) < 0.005;

export interface CaseScore {
  customer: Record<keyof Expected['customer'], boolean>;
  itemsExpected: number;
  itemsPredicted: number;
  itemsCorrect: number;
  /** Matched items (same description) whose expected unit is known, and those with that unit. */
  unitsChecked: number;
  unitsCorrect: number;
  /** For each actual item: whether it is correct (description, quantity and price). */
  itemCorrect: boolean[];
  notesExpected: number;
  notesFound: number;
  misses: string[];
}

export function scoreCase(expected: Expected, actual: AiQuoteResult): CaseScore {
  const c = actual.customer;
  const e = expected.customer;
  const customer = {
    name: sameName(e.name, c.name),
    email: e.email.toLowerCase() === c.email.toLowerCase(),
    phone: samePhone(e.phone, c.phone),
    address: sameAddress(e.address, c.address),
  };
  const misses: string[] = [];
  for (const k of Object.keys(customer) as Array<keyof typeof customer>) {
    if (!customer[k]) misses.push(`customer.${k}: expected "${e[k]}", got "${c[k]}"`);
  }
  const free = actual.items.map((_, i) => i);
  const itemCorrect = actual.items.map(() => false);
  let correct = 0;
  let unitsChecked = 0;
  let unitsCorrect = 0;
  // Items are paired by equal descriptions first, then by similar ones, so a near match never takes
  // the place of an exact one.
  const exact = new Map<ExpectedItem, number>();
  for (const want of expected.items) {
    const i = free.find(
      (k) => !new Set(exact.values()).has(k) && norm(want.description) === norm(actual.items[k]!.description),
    );
    if (i !== undefined) exact.set(want, i);
  }
  for (const want of expected.items) {
    const taken = new Set([...exact].filter(([w]) => w !== want).map(([, k]) => k));
    const own = exact.get(want);
    const at =
      own !== undefined
        ? free.indexOf(own)
        : free.findIndex(
            (i) => !taken.has(i) && sameDescription(want.description, actual.items[i]!.description),
          );
    if (at < 0) {
      misses.push(`item missing: ${want.quantity} × ${want.description} à ${want.unitPrice}`);
      continue;
    }
    const got = actual.items[free[at]!]!;
    const gotIndex = free[at]!;
    free.splice(at, 1);
    if (want.unit) {
      unitsChecked++;
      if (got.unit === want.unit) unitsCorrect++;
      else misses.push(`unit wrong: ${want.description} expected ${want.unit}, got ${got.unit}`);
    }
    if (sameAmounts(want, got)) {
      correct++;
      itemCorrect[gotIndex] = true;
    } else
      misses.push(
        `item wrong: ${want.description} expected ${want.quantity} à ${want.unitPrice}, got ${got.quantity} à ${got.unitPrice}`,
      );
  }
  for (const i of free) misses.push(`item extra: ${JSON.stringify(actual.items[i])}`);
  const notes = norm(actual.notes);
  const found = expected.notes.filter((n) => notes.includes(norm(n)));
  for (const n of expected.notes) if (!found.includes(n)) misses.push(`note missing: "${n}"`);
  return {
    customer,
    itemsExpected: expected.items.length,
    itemsPredicted: actual.items.length,
    itemsCorrect: correct,
    unitsChecked,
    unitsCorrect,
    itemCorrect,
    notesExpected: expected.notes.length,
    notesFound: found.length,
    misses,
  };
}
