import { useState, type ReactNode } from 'react';
import type { QuotePreviewInput } from '@offerteflow/contracts';
import { requireConnection } from '../../offline/needs-connection';
import { PdfPreviewModal } from './PdfPreviewModal';
import { usePdfApi } from './useQuotePdf';

type Loader = (signal: AbortSignal) => Promise<Blob>;

/**
 * Opens the PDF preview modal for the quote form's unsaved data (POST /api/quotes/preview) or for a
 * stored quote (GET /api/quotes/:id/pdf). Render `modal` once where the caller renders its dialogs.
 */
export function usePdfPreview(): {
  previewPayload: (payload: QuotePreviewInput) => void;
  previewQuote: (quote: { id: string }) => void;
  modal: ReactNode;
} {
  const api = usePdfApi();
  const [loader, setLoader] = useState<Loader | null>(null);
  return {
    previewPayload: (payload) => {
      if (!requireConnection()) return;
      setLoader(() => (signal: AbortSignal) => api.previewPdf({ ...payload, preview: true }, signal));
    },
    previewQuote: (quote) => {
      if (!requireConnection(quote.id)) return;
      setLoader(() => (signal: AbortSignal) => api.quotePdf(quote.id, signal));
    },
    modal: loader ? <PdfPreviewModal load={loader} onClose={() => setLoader(null)} /> : null,
  };
}
