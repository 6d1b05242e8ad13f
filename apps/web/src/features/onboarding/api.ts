import {
  documentsResponseSchema,
  extractedDataResponseSchema,
  onboardingStatusResponseSchema,
  uploadDocumentResponseSchema,
  type DocumentType,
  type VerifyDataRequest,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse } from '../../lib/parse-response';

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
    async upload(file: File, documentType: DocumentType) {
      const body = new FormData();
      body.append('document', file, file.name);
      body.append('documentType', documentType);
      return parseResponse(
        uploadDocumentResponseSchema.shape.data,
        await client.post('/onboarding/upload-document', body),
      ).document;
    },
    async processDocuments(): Promise<void> {
      await client.post('/onboarding/process-documents');
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
    async initialize(): Promise<void> {
      await client.post('/onboarding/initialize');
    },
  };
}

export type OnboardingApi = ReturnType<typeof createOnboardingApi>;
