/**
 * The role matrix: every operation of the OpenAPI document, called as an admin and as a medewerker of
 * one company. A role the operation's `x-roles` lists must get through (anything but 401/403, and no
 * server error); any other role must get 403 'Geen toegang tot deze functie'. The document itself is
 * held to the product's policy (POLICY below), so a route that forgets its @AdminOnly() fails here.
 */
import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES, USER_ROLES, type AuthData, type UserRole } from '@offerteflow/contracts';
import { registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { documentedRoutes, type DocumentedRoute } from './helpers/roles';
import { addColleague } from './helpers/team';

const t = useTestApp();

/** What only an admin may do: the company's own affairs (docs/account-and-settings.md, Roles). */
const ADMIN_ONLY: RegExp[] = [
  /^put \/api\/settings\/(company|quotes|templates)$/,
  /^(get|put) \/api\/billing(\/subscription)?$/,
  /^\w+ \/api\/(api-keys|webhooks|team|company-export)(\/.*)?$/,
  /^(post|put|delete) \/api\/templates(\/\{id\}(\/(set-default|duplicate|logo))?)?$/,
  /^post \/api\/onboarding\/(upload-template|analyze-template-document|template-analyses\/\{id\}\/approve|reset)$/,
];
const policyFor = (r: DocumentedRoute): UserRole[] | undefined =>
  r.roles === undefined
    ? undefined
    : ADMIN_ONLY.some((p) => p.test(`${r.method} ${r.path}`))
      ? ['admin']
      : [...USER_ROLES];

/** Routes that end the caller's session or account run last, each on a session of its own. */
const ENDS_SESSION = ['post /api/auth/logout', 'delete /api/users/account'];
const key = (r: DocumentedRoute) => `${r.method} ${r.path}`;

async function call(r: DocumentedRoute, token: string) {
  const url = r.path.replace(/\{[^}]+\}/g, () => randomUUID());
  const req = t.http()[r.method as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
  req.set('Authorization', `Bearer ${token}`);
  return ['post', 'put', 'patch'].includes(r.method) ? req.send({}) : req;
}

async function freshSession(who: AuthData & { password: string }): Promise<string> {
  const res = await t.http().post('/api/auth/login').send({ email: who.user.email, password: who.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.data.accessToken as string;
}

it('answers every route for each role as its declared roles say', async () => {
  const admin = await registerCompany(t.http());
  const medewerker = await addColleague(t, admin, { role: 'medewerker' });
  const routes = await documentedRoutes(t, t.http);
  const mismatches: string[] = [];

  for (const r of routes) {
    const policy = policyFor(r);
    if (JSON.stringify(r.roles) !== JSON.stringify(policy))
      mismatches.push(`${key(r)}: x-roles ${JSON.stringify(r.roles)}, policy ${JSON.stringify(policy)}`);
  }

  const ordered = [
    ...routes.filter((r) => !ENDS_SESSION.includes(key(r))),
    ...ENDS_SESSION.map((k) => routes.find((r) => key(r) === k)!),
  ];
  // The medewerker first: an admin's 'Account verwijderen' as the last admin deletes the company.
  for (const [role, who] of [
    ['medewerker', medewerker],
    ['admin', admin],
  ] as const) {
    for (const r of ordered) {
      const token = ENDS_SESSION.includes(key(r)) ? await freshSession(who) : who.accessToken;
      const res = await call(r, token);
      const allowed = (r.roles ?? USER_ROLES).includes(role);
      const label = `${key(r)} as ${role}: ${res.status}`;
      if (allowed && (res.status === 401 || res.status === 403 || res.status >= 500))
        mismatches.push(`${label}, expected to get through (${JSON.stringify(res.body)})`);
      if (!allowed) {
        const body = { error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden } };
        if (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify(body))
          mismatches.push(`${label}, expected 403 ${SERVER_MESSAGES.forbidden}`);
      }
    }
  }

  console.log(
    `roles: ${routes.length} routes × ${USER_ROLES.length} roles checked, ${mismatches.length} mismatches`,
  );
  expect(mismatches).toEqual([]);
  // The walk ended with the admin deleting the company; the medewerker left before that.
  expect(
    (await t.http().post('/api/auth/login').send({ email: admin.user.email, password: admin.password }))
      .status,
  ).toBe(401);
}, 180_000);
