/** Maps any thrown value to the status and {"error": ...} body of ARCHITECTURE.md. Never leaks internals. */
import { HttpException } from '@nestjs/common';
import {
  NOT_RETRYABLE_CODES,
  SERVER_MESSAGES,
  type ApiErrorBody,
  type ErrorCode,
} from '@offerteflow/contracts';
import { AppError } from './app-error';
import { isInfrastructureError } from './infra-error';

const BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: SERVER_MESSAGES.malformedJson },
  401: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthorized },
  403: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden },
  404: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound },
  409: { code: 'CONFLICT', message: SERVER_MESSAGES.validationFailed },
  413: { code: 'PAYLOAD_TOO_LARGE', message: SERVER_MESSAGES.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: SERVER_MESSAGES.unsupportedMediaType },
  422: { code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.validationFailed },
  429: { code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests },
  503: { code: 'SERVICE_UNAVAILABLE', message: SERVER_MESSAGES.unavailable },
};

export interface MappedError {
  status: number;
  body: ApiErrorBody;
  /** True when the error is unexpected and must be logged with its stack. */
  unexpected: boolean;
  /** Headers to send with the answer (always Retry-After on a 429). */
  headers?: Record<string, string>;
}

/** Retry-After of a 429 whose limit did not say when its window ends. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Status, body and headers of any thrown value. Every 429 tells the client when to come back
 * (RFC 6585 4): the limit's own wait, else DEFAULT_RETRY_AFTER_SECONDS.
 */
export function mapError(err: unknown): MappedError {
  const mapped = mapStatusAndBody(err);
  const headers = { ...(err instanceof AppError ? err.headers : {}) };
  if (mapped.status === 429) headers['Retry-After'] ??= String(DEFAULT_RETRY_AFTER_SECONDS);
  return Object.keys(headers).length ? { ...mapped, headers } : mapped;
}

/** body-parser errors carry `type` and `status`. */
interface ParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/**
 * zlib, brotli and zstd failures while body-parser inflates a Content-Encoding: gzip|deflate|br|zstd
 * body (zlib `Z_DATA_ERROR`, brotli `ERR__ERROR_FORMAT_…`, zstd `ZSTD_error_…`).
 */
function isDecodeError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(Z_|ERR__ERROR_|ZSTD_error_)/.test(code);
}

/** PostgreSQL refuses NUL in text (22021 / 22P05); a last line behind the hostile-input guard. */
function isNulRejectedByDatabase(err: unknown): boolean {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return code === '22021' || code === '22P05';
}

/** A fault of the database, Redis or another dependency: the client may repeat the request. */
function serviceUnavailable(): MappedError {
  return { status: 503, body: { error: { ...BY_STATUS[503]!, retryable: true } }, unexpected: true };
}

function mapStatusAndBody(err: unknown): MappedError {
  if (err instanceof AppError) {
    const body: ApiErrorBody = { error: { code: err.code, message: err.message } };
    if (err.fields) body.error.fields = err.fields;
    if (err.current !== undefined) body.error.current = err.current;
    // A missing PDF renderer stays missing, a PDF over its budget goes over it again: no retry helps.
    if (err.status === 503 && !NOT_RETRYABLE_CODES.includes(err.code)) body.error.retryable = true;
    return { status: err.status, body, unexpected: false };
  }
  if (isInfrastructureError(err)) return serviceUnavailable();
  if (isDecodeError(err)) {
    return {
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: SERVER_MESSAGES.badContentEncoding } },
      unexpected: false,
    };
  }
  if (isNulRejectedByDatabase(err)) {
    return {
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: SERVER_MESSAGES.invalidCharacters } },
      unexpected: false,
    };
  }
  let status = 500;
  if (err instanceof HttpException) status = err.getStatus();
  else if (err && typeof err === 'object') {
    const p = err as ParserError;
    if (p.type === 'entity.too.large') status = 413;
    else if (p.type === 'entity.parse.failed') status = 400;
    else if (typeof p.type === 'string' && typeof (p.status ?? p.statusCode) === 'number') {
      status = (p.status ?? p.statusCode) as number;
    }
  }
  const known = BY_STATUS[status];
  if (known && status < 500) {
    return { status, body: { error: { ...known } }, unexpected: false };
  }
  if (status === 503) return serviceUnavailable();
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { error: { code: 'BAD_REQUEST', message: SERVER_MESSAGES.validationFailed } },
      unexpected: false,
    };
  }
  return {
    status: status >= 500 ? status : 500,
    body: { error: { code: 'INTERNAL_ERROR', message: SERVER_MESSAGES.internal } },
    unexpected: true,
  };
}
