import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_SERVER_MESSAGE,
  DEFAULT_TEMPLATE_NAME,
  HOUSE_STYLE_MSG,
  UNKNOWN_ERROR_MESSAGE,
  type TemplateGeneration,
} from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { ApiError } from '../../lib/api-client';
import { templateKeys } from '../templates/api';
import { useHouseStyleApi } from './house-style-api';
import { useOnboardingStatus } from './hooks';
import { PdfDropArea } from './PdfDropArea';
import { TemplateResult } from './TemplateResult';
import { StepHeading } from './StepHeading';
import { useIsAdmin } from '../auth';

/** Wizard step 4 (SPEC §2): a template in the house style of an uploaded sample quote PDF. */
export interface TemplateStepProps {
  /** The template was approved or skipped: the wizard moves to step 5 and completes onboarding. */
  onDone: () => void;
  /** Back to step 3. */
  onBack: () => void;
}

/** SPEC §8: the server's message, or the generic template-generation error. */
/** What to analyse: the dropped PDF or a sample quote uploaded in step 1. */
type Source = { file: File } | { documentId: string };

const errorText = (error: unknown) =>
  error instanceof ApiError &&
  error.message &&
  error.message !== DEFAULT_SERVER_MESSAGE &&
  error.message !== UNKNOWN_ERROR_MESSAGE
    ? error.message
    : HOUSE_STYLE_MSG.generationFailed;

/** Step 4. The house style is an admin's: a medewerker is told so and goes on without a template. */
export function TemplateStep(props: TemplateStepProps) {
  return useIsAdmin() ? <HouseStyleForm {...props} /> : <AdminsOnly {...props} />;
}

function AdminsOnly({ onDone, onBack }: TemplateStepProps) {
  return (
    <section aria-labelledby="template-step-title" className="space-y-5">
      <StepHeading id="template-step-title" title="Template genereren">
        Alleen een beheerder van uw bedrijf stelt de huisstijl (template) in. Ga verder zonder template; een
        beheerder kan dit later doen onder Templates.
      </StepHeading>
      <div className="flex flex-wrap items-center gap-4 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onBack}>
          Terug
        </Button>
        <Button onClick={onDone}>Verder zonder template</Button>
      </div>
    </section>
  );
}

function HouseStyleForm({ onDone, onBack }: TemplateStepProps) {
  const api = useHouseStyleApi();
  const queryClient = useQueryClient();
  const [name, setName] = useState<string>(DEFAULT_TEMPLATE_NAME);
  const [file, setFile] = useState<File | null>(null);
  const [makeDefault, setMakeDefault] = useState(true);
  const [result, setResult] = useState<TemplateGeneration | null>(null);
  const [lastSource, setLastSource] = useState<Source | null>(null);
  const [chosenDoc, setChosenDoc] = useState<string | null>(null);
  const status = useOnboardingStatus(false);
  const sampleDocs = (status.data?.documents ?? []).filter(
    (d) =>
      d.documentType === 'template_quote' &&
      d.processingStatus !== 'failed' &&
      (d.mimeType === 'application/pdf' || /\.pdf$/i.test(d.fileName)),
  );

  const generate = useMutation({
    mutationFn: (input: { source: Source; name: string }) =>
      'file' in input.source
        ? api.generate(input.source.file, input.name)
        : api.generateFromDocument(input.source.documentId, input.name),
    onMutate: (input) => {
      setResult(null);
      setLastSource(input.source);
    },
    onSuccess: setResult,
  });
  const approve = useMutation({
    mutationFn: (id: string) => api.approve(id, makeDefault),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      onDone();
    },
  });
  const busy = generate.isPending || approve.isPending;
  // A sample quote from step 1 is preselected; a dropped PDF replaces it.
  const selectedDoc = sampleDocs.find((d) => d.id === chosenDoc) ?? sampleDocs[0] ?? null;
  const source: Source | null = file ? { file } : selectedDoc ? { documentId: selectedDoc.id } : null;
  const canGenerate = source !== null && name.trim().length > 0 && !busy;
  const run = (next: Source | null) =>
    next && name.trim() && generate.mutate({ source: next, name: name.trim() });

  return (
    <section aria-labelledby="template-step-title" className="space-y-5">
      <StepHeading id="template-step-title" title="Template genereren">
        Upload een offerte die u eerder verstuurde. We nemen de kleuren, het lettertype en het logo over in uw
        template.
      </StepHeading>
      <div className="space-y-1">
        <label htmlFor="template-name" className="text-sm font-medium text-slate-900">
          Naam van de template
        </label>
        <input
          id="template-name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600"
        />
      </div>
      {sampleDocs.length > 0 && (
        <fieldset className="space-y-2 text-sm">
          <legend className="text-slate-600">Voorbeeldofferte die u in stap 1 uploadde:</legend>
          {sampleDocs.map((d) => (
            <label key={d.id} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="sample-quote"
                className="size-4"
                checked={!file && selectedDoc?.id === d.id}
                disabled={busy}
                onChange={() => {
                  setFile(null);
                  setChosenDoc(d.id);
                }}
              />
              {d.fileName}
            </label>
          ))}
          <p className="text-slate-600">Of upload een andere offerte:</p>
        </fieldset>
      )}
      <PdfDropArea file={file} onFile={setFile} disabled={busy} />
      <Button onClick={() => run(source)} disabled={!canGenerate}>
        {generate.isPending ? 'Template wordt gegenereerd...' : 'Template genereren'}
      </Button>
      {generate.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Uw offerte wordt geanalyseerd. Dit duurt meestal een paar seconden.
        </p>
      )}
      {generate.isError && (
        <p role="alert" className="text-sm text-red-600">
          {errorText(generate.error)}
        </p>
      )}
      {result && (
        <>
          <TemplateResult result={result} />
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              className="size-4"
              checked={makeDefault}
              onChange={(e) => setMakeDefault(e.target.checked)}
            />
            Als standaard template gebruiken voor nieuwe offertes
          </label>
          {approve.isError && (
            <p role="alert" className="text-sm text-red-600">
              {errorText(approve.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => run(lastSource)} disabled={busy || !lastSource}>
              Opnieuw Proberen
            </Button>
            <Button onClick={() => approve.mutate(result.analysisId)} disabled={busy}>
              {approve.isPending ? 'Template opslaan...' : 'Template Goedkeuren'}
            </Button>
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center gap-4 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Terug
        </Button>
        <Button variant="ghost" className="underline" onClick={onDone} disabled={busy}>
          Overslaan - Ik stel later een template in
        </Button>
      </div>
    </section>
  );
}
