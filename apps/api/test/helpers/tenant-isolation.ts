/**
 * Tenant isolation check, reusable by every company-scoped module.
 *
 *   await expectTenantIsolation(t, {
 *     caller: companyA,                     // AuthData of company A (the intruder)
 *     owner: companyB,                      // AuthData of company B (owns the resource)
 *     resourceId: customerOfB.id,           // id of B's resource
 *     secrets: [customerOfB.name],          // strings of B's data that must never leak (B's e-mail,
 *                                           // company name and resourceId are always checked)
 *     requests: [
 *       { method: 'GET', path: (id) => `/api/customers/${id}` },
 *       { method: 'PUT', path: (id) => `/api/customers/${id}`, body: { name: 'x' } },
 *       { method: 'DELETE', path: (id) => `/api/customers/${id}` },
 *     ],
 *   });
 *
 * Every request, made as A, must answer 404 with the error envelope (NOT_FOUND, Dutch message) and
 * never contain B's data. As a positive control, each GET is also made as B and must succeed (2xx), so
 * a wrong path cannot make the check pass vacuously; set `ownerControl: false` to skip that. Mutating
 * requests are made as A only, so they never change B's data when isolation holds.
 *
 * API keys are covered like tokens: with `callerApiKey` every request is made again with A's key
 * (`Bearer ofl_…`), and with `ownerApiKey` the positive control also runs with B's key.
 *
 * Every case also runs as a medewerker of A (invited once per company through the API): on a route
 * the OpenAPI document opens to medewerkers the answer is the same 404; on an admin-only route it is
 * 403 'Geen toegang tot deze functie'. Either way nothing of B leaks.
 */
import { SERVER_MESSAGES, type AuthData } from '@offerteflow/contracts';
import type supertest from 'supertest';
import { rolesFor } from './roles';
import { addColleague } from './team';

export type IsolationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface IsolationRequest {
  method: IsolationMethod;
  path: (idOfB: string) => string;
  body?: unknown;
}

export interface TenantIsolationCase {
  caller: AuthData;
  owner: AuthData;
  resourceId: string;
  requests: IsolationRequest[];
  secrets?: string[];
  ownerControl?: boolean;
  /** An API key of the caller's company: every request is repeated with it. */
  callerApiKey?: string;
  /** An API key of the owner's company: the positive control is repeated with it. */
  ownerApiKey?: string;
}

function send(http: supertest.Agent, r: IsolationRequest, id: string, token: string) {
  const method = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = http[method](r.path(id)).set('Authorization', `Bearer ${token}`);
  return r.body === undefined ? req : req.send(r.body as object);
}

type App = { http: () => supertest.Agent; config: { dataDir: string } };

/** One medewerker per caller company, made on first use. */
const medewerkers = new Map<string, Promise<AuthData>>();
function medewerkerOf(t: App, admin: AuthData): Promise<AuthData> {
  let m = medewerkers.get(admin.company.id);
  if (!m) {
    m = addColleague(t, admin, { role: 'medewerker' });
    medewerkers.set(admin.company.id, m);
  }
  return m;
}

export async function expectTenantIsolation(t: App, c: TenantIsolationCase): Promise<void> {
  if (c.caller.company.id === c.owner.company.id)
    throw new Error('caller and owner must be different companies');
  const http = t.http();
  const secrets = [c.resourceId, c.owner.user.email, c.owner.company.name, ...(c.secrets ?? [])];
  const ownerCredentials = [c.owner.accessToken, ...(c.ownerApiKey ? [c.ownerApiKey] : [])];
  const medewerker = (await medewerkerOf(t, c.caller)).accessToken;
  const callerCredentials = [c.caller.accessToken, medewerker, ...(c.callerApiKey ? [c.callerApiKey] : [])];
  for (const r of c.requests) {
    for (const credential of ownerCredentials) {
      const as = credential.startsWith('ofl_') ? 'owner API key' : 'owner';
      const label = `${r.method} ${r.path(c.resourceId)} as ${as}`;
      if (c.ownerControl !== false && r.method === 'GET') {
        const own = await send(http, r, c.resourceId, credential);
        if (own.status < 200 || own.status > 299) {
          throw new Error(`${label}: positive control answered ${own.status}, expected 2xx`);
        }
      }
    }
    for (const credential of callerCredentials) {
      const as = credential.startsWith('ofl_')
        ? ' (API key)'
        : credential === medewerker
          ? ' (medewerker)'
          : '';
      const label = `${r.method} ${r.path(c.resourceId)}${as}`;
      const res = await send(http, r, c.resourceId, credential);
      const text = res.text ?? '';
      const roles = await rolesFor(t, t.http, r.method, r.path(c.resourceId));
      const refused = credential === medewerker && !roles.includes('medewerker');
      const expected = refused
        ? { status: 403, body: { error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden } } }
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound } } };
      expect({ request: label, status: res.status }).toEqual({ request: label, status: expected.status });
      expect(res.body).toEqual(expected.body);
      for (const s of secrets) {
        if (s && text.includes(s))
          throw new Error(`${label}: response leaks data of the other company ("${s}")`);
      }
    }
  }
}
