import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BACKGROUND_SYNC_TAG, TOAST_DURATION_MS } from '@offerteflow/contracts';
import { toast } from '../lib/toast';
import { syncNow } from './sync';

export const SYNC_TEXT = {
  started: 'Synchronisatie gestart',
  failed: 'Synchronisatie mislukt',
  failedHint: 'De wijzigingen blijven bewaard en worden later opnieuw verstuurd.',
  rejected: (n: number) =>
    `${n} wijziging(en) geweigerd door de server; open de offerte om dit op te lossen.`,
  offlineTitle: 'Offline modus',
  offline: 'U werkt nu offline.',
  onlineTitle: 'Verbinding hersteld',
  online: 'U bent weer online.',
} as const;

/** Sends the queue and refreshes what the screens show; `announce` raises the SPEC §4 toasts. */
export function useSync() {
  const queryClient = useQueryClient();
  return useCallback(
    async (announce: boolean) => {
      if (announce)
        toast({ variant: 'success', title: SYNC_TEXT.started, duration: TOAST_DURATION_MS.syncStarted });
      try {
        const outcome = await syncNow();
        if (outcome.interrupted && announce) {
          toast({
            variant: 'error',
            title: SYNC_TEXT.failed,
            description: SYNC_TEXT.failedHint,
            duration: TOAST_DURATION_MS.syncFailed,
          });
        } else if (outcome.rejected > 0) {
          toast({
            variant: 'warning',
            title: SYNC_TEXT.failed,
            description: SYNC_TEXT.rejected(outcome.rejected),
            duration: TOAST_DURATION_MS.syncFailed,
          });
        }
        return outcome;
      } catch {
        if (announce)
          toast({
            variant: 'error',
            title: SYNC_TEXT.failed,
            description: SYNC_TEXT.failedHint,
            duration: TOAST_DURATION_MS.syncFailed,
          });
        return null;
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['quotes'] });
      }
    },
    [queryClient],
  );
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** SPEC §4/§7: a background sync 'sync-quotes' where the browser supports it (Chromium). */
async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
  await registration.sync?.register(BACKGROUND_SYNC_TAG);
}

/**
 * Going offline shows the offline toast (5 s); coming back shows the reconnect toast (3 s) and
 * registers the background sync. The service worker's sync event asks an open tab to send the queue.
 */
export function useConnectivityEvents(): void {
  const sync = useSync();
  const wentOffline = useRef(!navigator.onLine);
  useEffect(() => {
    const onOffline = () => {
      wentOffline.current = true;
      toast({
        variant: 'warning',
        title: SYNC_TEXT.offlineTitle,
        description: SYNC_TEXT.offline,
        duration: TOAST_DURATION_MS.offlineWarning,
      });
    };
    const onOnline = () => {
      if (!wentOffline.current) return;
      wentOffline.current = false;
      toast({
        variant: 'success',
        title: SYNC_TEXT.onlineTitle,
        description: SYNC_TEXT.online,
        duration: TOAST_DURATION_MS.reconnectSuccess,
      });
      void registerBackgroundSync().catch(() => undefined);
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === BACKGROUND_SYNC_TAG) void sync(false);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [sync]);
}
