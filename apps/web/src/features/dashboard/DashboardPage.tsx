import { Link } from 'react-router-dom';
import {
  ArrowRight,
  BookOpen,
  CreditCard,
  FilePlus2,
  Files,
  LifeBuoy,
  MessageCircle,
  PlayCircle,
} from 'lucide-react';
import { useAuth, useIsAdmin } from '../auth';
import { PLAN_LABELS } from '../billing';
import { useQuoteStats } from '../quotes';
import { OnboardingOverview } from './OnboardingOverview';
import { StatCards } from './StatCards';

const ACTIONS = [
  {
    to: '/quotes/new',
    title: 'Nieuwe offerte',
    text: 'Stel in een paar minuten een offerte op.',
    icon: FilePlus2,
  },
  { to: '/quotes', title: 'Mijn offertes', text: 'Bekijk, zoek en beheer uw offertes.', icon: Files },
  {
    to: '/billing',
    title: 'Abonnement',
    text: 'Bekijk uw abonnement en facturatie.',
    icon: CreditCard,
    plan: true,
    adminOnly: true,
  },
] as const;

/** SPEC §2 Dashboard with live statistics, quick actions, the onboarding overview and the help card. */
export function DashboardPage() {
  const { user, newAccount } = useAuth();
  const plan = user?.company.subscriptionType;
  const stats = useQuoteStats();
  const isAdmin = useIsAdmin();
  const actions = ACTIONS.filter((a) => isAdmin || !('adminOnly' in a));
  return (
    <div className="space-y-6">
      <h1 className="sr-only">Dashboard</h1>
      <section className="rounded-xl bg-gradient-to-r from-brand to-blue-600 p-6 text-white shadow-sm sm:p-8">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">
          {newAccount ? 'Welkom' : 'Welkom terug'}, {user?.company.name}
        </h1>
        <p className="mt-1 text-sm text-blue-100">
          Hier ziet u in één oogopslag hoe het met uw offertes staat.
        </p>
      </section>

      <StatCards
        stats={stats.data}
        loading={stats.isFetching}
        error={stats.isError}
        onRetry={() => void stats.refetch()}
      />

      <section aria-label="Snelle acties" className="grid gap-4 md:grid-cols-3">
        {actions.map((action) => {
          const Icon = action.icon;
          return (
            <Link
              key={action.to}
              to={action.to}
              className="group flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand hover:shadow focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {'plan' in action && plan && (
                  <span
                    className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800"
                    data-testid="dashboard-plan-badge"
                  >
                    {PLAN_LABELS[plan]}
                  </span>
                )}
              </div>
              <h2 className="mt-4 font-semibold text-slate-900">{action.title}</h2>
              <p className="mt-1 flex-1 text-sm text-slate-600">{action.text}</p>
              <ArrowRight
                aria-hidden="true"
                className="mt-3 size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand"
              />
            </Link>
          );
        })}
      </section>

      <OnboardingOverview />

      <section
        aria-labelledby="help-heading"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-green-50 text-green-700">
          <LifeBuoy aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <h2 id="help-heading" className="font-semibold text-slate-900">
            Hulp nodig?
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Lees de handleiding, bekijk een video of stel uw vraag aan ons team.
          </p>
        </div>
        <ul className="flex flex-wrap gap-2 text-xs font-medium text-slate-700">
          <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1">
            <BookOpen aria-hidden="true" className="size-3.5" /> Handleiding
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1">
            <PlayCircle aria-hidden="true" className="size-3.5" /> Video tutorial
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1">
            <MessageCircle aria-hidden="true" className="size-3.5" /> Live chat
          </li>
        </ul>
      </section>
    </div>
  );
}
