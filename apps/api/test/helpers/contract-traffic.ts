/**
 * Records every response the integration suite's apps answer (method, matched route, status, content
 * type, JSON body) so test/openapi-contract.spec.ts can check them against /api/openapi.json. Files go
 * to OFL_OPENAPI_TRAFFIC_DIR (made by global-setup), one JSON line per response.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export interface RecordedResponse {
  method: string;
  /** The Express route that answered, e.g. /api/quotes/:id. */
  route: string;
  status: number;
  contentType: string;
  bytes: number;
  /** Parsed JSON bodies (up to BODY_LIMIT bytes); undefined for other content. */
  body?: unknown;
  /** The spec file that made the request. */
  suite: string;
  /** The answer's headers that the document describes (lower-case names, see RECORDED_HEADERS). */
  headers?: Record<string, string>;
}

/** The catch-all route NestJS 12's Express adapter answers unknown paths with (a 404, not an endpoint). */
const NEST_NOT_FOUND_ROUTE = '*path';

/** Response headers the OpenAPI document declares on some routes (ETag, Retry-After). */
export const RECORDED_HEADERS = ['etag', 'retry-after'] as const;

const BODY_LIMIT = 4 * 1024 * 1024;

export const trafficDir = () => process.env.OFL_OPENAPI_TRAFFIC_DIR;

/** Express middleware; a no-op when no traffic directory is configured. */
export function recordTraffic(suite: string) {
  const dir = trafficDir();
  const file = dir && join(dir, `${process.pid}-${randomBytes(4).toString('hex')}.jsonl`);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!file) return next();
    const chunks: Buffer[] = [];
    let bytes = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buf =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      bytes += buf.length;
      if (bytes <= BODY_LIMIT) chunks.push(buf);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return write(...args);
    }) as Response['write'];
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return end(...args);
    }) as Response['end'];
    res.on('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path;
      // No route matched (middleware-level refusals), or Nest's not-found handler answered: since
      // NestJS 12 that is an Express route `*path` mounted under the /api prefix, not a bare middleware.
      if (!route || route === NEST_NOT_FOUND_ROUTE) return;
      const contentType = String(res.getHeader('content-type') ?? '');
      let body: unknown;
      if (/json/.test(contentType) && bytes <= BODY_LIMIT && bytes > 0) {
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = { unparsable: true };
        }
      }
      const headers = Object.fromEntries(
        RECORDED_HEADERS.filter((name) => res.getHeader(name) !== undefined).map((name) => [
          name,
          String(res.getHeader(name)),
        ]),
      );
      const record: RecordedResponse = {
        method: req.method.toLowerCase(),
        route,
        status: res.statusCode,
        contentType,
        bytes,
        body,
        suite,
        headers,
      };
      appendFileSync(file, JSON.stringify(record) + '\n');
    });
    next();
  };
}

/** Every response recorded so far in this jest run. */
export function readTraffic(): RecordedResponse[] {
  const dir = trafficDir();
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RecordedResponse),
    );
}
