/**
 * Worker-thread entry of the house-style pool (analysis-runner.ts): loads @offerteflow/house-style
 * and pdfjs once when the thread starts, then analyses one PDF per task. A known refusal (encrypted,
 * broken, too many pages, nothing found) is an answer, not an error: it keeps its code and message.
 */
import { pathToFileURL } from 'node:url';
import type { HouseStyleAnalysis } from '@offerteflow/contracts';
import { serveTasks } from '../../infra/workers/thread-task';
import type { AnalysisReply, AnalysisTask } from './analysis-runner';

interface HouseStyleLibrary {
  analyzeHouseStyle(bytes: Uint8Array): Promise<HouseStyleAnalysis>;
  preloadPdfJs(): Promise<void>;
  HouseStyleError: abstract new (...args: never[]) => Error & { code: string };
}

// The package is ESM; tsc would turn a plain import() into require(), so the import stays native.
const importNative = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
const entry = require.resolve('@offerteflow/house-style');
const library = (importNative(pathToFileURL(entry).href) as Promise<HouseStyleLibrary>).then(async (lib) => {
  await lib.preloadPdfJs();
  return lib;
});

serveTasks(async ({ bytes }: AnalysisTask): Promise<AnalysisReply> => {
  const { analyzeHouseStyle, HouseStyleError } = await library;
  try {
    return { ok: true, result: await analyzeHouseStyle(bytes) };
  } catch (err) {
    if (err instanceof HouseStyleError) return { ok: false, code: err.code, message: err.message };
    return { ok: false, code: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
});
