import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@offerteflow/contracts';
import { renderApp, storeSession } from '../../test/render-app';
import { QUOTE_ID, apiRoutes, listItem, on, paged, quote } from './test/fixtures';

beforeEach(() => storeSession());

const COPY_ID = '66666666-6666-4666-8666-666666666666';

function quoteApi(initial: Quote) {
  let current = initial;
  return apiRoutes(
    on('GET', '/quotes', () => ({ status: 200, body: paged([listItem({ status: current.status })]) })),
    on('GET', `/quotes/${QUOTE_ID}`, () => ({ status: 200, body: { data: current } })),
    on('GET', `/quotes/${COPY_ID}`, () => ({
      status: 200,
      body: { data: quote({ id: COPY_ID, quoteNumber: 'OFF-2026-0043' }) },
    })),
    on('PATCH', `/quotes/${QUOTE_ID}/status`, (req) => {
      const { status } = req.body as { status: Quote['status'] };
      if (req.headers['if-match'] !== `"${current.version}"`)
        return { status: 412, body: { error: { code: 'PRECONDITION_FAILED', message: 'x', current } } };
      if (status === 'accepted' && current.status === 'draft') {
        return {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'Deze statuswijziging is niet toegestaan' } },
        };
      }
      current = { ...current, status, version: current.version + 1 };
      return { status: 200, body: { data: current } };
    }),
    on('GET', `/quotes/${QUOTE_ID}/history`, () => ({
      status: 200,
      body: {
        data: [
          {
            id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
            action: 'created',
            at: '2026-11-22T09:30:00.000Z',
            by: 'Jan de Vries',
            details: null,
          },
          {
            id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
            action: 'status_changed',
            at: '2026-11-22T13:05:00.000Z',
            by: 'Jan de Vries',
            details: { from: 'draft', to: 'sent' },
          },
          // The customer's actions on the public link, as the API records them.
          {
            id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
            action: 'viewed',
            at: '2026-11-23T08:00:00.000Z',
            by: 'Klant',
            details: { by: 'Klant' },
          },
          {
            id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
            action: 'customer_accepted',
            at: '2026-11-23T08:10:00.000Z',
            by: 'Jan de Boer',
            details: { by: 'Jan de Boer', from: 'sent', to: 'accepted' },
          },
        ],
      },
    })),
    on('POST', `/quotes/${QUOTE_ID}/duplicate`, () => ({
      status: 201,
      body: { data: quote({ id: COPY_ID, quoteNumber: 'OFF-2026-0043' }) },
    })),
  );
}

async function openOverlay() {
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 bekijken' }));
  return screen.findByRole('dialog', { name: 'Offerte OFF-2026-0042' });
}

