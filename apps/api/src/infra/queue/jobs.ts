/** Every job of the application. A job name queued anywhere must appear here. */
import {
  analyzeTemplateJobSchema,
  deliverWebhookJobSchema,
  exportCompanyJobSchema,
  extractDocumentJobSchema,
  sendRemindersJobSchema,
} from '@offerteflow/contracts';
import { defineJob, type JobDefinition } from './job-definition';

/** Read and interpret one uploaded onboarding document (idempotent: a retry redoes the same work). */
export const EXTRACT_DOCUMENT_JOB = defineJob({
  queue: 'documents',
  name: 'extract-document',
  payload: extractDocumentJobSchema,
  attempts: 4,
  backoffMs: 2_000,
});

/**
 * Analyse the house style of one uploaded sample quote PDF. A bad PDF is a result, not an error; a
 * retry only covers a worker that died mid-job (idempotent: a finished analysis is left alone).
 */
export const ANALYZE_TEMPLATE_JOB = defineJob({
  queue: 'templates',
  name: 'analyze-template',
  payload: analyzeTemplateJobSchema,
  attempts: 2,
  backoffMs: 1_000,
});

/**
 * One HTTP attempt of one webhook delivery. A failed attempt (no 2xx) is retried after 2 s, 4 s, 8 s,
 * 16 s, 32 s, 64 s, 128 s (about 4 minutes in all); every attempt is recorded on the delivery.
 */
export const DELIVER_WEBHOOK_JOB = defineJob({
  queue: 'webhooks',
  name: 'deliver-webhook',
  payload: deliverWebhookJobSchema,
  attempts: 8,
  backoffMs: 2_000,
});

/**
 * Repeatable sweep of the customer portal: due reminder e-mails and expiry of sent quotes. Safe to run
 * on several workers at once: each reminder is claimed by a unique database row before it is sent.
 */
export const SEND_REMINDERS_JOB = defineJob({
  queue: 'reminders',
  name: 'send-reminders',
  payload: sendRemindersJobSchema,
  attempts: 1,
  backoffMs: 1_000,
});

/**
 * The ZIP of one company's data ('Alle gegevens exporteren'). A retry (a worker that died, a database
 * hiccup) writes the whole archive again; a finished export is left alone.
 */
export const EXPORT_COMPANY_JOB = defineJob({
  queue: 'exports',
  name: 'export-company',
  payload: exportCompanyJobSchema,
  attempts: 2,
  backoffMs: 5_000,
});

export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  EXTRACT_DOCUMENT_JOB,
  ANALYZE_TEMPLATE_JOB,
  DELIVER_WEBHOOK_JOB,
  SEND_REMINDERS_JOB,
  EXPORT_COMPANY_JOB,
];
