/**
 * The text-to-quote corpus under test/fixtures/text-corpus: team-written texts (cases/, catalogs/),
 * blind-written tuning texts (blind/, and blind-2/ to blind-9/: earlier held-out splits, each scored once, on 27
 * and 28 November 2026, and tuned on since) and, when present, the held-out split (held-out/cases/,
 * held-out/catalogs/), never tuned on. Each case: NNN-slug.txt and NNN-slug.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { QuoteContext } from '../../src/infra/ai/ai-provider';
import type { Expected } from './score';

export const CORPUS = path.resolve(__dirname, '../../test/fixtures/text-corpus');
/** Each split lives in the folder of its name, the team-written texts at the corpus root. */
export const SPLITS = [
  'team',
  'blind',
  'blind-2',
  'blind-3',
  'blind-4',
  'blind-5',
  'blind-6',
  'blind-7',
  'blind-8',
  'blind-9',
  'held-out',
] as const;
export type Split = (typeof SPLITS)[number];
const folderOf = (split: Split): string => (split === 'team' ? '.' : split);

export interface CorpusCase {
  split: Split;
  slug: string;
  text: string;
  context: QuoteContext;
  expected: Expected;
}

export const splitExists = (split: Split): boolean => existsSync(path.join(CORPUS, folderOf(split), 'cases'));

export function loadSplit(split: Split): CorpusCase[] {
  const root = path.join(CORPUS, folderOf(split));
  if (!splitExists(split)) return [];
  const catalogs = new Map<string, QuoteContext>();
  const catalog = (name: string): QuoteContext => {
    let c = catalogs.get(name);
    if (!c) {
      const raw = JSON.parse(readFileSync(path.join(root, 'catalogs', `${name}.json`), 'utf8')) as Omit<
        Partial<QuoteContext>,
        'terms'
      > & { terms?: ReadonlyArray<string | QuoteContext['terms'][number]> };
      // The corpus writes a catalogue's terms as plain sentences; the app gives them typed.
      const terms = (raw.terms ?? []).map((t) =>
        typeof t === 'string' ? { termType: 'general' as const, content: t, isDefault: false } : t,
      );
      c = { products: raw.products ?? [], terms, ownCompany: raw.ownCompany };
      catalogs.set(name, c);
    }
    return c;
  };
  return readdirSync(path.join(root, 'cases'))
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((file) => {
      const slug = file.replace(/\.txt$/, '');
      const spec = JSON.parse(readFileSync(path.join(root, 'cases', `${slug}.json`), 'utf8')) as {
        catalog: string | null;
        expected: Expected;
      };
      return {
        split,
        slug,
        text: readFileSync(path.join(root, 'cases', file), 'utf8'),
        context: spec.catalog ? catalog(spec.catalog) : { products: [], terms: [] },
        expected: spec.expected,
      };
    });
}

/** The splits tuned on: team-written and blind-written texts (never the held-out split). */
export const TUNING_SPLITS: readonly Split[] = SPLITS.filter((split) => split !== 'held-out');

/** The tuning corpus: team-written and blind-written texts (never the held-out split). */
export const loadTuning = (): CorpusCase[] => TUNING_SPLITS.flatMap(loadSplit);
