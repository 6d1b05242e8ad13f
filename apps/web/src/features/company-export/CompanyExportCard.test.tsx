import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyExport } from '@offerteflow/contracts';
import { defaultHandler, renderApp, storeSession } from '../../test/render-app';
import type { Handler } from '../../test/server';

const base: CompanyExport = {
  id: '7b0e8f3c-52a4-4c57-9a36-1f3f3f0b9d11',
  status: 'queued',
  progress: { done: 0, total: 0 },
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  sizeBytes: null,
  fileName: null,
  downloadUrl: null,
  error: null,
};
const running: CompanyExport = { ...base, status: 'running', progress: { done: 2, total: 8 } };
const completed: CompanyExport = {
  ...base,
  status: 'completed',
  progress: { done: 8, total: 8 },
  finishedAt: '2026-11-27T10:01:00.000Z',
  expiresAt: '2026-11-28T10:01:00.000Z',
  sizeBytes: 2_621_440,
  fileName: 'offerteflow-export-2026-11-27.zip',
  downloadUrl: `/api/public/company-exports/${base.id}/download?expires=1&signature=${'a'.repeat(64)}`,
};

/** Plays /company-export: `states` are the answers of GET latest in turn (the last one repeats). */
function exportApi(states: (CompanyExport | null)[], start: () => ReturnType<Handler>): Handler {
  let i = 0;
  return (req, res) => {
    if (req.url === '/company-export/latest')
      return { status: 200, body: { data: states[Math.min(i++, states.length - 1)] } };
    if (req.url === '/company-export' && req.method === 'POST') return start();
    if (req.url === '/settings/company')
      return { status: 200, body: { data: { name: 'Bakkerij', email: 'a@b.nl', version: 1 } } };
    return defaultHandler(req, res);
  };
}

async function openCard(handler: Handler) {
  storeSession();
  const view = await renderApp('/settings?tab=company', handler);
  const card = (await screen.findByRole('heading', { name: 'Alle gegevens exporteren' })).closest('section')!;
  return { ...view, card: within(card as HTMLElement) };
}

test('starts an export, shows its progress and then the download link', async () => {
  const { card, server } = await openCard(
    exportApi([null, running, completed], () => ({ status: 202, body: { data: base } })),
  );
  expect(await card.findByText('U heeft nog geen export gemaakt.')).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Alle gegevens exporteren' }));
  expect(server.requests.some((r) => r.method === 'POST' && r.url === '/company-export')).toBe(true);

  expect(
    await card.findByText('Export wordt gemaakt: 2 van 8 onderdelen', {}, { timeout: 5_000 }),
  ).toBeInTheDocument();
  const bar = card.getByRole('progressbar', { name: 'Voortgang van de export' });
  expect(bar).toHaveAttribute('aria-valuenow', '25');

  const link = await card.findByRole('link', { name: 'Download export (2,5 MB)' }, { timeout: 5_000 });
  expect(link).toHaveAttribute('href', completed.downloadUrl);
  expect(link).toHaveAttribute('download', 'offerteflow-export-2026-11-27.zip');
  expect(card.getByText(/de link werkt tot 28-11-2026/)).toBeInTheDocument();
  expect(card.getByRole('button', { name: 'Nieuwe export maken' })).toBeInTheDocument();
});

test('shows why an export cannot start, and a failed export with a retry', async () => {
  const refused = {
    status: 403,
    body: { error: { code: 'FORBIDDEN', message: 'Alleen een beheerder kan alle gegevens exporteren.' } },
  };
  const { card } = await openCard(
    exportApi(
      [{ ...base, status: 'failed', error: 'De export is mislukt. Probeer het opnieuw.' }],
      () => refused,
    ),
  );
  expect(await card.findByText('De export is mislukt. Probeer het opnieuw.')).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Opnieuw proberen' }));
  // The client shows its own text for a 403 (SPEC §8), whatever the server's message.
  expect(await card.findByText('Geen toegang tot deze functie')).toBeInTheDocument();
});

test('an empty company gets its export with a note that it holds no quotes', async () => {
  const { card } = await openCard(
    exportApi([{ ...completed, progress: { done: 1, total: 1 } }], () => ({ status: 500 })),
  );
  expect(await card.findByText(/U heeft nog geen offertes/)).toBeInTheDocument();
});
