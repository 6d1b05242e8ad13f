import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm } from '../../test/confirm-dialog';
import { renderApp, storeSession } from '../../test/render-app';
import { apiRoutes, listItem, on, paged, failingUntilRecovered } from './test/fixtures';
import { itemSummary } from './QuoteRow';

beforeEach(() => storeSession());

test('item summary shows the first two descriptions and "en N meer..."', () => {
  expect(itemSummary(3, ['Schilderwerk', 'Behangen'])).toBe('3 items: Schilderwerk, Behangen en 1 meer...');
  expect(itemSummary(2, ['Schilderwerk', 'Behangen'])).toBe('2 items: Schilderwerk, Behangen');
  expect(itemSummary(1, ['Schilderwerk'])).toBe('1 item: Schilderwerk');
});

test('a row shows the number, its last 4 characters, badge, customer, nl-NL total and date, and items', async () => {
  await renderApp(
    '/quotes',
    apiRoutes(on('GET', '/quotes', () => ({ status: 200, body: paged([listItem()]) }))),
  );
  const row = await screen.findByTestId('quote-row');
  expect(within(row).getByText('0042')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'OFF-2026-0042' })).toBeInTheDocument();
  expect(within(row).getByText('Concept')).toBeInTheDocument();
  // Names that may be cut off carry their full text as a tooltip; the total never wraps.
  expect(within(row).getByText('Bouwbedrijf Jansen')).toHaveAttribute('title', 'Bouwbedrijf Jansen');
  expect(within(row).getByText('info@jansen.nl')).toHaveAttribute('title', 'info@jansen.nl');
  expect(within(row).getByText('€ 1.234,56')).toHaveClass('whitespace-nowrap');
  expect(within(row).getByText('22-11-2026')).toBeInTheDocument();
  expect(within(row).getByText('3 items: Schilderwerk, Behangen en 1 meer...')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Offerte OFF-2026-0042 bewerken' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Offertes' })).toBeInTheDocument();
  expect(screen.getByText('1 offerte · Pagina 1 van 1')).toBeInTheDocument();
});

test('an accepted quote has no edit action in its row', async () => {
  await renderApp(
    '/quotes',
    apiRoutes(on('GET', '/quotes', () => ({ status: 200, body: paged([listItem({ status: 'accepted' })]) }))),
  );
  const row = await screen.findByTestId('quote-row');
  expect(within(row).getByText('Geaccepteerd')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /bewerken/ })).not.toBeInTheDocument();
});

