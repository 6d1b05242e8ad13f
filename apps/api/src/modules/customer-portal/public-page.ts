/**
 * HTTP side of the public quote page /o/:token (served by the SPA) and its API /api/public/...:
 * never indexed, never leaking the token in a Referer, and an unknown or revoked token answers a
 * plain 404 page before the SPA is served, so it reveals nothing.
 */
import { PUBLIC_QUOTE_MSG } from '@offerteflow/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../common';
import { clientOf } from '../auth/client-info';
import type { CustomerPortalService } from './customer-portal.service';

const PAGE = /^\/o\/([^/]+)\/?$/;
const isPublicPath = (path: string) => path.startsWith('/o/') || path.startsWith('/api/public/');

export function publicQuoteHeaders(req: Request, res: Response, next: NextFunction): void {
  if (isPublicPath(req.path)) {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
  }
  next();
}

const NOT_FOUND_HTML =
  `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${PUBLIC_QUOTE_MSG.notFound}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;margin:4rem auto;max-width:32rem;padding:0 1rem;color:#0f172a">` +
  `<main><h1>${PUBLIC_QUOTE_MSG.notFound}</h1></main></body></html>`;

/** GET /o/:token: 404 page for an unknown or revoked token, otherwise on to the SPA. */
export function publicQuotePage(portal: CustomerPortalService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? PAGE.exec(req.path) : null;
    if (!match) return next();
    const notFound = (status = 404) => {
      res.status(status).type('html').setHeader('Cache-Control', 'no-store');
      res.send(NOT_FOUND_HTML);
    };
    let token: string;
    try {
      token = decodeURIComponent(match[1]!);
    } catch {
      return notFound();
    }
    portal.exists(token, clientOf(req)).then(
      (found) => (found ? next() : notFound()),
      // Throttled or the database is down: no page, and no hint whether the token exists.
      (err: unknown) => notFound(err instanceof AppError ? err.status : 503),
    );
  };
}
