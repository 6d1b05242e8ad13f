/**
 * Serves the built SPA: precompressed brotli/gzip variants chosen by Accept-Encoding, hashed assets
 * cached for a year, index.html always revalidated, source maps never served.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Vite puts content-hashed files under /assets/: their URL changes whenever their content does. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
/** Unhashed images and fonts (favicon): cached briefly, then revalidated. */
export const SHORT_CACHE = 'public, max-age=3600, must-revalidate';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Encodings the client accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && (!q || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  return accepted;
}

function fileStats(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The file below root for a URL path, or null for traversal attempts, dotfiles and source maps. */
function resolveSafe(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.endsWith('.map')) return null;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root + sep)) return null;
  if (
    full
      .slice(root.length)
      .split(sep)
      .some((segment) => segment.startsWith('.'))
  )
    return null;
  return full;
}

const SHORT_CACHE_TYPES = /\.(svg|png|jpg|ico|webp|woff2?)$/i;

/** Unhashed scripts and manifests (a service worker, a web manifest) must pick up a new deploy at once. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE_CACHE;
  if (SHORT_CACHE_TYPES.test(urlPath)) return SHORT_CACHE;
  return REVALIDATE_CACHE;
}

/** Sends one file (or its precompressed variant) with validators; answers 304 when unchanged. */
function sendFile(req: Request, res: Response, path: string, stats: Stats, cacheControl: string) {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  let body = { path, stats, encoding: null as string | null };
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    const variant = fileStats(path + suffix);
    if (variant) {
      body = { path: path + suffix, stats: variant, encoding: name };
      break;
    }
  }
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${body.encoding ?? 'identity'}"`;
  res.setHeader('content-type', type);
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', etag);
  res.setHeader('last-modified', stats.mtime.toUTCString());
  // Every file that has a compressed variant may be answered differently per Accept-Encoding.
  if (fileStats(path + '.gz') || fileStats(path + '.br')) res.setHeader('vary', 'Accept-Encoding');
  if (body.encoding) res.setHeader('content-encoding', body.encoding);
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('content-length', String(body.stats.size));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(body.path);
  stream.on('error', (err) => res.destroy(err));
  stream.pipe(res);
}

/**
 * Middleware for every non-/api GET/HEAD: an existing file is sent as it is; a missing file under
 * /assets/ (or a source map) is a 404, so a stale page never gets HTML for a script; every other
 * path is an SPA route and gets index.html.
 */
export function spaStatic(webDist: string, isApiPath: (path: string) => boolean) {
  const root = normalize(webDist).replace(/[\\/]+$/, '');
  const indexPath = join(root, 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const file = resolveSafe(root, req.path);
    const stats = file && !file.endsWith('.gz') && !file.endsWith('.br') ? fileStats(file) : null;
    if (file && stats) return sendFile(req, res, file, stats, cacheControlFor(req.path));
    if (req.path.startsWith('/assets/') || req.path.endsWith('.map')) {
      res.status(404).type('text/plain; charset=utf-8').setHeader('cache-control', REVALIDATE_CACHE);
      res.end('Niet gevonden');
      return;
    }
    const indexStats = fileStats(indexPath);
    if (!indexStats) return next();
    sendFile(req, res, indexPath, indexStats, REVALIDATE_CACHE);
  };
}
