/**
 * Input that can never be valid is refused before it reaches validation or the database:
 * NUL characters anywhere in a JSON body or query string (PostgreSQL cannot store them) answer 400,
 * and arrays longer than MAX_ARRAY_LENGTH answer 422 at once instead of being validated element by
 * element (which took seconds and produced megabytes of errors).
 */
import { SERVER_MESSAGES } from '@offerteflow/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppError, validationFailed } from './app-error';

/** Far above any legitimate list (a quote has at most 500 lines). */
export const MAX_ARRAY_LENGTH = 2_000;
const MAX_DEPTH = 64;

type Finding = { kind: 'nul' } | { kind: 'array'; path: string } | null;

function inspect(value: unknown, path: string[], depth: number): Finding {
  if (typeof value === 'string') return value.includes('\u0000') ? { kind: 'nul' } : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_LENGTH) return { kind: 'array', path: path.join('.') || '_' };
    for (let i = 0; i < value.length; i++) {
      const found = inspect(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return { kind: 'nul' };
    const found = inspect(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const invalidCharacters = () => new AppError(400, 'BAD_REQUEST', SERVER_MESSAGES.invalidCharacters);

/** Throws the Dutch 400/422 for a body or query that contains NUL or an oversized array. */
export function assertSafeInput(value: unknown): void {
  const found = inspect(value, [], 0);
  if (found?.kind === 'nul') throw invalidCharacters();
  if (found?.kind === 'array') throw validationFailed({ [found.path]: [SERVER_MESSAGES.tooManyElements] });
}

/** Express middleware (after the JSON parser): checks req.body, req.query and the raw URL. */
export function hostileInputGuard(req: Request, _res: Response, next: NextFunction): void {
  try {
    if (/%00/i.test(req.originalUrl) || req.originalUrl.includes('\u0000')) throw invalidCharacters();
    assertSafeInput(req.query);
    assertSafeInput(req.body);
    next();
  } catch (err) {
    next(err);
  }
}
