/**
 * Nest's Express adapter with a shorter way out for JSON answers: a handler's plain object or array is
 * serialised once and written with its Content-Type and Content-Length, instead of going through
 * `res.json` and `res.send` (which re-parse the Content-Type to add the charset, copy the string into a
 * Buffer and check freshness for nothing). Every other answer goes the adapter's own way: nothing (204),
 * files and streams, errors, HEAD, a response that already carries a Content-Type, an ETag or a
 * Last-Modified (conditional requests, 304), and statuses without a body.
 */
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const isPlainJson = (body: unknown): body is object =>
  Array.isArray(body) ||
  (typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype);

export class JsonExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number) {
    const status = statusCode ?? response.statusCode;
    if (
      isPlainJson(body) &&
      response.req.method !== 'HEAD' &&
      status !== 204 &&
      status !== 304 &&
      !response.hasHeader('Content-Type') &&
      !response.hasHeader('ETag') &&
      !response.hasHeader('Last-Modified')
    ) {
      const json = JSON.stringify(body);
      response.statusCode = status;
      response.setHeader('Content-Type', JSON_CONTENT_TYPE);
      response.setHeader('Content-Length', Buffer.byteLength(json));
      response.end(json);
      return;
    }
    return super.reply(response, body, statusCode);
  }
}
