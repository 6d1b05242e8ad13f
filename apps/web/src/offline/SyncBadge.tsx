import { CloudOff } from 'lucide-react';
import type { OfflineFlags } from './store';

export const UNSYNCED_LABEL = 'Nog niet gesynchroniseerd';

/** Marks a quote whose local change has not reached the server, with the server's reason if it refused. */
export function SyncBadge({ quote }: { quote: object & OfflineFlags & { syncError?: string } }) {
  if (quote.synced !== false) return null;
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
        <CloudOff aria-hidden="true" className="size-3" />
        {UNSYNCED_LABEL}
      </span>
      {quote.syncError && (
        <span role="alert" className="basis-full text-xs text-red-700">
          {quote.syncError}
        </span>
      )}
    </>
  );
}
