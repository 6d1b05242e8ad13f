import { billingInfoResponseSchema } from '@offerteflow/contracts';
import { authedClient, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { backdateQuote } from './helpers/factories';
import { createQuote } from './helpers/quotes';

const t = useTestApp();
const asUser = authedClient(t);

describe('billing', () => {
  it('shows the plan chosen at register and stores a new choice', async () => {
    const a = await registerCompany(t.http(), { subscriptionType: 'monthly' });
    const info = await asUser(a).get('/api/billing');
    expect(info.status).toBe(200);
    const data = billingInfoResponseSchema.parse(info.body).data;
    expect(data).toMatchObject({
      subscriptionType: 'monthly',
      monthlyPriceEuro: 29,
      perQuotePriceEuro: 10,
      amountDueEuro: 29,
    });
    expect(data.periodStart).toMatch(/^\d{4}-\d{2}-01$/);

    const put = await asUser(a).put('/api/billing/subscription', { subscriptionType: 'per_quote' });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ subscriptionType: 'per_quote', amountDueEuro: 0 });
    const verify = await asUser(a).get('/api/auth/verify');
    expect(verify.body.data.company.subscriptionType).toBe('per_quote');

    const bad = await asUser(a).put('/api/billing/subscription', { subscriptionType: 'yearly' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({ subscriptionType: ['Kies een geldig abonnement'] });

    const b = await registerCompany(t.http(), { subscriptionType: 'monthly' });
    expect((await asUser(b).get('/api/billing')).body.data.subscriptionType).toBe('monthly');
  });

  it('counts this month’s quotes of the company × 10 euro for per_quote', async () => {
    const a = await registerCompany(t.http(), { subscriptionType: 'per_quote' });
    const b = await registerCompany(t.http(), { subscriptionType: 'per_quote' });
    await createQuote(t.http(), a);
    await createQuote(t.http(), a);
    const old = await createQuote(t.http(), a);
    await createQuote(t.http(), b);
    await backdateQuote(t, old.id, 40);

    const info = (await asUser(a).get('/api/billing')).body.data;
    expect(info).toMatchObject({ quotesThisMonth: 2, amountDueEuro: 20 });
    const ofB = (await asUser(b).get('/api/billing')).body.data;
    expect(ofB).toMatchObject({ quotesThisMonth: 1, amountDueEuro: 10 });

    // A monthly plan costs 29 however many quotes there are.
    await asUser(a).put('/api/billing/subscription', { subscriptionType: 'monthly' });
    const monthly = (await asUser(a).get('/api/billing')).body.data;
    expect(monthly).toMatchObject({ quotesThisMonth: 2, amountDueEuro: 29 });
  });
});
