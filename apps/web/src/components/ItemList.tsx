import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A bordered list of items in a settings card (sessions, API keys), named for screen readers. */
export function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={label}>
      {children}
    </ul>
  );
}

/** One item of an ItemList: icon, name line (with badges), a line of details and an optional action. */
export function ItemRow({
  icon: Icon,
  title,
  details,
  action,
  testId,
}: {
  icon: LucideIcon;
  title: ReactNode;
  details: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid={testId}>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900">{title}</p>
        <p className="text-slate-600">{details}</p>
      </div>
      {action}
    </li>
  );
}
