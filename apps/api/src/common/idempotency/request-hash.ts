/**
 * A stable fingerprint of a request: method, path and body (object keys sorted; uploaded files by
 * content). Keyed (HMAC) with a server secret: a body may hold a password (register), and a plain
 * hash of it in the database could be guessed offline.
 */
import { createHmac } from 'node:crypto';
import type { Request } from 'express';
import { sha256Hex } from '../sha256';

function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `sha256:${sha256Hex(value)}`;
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = canonical((value as Record<string, unknown>)[k]);
    return out;
  }
  return value;
}

interface UploadRequest {
  file?: unknown;
  files?: unknown;
}

export function requestHash(req: Request & UploadRequest, secret: string): string {
  const parts = [req.method, req.originalUrl.split('?')[0], canonical(req.body ?? null)];
  if (req.file || req.files) parts.push(canonical({ file: req.file ?? null, files: req.files ?? null }));
  return createHmac('sha256', secret).update(JSON.stringify(parts)).digest('hex');
}
