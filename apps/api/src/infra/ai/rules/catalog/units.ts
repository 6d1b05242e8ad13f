/** Units as people write them mapped onto the quote units (SPEC §3: stuk, uur, dag, maand, jaar, m2, kg, liter). */
import type { QuoteUnit } from '@offerteflow/contracts';

const UNIT_PATTERNS: ReadonlyArray<[RegExp, QuoteUnit]> = [
  [/(^|[^a-z])(m2|m²|m\^2|vierkante\s*meter|sq\.?\s*m|vk\s*m)($|[^a-z0-9])/, 'm2'],
  [/(^|[^a-z])(uur|uren|u|hr|hrs|hour|hours|manuur|uurtarief)($|[^a-z])/, 'uur'],
  [/(^|[^a-z])(dag|dagen|day|days|dagtarief)($|[^a-z])/, 'dag'],
  [/(^|[^a-z])(maand|maanden|mnd|mnd\.|mth|month|maandelijks|p\/m|pm)($|[^a-z])/, 'maand'],
  [/(^|[^a-z])(jaar|jr|jaarlijks|year|yr|p\/j)($|[^a-z])/, 'jaar'],
  [/(^|[^a-z])(kg|kilo|kilogram)($|[^a-z])/, 'kg'],
  [/(^|[^a-z])(liter|ltr|litre|l)($|[^a-z])/, 'liter'],
  [/(^|[^a-z])(st|st\.|stk|stuk|stuks|p\/st|pst|pcs|pc|piece|item)($|[^a-z])/, 'stuk'],
];

/** The unit a text names (`per uur`, `p/st`, `m²`, `/mnd`), or null when it names none we know. */
export function mapUnit(text: string | undefined | null): QuoteUnit | null {
  if (!text) return null;
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!t) return null;
  for (const [pattern, unit] of UNIT_PATTERNS) if (pattern.test(t)) return unit;
  return null;
}

/** The unit named right after a price (`€ 42,50 per m2`, `12,50 p/st`, `€ 65/uur`). */
export function unitAfterPrice(rest: string): QuoteUnit | null {
  const m = /^\s*(?:excl\.?\s*btw|incl\.?\s*btw|,-)?\s*(?:per|p\/|\/|pro|a|à)\s*([a-z²0-9./]+)/i.exec(rest);
  if (m) return mapUnit(m[1]!.replace(/^\//, ''));
  const bare = /^\s*(p\/st|p\/u|p\/m|st\.?|stuks?|m2|m²|uur|mnd)\b/i.exec(rest);
  return bare ? mapUnit(bare[1]!.replace('p/u', 'uur')) : null;
}
