import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { blobText, installObjectUrls, renderWithApi } from '../../test/render-with-api';
import type { RecordedRequest } from '../../test/server';
import { useQuotePdf } from './useQuotePdf';

const quote = { id: '33333333-3333-4333-8333-333333333333', quoteNumber: 'OFF-2026-0007' };

function DownloadButton() {
  const { download, downloadingId } = useQuotePdf();
  return (
    <button type="button" onClick={() => void download(quote)} aria-busy={downloadingId === quote.id}>
      Download PDF
    </button>
  );
}

let urls: ReturnType<typeof installObjectUrls>;
const clicked: { download: string; href: string }[] = [];
let clickSpy: { mockRestore(): void };
beforeEach(() => {
  urls = installObjectUrls();
  clicked.length = 0;
  clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  urls.restore();
  clickSpy.mockRestore();
});

test('downloads GET /quotes/:id/pdf as Offerte-{quoteNumber}.pdf', async () => {
  const { server } = await renderWithApi(<DownloadButton />, (req: RecordedRequest, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'application/pdf' });
    res.end('%PDF-1.7 offerte');
  });
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(clicked[0]!.download).toBe('Offerte-OFF-2026-0007.pdf');
  expect(await blobText(urls.blobs.get(clicked[0]!.href))).toBe('%PDF-1.7 offerte');
  expect(server.requests[0]).toMatchObject({ method: 'GET', url: `/quotes/${quote.id}/pdf` });
});

test.each([
  {
    failure: 'a failure',
    status: 404,
    error: { code: 'NOT_FOUND', message: 'Gevraagde gegevens niet gevonden' },
    shown: 'Fout bij downloaden PDF. Probeer het opnieuw.',
  },
  {
    failure: 'a server without Chromium (503 PDF_UNAVAILABLE)',
    status: 503,
    error: { code: 'PDF_UNAVAILABLE', message: 'onbekend' },
    shown:
      'PDF-bestanden maken is op deze server niet beschikbaar: Chromium ontbreekt. Vraag de beheerder om Chromium te installeren.',
  },
  {
    failure: 'a render over its budget (503 PDF_TIMEOUT, not retryable)',
    status: 503,
    error: { code: 'PDF_TIMEOUT', message: 'onbekend' },
    shown:
      'Het maken van de PDF duurde te lang en is gestopt. Maak de omschrijvingen, notities of voorwaarden korter, of verdeel de regels over meer offertes.',
  },
])('$failure: shows $shown and saves nothing', async ({ status, error, shown }) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await renderWithApi(<DownloadButton />, () => ({ status, body: { error } }));
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(clicked).toHaveLength(0);
});
