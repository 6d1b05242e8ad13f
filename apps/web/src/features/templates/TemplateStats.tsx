import { Bot, FileText, Palette, Star } from 'lucide-react';
import type { Template } from '@offerteflow/contracts';
import { TEMPLATES_TEXT as T } from './template-labels';

interface Counts {
  totalTemplates: number;
  aiGeneratedCount: number;
  customCount: number;
}

function StatCard({
  label,
  value,
  detail,
  failed,
  icon: Icon,
}: {
  label: string;
  /** undefined while loading: a skeleton, never a 0 that is not true. */
  value: number | undefined;
  detail?: string;
  failed: boolean;
  icon: typeof FileText;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-slate-400" />
      </div>
      {value !== undefined ? (
        <p className="mt-2 text-2xl font-semibold text-slate-900" data-testid={`stat-${label}`}>
          {value}
        </p>
      ) : failed ? (
        <p className="mt-2 text-sm text-red-700" data-testid={`stat-${label}`}>
          {T.statFailed}
        </p>
      ) : (
        <div className="mt-2" data-testid={`stat-${label}`}>
          <span className="sr-only">Laden...</span>
          <div aria-hidden="true" className="h-8 w-12 animate-pulse rounded bg-slate-100" />
        </div>
      )}
      {detail && value !== undefined && (
        <p className="mt-1 truncate text-xs text-slate-500" title={detail}>
          {detail}
        </p>
      )}
    </div>
  );
}

/**
 * The four template figures: from the stats endpoint, else counted from the loaded list. Until one
 * of them is there each card shows a skeleton; when both failed it says so.
 */
export function TemplateStats({
  stats,
  list,
  statsFailed,
  listFailed,
}: {
  stats: Counts | undefined;
  list: Template[] | undefined;
  statsFailed: boolean;
  listFailed: boolean;
}) {
  const count = (fromStats: number | undefined, predicate: (t: Template) => boolean) =>
    fromStats ?? list?.filter(predicate).length;
  const failed = statsFailed && listFailed;
  const defaults = list?.filter((t) => t.isDefault);
  return (
    <section
      aria-label="Statistieken"
      aria-busy={!stats && !list && !failed}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      <StatCard
        label={T.statTotal}
        value={count(stats?.totalTemplates, () => true)}
        failed={failed}
        icon={FileText}
      />
      <StatCard
        label={T.statDefault}
        value={defaults?.length}
        detail={defaults?.[0]?.name}
        failed={listFailed}
        icon={Star}
      />
      <StatCard
        label={T.statAi}
        value={count(stats?.aiGeneratedCount, (t) => t.type === 'ai_generated')}
        failed={failed}
        icon={Bot}
      />
      <StatCard
        label={T.statCustom}
        value={count(stats?.customCount, (t) => t.type === 'custom')}
        failed={failed}
        icon={Palette}
      />
    </section>
  );
}
