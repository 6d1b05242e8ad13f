import { CloudOff } from 'lucide-react';
import { Badge } from '../components/Badge';
import type { OfflineFlags } from './store';

export const UNSYNCED_LABEL = 'Nog niet gesynchroniseerd';

/** Marks a quote whose local change has not reached the server, with the server's reason if it refused. */
export function SyncBadge({ quote }: { quote: object & OfflineFlags & { syncError?: string } }) {
  if (quote.synced !== false) return null;
  return (
    <>
      <Badge tone="warning" className="inline-flex items-center gap-1">
        <CloudOff aria-hidden="true" className="size-3" />
        {UNSYNCED_LABEL}
      </Badge>
      {quote.syncError && (
        <span role="alert" className="basis-full text-xs text-red-700">
          {quote.syncError}
        </span>
      )}
    </>
  );
}
