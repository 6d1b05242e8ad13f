/**
 * The roles the OpenAPI document declares per operation (`x-roles`), read from the running app's
 * /api/openapi.json: the tenancy checks and the role matrix expect 403 exactly where a role is absent.
 */
import { USER_ROLES, type UserRole } from '@offerteflow/contracts';
import type supertest from 'supertest';

export interface DocumentedRoute {
  method: string;
  /** OpenAPI form: /api/quotes/{id}. */
  path: string;
  /** Undefined on public routes. */
  roles?: UserRole[];
  pattern: RegExp;
}

const cache = new WeakMap<object, Promise<DocumentedRoute[]>>();

/** Every operation of the document, once per app (keyed by the handle the caller passes). */
export function documentedRoutes(key: object, http: () => supertest.Agent): Promise<DocumentedRoute[]> {
  let routes = cache.get(key);
  if (!routes) {
    routes = http()
      .get('/api/openapi.json')
      .then((res) => {
        const paths = res.body.paths as Record<string, Record<string, { 'x-roles'?: UserRole[] }>>;
        return Object.entries(paths).flatMap(([path, ops]) =>
          Object.entries(ops).map(([method, op]) => ({
            method,
            path,
            roles: op['x-roles'],
            pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
          })),
        );
      });
    cache.set(key, routes);
  }
  return routes;
}

/** The roles allowed on `method url` (a concrete URL, query string ignored); throws when undocumented. */
export async function rolesFor(
  key: object,
  http: () => supertest.Agent,
  method: string,
  url: string,
): Promise<readonly UserRole[]> {
  const path = url.split('?')[0]!;
  const routes = await documentedRoutes(key, http);
  // A literal segment beats a parameter (/api/quotes/stats before /api/quotes/{id}).
  const hits = routes
    .filter((r) => r.method === method.toLowerCase() && r.pattern.test(path))
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  const hit = hits[0];
  if (!hit) throw new Error(`${method} ${path} is not in the OpenAPI document`);
  return hit.roles ?? USER_ROLES;
}
