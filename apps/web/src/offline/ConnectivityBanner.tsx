import { useEffect, useState, type ReactNode } from 'react';
import { CheckCircle2, RefreshCw, WifiOff } from 'lucide-react';
import { TOAST_DURATION_MS } from '@offerteflow/contracts';
import { Button } from '../components/Button';
import { useOnlineStatus, usePendingCount } from './connectivity';
import { SYNC_TEXT, useConnectivityEvents, useSync } from './use-sync';

export const pendingText = (n: number) => `${n} wijziging(en) wachten op synchronisatie.`;

const TONES = {
  offline: {
    icon: WifiOff,
    frame: 'border-amber-300 bg-amber-50',
    iconColor: 'text-amber-700',
    textColor: 'text-amber-900',
  },
  online: {
    icon: CheckCircle2,
    frame: 'border-emerald-300 bg-emerald-50',
    iconColor: 'text-emerald-700',
    textColor: 'text-emerald-900',
  },
};

/** The banner's frame: the tone's icon, the message lines, and the action button on the right. */
function Banner({
  tone,
  action,
  children,
}: {
  tone: keyof typeof TONES;
  action: ReactNode;
  children: ReactNode;
}) {
  const { icon: Icon, frame, iconColor, textColor } = TONES[tone];
  return (
    <div
      role="status"
      data-testid="connectivity-banner"
      className={`mb-6 flex flex-col gap-3 rounded-xl border ${frame} p-4 sm:flex-row sm:items-center`}
    >
      <Icon aria-hidden="true" className={`size-5 shrink-0 ${iconColor}`} />
      <div className={`flex-1 text-sm ${textColor}`}>{children}</div>
      {action}
    </div>
  );
}

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
      <Banner
        tone="offline"
        action={
          <Button variant="secondary" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Opnieuw proberen
          </Button>
        }
      >
        <p className="font-semibold">{SYNC_TEXT.offlineTitle}</p>
        <p>{SYNC_TEXT.offline}</p>
        {pending > 0 && <p data-testid="pending-count">{pendingText(pending)}</p>}
      </Banner>
    );
  }
  if (!reconnected && pending === 0) return null;

  const start = async () => {
    setSyncing(true);
    await sync(true);
    setSyncing(false);
  };
  return (
    <Banner
      tone="online"
      action={
        <Button variant="secondary" onClick={() => void start()} disabled={syncing || pending === 0}>
          <RefreshCw aria-hidden="true" className={`size-4 ${syncing ? 'animate-spin' : ''}`} />
          {syncing ? 'Synchroniseren...' : 'Synchroniseren'}
        </Button>
      }
    >
      {reconnected && (
        <>
          <p className="font-semibold">{SYNC_TEXT.onlineTitle}</p>
          <p>{SYNC_TEXT.online}</p>
        </>
      )}
      {pending > 0 && <p data-testid="pending-count">{pendingText(pending)}</p>}
    </Banner>
  );
}
