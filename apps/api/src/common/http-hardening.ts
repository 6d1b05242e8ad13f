/** HTTP-level hardening of the API: cache policy, CSP by scheme, CORS, Dutch answers to unparsable requests. */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { SERVER_MESSAGES } from '@offerteflow/contracts';
import cors, { type CorsOptions } from 'cors';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * API answers carry tokens and company data: never stored by browsers or proxies. A handler may set
 * its own Cache-Control afterwards (e.g. the cacheable template logo).
 */
export function noStoreOnApi(req: Request, res: Response, next: NextFunction): void {
  if (req.path === '/api' || req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
  next();
}

const directives = {
  'img-src': ["'self'", 'data:', 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'self'", 'blob:'],
  // helmet's default allows any https: stylesheet; the SPA only loads its own.
  'style-src': ["'self'", "'unsafe-inline'"],
};

/**
 * helmet by scheme: over https (behind a proxy: X-Forwarded-Proto from a TRUST_PROXY hop) the CSP asks
 * for upgrade-insecure-requests and Strict-Transport-Security is sent; over plain http neither is,
 * because the directive would break every request of a local installation and a browser ignores HSTS
 * on http anyway (RFC 6797 8.1), so sending it there only claims a promise the server cannot keep.
 */
export function contentSecurityPolicy() {
  const secure = staticHeaders(helmet({ contentSecurityPolicy: { directives } }));
  const plain = staticHeaders(
    helmet({
      contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
      strictTransportSecurity: false,
    }),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of req.secure ? secure : plain) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a helmet middleware sets, taken once: with these options they do not depend on the
 * request (no nonce), so a request gets them in one loop instead of a chain of twelve middlewares.
 */
function staticHeaders(
  middleware: (req: Request, res: Response, next: (err?: unknown) => void) => void,
): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [];
  let done = false;
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  middleware({} as Request, res as unknown as Response, (err) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

const ENVELOPE = JSON.stringify({ error: { code: 'BAD_REQUEST', message: SERVER_MESSAGES.badRequest } });

/**
 * Node refuses requests it cannot parse (a NUL or other control character in a header, a broken
 * request line) before Express sees them; answer those with the Dutch 400 envelope, not a bare 400.
 */
export function badRequestOnMalformedRequests(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(ENVELOPE)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${ENVELOPE}`,
    );
  });
}

/**
 * Idle keep-alive connections stay open longer than clients and proxies keep theirs (65 s, above the
 * common 60 s of load balancers): with Node's default of 5 s a client that reuses a connection the
 * server has just closed gets a connection reset on a request it cannot safely repeat (a POST).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepAliveLongerThanClients(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // The time for a request's headers must stay above the idle time, or an idle connection's next
  // request could be cut off by the header timer.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * CORS for the allowed origins: the `cors` package answers preflights and every request that names an
 * Origin (a browser's cross-origin call). A request without one (same-origin, a server, an API key
 * client) gets the two headers `cors` would give it, `Vary: Origin` and the exposed headers, without the
 * package's option merging and origin callbacks on every call.
 */
export function crossOrigin(options: CorsOptions & { exposedHeaders: readonly string[] }) {
  const full = cors({ ...options, exposedHeaders: [...options.exposedHeaders] });
  const exposed = options.exposedHeaders.join(',');
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.headers.origin !== undefined || req.method === 'OPTIONS') return full(req, res, next);
    res.vary('Origin');
    res.setHeader('Access-Control-Expose-Headers', exposed);
    next();
  };
}
