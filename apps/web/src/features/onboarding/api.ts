import { queryOptions } from '@tanstack/react-query';
import {
  ONBOARDING_CACHE_TIME_MS,
  documentsResponseSchema,
  extractedDataResponseSchema,
  onboardingStatusResponseSchema,
  uploadDocumentResponseSchema,
  type DocumentType,
  type VerifyDataRequest,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse } from '../../lib/parse-response';
import { onlineOrLocal } from '../../offline/fallback';
import { cacheCatalogue, readCatalogue } from '../../offline/reference';

/** Everything under ['onboarding'] (status, documents, extracted data, catalogue) refreshes together. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  status: ['onboarding', 'status'] as const,
  /** Shared with the quote form's quick-add, so a saved verification shows there at once. */
  extracted: ['onboarding', 'extracted-data'] as const,
};

/** The onboarding endpoints of SPEC §7. */
export function createOnboardingApi(client: ApiClient) {
  return {
    async status() {
      return parseResponse(onboardingStatusResponseSchema.shape.data, await client.get('/onboarding/status'));
    },
    async documents() {
      return parseResponse(documentsResponseSchema.shape.data, await client.get('/onboarding/documents'))
        .documents;
    },
    /** Without a type the API types the document from its content; a given type is the user's choice. */
    async upload(file: File, documentType?: DocumentType) {
      const body = new FormData();
      body.append('document', file, file.name);
      if (documentType) body.append('documentType', documentType);
      return parseResponse(
        uploadDocumentResponseSchema.shape.data,
        await client.post('/onboarding/upload-document', body),
      ).document;
    },
    async processDocuments(): Promise<void> {
      await client.post('/onboarding/process-documents');
    },
    /** The user's type for a document; the API processes it again with that type. */
    async changeDocumentType(id: string, documentType: DocumentType) {
      return parseResponse(
        uploadDocumentResponseSchema.shape.data,
        await client.patch(`/onboarding/documents/${encodeURIComponent(id)}`, { documentType }),
      ).document;
    },
    async removeDocument(id: string): Promise<void> {
      await client.delete(`/onboarding/documents/${encodeURIComponent(id)}`);
    },
    async extractedData() {
      return parseResponse(
        extractedDataResponseSchema.shape.data,
        await client.get('/onboarding/extracted-data'),
      );
    },
    async verifyData(body: VerifyDataRequest): Promise<void> {
      await client.put('/onboarding/verify-data', body);
    },
    async complete(): Promise<void> {
      await client.post('/onboarding/complete');
    },
    async reset(): Promise<void> {
      await client.post('/onboarding/reset');
    },
    /** Makes sure a session exists; `sampleData` fills an empty catalogue with the example catalogue. */
    async initialize(sampleData = false): Promise<void> {
      await client.post('/onboarding/initialize', { sampleData });
    },
  };
}

export type OnboardingApi = ReturnType<typeof createOnboardingApi>;

/** Query options of the onboarding resources; the dashboard and the quote form read them through these. */
export const onboardingQueries = {
  status: (client: ApiClient) =>
    queryOptions({
      queryKey: onboardingKeys.status,
      queryFn: () => createOnboardingApi(client).status(),
      gcTime: ONBOARDING_CACHE_TIME_MS,
    }),
  /** The extracted catalogue; kept offline, so the quote form's quick-add works without a connection. */
  extractedData: (client: ApiClient) =>
    queryOptions({
      queryKey: onboardingKeys.extracted,
      queryFn: () =>
        onlineOrLocal(() => createOnboardingApi(client).extractedData(), cacheCatalogue, readCatalogue),
      gcTime: ONBOARDING_CACHE_TIME_MS,
    }),
};