test('shows header, customer, details, items and notes; Escape closes and focus returns', async () => {
  await renderApp('/quotes', quoteApi(quote()));
  const opener = await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 bekijken' });
  const dialog = await openOverlay();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await within(dialog).findByText('Aangemaakt op 22-11-2026')).toBeInTheDocument();
  expect(within(dialog).getByText('Concept')).toBeInTheDocument();
  // The responsive quote body of packages/quote-document, in the quote's house style.
  const body = within(dialog).getByTestId('quote-body');
  expect(body).toHaveTextContent('Tel. 020-1234567');
  expect(within(body).getByText('1234 AB Amsterdam')).toBeInTheDocument();
  expect(body).toHaveTextContent(/Geldig tot\s*22-12-2026/);
  expect(body).toHaveTextContent(/Aantal items\s*1/);
  const row = within(body)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes('Schilderwerk'));
  expect(row).toHaveTextContent('2 uur');
  expect(row).toHaveTextContent('€ 617,28');
  expect(row).toHaveTextContent('€ 1.234,56');
  expect(within(dialog).getByText('BTW 21% over € 1.234,56')).toBeInTheDocument();
  expect(within(dialog).getAllByText('€ 1.493,82').length).toBeGreaterThan(0);
  expect(within(dialog).getByText('Werkzaamheden in week 50')).toBeInTheDocument();
  const history = await within(dialog).findByRole('region', { name: 'Geschiedenis' });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    '22-11-2026 10:30 · Aangemaakt door Jan de Vries',
    '22-11-2026 14:05 · Status gewijzigd: Concept → Verzonden door Jan de Vries',
    '23-11-2026 09:00 · Bekeken door de klant',
    '23-11-2026 09:10 · Geaccepteerd door de klant (Jan de Boer)',
  ]);

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('Tab stays inside the overlay', async () => {
  await renderApp('/quotes', quoteApi(quote()));
  const dialog = await openOverlay();
  await within(dialog).findByRole('button', { name: 'Dupliceren' });
  for (let i = 0; i < 8; i += 1) {
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await userEvent.tab({ shift: true });
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test('status actions follow the status machine: draft -> sent -> accepted, then no edit', async () => {
  const { server } = await renderApp('/quotes', quoteApi(quote()));
  const dialog = await openOverlay();
  expect(await within(dialog).findByRole('button', { name: 'Markeer als verzonden' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Markeer als geaccepteerd' })).not.toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Markeer als verzonden' }));
  expect(await within(dialog).findByRole('button', { name: 'Markeer als geaccepteerd' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Markeer als afgewezen' })).toBeInTheDocument();
  expect(within(dialog).getByText('Verzonden')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Markeer als geaccepteerd' }));
  expect(await within(dialog).findByText('Geaccepteerd')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Bewerken' })).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: /Markeer als/ })).not.toBeInTheDocument();
  expect(
    within(dialog).getByText(/Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd/),
  ).toBeInTheDocument();
  const patches = server.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);
  expect(patches).toEqual([{ status: 'sent' }, { status: 'accepted' }]);
});

test('a refused status change shows the Dutch server message', async () => {
  // The server state says draft, but the overlay shows a stale 'sent' copy first.
  let served = 0;
  const handler = quoteApi(quote());
  await renderApp('/quotes', (req, res) => {
    if (req.method === 'GET' && req.url === `/quotes/${QUOTE_ID}` && served++ === 0) {
      return { status: 200, body: { data: quote({ status: 'sent' }) } };
    }
    return handler(req, res);
  });
  const dialog = await openOverlay();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Markeer als geaccepteerd' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Deze statuswijziging is niet toegestaan',
  );
});

test('Dupliceren creates a copy and shows it', async () => {
  const { server } = await renderApp('/quotes', quoteApi(quote({ status: 'accepted' })));
  const dialog = await openOverlay();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Dupliceren' }));
  expect(await screen.findByRole('dialog', { name: 'Offerte OFF-2026-0043' })).toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'POST' && r.url === `/quotes/${QUOTE_ID}/duplicate`)).toBe(
    true,
  );
});

test('a quote that cannot be loaded shows the Dutch error with retry and close', async () => {
  await renderApp(
    '/quotes',
    apiRoutes(on('GET', '/quotes', () => ({ status: 200, body: paged([listItem()]) }))),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 bekijken' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offerte' });
  expect(
    await within(dialog).findByText('Er is een fout opgetreden bij het laden van de offerte.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Sluiten' })[1]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a status change on a quote someone changed meanwhile: the conflict is shown, keeping mine applies it', async () => {
  // The overlay shows version 1; a colleague already saved version 2 on the server.
  const theirs = quote({ version: 2, notes: 'Gewijzigd door een collega' });
  let onServer = theirs;
  const api = quoteApi(quote({ version: 1 }));
  const { server } = await renderApp('/quotes', (req, res) => {
    if (req.method !== 'PATCH') return api(req, res);
    if (req.headers['if-match'] !== `"${onServer.version}"`)
      return {
        status: 412,
        body: { error: { code: 'PRECONDITION_FAILED', message: 'x', current: onServer } },
      };
    onServer = { ...onServer, status: (req.body as { status: Quote['status'] }).status, version: 3 };
    return { status: 200, body: { data: onServer } };
  });
  const dialog = await openOverlay();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Markeer als verzonden' }));
  expect(await within(dialog).findByText('Iemand anders heeft dit intussen gewijzigd')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mijn versie opslaan' }));
  expect(await screen.findByText('Status gewijzigd naar Verzonden')).toBeInTheDocument();
  expect(within(dialog).queryByText('Iemand anders heeft dit intussen gewijzigd')).toBeNull();
  const patches = server.requests.filter((r) => r.method === 'PATCH');
  expect(patches.map((r) => [r.headers['if-match'], (r.body as { status: string }).status])).toEqual([
    ['"1"', 'sent'],
    ['"2"', 'sent'],
  ]);
});
