/** Pure rules of the onboarding wizard (SPEC §2 Onboarding wizard, §4 Onboarding session status). */
import type { OnboardingDocument, OnboardingSessionStatus } from '@offerteflow/contracts';

export const WIZARD_STEPS = [
  'Documenten uploaden',
  'AI verwerking',
  'Data verificatie',
  'Template genereren',
  'Voltooid',
] as const;

/** 1-5 are the steps of the bar; 6 is the completion page. */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The step a polled status asks for, or the current step when the status does not move the wizard:
 * data_extracted only counts once the wizard is at step 3 or further. Never moves backwards.
 */
export function stepForStatus(status: OnboardingSessionStatus, current: WizardStep): WizardStep {
  const target: Record<OnboardingSessionStatus, WizardStep> = {
    started: 1,
    documents_uploaded: 2,
    data_extracted: current >= 3 ? 3 : current,
    verified: 4,
    completed: 5,
  };
  return Math.max(target[status], current) as WizardStep;
}

/**
 * The step to open at when the page loads (a reload, a return later): the one the server's status
 * says. While the wizard is open, `stepForStatus` moves it instead, so a user adding documents in
 * step 1 is not pulled away by data_extracted. A completed session shows the completion page.
 */
export function resumeStep(status: OnboardingSessionStatus): WizardStep {
  const steps: Record<OnboardingSessionStatus, WizardStep> = {
    started: 1,
    documents_uploaded: 2,
    data_extracted: 3,
    verified: 4,
    completed: 6,
  };
  return steps[status];
}

/** Manual move after step 1: straight to verification when the data is already extracted. */
export const stepAfterUpload = (status: OnboardingSessionStatus): WizardStep =>
  status === 'data_extracted' ? 3 : 2;

const FINISHED = new Set(['completed', 'failed']);
export const isFinished = (doc: Pick<OnboardingDocument, 'processingStatus'>) =>
  FINISHED.has(doc.processingStatus);

/** True when there are documents and every one is completed or failed. */
export const allProcessed = (docs: readonly Pick<OnboardingDocument, 'processingStatus'>[]) =>
  docs.length > 0 && docs.every(isFinished);

export const WAIT_FOR_PROCESSING = 'Wacht tot alle documenten zijn verwerkt...';
export const UPLOAD_FIRST = 'Upload eerst één of meer documenten';

/** The text shown instead of the continue button in step 1, or null when the button shows. */
export function continueHint(
  docs: readonly Pick<OnboardingDocument, 'processingStatus'>[],
  uploading = false,
) {
  if (docs.length === 0) return uploading ? WAIT_FOR_PROCESSING : UPLOAD_FIRST;
  if (uploading || !allProcessed(docs)) return WAIT_FOR_PROCESSING;
  return null;
}

/** 2048 → '2,0 KB' (one decimal, Dutch comma). */
export const formatKb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;

export const PROCESSING_STATUS_LABELS = {
  pending: 'Wachtend',
  processing: 'Bezig met verwerken',
  completed: 'Verwerkt',
  failed: 'Mislukt',
} as const;

/** Percentage of processed documents (0 when there are none). */
export const progressPercent = (processed: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;

/** SPEC §4 Upload item: a locally stored flag that marks that an upload happened. */
export const UPLOADED_FLAG_KEY = 'offerteflow.onboarding.uploaded';
export const uploadedFlag = {
  get: () => localStorage.getItem(UPLOADED_FLAG_KEY) === '1',
  set: () => localStorage.setItem(UPLOADED_FLAG_KEY, '1'),
  clear: () => localStorage.removeItem(UPLOADED_FLAG_KEY),
};

/** Cuts a text at `max` characters with an ellipsis (dashboard overview: 80 and 120). */
export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}...` : text;

export const ONBOARDING_TEXT = {
  uploadFailed: 'Upload mislukt',
  processingFailed: 'Verwerking mislukt',
  statusError: 'Er is een fout opgetreden bij het laden van de onboarding status.',
  extractedError: 'Er is een fout opgetreden bij het laden van de geëxtraheerde data.',
  productsError: 'Fout bij laden van onboarding producten. Controleer of het onboarding proces is voltooid.',
  resetFailed: 'Reset mislukt. Probeer het opnieuw.',
  initializeFailed: 'Initialisatie mislukt. Probeer het opnieuw.',
  resetConfirm: 'Weet je zeker dat je alle onboarding data wilt resetten?',
  restoreConfirm:
    'De voorbeeldproducten en -voorwaarden vervangen uw huidige producten en voorwaarden. Doorgaan?',
  tips: 'Het verwerken duurt meestal 10-30 seconden per document.',
  saveAndContinue: 'Data opslaan en doorgaan',
  completing: 'Onboarding voltooien...',
  finishing: 'Onboarding wordt voltooid...',
} as const;
