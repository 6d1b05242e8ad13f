/**
 * Runs the house-style analysis of one PDF in its own worker thread (@offerteflow/house-style's
 * worker) with a memory cap and a time limit: a hostile PDF (image bomb, endless parsing) can only
 * exhaust that thread, which is then terminated; the process and its job worker stay alive.
 */
import { Worker } from 'node:worker_threads';
import { HOUSE_STYLE_MSG, type HouseStyleAnalysis } from '@offerteflow/contracts';

export const ANALYSIS_TIMEOUT_MS = 20_000;
export const ANALYSIS_MAX_HEAP_MB = 384;

export type AnalysisOutcome = { ok: true; result: HouseStyleAnalysis } | { ok: false; message: string };

const KNOWN_CODES = new Set(['encrypted', 'invalid', 'too_many_pages', 'nothing_found']);

export function runHouseStyleAnalysis(
  bytes: Buffer,
  timeoutMs = ANALYSIS_TIMEOUT_MS,
): Promise<AnalysisOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(require.resolve('@offerteflow/house-style/worker'), {
      resourceLimits: { maxOldGenerationSizeMb: ANALYSIS_MAX_HEAP_MB, maxYoungGenerationSizeMb: 64 },
    });
    let settled = false;
    const finish = (outcome: AnalysisOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, message: HOUSE_STYLE_MSG.tooSlow }), timeoutMs);
    worker.on(
      'message',
      (msg: { ok: boolean; result?: HouseStyleAnalysis; code?: string; message?: string }) => {
        if (msg.ok && msg.result) finish({ ok: true, result: msg.result });
        else if (msg.code && KNOWN_CODES.has(msg.code) && msg.message)
          finish({ ok: false, message: msg.message });
        else finish({ ok: false, message: HOUSE_STYLE_MSG.generationFailed });
      },
    );
    worker.on('error', (err: Error & { code?: string }) =>
      finish({
        ok: false,
        message:
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? HOUSE_STYLE_MSG.tooHeavy
            : HOUSE_STYLE_MSG.generationFailed,
      }),
    );
    worker.on('exit', () => finish({ ok: false, message: HOUSE_STYLE_MSG.tooHeavy }));
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    worker.postMessage({ bytes: copy }, [copy.buffer]);
  });
}
