import { useCallback, useMemo, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { useToast } from '../../lib/toast';
import { requireConnection } from '../../offline/needs-connection';
import { createPdfApi } from './api';
import { saveBlob } from './save-blob';
import { PDF_TEXT, pdfErrorMessage, quotePdfFileName } from './texts';

/**
 * Download a quote's PDF (GET /api/quotes/:id/pdf) as Offerte-{quoteNumber}.pdf. A failure shows the
 * toast 'Fout bij downloaden PDF. Probeer het opnieuw.' (SPEC §8). `downloadingId` marks the busy row.
 */
export function useQuotePdf() {
  const client = useApiClient();
  const api = useMemo(() => createPdfApi(client), [client]);
  const { toast } = useToast();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const download = useCallback(
    async (quote: { id: string; quoteNumber: string }): Promise<boolean> => {
      if (!requireConnection(quote.id)) return false;
      setDownloadingId(quote.id);
      try {
        const blob = await api.quotePdf(quote.id);
        saveBlob(blob, quotePdfFileName(quote.quoteNumber));
        return true;
      } catch (error) {
        console.error('PDF download failed', error);
        toast({ variant: 'error', title: pdfErrorMessage(error, PDF_TEXT.downloadFailed) });
        return false;
      } finally {
        setDownloadingId(null);
      }
    },
    [api, toast],
  );

  return { download, downloadingId };
}

/** The PDF API bound to the app's client, for the preview modal's loaders. */
export function usePdfApi() {
  const client = useApiClient();
  return useMemo(() => createPdfApi(client), [client]);
}
