import { billingInfoResponseSchema } from '@offerteflow/contracts';
import { bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { backdateQuote } from './helpers/factories';
import { createQuote } from './helpers/quotes';

const t = useTestApp();

describe('billing', () => {
  it('shows the plan chosen at register and stores a new choice', async () => {
    const a = await registerCompany(t.http(), { subscriptionType: 'monthly' });
    const info = await t.http().get('/api/billing').set(bearer(a.accessToken));
    expect(info.status).toBe(200);
    const data = billingInfoResponseSchema.parse(info.body).data;
    expect(data).toMatchObject({
      subscriptionType: 'monthly',
      monthlyPriceEuro: 29,
      perQuotePriceEuro: 10,
      amountDueEuro: 29,
    });
    expect(data.periodStart).toMatch(/^\d{4}-\d{2}-01$/);

    const put = await t
      .http()
      .put('/api/billing/subscription')
      .set(bearer(a.accessToken))
      .send({ subscriptionType: 'per_quote' });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ subscriptionType: 'per_quote', amountDueEuro: 0 });
    const verify = await t.http().get('/api/auth/verify').set(bearer(a.accessToken));
    expect(verify.body.data.company.subscriptionType).toBe('per_quote');

    const bad = await t
      .http()
      .put('/api/billing/subscription')
      .set(bearer(a.accessToken))
      .send({ subscriptionType: 'yearly' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({ subscriptionType: ['Kies een geldig abonnement'] });

    const b = await registerCompany(t.http(), { subscriptionType: 'monthly' });
    expect((await t.http().get('/api/billing').set(bearer(b.accessToken))).body.data.subscriptionType).toBe(
      'monthly',
    );
  });

  it('counts this month’s quotes of the company × 10 euro for per_quote', async () => {
    const a = await registerCompany(t.http(), { subscriptionType: 'per_quote' });
    const b = await registerCompany(t.http(), { subscriptionType: 'per_quote' });
    await createQuote(t.http(), a);
    await createQuote(t.http(), a);
    const old = await createQuote(t.http(), a);
    await createQuote(t.http(), b);
    await backdateQuote(t, old.id, 40);

    const info = (await t.http().get('/api/billing').set(bearer(a.accessToken))).body.data;
    expect(info).toMatchObject({ quotesThisMonth: 2, amountDueEuro: 20 });
    const ofB = (await t.http().get('/api/billing').set(bearer(b.accessToken))).body.data;
    expect(ofB).toMatchObject({ quotesThisMonth: 1, amountDueEuro: 10 });

    // A monthly plan costs 29 however many quotes there are.
    await t
      .http()
      .put('/api/billing/subscription')
      .set(bearer(a.accessToken))
      .send({ subscriptionType: 'monthly' });
    const monthly = (await t.http().get('/api/billing').set(bearer(a.accessToken))).body.data;
    expect(monthly).toMatchObject({ quotesThisMonth: 2, amountDueEuro: 29 });
  });
});
