import { WifiOff } from 'lucide-react';
import { toast } from '../lib/toast';
import { useOnlineStatus } from './connectivity';
import { browserOffline } from './fallback';
import { isOfflineId } from './store';

export const CONNECTION_TEXT = {
  title: 'Geen internetverbinding',
  needed: 'Hiervoor is een internetverbinding nodig. Probeer het opnieuw zodra u weer online bent.',
  notSynced:
    'Deze offerte is nog niet gesynchroniseerd. Synchroniseer eerst; daarna kunt u de PDF maken of de offerte e-mailen.',
} as const;

/**
 * For what only the server can do (PDF, e-mail, AI, onboarding): false, with a Dutch toast, when
 * there is no connection or the quote exists on this device only.
 */
export function requireConnection(quoteId?: string): boolean {
  if (browserOffline()) {
    toast({ variant: 'warning', title: CONNECTION_TEXT.title, description: CONNECTION_TEXT.needed });
    return false;
  }
  if (quoteId && isOfflineId(quoteId)) {
    toast({ variant: 'warning', title: 'Nog niet gesynchroniseerd', description: CONNECTION_TEXT.notSynced });
    return false;
  }
  return true;
}

/** A notice for screens that need the server throughout (onboarding); nothing while online. */
export function NeedsConnectionNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>{CONNECTION_TEXT.needed}</p>
    </div>
  );
}
