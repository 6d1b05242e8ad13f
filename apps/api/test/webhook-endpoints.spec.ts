/**
 * Webhook endpoints: editing, deleting and validating them, tenancy, login required, and the SSRF
 * fence with private targets switched off (refused when saved and again when delivered, addresses
 * classified). Deliveries themselves: webhooks.spec.ts.
 */
import { SERVER_MESSAGES, WEBHOOK_MESSAGES } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, useTestApp } from './helpers/app';
import { createQuote } from './helpers/quotes';
import { expectTenantIsolation } from './helpers/tenant-isolation';
import { useWebhookReceiver } from './helpers/webhook-receiver';
import { addEndpoint, settled } from './helpers/webhooks';
import { isForbiddenAddress } from '../src/modules/webhooks/webhook-target';

jest.setTimeout(60_000);

describe('webhook endpoints (private targets allowed, as in tests and development)', () => {
  const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  // Only a target to save and a place for deliveries to land: nothing here reads what it received.
  const receiver = useWebhookReceiver();

  it('edits and deletes an endpoint; validates URL and events with Dutch messages', async () => {
    const a = await registerCompany(t.http());
    const endpoint = await addEndpoint(t.http(), a, receiver.url);
    const edited = await t
      .http()
      .put(`/api/webhooks/${endpoint.id}`)
      .set(bearer(a.accessToken))
      .send({ url: `${receiver.url}/v2`, events: ['quote.accepted', 'quote.created'], active: false });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      url: `${receiver.url}/v2`,
      events: ['quote.created', 'quote.accepted'],
      active: false,
      secret: endpoint.secret,
    });
    const bad = await t
      .http()
      .post('/api/webhooks')
      .set(bearer(a.accessToken))
      .send({ url: 'ftp://voorbeeld.nl', events: [] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({
      url: [WEBHOOK_MESSAGES.urlInvalid],
      events: [WEBHOOK_MESSAGES.eventsRequired],
    });
    const creds = await t
      .http()
      .post('/api/webhooks')
      .set(bearer(a.accessToken))
      .send({ url: 'https://gebruiker:geheim@voorbeeld.nl/hook', events: ['quote.sent'] });
    expect(creds.body.error.fields).toEqual({ url: [WEBHOOK_MESSAGES.credentialsInUrl] });
    await t.http().delete(`/api/webhooks/${endpoint.id}`).set(bearer(a.accessToken)).expect(204);
    expect((await t.http().get('/api/webhooks').set(bearer(a.accessToken))).body.data).toEqual([]);
  });

  it("never shows or changes another company's endpoints and deliveries", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const endpointOfB = await addEndpoint(t.http(), b, `${receiver.url}/geheim-van-b`, ['quote.created']);
    await createQuote(t.http(), b);
    const [deliveryOfB] = await settled(() => t.http(), b, endpointOfB.id);
    const input = { url: receiver.url, events: ['quote.created'] };
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: endpointOfB.id,
      secrets: [endpointOfB.secret, 'geheim-van-b'],
      requests: [
        { method: 'GET', path: (id) => `/api/webhooks/${id}/deliveries` },
        { method: 'PUT', path: (id) => `/api/webhooks/${id}`, body: input },
        { method: 'DELETE', path: (id) => `/api/webhooks/${id}` },
      ],
    });
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: deliveryOfB!.id,
      requests: [{ method: 'POST', path: (id) => `/api/webhooks/deliveries/${id}/resend` }],
    });
    const listOfA = await t.http().get('/api/webhooks').set(bearer(a.accessToken));
    expect(listOfA.body.data).toEqual([]);
    expect(listOfA.text).not.toContain(endpointOfB.secret);
  });
});

describe('webhooks with private targets switched off (production default)', () => {
  const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } });
  const receiver = useWebhookReceiver();

  it('refuses http:// and loopback, private, link-local and IPv4-mapped addresses when saving', async () => {
    const a = await registerCompany(t.http());
    const cases: [string, string][] = [
      [receiver.url, WEBHOOK_MESSAGES.httpsRequired],
      [`https://127.0.0.1:${receiver.port}/hook`, WEBHOOK_MESSAGES.privateTarget],
      ['https://localhost/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://[::1]/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://[::ffff:a9fe:a9fe]/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.privateTarget],
      ['https://10.1.2.3/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://192.168.1.10/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://[fd12:3456::1]/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://[fe80::1]/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://2130706433/hook', WEBHOOK_MESSAGES.privateTarget],
      // IPv6 forms that carry loopback, and a fully qualified localhost.
      ['https://[::ffff:0:7f00:1]/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://[2002:7f00:1::]/hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://localhost./hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://LOCALHOST../hook', WEBHOOK_MESSAGES.privateTarget],
      ['https://api.localhost./hook', WEBHOOK_MESSAGES.privateTarget],
    ];
    for (const [url, message] of cases) {
      const res = await t
        .http()
        .post('/api/webhooks')
        .set(bearer(a.accessToken))
        .send({ url, events: ['quote.created'] });
      expect({ url, status: res.status, fields: res.body.error?.fields }).toEqual({
        url,
        status: 422,
        fields: { url: [message] },
      });
    }
  });

  it('refuses at delivery time a host that is or RESOLVES to loopback, without sending anything', async () => {
    const a = await registerCompany(t.http());
    // Saved before the rules tightened (written directly): the delivery must still refuse them.
    const ids: string[] = [];
    for (const host of ['localhost', 'localhost.', '[::ffff:0:7f00:1]', '[2002:7f00:1::]']) {
      const [row] = await t.app
        .get(DataSource)
        .query(
          `INSERT INTO webhook_endpoints (company_id, url, events, secret) VALUES ($1, $2, '{quote.created}', 'whsec_test') RETURNING id`,
          [a.company.id, `https://${host}:${receiver.port}/hook`],
        );
      ids.push(row.id as string);
    }
    await createQuote(t.http(), a);
    for (const id of ids) {
      const [delivery] = await settled(() => t.http(), a, id);
      expect(delivery).toMatchObject({
        status: 'failed',
        attempts: 1,
        responseCode: null,
        lastError: WEBHOOK_MESSAGES.privateTarget,
      });
    }
    expect(receiver.received).toEqual([]);
  });

  it('classifies addresses, IPv4-mapped IPv6 included', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '2002:7f00:1::',
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
      '2001:0:7f00:1::1', // Teredo with a loopback server
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo whose client is 127.0.0.1 (bits inverted)
      'niet-een-ip',
    ])
      expect({ ip, forbidden: isForbiddenAddress(ip) }).toEqual({ ip, forbidden: true });
    for (const ip of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '172.32.0.1',
      '2002:808:808::1', // 6to4 of 8.8.8.8
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7', // Teredo with public server and client (8.8.8.8)
    ])
      expect({ ip, forbidden: isForbiddenAddress(ip) }).toEqual({ ip, forbidden: false });
  });
});

describe('webhook API is for logged-in users only', () => {
  it('answers 401 without a token and 404 for an unknown endpoint', async () => {
    const t = await createTestApp();
    try {
      expect((await t.http().get('/api/webhooks')).status).toBe(401);
      const a = await registerCompany(t.http());
      const res = await t
        .http()
        .get('/api/webhooks/00000000-0000-4000-8000-000000000000/deliveries')
        .set(bearer(a.accessToken));
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound } });
    } finally {
      await t.close();
    }
  });
});
