import { REQUEST_TIMEOUT_MS } from '@offerteflow/contracts';
import { ApiError, errorFromResponse, noResponseError, toApiError } from './api-error';
import { sessionStore } from './session';
import type { TokenStore } from './token-store';

export { ApiError } from './api-error';

export type { TokenStore } from './token-store';

export interface ApiClientOptions {
  /** '/api' in the browser; an absolute URL in tests. */
  baseUrl?: string;
  tokens: TokenStore;
  timeoutMs?: number;
  /** Called with the `data` of a successful /auth/refresh answer (tokens already stored). */
  onRefreshed?: (data: Record<string, unknown>) => void;
  /** Called after a failed refresh, once the credentials are cleared. */
  onSessionExpired?: () => void;
  /**
   * Retries after a 5xx marked `retryable` (default 4 retries from 300 ms, doubling) and once after
   * a lost connection.
   */
  retry?: { retries: number; baseDelayMs: number };
}

const DEFAULT_RETRY = { retries: 4, baseDelayMs: 300 };
const RETRY_STATUSES = new Set([502, 503, 504]);
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key per logical create; the same key goes with every retry of that call. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRetryableAnswer(result: RawResponse): boolean {
  if (!RETRY_STATUSES.has(result.status)) return false;
  const error = (result.body as { error?: { retryable?: unknown } } | undefined)?.error;
  return error?.retryable === true;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: no bearer header and no refresh on 401 (login, register). Default true. */
  auth?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  /** Return `data` of the `{data}` envelope (default) or the whole body. */
  unwrap?: boolean;
  timeoutMs?: number;
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: BodyOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: BodyOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: BodyOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: BodyOptions): Promise<T>;
  delete<T>(path: string, options?: BodyOptions): Promise<T>;
}

interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.ok && responseType === 'blob') return response.blob();
  const text = await response.text();
  if (response.ok && responseType === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new Error('Response is not valid JSON');
    return text;
  }
}

function unwrapEnvelope(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: unknown }).data;
  return body;
}

/** How long an early answer waits for the request it was started for. */
const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyAnswer {
  at: number;
  accessToken: string;
  answer: Promise<RawResponse | null>;
}

/** Answers of GETs started before the page that needs them rendered, by URL; each is taken once. */
const earlyAnswers = new Map<string, EarlyAnswer>();

/**
 * Starts a GET of the first page's data while the app is still loading its code and checking the
 * session, so the page does not wait one more round trip after both. The page's own identical GET
 * (same URL, same access token, within 10 s) takes this answer; any answer but a 2xx JSON body is
 * dropped and the page asks again the normal way (refresh on 401, retries, errors).
 */
export function startEarlyGet(
  path: string,
  query: QueryParams | undefined,
  accessToken: string,
  baseUrl = '/api',
): void {
  const url = buildUrl(baseUrl, path, query);
  const answer = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
  })
    .then(
      async (response): Promise<RawResponse | null> =>
        response.ok ? { status: response.status, ok: true, body: await readBody(response, 'json') } : null,
    )
    .catch(() => null);
  earlyAnswers.set(url, { at: Date.now(), accessToken, answer });
}

/**
 * The early answer for this request, waited for no longer than the request's own time-out: a hung
 * early GET must not hold the page beyond it (null then, and the request goes out itself).
 */
function takeEarlyAnswer(
  url: string,
  accessToken: string | null,
  timeoutMs: number,
): Promise<RawResponse | null> | null {
  const early = earlyAnswers.get(url);
  if (!early) return null;
  earlyAnswers.delete(url);
  if (early.accessToken !== accessToken || Date.now() - early.at > EARLY_ANSWER_TTL_MS) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  return Promise.race([early.answer, late]).finally(() => clearTimeout(timer));
}

/** Every POST gets an Idempotency-Key (kept when the caller passes one) so a retry never creates twice. */
function withIdempotencyKey(opts: RequestOptions): RequestOptions {
  if (opts.method !== 'POST' || opts.headers?.[IDEMPOTENCY_HEADER]) return opts;
  return { ...opts, headers: { ...opts.headers, [IDEMPOTENCY_HEADER]: newIdempotencyKey() } };
}

