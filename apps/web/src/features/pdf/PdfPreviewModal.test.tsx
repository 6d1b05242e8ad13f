import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { useState } from 'react';
import { blobText, installObjectUrls, renderWithApi } from '../../test/render-with-api';
import type { RecordedRequest } from '../../test/server';
import { PdfPreviewModal } from './PdfPreviewModal';
import { usePdfApi } from './useQuotePdf';

const PDF_BYTES = '%PDF-1.7\n% a tiny test document\n%%EOF\n';

let urls: ReturnType<typeof installObjectUrls>;
beforeEach(() => {
  urls = installObjectUrls();
});
afterEach(() => urls.restore());

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const api = usePdfApi();
  const [open, setOpen] = useState(true);
  if (!open) return <p>gesloten</p>;
  return (
    <PdfPreviewModal
      load={(signal) =>
        api.previewPdf(
          {
            preview: true,
            customer: { name: 'Bakkerij' },
            customerId: undefined,
            validUntil: undefined,
            templateId: undefined,
            items: [{ description: 'Brood', quantity: 1, unit: 'stuk', unitPrice: 2, vatRate: 9 }],
          },
          signal,
        )
      }
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

function pdfServer(failures: number, failure = { status: 500, message: 'Chromium is niet beschikbaar' }) {
  let calls = 0;
  return (req: RecordedRequest, res: ServerResponse) => {
    if (req.url !== '/quotes/preview') return { status: 404 };
    calls += 1;
    if (calls <= failures)
      return {
        status: failure.status,
        body: { error: { code: 'INTERNAL_ERROR', message: failure.message } },
        delayMs: 50,
      };
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF_BYTES);
    }, 50);
  };
}

test('shows the loading text, then the PDF from a blob URL with a download as offerte-preview.pdf', async () => {
  const { server } = await renderWithApi(<Harness />, pdfServer(0));
  expect(screen.getByText('PDF preview genereren...')).toBeInTheDocument();
  const frame = await screen.findByTitle('PDF-voorbeeld van de offerte');
  const src = frame.getAttribute('src') ?? '';
  expect(src.startsWith('blob:')).toBe(true);
  expect(await blobText(urls.blobs.get(src))).toBe(PDF_BYTES);
  expect(urls.blobs.get(src)?.type).toBe('application/pdf');
  const download = screen.getByRole('link', { name: 'Downloaden' });
  expect(download).toHaveAttribute('download', 'offerte-preview.pdf');
  expect(download).toHaveAttribute('href', src);
  expect(server.requests[0]).toMatchObject({
    method: 'POST',
    url: '/quotes/preview',
    body: { preview: true },
  });
});

test("an error shows the server message and 'Opnieuw proberen' loads again", async () => {
  await renderWithApi(<Harness />, pdfServer(1, { status: 503, message: 'PDF-dienst is bezet' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('PDF-dienst is bezet');
  await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByTitle('PDF-voorbeeld van de offerte')).toBeInTheDocument();
});

test('without a server message the SPEC fallback is shown', async () => {
  await renderWithApi(
    <PdfPreviewModal load={() => Promise.reject(new Error('kapot'))} onClose={() => {}} />,
    () => ({ status: 404 }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij genereren van PDF preview');
});

test('toggles full screen and window, and closes with the button and with Escape', async () => {
  const onClose = vi.fn();
  await renderWithApi(<Harness onClose={onClose} />, pdfServer(0));
  await screen.findByTitle('PDF-voorbeeld van de offerte');
  const toggle = screen.getByRole('button', { name: 'Volledig scherm' });
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Venster' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Venster' }));
  expect(screen.getByRole('button', { name: 'Volledig scherm' })).toBeInTheDocument();
  const src = screen.getByTitle('PDF-voorbeeld van de offerte').getAttribute('src') ?? '';
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.getByText('gesloten')).toBeInTheDocument();
  // The object URL is released when the modal closes.
  await waitFor(() => expect(urls.blobs.has(src)).toBe(false));
});
