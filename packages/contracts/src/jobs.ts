/**
 * Payloads of background jobs, validated when enqueued and again when processed (a job may outlive
 * the code version that queued it).
 */
import { z } from 'zod';

/** Queue `documents`, job `extract-document`: read and interpret one uploaded onboarding document. */
export const extractDocumentJobSchema = z.object({
  companyId: z.string().uuid(),
  documentId: z.string().uuid(),
});
export type ExtractDocumentJob = z.infer<typeof extractDocumentJobSchema>;

/** Queue `templates`, job `analyze-template`: the house style of one uploaded sample quote PDF. */
export const analyzeTemplateJobSchema = z.object({
  analysisId: z.string().uuid(),
});
export type AnalyzeTemplateJob = z.infer<typeof analyzeTemplateJobSchema>;

/**
 * Queue `reminders`, job `send-reminders`: a repeatable sweep that e-mails due reminders and moves
 * quotes past their valid-until date to 'expired' (docs/customer-portal.md). No payload.
 */
export const sendRemindersJobSchema = z.object({});
export type SendRemindersJob = z.infer<typeof sendRemindersJobSchema>;

/** Queue `exports`, job `export-company`: the ZIP of 'Alle gegevens exporteren' (company-export.ts). */
export const exportCompanyJobSchema = z.object({
  exportId: z.string().uuid(),
});
export type ExportCompanyJob = z.infer<typeof exportCompanyJobSchema>;
