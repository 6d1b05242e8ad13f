import { BarChart3, CalendarDays, Euro, FileText, type LucideIcon } from 'lucide-react';
import type { QuoteStats } from '@offerteflow/contracts';
import { formatPercent } from '@offerteflow/domain';
import { Button } from '../../components/Button';
import { shortEuro } from '../../lib/format';

export const STATS_ERROR_MESSAGE = 'Er is een fout opgetreden bij het laden van de statistieken.';

interface StatCard {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
}

/** The four dashboard figures, from the company's own quotes (live figures, not the SPEC samples). */
export function statCards(stats: QuoteStats): StatCard[] {
  return [
    {
      label: 'Totaal offertes',
      value: String(stats.totalQuotes),
      detail: 'Alle offertes van uw bedrijf',
      icon: FileText,
    },
    {
      label: 'Deze maand',
      value: String(stats.thisMonth),
      detail: 'Aangemaakt in deze kalendermaand',
      icon: CalendarDays,
    },
    {
      label: 'Totale waarde',
      value: shortEuro(stats.totalValue),
      detail: 'Som van alle offertes, excl. BTW',
      icon: Euro,
    },
    {
      label: 'Conversieratio',
      value: stats.conversionRate === null ? '—' : formatPercent(stats.conversionRate),
      detail:
        stats.decidedCount === 0
          ? 'Nog geen geaccepteerde of afgewezen offertes'
          : `${stats.acceptedCount} van ${stats.decidedCount} beoordeelde offertes geaccepteerd`,
      icon: BarChart3,
    },
  ];
}

export function StatCards({
  stats,
  loading,
  error,
  onRetry,
}: {
  stats: QuoteStats | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  if (error && !stats) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
        <p className="font-medium">{STATS_ERROR_MESSAGE}</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Opnieuw proberen
        </Button>
      </div>
    );
  }
  const cards = stats ? statCards(stats) : null;
  return (
    <section
      aria-label="Statistieken"
      aria-busy={loading}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      {(cards ?? PLACEHOLDER_LABELS.map((label) => ({ label, value: '', detail: '', icon: FileText }))).map(
        ({ label, value, detail, icon: Icon }) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <div className="flex items-start justify-between gap-2">
              <h2 className="min-w-0 text-sm font-medium break-words text-slate-600">{label}</h2>
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
            </div>
            {cards ? (
              <>
                <p
                  data-testid={`stat-${label}`}
                  className="mt-2 text-2xl font-semibold tracking-tight whitespace-nowrap text-slate-900 sm:text-3xl"
                >
                  {value}
                </p>
                <p className="mt-1 text-xs text-slate-500">{detail}</p>
              </>
            ) : (
              <div aria-hidden="true" className="mt-3 h-8 w-20 animate-pulse rounded bg-slate-100" />
            )}
          </div>
        ),
      )}
    </section>
  );
}

const PLACEHOLDER_LABELS = ['Totaal offertes', 'Deze maand', 'Totale waarde', 'Conversieratio'];
