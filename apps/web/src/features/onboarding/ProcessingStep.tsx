import { useEffect } from 'react';
import { CheckCircle2, Loader2 } from 'lucide-react';
import {
  AUTO_ADVANCE_DELAY_MS,
  type OnboardingSessionStatus,
  type OnboardingDocument,
} from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { DocumentList } from './DocumentList';
import { UploadArea } from './UploadArea';
import type { useUploads } from './use-uploads';
import { allProcessed } from './wizard';

/** Step 2: spinner or success, document statuses, extra uploads; auto-advance 1.5 s after the last one. */
export function ProcessingStep({
  documents,
  status,
  uploads,
  onContinue,
}: {
  documents: readonly OnboardingDocument[];
  status: OnboardingSessionStatus;
  uploads: ReturnType<typeof useUploads>;
  onContinue: () => void;
}) {
  const done = allProcessed(documents) && !uploads.busy;
  // A file the document list shows is not listed again as its finished upload row.
  const listed = new Set(documents.map((d) => d.id));
  const rows = uploads.rows.filter((row) => !row.documentId || !listed.has(row.documentId));
  const ready = done && status === 'data_extracted';
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(onContinue, AUTO_ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, onContinue]);

  return (
    <section aria-labelledby="processing-step-title" className="space-y-5">
      <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 p-8 text-center" role="status">
        {done ? (
          <CheckCircle2 aria-hidden="true" className="size-10 text-green-600" />
        ) : (
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand" />
        )}
        <h2 id="processing-step-title" className="text-lg font-semibold text-slate-900">
          {done ? 'Alle documenten zijn verwerkt' : 'Uw documenten worden verwerkt...'}
        </h2>
        <p className="text-sm text-slate-600">
          {done
            ? 'Controleer in de volgende stap de gevonden producten en voorwaarden.'
            : 'Wij lezen uw documenten en zoeken producten, prijzen en voorwaarden. Dit duurt meestal 10-30 seconden.'}
        </p>
      </div>
      <DocumentList documents={documents} />
      <UploadArea compact title="Nog een document toevoegen" uploads={{ ...uploads, rows }} />
      {done && (
        <div className="flex justify-end">
          <Button onClick={onContinue}>Doorgaan naar verificatie</Button>
        </div>
      )}
    </section>
  );
}
