/**
 * Webhook deliveries: signed quote events to a real local receiver, only subscribed events of active
 * endpoints, retries with exponential back-off, redirects not followed, re-send, and delivery through
 * BullMQ by a separate worker. Endpoint management and the SSRF fence: webhook-endpoints.spec.ts.
 */
import { randomBytes } from 'node:crypto';
import { QUOTE_EVENT_TYPES, webhookEventSchema } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { bearer, registerCompany } from './helpers/accounts';
import { createApiKey } from './helpers/api-keys';
import { REDIS_URL, createTestApp, createTestWorker, useTestApp } from './helpers/app';
import { pollUntil } from './helpers/poll';
import { createQuote } from './helpers/quotes';
import { startWebhookReceiver, useWebhookReceiver } from './helpers/webhook-receiver';
import { addEndpoint, deliveries, settled } from './helpers/webhooks';
import { verifySignature } from '../src/modules/webhooks/webhook-signature';

jest.setTimeout(60_000);

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
    // Each event is its own delivery job: they may arrive in either order; `createdAt` orders them.
    const events = hooks
      .map((h) => webhookEventSchema.parse(JSON.parse(h.body)))
      .sort((x, y) => x.createdAt.localeCompare(y.createdAt));
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
