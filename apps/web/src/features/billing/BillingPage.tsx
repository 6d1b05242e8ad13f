import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Info } from 'lucide-react';
import { ACCOUNT_TEXT, BILLING_PLANS, type BillingInfo, type SubscriptionType } from '@offerteflow/contracts';
import { formatDate } from '@offerteflow/domain';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../lib/api-error';
import { euro } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useApiClient } from '../../lib/api-context';
import { useAuth } from '../auth';
import { billingKeys, billingQueries, createBillingApi } from './api';
import { PLAN_LABELS } from './plan-labels';
import { QueryState } from '../../components/QueryState';
import { SettingsCard } from '../../components/SettingsCard';

export { PLAN_LABELS };

const PLANS: { type: SubscriptionType; price: string; unit: string; features: readonly string[] }[] = [
  {
    type: 'monthly',
    price: euro(BILLING_PLANS.monthly.priceEuro),
    unit: 'per maand',
    features: BILLING_PLANS.monthly.features,
  },
  {
    type: 'per_quote',
    price: euro(BILLING_PLANS.per_quote.priceEuro),
    unit: 'per offerte',
    features: ['Alleen betalen voor gemaakte offertes', 'Geen vaste kosten'],
  },
];

/** Billing: the chosen plan is stored on the server; no payments are taken. */
export function BillingPage() {
  const query = useQuery(billingQueries.info(useApiClient()));
  return (
    <div className="space-y-6">
      <PageHeader title="Abonnement" description="Uw huidige abonnement en het gebruik van deze maand." />
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          Offerteflow is nog niet gekoppeld aan een betaalprovider. U kiest hier uw abonnement en ziet wat u
          verschuldigd bent, maar er wordt nog niets afgeschreven en er worden geen facturen verstuurd.
        </p>
      </div>
      <QueryState query={query} failed="Fout bij laden van abonnement">
        {(info) => <BillingContent info={info} />}
      </QueryState>
    </div>
  );
}

function BillingContent({ info }: { info: BillingInfo }) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const client = useApiClient();
  const choose = useMutation({
    mutationFn: (subscriptionType: SubscriptionType) => createBillingApi(client).choose(subscriptionType),
    onSuccess: async (next) => {
      queryClient.setQueryData(billingKeys.info, next);
      toast({
        variant: 'success',
        title: ACCOUNT_TEXT.planSaved,
        description: PLAN_LABELS[next.subscriptionType],
      });
      await refreshUser().catch(() => undefined);
    },
    onError: (error) =>
      toast({
        variant: 'error',
        title: ACCOUNT_TEXT.planSaveFailed,
        description: errorMessage(error, ACCOUNT_TEXT.planSaveFailed),
      }),
  });
  return (
    <div className="space-y-6">
      <SettingsCard title="Huidig abonnement">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Abonnement</dt>
            <dd className="mt-1 text-base font-semibold text-slate-900" data-testid="current-plan">
              {PLAN_LABELS[info.subscriptionType]}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">
              Offertes deze maand (<span className="whitespace-nowrap">{formatDate(info.periodStart)}</span>{' '}
              t/m <span className="whitespace-nowrap">{formatDate(info.periodEnd)}</span>)
            </dt>
            <dd className="mt-1 text-base font-semibold text-slate-900" data-testid="quotes-this-month">
              {info.quotesThisMonth}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Verschuldigd deze maand</dt>
            <dd
              className="mt-1 text-base font-semibold whitespace-nowrap text-slate-900"
              data-testid="amount-due"
            >
              {euro(info.amountDueEuro)}
            </dd>
            {info.subscriptionType === 'per_quote' && (
              <dd className="text-xs text-slate-500">
                {info.quotesThisMonth} × {euro(info.perQuotePriceEuro)}
              </dd>
            )}
          </div>
        </dl>
      </SettingsCard>
      <div className="grid gap-4 md:grid-cols-2">
        {PLANS.map((plan) => {
          const current = plan.type === info.subscriptionType;
          return (
            <section
              key={plan.type}
              aria-label={PLAN_LABELS[plan.type]}
              className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm ${current ? 'border-brand ring-1 ring-brand' : 'border-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{PLAN_LABELS[plan.type]}</h2>
                {current && (
                  <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-medium text-brand">
                    Huidig abonnement
                  </span>
                )}
              </div>
              <p className="mt-3">
                <span className="text-3xl font-semibold text-slate-900">{plan.price}</span>{' '}
                <span className="text-sm text-slate-600">{plan.unit}</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="size-4 text-green-600" />
                    {f}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-6"
                variant={current ? 'secondary' : 'primary'}
                disabled={current || choose.isPending}
                loading={choose.isPending && choose.variables === plan.type}
                onClick={() => choose.mutate(plan.type)}
              >
                {current ? 'Gekozen' : `Kies ${PLAN_LABELS[plan.type].toLowerCase()}`}
              </Button>
            </section>
          );
        })}
      </div>
    </div>
  );
}
