import { JwtService } from '@nestjs/jwt';
import { MSG, SERVER_MESSAGES, authResponseSchema, verifyResponseSchema } from '@offerteflow/contracts';
import { authedClient, bearer, PASSWORD, registerCompany, uniqueEmail } from './helpers/accounts';
import { TEST_JWT_SECRET, useTestApp } from './helpers/app';

const t = useTestApp();
const asUser = authedClient(t);

const unauthorizedBody = { error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthorized } };

describe('register, verify, login, logout', () => {
  it('runs the whole session life cycle', async () => {
    const http = t.http();
    const email = uniqueEmail('Eigenaar');
    const reg = await http
      .post('/api/auth/register')
      .send({ companyName: 'Schilder Jansen', email, password: PASSWORD, subscriptionType: 'per_quote' });
    expect(reg.status).toBe(201);
    const data = authResponseSchema.parse(reg.body).data;
    expect(data.company).toMatchObject({ name: 'Schilder Jansen', subscriptionType: 'per_quote' });
    // Without a first and last name the user is named by the whole e-mail address, never a piece of it.
    expect(data.user).toMatchObject({ email, role: 'admin', name: email });
    expect(data.user.company).toEqual({ id: data.company.id, name: 'Schilder Jansen' });

    const verify = await http.get('/api/auth/verify').set(bearer(data.accessToken));
    expect(verify.status).toBe(200);
    expect(verifyResponseSchema.parse(verify.body).data.user.id).toBe(data.user.id);

    const login = await http.post('/api/auth/login').send({ email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    const session2 = authResponseSchema.parse(login.body).data;
    expect(session2.user.id).toBe(data.user.id);

    const logout = await http.post('/api/auth/logout').set(bearer(session2.accessToken));
    expect([200, 204]).toContain(logout.status);
    const after = await http.get('/api/auth/verify').set(bearer(session2.accessToken));
    expect(after.status).toBe(401);
    expect(after.body).toEqual(unauthorizedBody);
    // The refresh token of the logged-out session is dead too; the other session still works.
    expect((await http.post('/api/auth/refresh').send({ refreshToken: session2.refreshToken })).status).toBe(
      401,
    );
    expect((await http.get('/api/auth/verify').set(bearer(data.accessToken))).status).toBe(200);
  });

  it('answers 401 without a token or with garbage', async () => {
    const res = await t.http().get('/api/auth/verify');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorizedBody);
    expect((await t.http().get('/api/auth/verify').set(bearer('abc.def.ghi'))).status).toBe(401);
    expect((await t.http().post('/api/auth/logout')).status).toBe(401);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const a = await registerCompany(t.http());
    const wrong = await t
      .http()
      .post('/api/auth/login')
      .send({ email: a.user.email, password: 'Verkeerd123' });
    const unknown = await t.http().post('/api/auth/login').send({ email: uniqueEmail(), password: PASSWORD });
    const expected = { error: { code: 'UNAUTHORIZED', message: 'Onjuist e-mailadres of wachtwoord' } };
    expect([wrong.status, wrong.body]).toEqual([401, expected]);
    expect([unknown.status, unknown.body]).toEqual([401, expected]);
  });
});

describe('validation', () => {
  it('answers 422 with the exact Dutch field messages on register', async () => {
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({ companyName: 'A', email: 'geen-email', password: 'kort', subscriptionType: 'yearly' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toBe(SERVER_MESSAGES.validationFailed);
    expect(res.body.error.fields).toEqual({
      companyName: ['Bedrijfsnaam moet minimaal 2 karakters zijn'],
      email: ['Ongeldig e-mailadres'],
      password: ['Wachtwoord moet minimaal 8 karakters zijn', MSG.passwordComplexity],
      subscriptionType: [MSG.subscriptionTypeInvalid],
    });
  });

  it('reports required fields and wrong types on login', async () => {
    const empty = await t.http().post('/api/auth/login').send({});
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({
      email: ['E-mailadres is verplicht'],
      password: ['Wachtwoord is verplicht'],
    });
    const short = await t.http().post('/api/auth/login').send({ email: 'a@b.nl', password: '12345' });
    expect(short.body.error.fields).toEqual({ password: ['Wachtwoord moet minimaal 6 karakters zijn'] });
    const types = await t
      .http()
      .post('/api/auth/login')
      .send({ email: 42, password: ['x'] });
    expect(types.status).toBe(422);
    expect(Object.keys(types.body.error.fields).sort()).toEqual(['email', 'password']);
  });

  it('drops unknown fields instead of trusting them', async () => {
    const other = await registerCompany(t.http());
    const res = await t.http().post('/api/auth/register').send({
      companyName: 'Loodgieter De Vries',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'member',
      companyId: other.company.id,
      isSuperAdmin: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user.role).toBe('admin');
    expect(res.body.data.company.id).not.toBe(other.company.id);
    expect(res.body.data.company.subscriptionType).toBe('monthly');
    expect(JSON.stringify(res.body)).not.toContain('isSuperAdmin');
  });

  it('answers 409 for an e-mail that exists in another case', async () => {
    const a = await registerCompany(t.http());
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({ companyName: 'Tweede Bedrijf', email: a.user.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'CONFLICT', message: 'Er bestaat al een account met dit e-mailadres' },
    });
  });
});

describe('refresh rotation', () => {
  it('issues a working new pair and revokes the session when an old token is replayed', async () => {
    const a = await registerCompany(t.http());
    const first = await t.http().post('/api/auth/refresh').send({ refreshToken: a.refreshToken });
    expect(first.status).toBe(200);
    const pair = authResponseSchema.parse(first.body).data;
    expect(pair.refreshToken).not.toBe(a.refreshToken);
    expect((await asUser(pair).get('/api/auth/verify')).status).toBe(200);

    const replay = await t.http().post('/api/auth/refresh').send({ refreshToken: a.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('UNAUTHORIZED');
    // Reuse revoked the whole session: the new pair is dead as well.
    expect((await asUser(pair).get('/api/auth/verify')).status).toBe(401);
    expect((await t.http().post('/api/auth/refresh').send({ refreshToken: pair.refreshToken })).status).toBe(
      401,
    );
  });

  it('rejects unknown and missing refresh tokens', async () => {
    expect((await t.http().post('/api/auth/refresh').send({ refreshToken: 'onbekend' })).status).toBe(401);
    const missing = await t.http().post('/api/auth/refresh').send({});
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({ refreshToken: [MSG.refreshTokenRequired] });
  });
});

describe('access tokens', () => {
  it('rejects an expired token signed with the right secret', async () => {
    const a = await registerCompany(t.http());
    const claims = JSON.parse(Buffer.from(a.accessToken.split('.')[1]!, 'base64url').toString());
    const jwt = new JwtService({ secret: TEST_JWT_SECRET });
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: claims.sub, cid: claims.cid, sid: claims.sid };
    const valid = await jwt.signAsync({ ...base, exp: now + 60 });
    expect((await t.http().get('/api/auth/verify').set(bearer(valid))).status).toBe(200);
    const expired = await jwt.signAsync({ ...base, iat: now - 1000, exp: now - 10 });
    const res = await t.http().get('/api/auth/verify').set(bearer(expired));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorizedBody);
  });

  it('rejects a token signed with another secret', async () => {
    const a = await registerCompany(t.http());
    const claims = JSON.parse(Buffer.from(a.accessToken.split('.')[1]!, 'base64url').toString());
    const forged = await new JwtService({ secret: 'x'.repeat(40) }).signAsync({
      sub: claims.sub,
      cid: claims.cid,
      sid: claims.sid,
    });
    expect((await t.http().get('/api/auth/verify').set(bearer(forged))).status).toBe(401);
  });

  it('rejects alg none, another algorithm with the right secret and a changed claim', async () => {
    const a = await registerCompany(t.http());
    const [header, payload, signature] = a.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const other = await registerCompany(t.http());
    const otherCompany = JSON.parse(
      Buffer.from(other.accessToken.split('.')[1]!, 'base64url').toString(),
    ).cid;
    const hs512 = await new JwtService({ secret: TEST_JWT_SECRET }).signAsync(claims, { algorithm: 'HS512' });
    for (const token of [
      `${part({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${part({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
      hs512,
      `${header}.${part({ ...claims, cid: otherCompany })}.${signature}`,
    ]) {
      const res = await t.http().get('/api/auth/verify').set(bearer(token));
      expect([res.status, res.body]).toEqual([401, unauthorizedBody]);
    }
    expect((await t.http().get('/api/auth/verify').set(bearer(a.accessToken))).status).toBe(200);
  });
});
