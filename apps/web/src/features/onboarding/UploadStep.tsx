import { Lightbulb } from 'lucide-react';
import type { OnboardingDocument } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { DocumentList } from './DocumentList';
import { useChangeDocumentType, useRemoveDocument } from './hooks';
import { UploadArea } from './UploadArea';
import type { useUploads } from './use-uploads';
import { ONBOARDING_TEXT, continueHint } from './wizard';
import { StepHeading } from './StepHeading';

/** Step 1: upload area, document list with remove buttons, tips, and the continue rule. */
export function UploadStep({
  documents,
  uploads,
  onContinue,
}: {
  documents: readonly OnboardingDocument[];
  uploads: ReturnType<typeof useUploads>;
  onContinue: () => void;
}) {
  const remove = useRemoveDocument();
  const changeType = useChangeDocumentType();
  const hint = continueHint(documents, uploads.busy);
  return (
    <section aria-labelledby="upload-step-title" className="space-y-5">
      <StepHeading id="upload-step-title" title="Documenten uploaden">
        Upload uw prijslijsten en algemene voorwaarden. Wij halen er uw producten, prijzen en voorwaarden uit.
      </StepHeading>
      <UploadArea uploads={uploads} />
      <DocumentList
        documents={documents}
        onRemove={(doc) => remove.mutate(doc.id)}
        removingId={remove.isPending ? remove.variables : null}
        onChangeType={(doc, documentType) => changeType.mutate({ id: doc.id, documentType })}
      />
      {changeType.isError && (
        <p role="alert" className="text-sm text-red-600">
          {changeType.error.message}
        </p>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-red-600">
          {remove.error.message}
        </p>
      )}
      <aside className="flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
        <Lightbulb aria-hidden="true" className="size-5 shrink-0" />
        <div>
          <p className="font-medium">Tips</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            <li>{ONBOARDING_TEXT.tips}</li>
            <li>
              Een prijslijst met kolommen voor omschrijving, prijs en eenheid geeft het beste resultaat.
            </li>
            <li>
              Upload uw algemene voorwaarden om betalings-, leverings- en garantievoorwaarden over te nemen.
            </li>
          </ul>
        </div>
      </aside>
      <div className="flex justify-end">
        {hint ? (
          <p className="text-sm text-slate-600" role="status">
            {hint}
          </p>
        ) : (
          <Button onClick={onContinue}>Doorgaan</Button>
        )}
      </div>
    </section>
  );
}
