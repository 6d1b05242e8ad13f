/** Errors with a contract error code and a Dutch message; the exception filter turns them into the envelope. */
import { HttpStatus } from '@nestjs/common';
import { SERVER_MESSAGES, type ErrorCode } from '@offerteflow/contracts';

export class AppError extends Error {
  /** Response headers that belong to this answer (Retry-After of a 429, ETag of a 412). */
  headers: Record<string, string> = {};
  /**
   * The resource as it is now, sent as `error.current` when the request lost to another change (a
   * stale If-Match, a decision already taken), so the client can show it without asking again.
   */
  current?: unknown;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }

  withCurrent(current: unknown): this {
    this.current = current;
    return this;
  }
}

export const notFound = (message: string = SERVER_MESSAGES.notFound) =>
  new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', message);
/** The value when there is one; 404 for null or undefined (a row of another company, a malformed id). */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
export const unauthorized = (message: string = SERVER_MESSAGES.unauthorized) =>
  new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) =>
  new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', message);
export const conflict = (message: string) => new AppError(HttpStatus.CONFLICT, 'CONFLICT', message);
export const tooManyRequests = () =>
  new AppError(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', SERVER_MESSAGES.tooManyRequests);
export const validationFailed = (fields: Record<string, string[]>) =>
  new AppError(422, 'VALIDATION_FAILED', SERVER_MESSAGES.validationFailed, fields);

/** One reason of a module's errors: HTTP status, contract code, Dutch message and, for 422s, the form field. */
export type ErrorReason = readonly [status: number, code: ErrorCode, message: string, field?: string];

/** A module's error factory: `fail(reason)`, or `fail(reason, detail)` with a message from elsewhere. */
export type ErrorFactory<R extends string> = ((reason: R, detail?: string) => AppError) & {
  readonly reasons: Readonly<Record<R, ErrorReason>>;
};

/**
 * A module's error table (`<feature>.errors.ts`): each reason maps to status, code and message once,
 * and `fail(reason)` builds the AppError, so no call site writes a status or a message inline. A
 * reason whose Dutch text comes from elsewhere (a parser's or job's own message) passes it as `detail`.
 */
export function defineErrors<R extends string>(reasons: Record<R, ErrorReason>): ErrorFactory<R> {
  const fail = (reason: R, detail?: string): AppError => {
    const [status, code, defaultMessage, field] = reasons[reason];
    const message = detail ?? defaultMessage;
    return new AppError(status, code, message, field ? { [field]: [message] } : undefined);
  };
  return Object.assign(fail, { reasons });
}
