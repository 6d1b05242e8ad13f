import { useState } from 'react';
import { CloudOff } from 'lucide-react';
import { Badge } from '../components/Badge';
import { VersionConflict } from '../components/VersionConflict';
import type { OfflineFlags } from './store';
import { resolveConflict } from './sync';
import { useSync } from './use-sync';

export const UNSYNCED_LABEL = 'Nog niet gesynchroniseerd';

type SyncState = object & OfflineFlags & { id: string; syncError?: string; syncConflict?: boolean };

/**
 * Marks a quote whose local change has not reached the server, with the server's reason if it refused.
 * When the quote changed on the server since the offline edit, the user keeps their edit (sent again
 * on top of the server's version) or takes the server's version; the queue is sent right after.
 */
export function SyncBadge({ quote }: { quote: SyncState }) {
  const sync = useSync();
  const [busy, setBusy] = useState(false);
  if (quote.synced !== false) return null;
  const choose = async (choice: 'mine' | 'server') => {
    setBusy(true);
    try {
      await resolveConflict(quote.id, choice);
      await sync(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Badge tone="warning" className="inline-flex items-center gap-1">
        <CloudOff aria-hidden="true" className="size-3" />
        {UNSYNCED_LABEL}
      </Badge>
      {quote.syncConflict ? (
        <VersionConflict
          compact
          message={quote.syncError}
          busy={busy}
          onKeepMine={() => void choose('mine')}
          onTakeServer={() => void choose('server')}
        />
      ) : (
        quote.syncError && (
          <span role="alert" className="basis-full text-xs text-red-700">
            {quote.syncError}
          </span>
        )
      )}
    </>
  );
}
