import type { Request } from 'express';

/**
 * How a result is kept and replayed when it must not be stored as it is (e.g. fresh tokens):
 * `toStored` picks what is kept, `replay` rebuilds an answer from it. An injectable provider.
 */
export interface IdempotentReplay {
  toStored(result: unknown): unknown;
  replay(stored: unknown, req: Request): Promise<unknown>;
}

export const IDEMPOTENT_REPLAY = 'offerteflow:idempotent-replay';
