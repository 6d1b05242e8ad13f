/**
 * The public quote API (/api/public/quotes/:token). Plain fetch, no session: the customer has no
 * account, and an owner opening the link in a logged-in browser must not send their token along.
 */
import {
  REQUEST_TIMEOUT_MS,
  publicQuoteResponseSchema,
  publicQuoteSchema,
  type PublicQuote,
  type PublicQuoteAcceptInput,
  type PublicQuoteDeclineInput,
} from '@offerteflow/contracts';
import { errorFromResponse, noResponseError } from '../../lib/api-error';
import { parseResponse } from '../../lib/parse-response';

async function call(url: string, body?: unknown): Promise<PublicQuote> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      referrerPolicy: 'no-referrer',
    });
  } catch (err) {
    throw noResponseError(
      err instanceof DOMException && err.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK_ERROR',
    );
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = errorFromResponse(res.status, json);
    // Decided before (in another tab, by a colleague of the customer): the page shows that decision.
    const decided = res.status === 409 ? publicQuoteSchema.safeParse(error.current) : null;
    if (decided?.success) return decided.data;
    throw error;
  }
  return parseResponse(publicQuoteResponseSchema, json).data;
}

/** The calls of one quote link; `root` is '/api' in the browser, the local test server's URL in tests. */
export function publicQuoteApi(token: string, root = '/api') {
  const base = `${root}/public/quotes/${encodeURIComponent(token)}`;
  return {
    /** The PDF download of the quote (a plain link: the browser downloads it). */
    pdfUrl: `${base}/pdf`,
    get: () => call(base),
    accept: (input: PublicQuoteAcceptInput) => call(`${base}/accept`, input),
    decline: (input: PublicQuoteDeclineInput) => call(`${base}/decline`, input),
  };
}

export type PublicQuoteApi = ReturnType<typeof publicQuoteApi>;
