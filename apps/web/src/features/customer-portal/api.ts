/**
 * The public quote API (/api/public/quotes/:token). Plain fetch, no session: the customer has no
 * account, and an owner opening the link in a logged-in browser must not send their token along.
 */
import {
  REQUEST_TIMEOUT_MS,
  publicQuoteResponseSchema,
  type PublicQuote,
  type PublicQuoteAcceptInput,
  type PublicQuoteDeclineInput,
} from '@offerteflow/contracts';
import { errorFromResponse, noResponseError } from '../../lib/api-error';
import { parseResponse } from '../../lib/parse-response';

const base = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;

/** The PDF download of the quote (a plain link: the browser downloads it). */
export const publicQuotePdfUrl = (token: string) => `${base(token)}/pdf`;

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
  if (!res.ok) throw errorFromResponse(res.status, json);
  return parseResponse(publicQuoteResponseSchema, json).data;
}

export const fetchPublicQuote = (token: string) => call(base(token));
export const acceptPublicQuote = (token: string, input: PublicQuoteAcceptInput) =>
  call(`${base(token)}/accept`, input);
export const declinePublicQuote = (token: string, input: PublicQuoteDeclineInput) =>
  call(`${base(token)}/decline`, input);
