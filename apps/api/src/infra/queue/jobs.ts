/** Every job of the application. A job name queued anywhere must appear here. */
import { extractDocumentJobSchema } from '@offerteflow/contracts';
import { defineJob, type JobDefinition } from './job-definition';

/** Read and interpret one uploaded onboarding document (idempotent: a retry redoes the same work). */
export const EXTRACT_DOCUMENT_JOB = defineJob({
  queue: 'documents',
  name: 'extract-document',
  payload: extractDocumentJobSchema,
  attempts: 4,
  backoffMs: 2_000,
});

export const JOB_DEFINITIONS: readonly JobDefinition[] = [EXTRACT_DOCUMENT_JOB];
