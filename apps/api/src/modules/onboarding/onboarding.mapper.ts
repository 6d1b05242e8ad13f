/** Entities to the contract shapes of SPEC §3 (Onboarding document, Onboarding status). */
import type { OnboardingDocument, OnboardingProgress, OnboardingSession } from '@offerteflow/contracts';
import type { OnboardingDocumentEntity } from './entities/onboarding-document.entity';
import type { OnboardingSessionEntity } from './entities/onboarding-session.entity';

export const toDocument = (d: OnboardingDocumentEntity): OnboardingDocument => ({
  id: d.id,
  fileName: d.fileName,
  fileSize: d.fileSize,
  mimeType: d.mimeType,
  documentType: d.documentType,
  processingStatus: d.processingStatus,
  failureReason: d.failureReason,
  productCount: d.productCount,
  termCount: d.termCount,
  documentTypeSource: d.documentTypeSource,
  prices: d.prices,
  readByOcr: d.readByOcr,
  createdAt: d.createdAt.toISOString(),
});

export const toSession = (s: OnboardingSessionEntity): OnboardingSession => ({
  id: s.id,
  status: s.status,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
  completedAt: s.completedAt ? s.completedAt.toISOString() : null,
});

/** The Dutch step text of the progress panel. */
export function progressOf(
  session: OnboardingSessionEntity,
  docs: OnboardingDocumentEntity[],
): OnboardingProgress {
  const total = docs.length;
  const done = docs.filter(
    (d) => d.processingStatus === 'completed' || d.processingStatus === 'failed',
  ).length;
  const failed = docs.filter((d) => d.processingStatus === 'failed').length;
  let currentStep: string;
  if (session.status === 'completed') currentStep = 'Onboarding voltooid';
  else if (session.status === 'verified') currentStep = 'Gegevens geverifieerd, kies een template';
  else if (total === 0) currentStep = 'Upload je prijslijsten en voorwaarden om te beginnen';
  else if (docs.every((d) => d.processingStatus === 'pending'))
    currentStep = 'Documenten geüpload, klaar om te verwerken';
  else if (done < total) currentStep = `Documenten worden verwerkt (${done} van ${total})`;
  else if (failed === total) currentStep = 'Verwerking mislukt: geen document kon worden gelezen';
  else currentStep = 'Gegevens geëxtraheerd, controleer de producten en voorwaarden';
  return { currentStep, documentsProcessed: done, totalDocuments: total };
}
