import { Button } from '../../components/Button';

/** Wizard step 4 (house style from a sample quote PDF). Until the analysis exists it offers the skip. */
export interface TemplateStepProps {
  /** The template was approved or skipped: the wizard moves to step 5 and completes onboarding. */
  onDone: () => void;
  /** Back to step 3. */
  onBack: () => void;
}

export function TemplateStep({ onDone, onBack }: TemplateStepProps) {
  return (
    <section aria-labelledby="template-step-title" className="space-y-4">
      <h2 id="template-step-title" className="text-lg font-semibold">
        Template genereren
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="secondary" onClick={onBack}>
          Terug
        </Button>
        <Button variant="ghost" className="underline" onClick={onDone}>
          Overslaan - Ik stel later een template in
        </Button>
      </div>
    </section>
  );
}
