/**
 * Webhooks: signed deliveries of quote events to a real local receiver, retries with exponential
 * back-off, SSRF refusal with private targets switched off, redirects not followed, re-send, tenancy.
 */
import { randomBytes } from 'node:crypto';
import {
  QUOTE_EVENT_TYPES,
  SERVER_MESSAGES,
  WEBHOOK_MESSAGES,
  webhookDeliveryListResponseSchema,
  webhookEndpointResponseSchema,
  webhookEventSchema,
  type AuthData,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import type supertest from 'supertest';
import { bearer, registerCompany } from './helpers/accounts';
import { createApiKey } from './helpers/api-keys';
import { REDIS_URL, createTestApp, createTestWorker, useTestApp } from './helpers/app';
import { pollUntil } from './helpers/poll';
import { createQuote } from './helpers/quotes';
import { expectTenantIsolation } from './helpers/tenant-isolation';
import { startWebhookReceiver, useWebhookReceiver } from './helpers/webhook-receiver';
import { verifySignature } from '../src/modules/webhooks/webhook-signature';
import { isForbiddenAddress } from '../src/modules/webhooks/webhook-target';

jest.setTimeout(60_000);

async function addEndpoint(
  http: supertest.Agent,
  who: AuthData,
  url: string,
  events: string[] = [...QUOTE_EVENT_TYPES],
): Promise<WebhookEndpoint> {
  const res = await http.post('/api/webhooks').set(bearer(who.accessToken)).send({ url, events });
  if (res.status !== 201) throw new Error(`create webhook failed: ${res.status} ${JSON.stringify(res.body)}`);
  return webhookEndpointResponseSchema.parse(res.body).data;
}

async function deliveries(
  http: supertest.Agent,
  who: AuthData,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const res = await http.get(`/api/webhooks/${endpointId}/deliveries`).set(bearer(who.accessToken));
  expect(res.status).toBe(200);
  return webhookDeliveryListResponseSchema.parse(res.body).data;
}

/** Polls until every delivery of the endpoint left 'pending' (and at least `count` exist). */
async function settled(
  http: () => supertest.Agent,
  who: AuthData,
  endpointId: string,
  count = 1,
  timeoutMs = 20_000,
): Promise<WebhookDelivery[]> {
  return pollUntil(
    () => deliveries(http(), who, endpointId),
    (list) => list.length >= count && list.every((d) => d.status !== 'pending'),
    {
      timeoutMs,
      intervalMs: 50,
      timeoutMessage: (list) => `deliveries not settled: ${JSON.stringify(list)}`,
    },
  );
}

describe('webhooks (private targets allowed, as in tests and development)', () => {
  const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  const receiver = useWebhookReceiver();
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.respondWith();
  });

  it('an API key creates a quote, the receiver gets the signed quote.created webhook; a revoked key gets 401', async () => {
    const a = await registerCompany(t.http());
    const endpoint = await addEndpoint(t.http(), a, receiver.url, ['quote.created']);
    expect(endpoint.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const apiKey = await createApiKey(t.http(), a, 'Webformulier');

    const created = await t
      .http()
      .post('/api/quotes')
      .set(bearer(apiKey.key))
      .send({
        customer: { name: 'Webformulier klant' },
        items: [{ description: 'Werk', quantity: 2, unitPrice: 50 }],
      });
    expect(created.status).toBe(201);

    const [hook] = await receiver.waitFor(1);
    expect(hook!.path).toBe('/hooks/offerteflow');
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(hook!.headers['offerteflow-event']).toBe('quote.created');
    const signature = String(hook!.headers['offerteflow-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(endpoint.secret, hook!.body, signature)).toBe(true);
    // A tampered body or another secret fails the check.
    expect(verifySignature(endpoint.secret, hook!.body.replace('Werk', 'Vals'), signature)).toBe(false);
    expect(verifySignature('whsec_ander', hook!.body, signature)).toBe(false);

    const event = webhookEventSchema.parse(JSON.parse(hook!.body));
    expect(event.type).toBe('quote.created');
    expect(event.data.quoteId).toBe(created.body.data.id);
    expect(event.data.quote?.customer.name).toBe('Webformulier klant');

    const [delivery] = await settled(() => t.http(), a, endpoint.id);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      responseCode: 200,
      lastError: null,
      eventId: event.id,
      eventType: 'quote.created',
    });
    expect(hook!.headers['offerteflow-delivery']).toBe(delivery!.id);

    await t.http().delete(`/api/api-keys/${apiKey.id}`).set(bearer(a.accessToken)).expect(200);
    const refused = await t.http().post('/api/quotes').set(bearer(apiKey.key)).send({});
    expect(refused.status).toBe(401);
  });

  it('sends only subscribed events of active endpoints, quote.deleted with quote null', async () => {
    const a = await registerCompany(t.http());
    const endpoint = await addEndpoint(t.http(), a, receiver.url, ['quote.sent', 'quote.deleted']);
    const inactive = await t
      .http()
      .post('/api/webhooks')
      .set(bearer(a.accessToken))
      .send({ url: `${receiver.url}?uit`, events: [...QUOTE_EVENT_TYPES], active: false });
    expect(inactive.status).toBe(201);
    const quote = await createQuote(t.http(), a);
    await t
      .http()
      .patch(`/api/quotes/${quote.id}/status`)
      .set(bearer(a.accessToken))
      .send({ status: 'sent' })
      .expect(200);
    await t.http().delete(`/api/quotes/${quote.id}`).set(bearer(a.accessToken)).expect(204);
    const hooks = await receiver.waitFor(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(2);
    const events = hooks.map((h) => webhookEventSchema.parse(JSON.parse(h.body)));
    expect(events.map((e) => e.type)).toEqual(['quote.sent', 'quote.deleted']);
    expect(events[1]!.data).toEqual({ quoteId: quote.id, quoteNumber: quote.quoteNumber, quote: null });
    expect(hooks.every((h) => h.path === '/hooks/offerteflow')).toBe(true);
    await settled(() => t.http(), a, endpoint.id, 2);
  });

  it('retries a 500 with exponential back-off, records every attempt, then succeeds', async () => {
    const a = await registerCompany(t.http());
    const endpoint = await addEndpoint(t.http(), a, receiver.url, ['quote.created']);
    receiver.respondWith(500, 503);
    await createQuote(t.http(), a);
    const hooks = await receiver.waitFor(3, 20_000);
    const [delivery] = await settled(() => t.http(), a, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, responseCode: 200, lastError: null });
    // Back-off 2 s, then 4 s (the definition's base doubles per retry).
    const gaps = [hooks[1]!.at - hooks[0]!.at, hooks[2]!.at - hooks[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(1_900);
    expect(gaps[1]).toBeGreaterThanOrEqual(3_900);
    expect(gaps[1]).toBeGreaterThan(gaps[0]!);
    // Same event, each attempt freshly signed.
    expect(new Set(hooks.map((h) => h.body)).size).toBe(1);
    for (const h of hooks)
      expect(verifySignature(endpoint.secret, h.body, String(h.headers['offerteflow-signature']))).toBe(true);
    const attempts = await t.app
      .get(DataSource)
      .query(
        'SELECT attempt, response_code, error FROM webhook_delivery_attempts WHERE delivery_id = $1 ORDER BY attempt',
        [delivery!.id],
      );
    expect(attempts).toEqual([
      { attempt: 1, response_code: 500, error: 'Antwoord met status 500' },
      { attempt: 2, response_code: 503, error: 'Antwoord met status 503' },
      { attempt: 3, response_code: 200, error: null },
    ]);
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const a = await registerCompany(t.http());
    const endpoint = await addEndpoint(t.http(), a, receiver.url, ['quote.created']);
    receiver.respondWith(302);
    await createQuote(t.http(), a);
    await receiver.waitFor(1);
    const list = await pollUntil(
      () => deliveries(t.http(), a, endpoint.id),
      (l) => (l[0]?.attempts ?? 0) > 0,
      {
        timeoutMs: 5_000,
        intervalMs: 20,
        timeoutMessage: (l) => `no attempt recorded: ${JSON.stringify(l)}`,
      },
    );
    expect(list[0]).toMatchObject({
      attempts: 1,
      responseCode: 302,
      lastError: 'Doorverwijzing (status 302) wordt niet gevolgd',
    });
    expect(receiver.received.map((r) => r.path)).toEqual(['/hooks/offerteflow']);
    // The retry (after 2 s) goes to the endpoint again and succeeds.
    await settled(() => t.http(), a, endpoint.id);
    expect(receiver.received.map((r) => r.path)).toEqual(['/hooks/offerteflow', '/hooks/offerteflow']);
  });

  it('re-sends a delivery as a new delivery of the same event', async () => {
    const a = await registerCompany(t.http());
    const endpoint = await addEndpoint(t.http(), a, receiver.url, ['quote.created']);
    await createQuote(t.http(), a);
    const [first] = await settled(() => t.http(), a, endpoint.id);
    const res = await t
      .http()
      .post(`/api/webhooks/deliveries/${first!.id}/resend`)
      .set(bearer(a.accessToken));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', attempts: 0, eventId: first!.eventId });
    const hooks = await receiver.waitFor(2);
    expect(hooks[1]!.body).toBe(hooks[0]!.body);
    expect(hooks[1]!.headers['offerteflow-delivery']).toBe(res.body.data.id);
    expect(
      verifySignature(endpoint.secret, hooks[1]!.body, String(hooks[1]!.headers['offerteflow-signature'])),
    ).toBe(true);
    const list = await settled(() => t.http(), a, endpoint.id, 2);
    expect(list.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
  });

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

describe('webhooks with BullMQ: the API queues, a separate worker process delivers', () => {
  it('delivers a signed event through Redis, retrying in the worker', async () => {
    const env = {
      REDIS_URL,
      QUEUE_PREFIX: `ofltest-${randomBytes(4).toString('hex')}`,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    };
    const api = await createTestApp({ ...env, ROLE: 'api' });
    const worker = await createTestWorker(env);
    const receiver = await startWebhookReceiver();
    try {
      const a = await registerCompany(api.http());
      const endpoint = await addEndpoint(api.http(), a, receiver.url, ['quote.created']);
      receiver.respondWith(500);
      await createQuote(api.http(), a);
      const hooks = await receiver.waitFor(2, 20_000);
      expect(
        verifySignature(endpoint.secret, hooks[1]!.body, String(hooks[1]!.headers['offerteflow-signature'])),
      ).toBe(true);
      const [delivery] = await settled(() => api.http(), a, endpoint.id);
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, responseCode: 200 });
    } finally {
      await api.close();
      await worker.close();
      await receiver.close();
    }
  });
});
