#!/usr/bin/env node
// The floor of GET /api/quotes for bench/quotes-list-floor.mjs: a bare node:http server on one pg
// pool that does only what the request needs and runs the very SQL of the API, because it calls the
// API's own compiled repositories (apps/api/dist) on a minimal stand-in for TypeORM's DataSource:
// verify the HS256 token with a bare HMAC, look the session up (SessionsRepository.activeSessionRole),
// parse the query with the contract, run QuotesRepository.list and write the same JSON body.
// Env: PORT, DATABASE_URL, JWT_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';
import { ROOT } from './bench-api.mjs';

const requireApi = createRequire(`${ROOT}/apps/api/package.json`);
const { QuotesRepository } = requireApi('./dist/modules/quotes/quotes.repository.js');
const { SessionsRepository } = requireApi('./dist/modules/auth/sessions.repository.js');
const { toQuoteListItem } = requireApi('./dist/modules/quotes/quote.mapper.js');
const { toPaged } = requireApi('./dist/common/paging.js');
const { quoteListQuerySchema } = requireApi('@offerteflow/contracts');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const dataSource = {
  driver: { master: pool },
  query: async (text, params) => (await pool.query(text, params)).rows,
  getRepository: () => null,
};
const quotes = new QuotesRepository(dataSource);
const sessions = new SessionsRepository(dataSource);
const secret = Buffer.from(process.env.JWT_SECRET, 'utf8');

function claimsOf(header) {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const parts = token?.split('.');
  if (parts?.length !== 3) return null;
  const mac = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const sig = Buffer.from(parts[2], 'base64url');
  if (sig.length !== mac.length || !timingSafeEqual(sig, mac)) return null;
  const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
  return claims.exp * 1000 > Date.now() ? claims : null;
}

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
};

createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://floor');
    if (url.pathname !== '/api/quotes') return send(res, 404, '{}');
    const claims = claimsOf(req.headers.authorization);
    const session = claims && (await sessions.activeSessionRole(claims.sid));
    if (!session || session.userId !== claims.sub || session.companyId !== claims.cid)
      return send(res, 401, '{}');
    const query = quoteListQuerySchema.parse(Object.fromEntries(url.searchParams));
    const page = toPaged(await quotes.list(session.companyId, query, session.userId), query, toQuoteListItem);
    send(res, 200, JSON.stringify(page));
  } catch (err) {
    send(res, 500, JSON.stringify({ error: String(err) }));
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor ready'));
