import {
  DEFAULT_SERVER_MESSAGE,
  NO_RESPONSE_MESSAGE,
  STATUS_MESSAGES,
  UNKNOWN_ERROR_MESSAGE,
  friendlyHint,
  isRetryableStatus,
} from '@offerteflow/contracts';

export type FieldErrors = Record<string, string[]>;

/** Status used when something failed that is neither an HTTP answer nor a missing response. */
export const UNKNOWN_STATUS = -1;

/** A failed API call as the UI sees it (SPEC §8): Dutch message, status, field errors, retry hint. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: string;
  readonly fields?: FieldErrors;
  readonly retryable: boolean;
  readonly hint: string;
  /**
   * The resource as the server holds it now, when the request lost to another change (412 on a stale
   * If-Match, 409 on a decision already taken); unparsed: the caller checks it with its contract.
   */
  readonly current?: unknown;

  constructor(init: {
    status: number;
    message: string;
    code?: string;
    fields?: FieldErrors;
    current?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.current = init.current;
    this.retryable = isRetryableStatus(init.status);
    this.hint = friendlyHint(init.status);
  }

  /** The first message for a field, if the server reported one. */
  fieldMessage(field: string): string | undefined {
    return this.fields?.[field]?.[0];
  }
}

interface ServerErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown; current?: unknown };
  message?: unknown;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function readFields(value: unknown): FieldErrors | undefined {
  const record = asRecord(value);
  if (!record) return undefined;
  const fields: FieldErrors = {};
  for (const [key, messages] of Object.entries(record)) {
    if (Array.isArray(messages)) fields[key] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') fields[key] = [messages];
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Maps an HTTP error answer to an ApiError (SPEC §8). `useServerMessageFor401` is set for calls
 * made without a session (login), where a 401 means wrong credentials rather than an expired session.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  options: { useServerMessageFor401?: boolean } = {},
): ApiError {
  const parsed = (asRecord(body) ?? {}) as ServerErrorBody;
  const error = asRecord(parsed.error);
  const serverMessage =
    (typeof error?.message === 'string' && error.message) ||
    (typeof parsed.message === 'string' && parsed.message) ||
    undefined;
  const code = typeof error?.code === 'string' ? error.code : undefined;
  const fields = readFields(error?.fields);

  let message: string;
  if (status === 401 && options.useServerMessageFor401 && serverMessage) message = serverMessage;
  else if (status !== 422 && STATUS_MESSAGES[status]) message = STATUS_MESSAGES[status];
  else message = serverMessage ?? DEFAULT_SERVER_MESSAGE;

  return new ApiError({ status, message, code, fields, current: error?.current });
}

/** No answer at all: network failure or time-out. */
export function noResponseError(code: 'NETWORK_ERROR' | 'TIMEOUT'): ApiError {
  return new ApiError({ status: 0, message: NO_RESPONSE_MESSAGE, code });
}

/** Turns anything thrown into an ApiError; unknown failures get 'Onbekende fout opgetreden'. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ status: UNKNOWN_STATUS, message: UNKNOWN_ERROR_MESSAGE, code: 'UNKNOWN' });
}

/** The message to show for any thrown value, with a screen-specific fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

/**
 * The one server-error-to-form helper: copies the server's field errors of a failed submit onto a form
 * (react-hook-form's setError) and returns the message for the form-level error box. `fields` names the
 * fields the form shows; 'all' copies every field the server reported (paths such as 'products.0.name').
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[] | 'all',
  setError: (field: F, error: { message: string }) => void,
  fallback: string,
): string {
  if (error instanceof ApiError) {
    const names = fields === 'all' ? (Object.keys(error.fields ?? {}) as F[]) : fields;
    for (const field of names) {
      const message = error.fieldMessage(field);
      if (message) setError(field, { message });
    }
  }
  return errorMessage(error, fallback);
}
