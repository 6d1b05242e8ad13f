import { Loader2 } from 'lucide-react';
import { TEXT } from '@offerteflow/contracts';

/** Full-screen 'Laden...' while the session is being loaded (SPEC §2 Route access). */
export function LoadingScreen({ label = TEXT.loading }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3"
    >
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand" />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}

/** 'Laden...' inside the app layout: keeps the sidebar and the page width while a page loads. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] items-center justify-center gap-3">
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand" />
      <p className="text-sm font-medium text-slate-600">{TEXT.loading}</p>
    </div>
  );
}
