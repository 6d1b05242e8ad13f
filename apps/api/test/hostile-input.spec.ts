/** Hostile bytes: NUL characters, undecodable compressed bodies, huge arrays, broken headers. */
import { request } from 'node:http';
import { connect } from 'node:net';
import { brotliCompressSync, gzipSync, zstdCompressSync } from 'node:zlib';
import { SERVER_MESSAGES } from '@offerteflow/contracts';
import { authedClient, PASSWORD, registerCompany, uniqueEmail } from './helpers/accounts';
import { listening, useTestApp } from './helpers/app';
import { threeItems } from './helpers/quotes';
import { addColleague } from './helpers/team';

jest.setTimeout(60_000);

const NUL_BODY = { error: { code: 'BAD_REQUEST', message: SERVER_MESSAGES.invalidCharacters } };

describe('hostile input', () => {
  const t = useTestApp();
  const asUser = authedClient(t);

  it('answers a Dutch 400 for NUL in any text field or search, also on public register', async () => {
    const register = await t
      .http()
      .post('/api/auth/register')
      .send({ companyName: 'Bouw\u0000bedrijf', email: uniqueEmail(), password: PASSWORD });
    expect(register.status).toBe(400);
    expect(register.body).toEqual(NUL_BODY);

    const who = await registerCompany(t.http());
    const customer = await asUser(who).post('/api/customers', { name: 'Jansen', city: 'Ut\u0000recht' });
    expect(customer.status).toBe(400);
    expect(customer.body).toEqual(NUL_BODY);

    const quote = await asUser(who).post('/api/quotes', {
      customer: { name: 'A' },
      items: [{ ...threeItems[0], description: 'x\u0000' }],
    });
    expect(quote.status).toBe(400);

    for (const path of ['/api/customers?search=ab%00cd', '/api/quotes?search=%00']) {
      const search = await asUser(who).get(path);
      expect(search.status).toBe(400);
      expect(search.body).toEqual(NUL_BODY);
    }
  });

  it('answers a Dutch 400 for a corrupt gzip, deflate, br or zstd body on every writing route', async () => {
    const doc = (await t.http().get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const who = await registerCompany(t.http());
    const writing = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({
          method,
          path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        })),
    );
    expect(writing.length).toBeGreaterThanOrEqual(31);
    const failures: string[] = [];
    for (const { method, path } of writing) {
      for (const encoding of ['gzip', 'deflate', 'br', 'zstd']) {
        // Unauthenticated and authenticated alike: the body is read before anything else.
        for (const auth of [{}, { Authorization: `Bearer ${who.accessToken}` }]) {
          const http = t.http();
          const res = await http[method as 'post'](path)
            .set(auth)
            .set('Content-Type', 'application/json')
            .set('Content-Encoding', encoding)
            .send(Buffer.from('this is not compressed at all'));
          const body = JSON.stringify(res.body);
          if (res.status !== 400 || !body.includes(SERVER_MESSAGES.badContentEncoding))
            failures.push(`${method.toUpperCase()} ${path} ${encoding}: ${res.status} ${body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('still reads a valid compressed body', async () => {
    const who = await registerCompany(t.http());
    const login = JSON.stringify({ email: who.user.email, password: PASSWORD });
    await listening(t);
    const { port } = t.app.getHttpServer().address() as { port: number };
    for (const [encoding, body] of [
      ['gzip', gzipSync(login)],
      ['br', brotliCompressSync(login)],
      ['zstd', zstdCompressSync(login)],
    ] as const) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/auth/login',
            headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(status).toBe(200);
    }
  });

  it('stores CR/LF in names as a space, so a name stays one line in e-mail headers and the PDF', async () => {
    const who = await registerCompany(t.http(), { companyName: 'Bouw\r\nBcc: spam@voorbeeld.nl' });
    const company = await asUser(who).get('/api/settings/company');
    expect(company.body.data.name).toBe('Bouw Bcc: spam@voorbeeld.nl');
    const saved = await asUser(who).put('/api/settings/company', {
      ...company.body.data,
      name: 'Jansen\nBouw\u2028BV',
    });
    expect(saved.body.data.name).toBe('Jansen Bouw BV');

    const customer = await asUser(who).post('/api/customers', { name: '  Piet\r\n\r\nde Vries ' });
    expect(customer.body.data.name).toBe('Piet de Vries');
    const quote = await asUser(who).post('/api/quotes', {
      customer: { name: 'Klaas\rKlant' },
      items: threeItems,
    });
    expect(quote.body.data.customer.name).toBe('Klaas Klant');
    const product = await asUser(who).post('/api/catalog/products', { name: 'Dak\ngoot', unitPrice: 10 });
    expect(product.body.data.name).toBe('Dak goot');
    const template = await asUser(who).post('/api/templates', { name: 'Huis\nstijl' });
    expect(template.body.data.name).toBe('Huis stijl');
    const key = await asUser(who).post('/api/api-keys', { name: 'Koppeling\r\nBoekhouding' });
    expect(key.body.data.name).toBe('Koppeling Boekhouding');
    const user = await asUser(who).get('/api/users/settings');
    const me = await asUser(who).put('/api/users/settings', { ...user.body.data, firstName: 'Jan\nJaap' });
    expect(me.body.data.firstName).toBe('Jan Jaap');
    // A colleague's name, set when accepting the invitation.
    const colleague = await addColleague(t, who, { firstName: 'Sanne\r\nBcc: x@y.nl', lastName: 'de\nBoer' });
    expect(colleague.user.name).toBe('Sanne Bcc: x@y.nl de Boer');
  });

  it('refuses a 150,000-element array fast with a small error body', async () => {
    const who = await registerCompany(t.http());
    const items = Array.from({ length: 150_000 }, () => ({}));
    // CPU time of this process (the app runs in it), not wall time: a busy machine must not fail the
    // test, validation that walks every element (or backtracks) still does.
    const started = process.cpuUsage();
    const res = await asUser(who).post('/api/quotes', { customer: { name: 'A' }, items });
    const used = process.cpuUsage(started);
    const ms = (used.user + used.system) / 1000;
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ items: [SERVER_MESSAGES.tooManyElements] });
    expect(JSON.stringify(res.body).length).toBeLessThan(1_000);
    expect(ms).toBeLessThan(5_000);

    // Below the cap, a body full of errors reports at most 20 fields.
    const many = await asUser(who).post('/api/quotes', {
      customer: { name: 'A' },
      items: Array.from({ length: 400 }, () => ({})),
    });
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.error.fields).length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(many.body).length).toBeLessThan(4_000);
  });

  it('answers a NUL in the Authorization header with the Dutch 400 envelope', async () => {
    await listening(t);
    const { port } = t.app.getHttpServer().address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'GET /api/auth/verify HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ab\u0000cd\r\n\r\n',
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { error: { message: string } };
    expect(body.error.message).toBe(SERVER_MESSAGES.badRequest);
  });
});
