import { Check } from 'lucide-react';
import type { OnboardingProgress } from '@offerteflow/contracts';
import { WIZARD_STEPS, progressPercent, type WizardStep } from './wizard';

/** The five steps; the completion page (6) shows every step done. */
export function StepBar({ step }: { step: WizardStep }) {
  return (
    <ol aria-label="Stappen" className="grid grid-cols-5 gap-2">
      {WIZARD_STEPS.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center"
          >
            <span
              className={`flex size-8 items-center justify-center rounded-full text-sm font-semibold ${
                done
                  ? 'bg-green-600 text-white'
                  : current
                    ? 'bg-brand text-white'
                    : 'bg-slate-200 text-slate-600'
              }`}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : number}
            </span>
            <span className={`text-xs ${current ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              <span className="sr-only">Stap {number}: </span>
              {label}
              {done && <span className="sr-only"> (klaar)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Current step text, documents processed of total, and a percentage bar once there are documents. */
export function ProgressPanel({ progress }: { progress: OnboardingProgress }) {
  const percent = progressPercent(progress.documentsProcessed, progress.totalDocuments);
  return (
    <section aria-label="Voortgang" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium text-slate-900" data-testid="current-step">
          {progress.currentStep}
        </p>
        <p className="text-slate-600" data-testid="documents-processed">
          {progress.documentsProcessed} van {progress.totalDocuments} documenten verwerkt
        </p>
      </div>
      {progress.totalDocuments > 0 && (
        <div
          role="progressbar"
          aria-label="Documenten verwerkt"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full bg-brand transition-all" style={{ width: `${percent}%` }} />
        </div>
      )}
    </section>
  );
}
