/**
 * 'Alle gegevens exporteren' (Instellingen → Bedrijf): a ZIP of one company's data, built by a
 * background job (queue `exports`, job `export-company`), with progress and a download link that
 * expires (docs/account-and-settings.md, "Company export").
 */
import { z } from 'zod';
import { envelope } from './api.js';

export const COMPANY_EXPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type CompanyExportStatus = (typeof COMPANY_EXPORT_STATUSES)[number];

/** Hours a finished export can be downloaded; after that the file is deleted. */
export const COMPANY_EXPORT_TTL_HOURS = 24;

export const COMPANY_EXPORT_MSG = {
  failed: 'De export is mislukt. Probeer het opnieuw.',
  expired: 'Deze download is verlopen of bestaat niet. Maak een nieuwe export.',
} as const;

export const companyExportSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(COMPANY_EXPORT_STATUSES),
  /** Parts written (each quote counts as one part) of the total; 0 of 0 until the job starts. */
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the download link stops working (completed exports only). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().min(0).nullable(),
  fileName: z.string().nullable(),
  /** Signed link to the ZIP, valid until expiresAt; null unless completed. */
  downloadUrl: z.string().nullable(),
  /** Dutch reason of a failed export. */
  error: z.string().nullable(),
});
export type CompanyExport = z.infer<typeof companyExportSchema>;

export const companyExportResponseSchema = envelope(companyExportSchema);
/** The company's newest export, or null when it never made one (or it expired). */
export const latestCompanyExportResponseSchema = envelope(companyExportSchema.nullable());

/** GET /api/public/company-exports/:id/download?expires=&signature= (the link of downloadUrl). */
export const companyExportDownloadQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CompanyExportDownloadQuery = z.infer<typeof companyExportDownloadQuerySchema>;
