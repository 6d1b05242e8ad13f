/**
 * The extraction corpus (test/fixtures/extraction-corpus) by group: `team` (the 21 documents written
 * alongside the rules, in the folder itself), `own` (non-blind letters, invoices, newsletters and quotes
 * written for the document-type model, in own/), `blind` (blind-written tuning documents in blind/),
 * `blind-2` to `blind-10` (earlier held-out splits, each scored once, on 27 November 2026 and for
 * blind-4 to blind-10 on 28 November 2026, and tuned on since) and
 * `held-out` (held-out/, added by the lead; never used for tuning or training). Each document has a
 * hand-checked expected JSON: `<file>.expected.json`, or `<name>.expected.json` for the team corpus.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentType, QuoteUnit, TermType } from '@offerteflow/contracts';
import type { ReadDocument } from '../../src/infra/ai/ai-provider';
import { detectFormat } from '../../src/infra/documents/detect-format';
import { readDocument } from '../../src/infra/documents/read-document';
import { DEFAULT_READ_OPTIONS, type ReadOptions } from '../../src/infra/documents/reader';

export const CORPUS = join(__dirname, '..', '..', 'test', 'fixtures', 'extraction-corpus');

/**
 * The earlier held-out splits, each scored once and tuned on since: a new scored split is added here
 * (and to .prettierignore), and its folder, group and tuning membership follow.
 */
export const EARLIER_HELD_OUT = [
  'blind-2',
  'blind-3',
  'blind-4',
  'blind-5',
  'blind-6',
  'blind-7',
  'blind-8',
  'blind-9',
  'blind-10',
] as const;

export type Group = 'team' | 'own' | 'blind' | (typeof EARLIER_HELD_OUT)[number] | 'held-out';
export type Split = 'tuning' | 'held-out' | 'all';

export interface ExpectedProduct {
  name: string;
  price: number;
  unit?: QuoteUnit;
  category?: string | null;
  priceWas?: 'incl' | 'excl';
  vatRate?: number;
}

export interface Expected {
  documentType: DocumentType;
  products: ExpectedProduct[];
  terms: Array<{ type: TermType; contains: string }>;
}

export interface CorpusDoc {
  group: Group;
  file: string;
  path: string;
  expected: Expected;
}

/** Each group's folder under CORPUS: the team corpus is the folder itself, every other its own name. */
const folderOf = (group: Group) => (group === 'team' ? '' : group);
const TUNING: Group[] = ['team', 'own', 'blind', ...EARLIER_HELD_OUT];
export const GROUPS_OF: Record<Split, Group[]> = {
  tuning: TUNING,
  'held-out': ['held-out'],
  all: [...TUNING, 'held-out'],
};

function expectedPath(dir: string, file: string): string | null {
  const own = join(dir, `${file}.expected.json`);
  if (existsSync(own)) return own;
  const byName = join(dir, file.replace(/\.[^.]+$/, '.expected.json'));
  return existsSync(byName) ? byName : null;
}

/** The documents of one group; a missing folder (held-out before the lead adds it) has none. */
export function groupDocs(group: Group): CorpusDoc[] {
  const dir = join(CORPUS, folderOf(group));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.json') && !/\.(sh|md)$/.test(e.name))
    .filter((e) => !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort()
    .flatMap((file) => {
      const exp = expectedPath(dir, file);
      if (!exp) return [];
      const expected = JSON.parse(readFileSync(exp, 'utf8')) as Expected;
      return [{ group, file, path: join(dir, file), expected }];
    });
}

type ReadResult = { read: ReadDocument | null; error?: string };

/**
 * The product's read budgets with their time-outs lifted: this measures what the readers read, not how
 * fast (bench/ocr.mjs and bench/onboarding.mjs do), so a busy machine must not turn a slow OCR page into
 * an unread document.
 */
const QUALITY_READ_OPTIONS: ReadOptions = {
  ...DEFAULT_READ_OPTIONS,
  timeoutMs: 30 * 60_000,
  ocrPageTimeoutMs: 30 * 60_000,
};

/**
 * The document as the app reads it, or the Dutch reason it cannot be read. With EXTRACTION_READ_CACHE
 * set to a folder, reads are cached there by the bytes' hash (OCR takes most of a run; for tuning only).
 */
export async function readCorpusDoc(doc: CorpusDoc): Promise<ReadResult> {
  const data = readFileSync(doc.path);
  const cacheDir = process.env.EXTRACTION_READ_CACHE;
  const cached = cacheDir && join(cacheDir, `${createHash('sha256').update(data).digest('hex')}.json`);
  if (cached && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as ReadResult;
  let result: ReadResult;
  try {
    const { format } = await detectFormat(data, doc.file);
    result = { read: await readDocument(format, data, doc.file, QUALITY_READ_OPTIONS) };
  } catch (err) {
    result = { read: null, error: err instanceof Error ? err.message : String(err) };
  }
  if (cached) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, JSON.stringify(result));
  }
  return result;
}
