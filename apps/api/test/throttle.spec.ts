import { PASSWORD, registerCompany, uniqueEmail } from './helpers/accounts';
import { createTestApp, withRedisReplicas } from './helpers/app';

/** Retry-After of a 429 in seconds (NaN when missing). */
const retryAfter = (res: { headers: Record<string, string> }) => Number(res.headers['retry-after']);

const TOO_MANY = {
  error: { code: 'TOO_MANY_REQUESTS', message: 'Te veel verzoeken, probeer later opnieuw' },
};

describe('login throttling (in-memory store)', () => {
  it('answers 429 after the limit per IP + e-mail, without blocking other e-mails', async () => {
    const t = await createTestApp({ LOGIN_THROTTLE_LIMIT: '3' });
    try {
      const victim = uniqueEmail('slachtoffer');
      for (let i = 0; i < 3; i++) {
        const res = await t.http().post('/api/auth/login').send({ email: victim, password: 'Verkeerd123' });
        expect(res.status).toBe(401);
      }
      const blocked = await t.http().post('/api/auth/login').send({ email: victim, password: 'Verkeerd123' });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(TOO_MANY);
      // The window is 900 s by default: the client is told to come back when it ends.
      expect(retryAfter(blocked)).toBeGreaterThan(800);
      expect(retryAfter(blocked)).toBeLessThanOrEqual(900);

      // A real user on the same IP logs in fine, and that success does not reset the victim's counter.
      const other = await registerCompany(t.http());
      const ok = await t.http().post('/api/auth/login').send({ email: other.user.email, password: PASSWORD });
      expect(ok.status).toBe(200);
      const still = await t.http().post('/api/auth/login').send({ email: victim, password: 'Verkeerd123' });
      expect(still.status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('caps attempts per IP across e-mails (10x the limit)', async () => {
    const t = await createTestApp({ LOGIN_THROTTLE_LIMIT: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t
          .http()
          .post('/api/auth/login')
          .send({ email: uniqueEmail(), password: 'Verkeerd123' });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('login throttling (Redis store)', () => {
  it('shares counters between replicas', async () => {
    await withRedisReplicas({ LOGIN_THROTTLE_LIMIT: '2' }, async (replica1, replica2) => {
      const email = uniqueEmail();
      expect(
        (await replica1.http().post('/api/auth/login').send({ email, password: 'Verkeerd123' })).status,
      ).toBe(401);
      expect(
        (await replica2.http().post('/api/auth/login').send({ email, password: 'Verkeerd123' })).status,
      ).toBe(401);
      const third = await replica1.http().post('/api/auth/login').send({ email, password: 'Verkeerd123' });
      expect(third.status).toBe(429);
      expect(third.body).toEqual(TOO_MANY);
      expect(retryAfter(third)).toBeGreaterThan(800);
      expect(retryAfter(third)).toBeLessThanOrEqual(900);
    });
  });
});
