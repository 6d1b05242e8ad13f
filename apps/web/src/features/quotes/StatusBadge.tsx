import { quoteStatusLabel, type QuoteStatus } from '@offerteflow/domain';

const STATUS_CLASSES: Record<QuoteStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  sent: 'bg-blue-50 text-blue-700 ring-blue-200',
  accepted: 'bg-green-50 text-green-700 ring-green-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  expired: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** Dutch status label of SPEC §4 in a coloured pill. */
export function StatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {quoteStatusLabel(status)}
    </span>
  );
}
