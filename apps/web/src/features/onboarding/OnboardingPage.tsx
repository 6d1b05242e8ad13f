import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingSessionStatus } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { ApiError } from '../../lib/api-client';
import { CompletingStep, CompletionStep } from './CompletionStep';
import { onboardingKeys } from './api';
import { useOnboardingApi, useOnboardingStatus } from './hooks';
import { ProcessingStep } from './ProcessingStep';
import { ProgressPanel, StepBar } from './StepBar';
import { TemplateStep } from './TemplateStep';
import { UploadStep } from './UploadStep';
import { useUploads } from './use-uploads';
import { VerifyStep } from './VerifyStep';
import {
  ONBOARDING_TEXT,
  resumeStep,
  stepAfterUpload,
  stepForStatus,
  uploadedFlag,
  type WizardStep,
} from './wizard';
import { NeedsConnectionNotice } from '../../offline/needs-connection';

/** SPEC §2 Onboarding wizard: five steps plus the completion page, driven by the polled session status. */
export function OnboardingPage() {
  const status = useOnboardingStatus();
  const api = useOnboardingApi();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WizardStep>(1);
  const [finishedNow, setFinishedNow] = useState(false);
  // The last polled status the wizard acted on: a status moves the wizard once, when it changes.
  const applied = useRef<OnboardingSessionStatus | null>(null);
  const arrived = useRef(false);
  const documents = status.data?.documents ?? [];
  const session = status.data?.session.status;
  const uploads = useUploads(documents);

  const complete = useMutation({
    mutationFn: () => api.complete(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
      setFinishedNow(true);
      setStep(6);
    },
  });

  useEffect(() => {
    if (!session || session === applied.current) return;
    applied.current = session;
    if (session === 'started' && documents.length === 0) uploadedFlag.clear();
    const arrival = !arrived.current;
    arrived.current = true;
    setStep((current) => {
      if (current === 6) return current;
      // On arrival (a reload included) the wizard opens where the server says the session is.
      if (arrival) return resumeStep(session);
      const next = stepForStatus(session, current);
      return next === 5 && !complete.isPending ? 6 : next;
    });
  }, [session, documents.length, complete.isPending]);

  const toVerification = useCallback(() => setStep(3), []);
  const afterSave = useCallback(() => {
    applied.current = null;
    void status.refetch();
  }, [status]);
  const finish = () => {
    setStep(5);
    complete.mutate();
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welkom bij Offerteflow</h1>
        <p className="mt-1 text-sm text-slate-600">
          In een paar stappen zetten wij uw prijslijsten en voorwaarden om in uw eigen productcatalogus.
        </p>
      </header>
      <NeedsConnectionNotice />
      <StepBar step={step} />
      {status.data && <ProgressPanel progress={status.data.progress} />}
      {import.meta.env.DEV && (
        <p className="font-mono text-xs text-slate-400" data-testid="onboarding-debug">
          Debug: stap {step}, sessie {session ?? '-'}, documenten {documents.length}
        </p>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {status.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Laden...
          </p>
        ) : status.isError && !status.data ? (
          <div role="alert" className="space-y-3 text-sm text-red-700">
            <p>{ONBOARDING_TEXT.statusError}</p>
            <Button variant="secondary" onClick={() => void status.refetch()} loading={status.isFetching}>
              Opnieuw proberen
            </Button>
          </div>
        ) : (
          <>
            {step === 1 && (
              <UploadStep
                documents={documents}
                uploads={uploads}
                onContinue={() => setStep(stepAfterUpload(session ?? 'started'))}
              />
            )}
            {step === 2 && (
              <ProcessingStep
                documents={documents}
                status={session ?? 'started'}
                uploads={uploads}
                onContinue={toVerification}
              />
            )}
            {step === 3 && <VerifyStep uploads={uploads} onBack={() => setStep(2)} onSaved={afterSave} />}
            {step === 4 && <TemplateStep onDone={finish} onBack={() => setStep(3)} />}
            {step === 5 &&
              (complete.isError ? (
                <div role="alert" className="space-y-3 text-sm text-red-700">
                  <p>
                    {complete.error instanceof ApiError
                      ? complete.error.message
                      : 'Er is een fout opgetreden'}
                  </p>
                  <Button variant="secondary" onClick={() => complete.mutate()}>
                    Opnieuw proberen
                  </Button>
                </div>
              ) : (
                <CompletingStep />
              ))}
            {step === 6 && <CompletionStep redirect={finishedNow} />}
          </>
        )}
      </div>
    </div>
  );
}
