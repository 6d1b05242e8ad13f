import type { QuotePreviewInput } from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';

/** Body of POST /api/quotes/preview (SPEC §7): the quote form's data with the preview flag. */
export type QuotePreviewBody = QuotePreviewInput & { preview: true };

/** PDF calls of SPEC §7: both answer application/pdf. */
export function createPdfApi(client: ApiClient) {
  return {
    previewPdf(body: QuotePreviewBody, signal?: AbortSignal): Promise<Blob> {
      return client.post<Blob>('/quotes/preview', body, {
        responseType: 'blob',
        signal,
        headers: { Accept: 'application/pdf' },
      });
    },
    quotePdf(id: string, signal?: AbortSignal): Promise<Blob> {
      return client.get<Blob>(`/quotes/${id}/pdf`, {
        responseType: 'blob',
        signal,
        headers: { Accept: 'application/pdf' },
      });
    },
  };
}

export type PdfApi = ReturnType<typeof createPdfApi>;
