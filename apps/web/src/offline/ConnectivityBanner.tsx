import { useEffect, useState } from 'react';
import { CheckCircle2, RefreshCw, WifiOff } from 'lucide-react';
import { TOAST_DURATION_MS } from '@offerteflow/contracts';
import { Button } from '../components/Button';
import { useOnlineStatus, usePendingCount } from './connectivity';
import { SYNC_TEXT, useConnectivityEvents, useSync } from './use-sync';

export const pendingText = (n: number) => `${n} wijziging(en) wachten op synchronisatie.`;

/**
 * SPEC §2 Connectivity banner. Offline: 'Offline modus' with the number of waiting changes and a retry
 * button that reloads the page. Back online (or online with changes waiting): 'Verbinding hersteld'
 * with a button that starts the sync.
 */
export function ConnectivityBanner() {
  useConnectivityEvents();
  const online = useOnlineStatus();
  const pending = usePendingCount();
  const sync = useSync();
  const [reconnected, setReconnected] = useState(false);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    if (!online) setReconnected(true);
  }, [online]);
  // 'Verbinding hersteld' stays as long as the reconnect toast once nothing is waiting. Not at once:
  // right after reconnecting the waiting count may not be read from IndexedDB yet.
  useEffect(() => {
    if (!online || pending > 0 || syncing) return;
    const timer = setTimeout(() => setReconnected(false), TOAST_DURATION_MS.reconnectSuccess);
    return () => clearTimeout(timer);
  }, [online, pending, syncing]);

  if (!online) {
    return (
      <div
        role="status"
        data-testid="connectivity-banner"
        className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
      >
        <WifiOff aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        <div className="flex-1 text-sm text-amber-900">
          <p className="font-semibold">{SYNC_TEXT.offlineTitle}</p>
          <p>{SYNC_TEXT.offline}</p>
          {pending > 0 && <p data-testid="pending-count">{pendingText(pending)}</p>}
        </div>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Opnieuw proberen
        </Button>
      </div>
    );
  }
  if (!reconnected && pending === 0) return null;

  const start = async () => {
    setSyncing(true);
    await sync(true);
    setSyncing(false);
  };
  return (
    <div
      role="status"
      data-testid="connectivity-banner"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-center"
    >
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
      <div className="flex-1 text-sm text-emerald-900">
        {reconnected && (
          <>
            <p className="font-semibold">{SYNC_TEXT.onlineTitle}</p>
            <p>{SYNC_TEXT.online}</p>
          </>
        )}
        {pending > 0 && <p data-testid="pending-count">{pendingText(pending)}</p>}
      </div>
      <Button variant="secondary" onClick={() => void start()} disabled={syncing || pending === 0}>
        <RefreshCw aria-hidden="true" className={`size-4 ${syncing ? 'animate-spin' : ''}`} />
        {syncing ? 'Synchroniseren...' : 'Synchroniseren'}
      </Button>
    </div>
  );
}
