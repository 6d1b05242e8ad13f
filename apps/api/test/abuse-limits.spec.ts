/** Abuse limits: registrations per IP, quote e-mails per company, password guessing, tokens without exp. */
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { ACCOUNT_MSG, SERVER_MESSAGES } from '@offerteflow/contracts';
import { PASSWORD, bearer, registerCompany, uniqueEmail } from './helpers/accounts';
import { TEST_JWT_SECRET, createTestApp } from './helpers/app';
import { createQuote } from './helpers/quotes';

jest.setTimeout(120_000);

const TOO_MANY = { error: { code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests } };

describe('abuse limits', () => {
  it('limits registrations per IP (REGISTER_THROTTLE_LIMIT per hour)', async () => {
    const t = await createTestApp({ REGISTER_THROTTLE_LIMIT: '2' });
    try {
      const register = () =>
        t
          .http()
          .post('/api/auth/register')
          .send({ companyName: 'Spam BV', email: uniqueEmail('spam'), password: PASSWORD });
      expect((await register()).status).toBe(201);
      expect((await register()).status).toBe(201);
      const third = await register();
      expect(third.status).toBe(429);
      expect(third.body).toEqual(TOO_MANY);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3600);
    } finally {
      await t.close();
    }
  });

  it('limits quote e-mails per company per hour and per day with a Dutch 429', async () => {
    for (const env of [
      { EMAIL_LIMIT_PER_HOUR: '1', EMAIL_LIMIT_PER_DAY: '100' },
      { EMAIL_LIMIT_PER_HOUR: '100', EMAIL_LIMIT_PER_DAY: '1' },
    ]) {
      const t = await createTestApp(env);
      try {
        const who = await registerCompany(t.http());
        const quote = await createQuote(t.http(), who);
        const send = () =>
          t
            .http()
            .post(`/api/quotes/${quote.id}/send-email`)
            .set(bearer(who.accessToken))
            .send({ email: 'klant@voorbeeld.nl', message: 'Hierbij de offerte.' });
        expect((await send()).status).toBe(200);
        const blocked = await send();
        expect(blocked.status).toBe(429);
        expect(blocked.body.error.message).toBe(SERVER_MESSAGES.emailLimit);
        // Told to come back when the exceeded window (an hour, or a day) ends.
        const wait = Number(blocked.headers['retry-after']);
        const windowSeconds = env.EMAIL_LIMIT_PER_HOUR === '1' ? 3600 : 86_400;
        expect(wait).toBeGreaterThan(windowSeconds - 120);
        expect(wait).toBeLessThanOrEqual(windowSeconds);
      } finally {
        await t.close();
      }
    }
  });

  it('throttles wrong current passwords on the password change like login', async () => {
    const t = await createTestApp({ LOGIN_THROTTLE_LIMIT: '2' });
    try {
      const who = await registerCompany(t.http());
      const change = (currentPassword: string) =>
        t
          .http()
          .post('/api/users/password')
          .set(bearer(who.accessToken))
          .send({ currentPassword, newPassword: 'NieuwGeheim456' });
      const first = await change('Fout1234');
      expect(first.status).toBe(422);
      expect(first.body.error.fields.currentPassword).toEqual([ACCOUNT_MSG.currentPasswordWrong]);
      expect((await change('Fout5678')).status).toBe(422);
      const third = await change(PASSWORD); // even the right password waits out the window
      expect(third.status).toBe(429);
      expect(third.body).toEqual(TOO_MANY);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(800);
    } finally {
      await t.close();
    }
  });

  it('refuses an access token without exp', async () => {
    const t = await createTestApp();
    try {
      const who = await registerCompany(t.http());
      const claims = JSON.parse(
        Buffer.from(who.accessToken.split('.')[1]!, 'base64url').toString(),
      ) as Record<string, unknown>;
      const jwt = new JwtService({ secret: TEST_JWT_SECRET });
      const forever = jwt.sign({ sub: claims.sub, cid: claims.cid, sid: claims.sid, jti: randomUUID() });
      expect(JSON.parse(Buffer.from(forever.split('.')[1]!, 'base64url').toString())).not.toHaveProperty(
        'exp',
      );
      expect((await t.http().get('/api/auth/verify').set(bearer(forever))).status).toBe(401);
      expect((await t.http().get('/api/auth/verify').set(bearer(who.accessToken))).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