/** A fetch-based JSON client with bearer auth, time-out and single-flight token refresh. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const defaultTimeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const { tokens } = options;
  let refreshInFlight: Promise<boolean> | null = null;

  async function send(path: string, opts: RequestOptions, accessToken: string | null): Promise<RawResponse> {
    const url = buildUrl(baseUrl, path, opts.query);
    const timeoutMs = opts.timeoutMs ?? defaultTimeout;
    if ((opts.method ?? 'GET') === 'GET' && (opts.responseType ?? 'json') === 'json') {
      const early = await takeEarlyAnswer(url, accessToken, timeoutMs);
      if (early) return early;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) onCallerAbort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      if (isRawBody(opts.body)) body = opts.body;
      else {
        body = JSON.stringify(opts.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    try {
      const response = await fetch(url, {
        method: opts.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      });
      return { status: response.status, ok: response.ok, body: await readBody(response, opts.responseType) };
    } catch (error) {
      if (timedOut) throw noResponseError('TIMEOUT');
      if (opts.signal?.aborted) throw error; // cancelled by the caller (e.g. react-query)
      if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) {
        throw noResponseError('NETWORK_ERROR');
      }
      throw toApiError(error);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function expire(): void {
    tokens.clear();
    options.onSessionExpired?.();
  }

  async function doRefresh(): Promise<boolean> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      expire();
      return false;
    }
    // A network failure (status 0) or a server fault (5xx) while refreshing keeps the session: only
    // the server's verdict that the refresh token is invalid (4xx) ends it.
    const result = await send('/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
    if (result.status >= 500) throw errorFromResponse(result.status, result.body);
    const data = result.ok ? unwrapEnvelope(result.body) : undefined;
    if (
      typeof data === 'object' &&
      data !== null &&
      typeof (data as Record<string, unknown>).accessToken === 'string' &&
      typeof (data as Record<string, unknown>).refreshToken === 'string'
    ) {
      const record = data as Record<string, unknown> & { accessToken: string; refreshToken: string };
      tokens.setTokens({ accessToken: record.accessToken, refreshToken: record.refreshToken });
      options.onRefreshed?.(record);
      return true;
    }
    expire();
    return false;
  }

  /** One refresh for any number of concurrent 401s; a request sent with an old token just retries. */
  function refreshOnce(tokenUsed: string | null): Promise<boolean> {
    if (refreshInFlight) return refreshInFlight;
    const current = tokens.getAccessToken();
    if (current && current !== tokenUsed) return Promise.resolve(true);
    refreshInFlight = doRefresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /**
   * Repeats a request after a retryable 5xx answer or a lost connection, with doubling back-off.
   * Only requests that cannot create twice are repeated: reads, PUT/DELETE, and POST/PATCH that carry
   * an Idempotency-Key (the server replays the first result for the same key).
   */
  async function withRetries(
    opts: RequestOptions,
    attempt: () => Promise<RawResponse>,
  ): Promise<RawResponse> {
    const { retries, baseDelayMs } = options.retry ?? DEFAULT_RETRY;
    const method = opts.method ?? 'GET';
    const safe =
      method === 'GET' ||
      method === 'PUT' ||
      method === 'DELETE' ||
      Boolean(opts.headers?.[IDEMPOTENCY_HEADER]);
    let lostConnections = 0;
    for (let n = 0; ; n++) {
      const canRetry = safe && n < retries && !opts.signal?.aborted;
      try {
        const result = await attempt();
        if (!canRetry || !isRetryableAnswer(result)) return result;
      } catch (error) {
        // A lost connection is tried once more; offline handling takes over after that.
        const lost = error instanceof ApiError && error.code === 'NETWORK_ERROR';
        if (!canRetry || !lost || isOffline() || lostConnections++ >= 1) throw error;
      }
      await sleep(baseDelayMs * 2 ** n * (0.75 + Math.random() * 0.5));
    }
  }

  async function request<T>(path: string, rawOpts: RequestOptions = {}): Promise<T> {
    const opts = withIdempotencyKey(rawOpts);
    const useAuth = opts.auth ?? true;
    const tokenUsed = useAuth ? tokens.getAccessToken() : null;
    let result = await withRetries(opts, () => send(path, opts, tokenUsed));

    if (result.status === 401 && useAuth) {
      const refreshed = await refreshOnce(tokenUsed);
      if (!refreshed) throw errorFromResponse(401, result.body);
      result = await withRetries(opts, () => send(path, opts, tokens.getAccessToken()));
    }

    if (!result.ok) throw errorFromResponse(result.status, result.body, { useServerMessageFor401: !useAuth });
    return ((opts.unwrap ?? true) ? unwrapEnvelope(result.body) : result.body) as T;
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
  };
}

/** The app's client: relative '/api', tokens from the stored session. */
export const apiClient: ApiClient = createApiClient({
  tokens: sessionStore.tokenStore,
  onRefreshed: (data) => sessionStore.applyRefresh(data),
});
