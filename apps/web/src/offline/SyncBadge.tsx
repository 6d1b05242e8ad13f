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
  if (quote.synced !== false) return null;
  return (
    <>
      <Badge tone="warning" className="inline-flex items-center gap-1">
        <CloudOff aria-hidden="true" className="size-3" />
        {UNSYNCED_LABEL}
      </Badge>
      {quote.syncConflict ? (
        <ConflictChoice id={quote.id} message={quote.syncError} />
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

/**
 * The choice of a quote in conflict. Its own component, so only a row that shows the choice needs the
 * sync (and with it the query client); a quote row stays a plain component otherwise.
 */
function ConflictChoice({ id, message }: { id: string; message?: string }) {
  const sync = useSync();
  const [busy, setBusy] = useState(false);
  const choose = async (choice: 'mine' | 'server') => {
    setBusy(true);
    try {
      await resolveConflict(id, choice);
      await sync(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <VersionConflict
      compact
      message={message}
      busy={busy}
      onKeepMine={() => void choose('mine')}
      onTakeServer={() => void choose('server')}
    />
  );
}
