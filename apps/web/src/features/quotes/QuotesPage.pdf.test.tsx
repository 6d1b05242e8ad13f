import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, storeSession } from '../../test/render-app';
import { QUOTE_ID, apiRoutes, listItem, on, paged } from './test/fixtures';

beforeEach(() => storeSession());

test('the row sends by e-mail through the modal, pre-filled from the customer', async () => {
  const { server } = await renderApp(
    '/quotes',
    apiRoutes(
      on('GET', '/quotes', () => ({ status: 200, body: paged([listItem()]) })),
      on('POST', `/quotes/${QUOTE_ID}/send-email`, () => ({ status: 200, body: { data: {} } })),
    ),
  );
  const row = await screen.findByTestId('quote-row');
  await userEvent.click(
    within(row).getByRole('button', { name: 'Offerte OFF-2026-0042 per e-mail versturen' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Offerte versturen per e-mail' });
  expect(within(dialog).getByLabelText('E-mailadres')).toHaveValue('info@jansen.nl');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const sent = server.requests.find((r) => r.url === `/quotes/${QUOTE_ID}/send-email`);
  expect(sent?.body).toEqual({ email: 'info@jansen.nl' });
});

test("a failed PDF download from the row shows 'Fout bij downloaden PDF. Probeer het opnieuw.'", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { server } = await renderApp(
    '/quotes',
    apiRoutes(
      on('GET', '/quotes', () => ({ status: 200, body: paged([listItem()]) })),
      on('GET', `/quotes/${QUOTE_ID}/pdf`, () => ({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'bezet' } },
      })),
    ),
  );
  const row = await screen.findByTestId('quote-row');
  await userEvent.click(
    within(row).getByRole('button', { name: 'PDF van offerte OFF-2026-0042 downloaden' }),
  );
  expect(await screen.findByText('Fout bij downloaden PDF. Probeer het opnieuw.')).toBeInTheDocument();
  expect(server.requests.some((r) => r.url === `/quotes/${QUOTE_ID}/pdf`)).toBe(true);
});
