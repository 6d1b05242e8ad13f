import { useSyncExternalStore } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle, type LucideIcon } from 'lucide-react';
import { IconButton } from '../../components/IconButton';
import type { Toast, ToastStore, ToastVariant } from './toast-store';

const VARIANTS: Record<ToastVariant, { icon: LucideIcon; iconClass: string; barClass: string }> = {
  success: { icon: CheckCircle2, iconClass: 'text-emerald-600', barClass: 'bg-emerald-500' },
  error: { icon: XCircle, iconClass: 'text-red-600', barClass: 'bg-red-500' },
  warning: { icon: AlertTriangle, iconClass: 'text-amber-600', barClass: 'bg-amber-500' },
  info: { icon: Info, iconClass: 'text-blue-700', barClass: 'bg-blue-700' },
};

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { icon: Icon, iconClass, barClass } = VARIANTS[toast.variant];
  const urgent = toast.variant === 'error' || toast.variant === 'warning';
  // The list item stays a list item; the live region (alert or status) is inside it.
  return (
    <li className="pointer-events-auto">
      <div
        role={urgent ? 'alert' : 'status'}
        className="relative flex w-full gap-3 overflow-hidden rounded-lg border border-slate-200 bg-white p-4 pl-5 shadow-lg"
      >
        <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${barClass}`} />
        <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">{toast.title}</p>
          {toast.description && <p className="mt-1 text-sm text-slate-600">{toast.description}</p>}
        </div>
        <IconButton
          icon={X}
          label="Melding sluiten"
          onClick={onDismiss}
          className="-m-1 h-fit rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
      </div>
    </li>
  );
}

/** Renders the store's toasts bottom-right (bottom, full width, on phones). */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section
      aria-label="Meldingen"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] p-4 sm:left-auto sm:w-96"
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
      </ol>
    </section>
  );
}
