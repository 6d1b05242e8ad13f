/**
 * Onboarding data contracts: SPEC §3 (Extracted data: Product, Term). The product catalogue and the
 * terms of a company; GET /api/onboarding/extracted-data returns both (empty until onboarding fills them).
 */
import { z } from 'zod';
import { labelKeys, labelTable, versionField } from './fields.js';
import { envelope } from './api.js';
import { QUOTE_UNITS, QUOTE_VAT_RATES } from './quotes.js';

export const TERM_TYPE_LABELS = labelTable({
  payment_terms: 'Betaling',
  delivery_terms: 'Levering',
  warranty: 'Garantie',
  general: 'Algemeen',
});
export const TERM_TYPES = labelKeys(TERM_TYPE_LABELS);
export type TermType = (typeof TERM_TYPES)[number];

/** The BTW rates a product can carry: high (21 %), low (9 %, e.g. food and catering) and zero. */
export const PRODUCT_VAT_RATES = QUOTE_VAT_RATES;
export type ProductVatRate = (typeof PRODUCT_VAT_RATES)[number];
export const DEFAULT_PRODUCT_VAT_RATE: ProductVatRate = 21;

export const productSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Euros, at most 2 decimals. */
  unitPrice: z.number().min(0),
  unit: z.enum(QUOTE_UNITS),
  /**
   * BTW percentage of the product: 21, 9 or 0. A copy kept from before products had a rate (the
   * offline cache) reads as 21, the rate every product had until then.
   */
  vatRate: z.literal(PRODUCT_VAT_RATES).default(DEFAULT_PRODUCT_VAT_RATE),
  category: z.string().nullable(),
  /** Extracted from a line read with low OCR confidence: the verification step marks it 'Controleren'. */
  needsReview: z.boolean().optional(),
  /** The onboarding document it was extracted from (null once verified or added by hand). */
  sourceDocumentId: z.string().uuid().nullable().optional(),
  version: versionField,
});
export type Product = z.infer<typeof productSchema>;

export const termSchema = z.object({
  id: z.string().uuid(),
  termType: z.enum(TERM_TYPES),
  content: z.string(),
  isDefault: z.boolean(),
  version: versionField,
});
export type Term = z.infer<typeof termSchema>;

export const extractedDataSchema = z.object({
  products: z.array(productSchema),
  terms: z.array(termSchema),
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;
export const extractedDataResponseSchema = envelope(extractedDataSchema);

/** SPEC §3 Onboarding document: documentType values with their Dutch labels. */
export const DOCUMENT_TYPE_LABELS = labelTable({
  pricelist: 'Prijslijst',
  terms: 'Voorwaarden',
  template_quote: 'Offerte Template',
  other: 'Overig',
});
export const DOCUMENT_TYPES = labelKeys(DOCUMENT_TYPE_LABELS);
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** SPEC §3 processingStatus values; a failed document carries a Dutch reason. */
export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** SPEC §4 Onboarding session status, in the order a session moves through them. */
export const ONBOARDING_SESSION_STATUSES = [
  'started',
  'documents_uploaded',
  'data_extracted',
  'verified',
  'completed',
] as const;
export type OnboardingSessionStatus = (typeof ONBOARDING_SESSION_STATUSES)[number];

/**
 * How a document's prices were read: the header of the price column used (null for prices in running
 * text), whether they were incl. BTW and divided to excl. BTW, at which rate, and how many lines were
 * read with low OCR confidence (marked 'Controleren' in step 3).
 */
export const documentPricesSchema = z.object({
  column: z.string().nullable(),
  converted: z.boolean(),
  vatRate: z.number().nullable(),
  reviewCount: z.number().int().min(0),
});
export type DocumentPrices = z.infer<typeof documentPricesSchema>;

/** Where a document's type came from: the user's choice, the content, or (nothing readable) the name. */
export const DOCUMENT_TYPE_SOURCES = ['user', 'content', 'fileName'] as const;
export type DocumentTypeSource = (typeof DOCUMENT_TYPE_SOURCES)[number];

export const onboardingDocumentSchema = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int().min(0),
  mimeType: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  processingStatus: z.enum(PROCESSING_STATUSES),
  /** Dutch reason shown when processingStatus is failed. */
  failureReason: z.string().nullable(),
  /** What the extraction found in this document (0 until completed). */
  productCount: z.number().int().min(0),
  termCount: z.number().int().min(0),
  /** Who decided documentType; a user's choice is never overwritten by the classifier. */
  documentTypeSource: z.enum(DOCUMENT_TYPE_SOURCES),
  /** How the prices were read (null until processed, or when the document gave no products). */
  prices: documentPricesSchema.nullable(),
  /** True when (part of) the document was read by OCR: a photo or a scanned PDF page. */
  readByOcr: z.boolean(),
  createdAt: z.string(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

export const onboardingSessionSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(ONBOARDING_SESSION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OnboardingSession = z.infer<typeof onboardingSessionSchema>;

export const onboardingProgressSchema = z.object({
  /** Dutch text of the current step. */
  currentStep: z.string(),
  documentsProcessed: z.number().int().min(0),
  totalDocuments: z.number().int().min(0),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

export const onboardingStatusSchema = z.object({
  session: onboardingSessionSchema,
  documents: z.array(onboardingDocumentSchema),
  progress: onboardingProgressSchema,
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
export const onboardingStatusResponseSchema = envelope(onboardingStatusSchema);

export const uploadDocumentResponseSchema = envelope(z.object({ document: onboardingDocumentSchema }));
export const documentsResponseSchema = envelope(z.object({ documents: z.array(onboardingDocumentSchema) }));

export const uploadDocumentTypeSchema = z.enum(DOCUMENT_TYPES);
/** POST /api/onboarding/process-documents: how many uploaded documents were queued. */
export const processDocumentsResponseSchema = envelope(z.object({ queued: z.number().int().min(0) }));
