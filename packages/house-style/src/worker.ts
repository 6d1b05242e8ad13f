/**
 * worker_threads entry: analyses one PDF per message, so a hostile file (huge images, deep
 * recursion, endless parsing) can exhaust only this thread, which the caller then terminates.
 * Message in: { bytes: Uint8Array }; out: { ok: true, result } or { ok: false, code, message }.
 */
import { parentPort } from 'node:worker_threads';
import { analyzeHouseStyle } from './analyze.js';
import { HouseStyleError } from './types.js';

async function analyse(msg: { bytes: Uint8Array }): Promise<void> {
  try {
    const result = await analyzeHouseStyle(msg.bytes);
    parentPort?.postMessage({ ok: true, result });
  } catch (err) {
    const known = err instanceof HouseStyleError;
    parentPort?.postMessage({
      ok: false,
      code: known ? err.code : 'failed',
      message: known ? err.message : String((err as Error)?.message ?? err),
    });
  }
}

parentPort?.on('message', (msg: { bytes: Uint8Array }) => void analyse(msg));
