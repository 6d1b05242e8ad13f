/**
 * Units as people write them, mapped onto the quote units (SPEC §3: stuk, uur, dag, maand, jaar, m2,
 * kg, liter). The vocabulary is data (UNIT_LEXICON): one entry per written form. Counting words that
 * are no quote unit (per krat, per set, per rit, per dagdeel, per strekkende meter, p.p. …) are `stuk`.
 * In `€ 19,50 per werkplek per maand` the measuring unit (maand) wins over the counting one (werkplek).
 */
import type { QuoteUnit } from '@offerteflow/contracts';

/** Written forms (lower case, without a leading per / p/ / `/`) → unit. */
export const UNIT_LEXICON: Readonly<Record<QuoteUnit, readonly string[]>> = {
  m2: ['m2', 'm²', 'm^2', 'm?', 'vierkante meter', 'vierkante meters', 'sq m', 'sqm', 'vk m', 'vkm'],
  uur: ['uur', 'uren', 'u', 'hr', 'hrs', 'hour', 'hours', 'manuur', 'uurtarief', 'p/u'],
  dag: ['dag', 'dagen', 'day', 'days', 'dagtarief', 'etmaal'],
  maand: ['maand', 'maanden', 'mnd', 'mnd.', 'mth', 'month', 'maandelijks', 'p/m', 'pm', 'p.m.'],
  jaar: ['jaar', 'jr', 'jr.', 'jaarlijks', 'year', 'yr', 'p/j', 'j'],
  kg: ['kg', 'kilo', 'kilogram', "kilo's"],
  liter: ['liter', 'liters', 'ltr', 'litre', 'l'],
  stuk: [
    'st',
    'st.',
    'stk',
    'stuk',
    'stuks',
    'p/st',
    'pst',
    'pcs',
    'pc',
    'piece',
    'item',
    'krat',
    'kratten',
    'set',
    'sets',
    'doos',
    'zak',
    'rol',
    'pak',
    'fles',
    'rit',
    'keer',
    'beurt',
    'bezoek',
    'behandeling',
    'dagdeel',
    'dagdelen',
    'meter',
    'm',
    'm1',
    'strekkende meter',
    'str. meter',
    'm¹',
    'persoon',
    'personen',
    'p.p.',
    'p.p',
    'kwartier',
    'pp',
    'pp.',
    'werkplek',
    'gebruiker',
    'server',
    'as',
    'keuring',
    'pakket',
    'sessie',
    'post',
    'stuk(s)',
    'blik',
    'vel',
    'exemplaar',
    'ex.',
    'uitvoering',
    'project',
    'avond',
    'feest',
    'evenement',
  ],
};

/** Units that measure (time, area, weight, volume) win over counting words when a text names both. */
const MEASURING: ReadonlySet<QuoteUnit> = new Set(['uur', 'dag', 'maand', 'jaar', 'm2', 'kg', 'liter']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Longest forms first, so `strekkende meter` is read before `meter` and `p/st` before `st`. */
const FORMS: ReadonlyArray<[string, QuoteUnit]> = (
  Object.entries(UNIT_LEXICON) as Array<[QuoteUnit, string[]]>
)
  .flatMap(([unit, words]) => words.map((w): [string, QuoteUnit] => [w, unit]))
  .sort((a, b) => b[0].length - a[0].length);

const FORM_PATTERN = new RegExp(
  `(?:^|[^a-z0-9²])(${FORMS.map(([w]) => escape(w)).join('|')})(?=$|[^a-z0-9²])`,
  'g',
);
const UNIT_OF = new Map(FORMS);

const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^\s*(per|pro|p\/(?=\s)|\/|à|a)\s*/, '')
    .trim();

/** The unit a cell or phrase names (`per uur`, `p/st`, `m²`, `/mnd`, `per werkplek per maand`), or null. */
export function mapUnit(text: string | undefined | null): QuoteUnit | null {
  if (!text) return null;
  const t = clean(text);
  if (!t) return null;
  const exact = UNIT_OF.get(t);
  if (exact) return exact;
  let found: QuoteUnit | null = null;
  for (const m of t.matchAll(FORM_PATTERN)) {
    const unit = UNIT_OF.get(m[1]!)!;
    if (MEASURING.has(unit)) return unit;
    found ??= unit;
  }
  return found;
}

/** The unit named right after a price (`€ 42,50 per m2`, `12,50 p/st`, `€ 65/uur`, `per werkplek per maand`). */
export function unitAfterPrice(rest: string): QuoteUnit | null {
  const m =
    /^\s*(?:excl\.?\s*(?:\d+\s*%\s*)?btw|incl\.?\s*(?:\d+\s*%\s*)?btw|,-)?\s*((?:(?:per|p\/|\/|pro|à)\s*[a-z²0-9./]+\??(?:\s+meter)?\s*)+)/i.exec(
      rest,
    );
  if (m) return mapUnit(m[1]!.replace(/(^|\s)(per|pro|à)\s+/gi, ' ').replace(/(^|\s)\//g, ' '));
  const bare = /^\s*(p\/st|p\/u|p\/m|p\.p\.|pp\b|st\.?|stuks?|m2|m²|uur|mnd)(?![a-z])/i.exec(rest);
  return bare ? mapUnit(bare[1]) : null;
}
