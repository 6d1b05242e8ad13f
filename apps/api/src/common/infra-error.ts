/**
 * Tells an infrastructure fault (database, Redis unreachable or restarting) apart from a bug or a user
 * error. Such faults answer 503 with `retryable: true`, never 401/404/500: the caller's data and session
 * are fine, the request can simply be repeated.
 */

/** Socket-level failures of node (pg, ioredis, net). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** PostgreSQL SQLSTATE classes: 08 connection, 53 resources, 57P admin/crash shutdown, 58 system. */
const PG_TRANSIENT = /^(08|53|57P|58)/;

/** Library errors raised when a connection died under a running query or transaction. */
const TRANSIENT_NAMES = new Set(['MaxRetriesPerRequestError', 'QueryRunnerAlreadyReleasedError']);

const TRANSIENT_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'timeout exceeded when trying to connect',
  'Connection is closed',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'the database system is',
  'terminating connection',
  'MaxRetriesPerRequest',
  'Reached the max retries per request',
  "Stream isn't writeable",
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function check(err: unknown, depth: number): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorLike;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_TRANSIENT.test(e.code))) return true;
  if (typeof e.name === 'string' && TRANSIENT_NAMES.has(e.name)) return true;
  if (typeof e.message === 'string' && TRANSIENT_MESSAGES.some((m) => (e.message as string).includes(m)))
    return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => check(x, depth + 1))) return true;
  return check(e.driverError, depth + 1) || check(e.cause, depth + 1);
}

export function isInfrastructureError(err: unknown): boolean {
  return check(err, 0);
}
