/**
 * Several roles, one length of work: 'monteur + hulp, anderhalve dag', 'een hovenier en een hulp, voor
 * twee dagen van acht uur', 'jullie monteur en twee hulpkrachten, alle drie twee dagen van 8 uur'. When
 * the sentence of an hourly line names the roles of two or more hourly products, each role gets its
 * own line: the hours per person times the number of people in that role ('twee hulpkrachten' = 2).
 */
import type { Candidate } from '../classify/candidates';
import { significantStems } from '../classify/line';
import type { CatalogProduct } from '../match/catalog-index';
import { stem } from '../match/stem';
import { findQuantities } from '../grammar/quantity';
import { isTimeUnit } from '../grammar/units';
import { isWorker } from '../grammar/measures';
import { RATE_WORDS, ROLE_SUFFIXES, ROLE_WORDS } from '../lexicon/catalog';
import { fold, words } from '../text/fold';
import type { Line } from './assemble';

const RATE = new Set(RATE_WORDS.map(stem));
// Folded, not stemmed: roles are compared as the words are written (`wordsOf`).
const ROLE = new Set(ROLE_WORDS.map(fold));
const isRoleStart = (prefix: string) => [...ROLE].some((r) => prefix.startsWith(r));
/** A word that names a person at work: a role word, or a noun with an agent suffix. */
const isPersonWord = (s: string) =>
  isRoleStart(s) || ROLE_SUFFIXES.some((x) => s.length > x.length + 2 && s.endsWith(x));
/** How much a role word counts when it is only part of the product's word ('hulp' of 'hulpmonteur'). */
const PART = 0.7;

interface Role {
  product: CatalogProduct;
  /** The name's folded words without rate words ('leerling', 'monteur' of 'Uurtarief leerling-monteur'). */
  words: string[];
}

const wordsOf = (text: string) => words(fold(text)).filter((w) => !RATE.has(stem(w)) && !/^\d/.test(w));

/** The hourly products and the words that say whose rate each is ('leerling', 'monteur'). */
function rolesOf(products: readonly CatalogProduct[]): Role[] {
  return products
    .filter((p) => p.unit === 'uur')
    .map((product) => ({ product, words: wordsOf(product.name) }))
    .filter((r) => r.words.length > 0 && r.words.some(isPersonWord));
}

/** How well a text word names a role: its share of the role's words, less when only part of a word. */
function fit(word: string, role: Role): number {
  let best = 0;
  for (const s of role.words) {
    // 'monteur' is not the 'hulpmonteur': a role word before it names another role.
    const before = s.endsWith(word) ? s.slice(0, s.length - word.length) : '';
    const hit =
      s === word || stem(s) === stem(word)
        ? 1
        : word.length >= 4 &&
            (s.startsWith(word) || (s.endsWith(word) && !isRoleStart(before)) || word.startsWith(s))
          ? PART
          : 0;
    best = Math.max(best, hit);
  }
  return best / role.words.length;
}

/** The role a text word names best, or null when none or two name it equally ('machinist' of two diggers). */
function roleOf(word: string, roles: readonly Role[]): Role | null {
  let best: Role | null = null;
  let score = 0;
  let tied = false;
  for (const r of roles) {
    const f = fit(word, r);
    if (f > score + 1e-9) [best, score, tied] = [r, f, false];
    else if (f > 0 && Math.abs(f - score) < 1e-9) tied = true;
  }
  return tied ? null : best;
}

const sentenceOf = (c: Candidate) => `${c.messageIndex}:${c.segments[0]!.sentence}`;

/** The number of people a sentence puts in a role ('twee hulpkrachten'): 1 when none. */
function countIn(candidates: readonly Candidate[], role: Role, roles: readonly Role[]): number {
  for (const c of candidates) {
    for (const q of c.reading.quantities) {
      if (!q.noun || q.vague || q.weak || q.unit !== null || !(q.value >= 1) || q.value > 20) continue;
      if (roleOf(fold(q.noun), roles) === role) return q.value;
    }
  }
  return 1;
}

/**
 * The staff count inside the length of work that gave the line its hours ('2 man x 4 uur' is 8 hours
 * for 2 people), else 1: the hours per person are the line's hours divided by it.
 */
function staffIn(folded: string, hours: number): number {
  const time = findQuantities(folded).find(
    (q) => q.product && q.unit !== null && isTimeUnit(q.unit) && Math.abs(q.value - hours) < 1e-9,
  );
  if (!time) return 1;
  const words = folded.slice(time.start, time.end).split(/\s+/);
  const at = words.findIndex((w) => isWorker(w));
  if (at <= 0) return 1;
  const staff = findQuantities(words.slice(0, at + 1).join(' ')).find((q) => q.value >= 2);
  return staff ? staff.value : 1;
}

export function applyRoles(
  lines: Line[],
  candidates: readonly Candidate[],
  products: readonly CatalogProduct[],
): void {
  const roles = rolesOf(products);
  if (roles.length < 2) return;
  const bySentence = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = sentenceOf(c);
    const list = bySentence.get(key);
    if (list) list.push(c);
    else bySentence.set(key, [c]);
  }
  const done = new Set<string>();
  // The line whose phrase gave the hours: an hourly line with its own amount, the largest first.
  const sources = lines
    .filter(
      (l) =>
        l.unit === 'uur' && l.product && !l.candidate.message.own && l.explicitQuantity && !l.contextQuantity,
    )
    .sort((a, b) => b.quantity - a.quantity);
  for (const line of sources) {
    const key = sentenceOf(line.candidate);
    if (done.has(key)) continue;
    const sentence = bySentence.get(key) ?? [];
    const text = sentence.flatMap((c) => c.segments.map((x) => x.text)).join(', ');
    const named = new Set<Role>();
    for (const w of wordsOf(text)) {
      if (!isPersonWord(w)) continue;
      const r = roleOf(w, roles);
      if (r) named.add(r);
    }
    const own = roles.find((r) => r.product === line.product);
    if (!own || !named.has(own) || named.size < 2) continue;
    done.add(key);
    const perPerson = line.quantity / staffIn(fold(text), line.quantity);
    for (const role of named) {
      const quantity = perPerson * countIn(sentence, role, roles);
      const existing = lines.find((l) => l.product === role.product);
      if (existing) {
        if (existing === line || sentenceOf(existing.candidate) === key || !existing.explicitQuantity)
          existing.quantity = quantity;
        continue;
      }
      lines.splice(lines.indexOf(line) + 1, 0, {
        ...line,
        description: role.product.name,
        product: role.product,
        unitPrice: role.product.unitPrice,
        priceSource: 'catalog',
        stems: significantStems(role.product.name),
        quantity,
        total: null,
      });
    }
  }
}