test('search is debounced and sent to the server; the status filter has the six options', async () => {
  const { server } = await renderApp(
    '/quotes',
    apiRoutes(
      on('GET', '/quotes', (_req, url) =>
        url.searchParams.get('search') === 'jansen' || url.searchParams.get('status') === 'sent'
          ? { status: 200, body: paged([]) }
          : { status: 200, body: paged([listItem()]) },
      ),
    ),
  );
  await screen.findByTestId('quote-row');
  const search = screen.getByPlaceholderText('Zoek op offertenummer, klant of e-mail...');
  await userEvent.type(search, 'jansen');
  expect(await screen.findByText('Geen offertes gevonden')).toBeInTheDocument();
  const searches = server.requests.filter((r) => r.url.startsWith('/quotes?') && r.url.includes('search='));
  expect(searches.map((r) => new URL(r.url, 'http://t').searchParams.get('search'))).toEqual(['jansen']);

  const select = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Alle statussen', 'Concept', 'Verzonden', 'Geaccepteerd', 'Afgewezen', 'Verlopen']);
  await userEvent.clear(search);
  await userEvent.selectOptions(select, 'sent');
  await waitFor(() =>
    expect(server.requests.some((r) => r.url === '/quotes?status=sent&page=1&pageSize=20')).toBe(true),
  );
  expect(
    await screen.findByText('Pas je zoekterm of filters aan om meer resultaten te zien.'),
  ).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bekeken' }), 'yes');
  await waitFor(() =>
    expect(server.requests.some((r) => r.url === '/quotes?status=sent&viewed=yes&page=1&pageSize=20')).toBe(
      true,
    ),
  );

  // 'Mijn offertes': only the quotes the user created.
  const owner = screen.getByRole('combobox', { name: 'Offertes van' });
  expect(
    within(owner)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Alle offertes', 'Mijn offertes']);
  await userEvent.selectOptions(owner, 'mine');
  await waitFor(() =>
    expect(
      server.requests.some((r) => r.url === '/quotes?status=sent&viewed=yes&owner=mine&page=1&pageSize=20'),
    ).toBe(true),
  );
});

test('without any quote the first-quote empty state shows', async () => {
  await renderApp('/quotes', apiRoutes(on('GET', '/quotes', () => ({ status: 200, body: paged([]) }))));
  expect(await screen.findByText('Nog geen offertes')).toBeInTheDocument();
  expect(screen.getByText('Maak je eerste offerte om aan de slag te gaan.')).toBeInTheDocument();
});

test('a failing list shows the Dutch error with a retry that loads again', async () => {
  const list = failingUntilRecovered('/quotes', paged([listItem()]));
  await renderApp('/quotes', apiRoutes(list.route));
  await list.retryAfter('Er is een fout opgetreden bij het laden van de offertes.');
  expect(await screen.findByTestId('quote-row')).toBeInTheDocument();
});

test('paging asks the server for the next page', async () => {
  const { server } = await renderApp(
    '/quotes',
    apiRoutes(
      on('GET', '/quotes', (_req, url) => ({
        status: 200,
        body: paged([listItem({ quoteNumber: `OFF-2026-000${url.searchParams.get('page')}` })], 45, 1),
      })),
    ),
  );
  expect(await screen.findByText('45 offertes · Pagina 1 van 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
  expect(await screen.findByText('OFF-2026-0002')).toBeInTheDocument();
  expect(server.requests.some((r) => r.url === '/quotes?page=2&pageSize=20')).toBe(true);
});

test('delete asks the exact confirmation, deletes and refreshes; cancel keeps the quote', async () => {
  let deleted = false;
  const { server } = await renderApp(
    '/quotes',
    apiRoutes(
      on('GET', '/quotes', () => ({ status: 200, body: paged(deleted ? [] : [listItem()]) })),
      on('DELETE', '/quotes/33333333-3333-4333-8333-333333333333', () => {
        deleted = true;
        return { status: 204 };
      }),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 verwijderen' }));
  const dialog = screen.getByRole('alertdialog');
  expect(
    within(dialog).getByText('Weet je zeker dat je offerte "OFF-2026-0042" wilt verwijderen?'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Offerte OFF-2026-0042 verwijderen' }));
  await answerConfirm('Verwijderen');
  expect(await screen.findByText('Nog geen offertes')).toBeInTheDocument();
});

test('a failed delete shows the server message in the dialog', async () => {
  await renderApp(
    '/quotes',
    apiRoutes(
      on('GET', '/quotes', () => ({ status: 200, body: paged([listItem()]) })),
      on('DELETE', '/quotes/33333333-3333-4333-8333-333333333333', () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Deze offerte kan niet worden verwijderd' } },
      })),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 verwijderen' }));
  await answerConfirm('Verwijderen');
  expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
    'Deze offerte kan niet worden verwijderd',
  );
});

test('deleting the only quote of the last page goes back a page', async () => {
  let total = 21;
  await renderApp(
    '/quotes',
    apiRoutes(
      on('GET', '/quotes', (_req, url) => {
        const page = Number(url.searchParams.get('page'));
        const onPage = page === 1 ? 20 : total - 20;
        const items = Array.from({ length: Math.max(0, onPage) }, (_, i) =>
          listItem({
            id: `33333333-3333-4333-8333-${String(page * 100 + i).padStart(12, '0')}`,
            quoteNumber: `OFF-2026-${String(page * 100 + i).padStart(4, '0')}`,
          }),
        );
        return { status: 200, body: paged(items, total, page) };
      }),
      on('DELETE', '/quotes/33333333-3333-4333-8333-000000000200', () => {
        total = 20;
        return { status: 204 };
      }),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Volgende' }));
  expect(await screen.findByText('21 offertes · Pagina 2 van 2')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0200 verwijderen' }));
  await answerConfirm('Verwijderen');
  expect(await screen.findByText('20 offertes · Pagina 1 van 1')).toBeInTheDocument();
  expect(screen.queryByText('Nog geen offertes')).not.toBeInTheDocument();
});
