import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, storeSession } from '../../../test/render-app';
import { CUSTOMER_ID, QUOTE_ID, on, quote } from '../test/fixtures';
import { formApi, inRow, vatOptions } from './test/fixtures';

// Editing a quote: prefill, PUT on the version it was filled from, conflicts and refusals.

beforeEach(() => storeSession());

test('edit: prefilled from the quote, saved with PUT', async () => {
  const { server } = await renderApp(
    `/quotes/${QUOTE_ID}/edit`,
    formApi(
      {},
      on('GET', `/quotes/${QUOTE_ID}`, () => ({ status: 200, body: { data: quote() } })),
      on('PUT', `/quotes/${QUOTE_ID}`, () => ({ status: 200, body: { data: quote() } })),
    ),
  );
  expect(await screen.findByRole('heading', { name: 'Offerte OFF-2026-0042 bewerken' })).toBeInTheDocument();
  expect(inRow(0, 'Omschrijving')).toHaveValue('Schilderwerk');
  expect(inRow(0, 'Eenheid')).toHaveValue('uur');
  expect(screen.getByLabelText('Geldig tot')).toHaveValue('22-12-2026');
  await waitFor(() => expect(screen.getByLabelText('Klant kiezen')).toHaveValue(CUSTOMER_ID));
  await userEvent.clear(inRow(0, 'Aantal'));
  await userEvent.type(inRow(0, 'Aantal'), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/quotes$/));
  const put = server.requests.find((r) => r.method === 'PUT');
  expect(put?.body).toMatchObject({ customerId: CUSTOMER_ID, items: [{ quantity: 3, unitPrice: 617.28 }] });
  // Saved on the version the form was filled from.
  expect(put?.headers['if-match']).toBe('"1"');
});

test("edit: a line's rate other than 21, 9 or 0 is shown and kept", async () => {
  const sixPercent = quote({
    items: [{ ...quote().items[0]!, vatRate: 6 }],
    vat: [{ rate: 6, base: 1234.56, vat: 74.07 }],
  });
  const { server } = await renderApp(
    `/quotes/${QUOTE_ID}/edit`,
    formApi(
      {},
      on('GET', `/quotes/${QUOTE_ID}`, () => ({ status: 200, body: { data: sixPercent } })),
      on('PUT', `/quotes/${QUOTE_ID}`, () => ({ status: 200, body: { data: sixPercent } })),
    ),
  );
  expect(await screen.findByRole('heading', { name: 'Offerte OFF-2026-0042 bewerken' })).toBeInTheDocument();
  expect(inRow(0, 'BTW')).toHaveValue('6');
  expect(vatOptions(0)).toEqual(['21%', '9%', '6%', '0%']);
  await waitFor(() => expect(screen.getByLabelText('Klant kiezen')).toHaveValue(CUSTOMER_ID));
  await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/quotes$/));
  expect(server.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ items: [{ vatRate: 6 }] });
});

/** The edit page against a server where a colleague saved version 2 after the user opened version 1. */
function colleagueSavedFirst() {
  const theirs = quote({ version: 2, notes: 'Aangepast door een collega' });
  let stored = theirs;
  return formApi(
    {},
    on('GET', `/quotes/${QUOTE_ID}`, () => ({ status: 200, body: { data: quote({ version: 1 }) } })),
    on('PUT', `/quotes/${QUOTE_ID}`, (req) => {
      if (req.headers['if-match'] !== `"${stored.version}"`)
        return {
          status: 412,
          body: { error: { code: 'PRECONDITION_FAILED', message: 'x', current: stored } },
        };
      stored = {
        ...stored,
        version: stored.version + 1,
        notes: (req.body as { notes: string | null }).notes,
      };
      return { status: 200, body: { data: stored } };
    }),
  );
}

async function saveEditOnVersion1() {
  await screen.findByRole('heading', { name: 'Offerte OFF-2026-0042 bewerken' });
  await waitFor(() => expect(screen.getByLabelText('Klant kiezen')).toHaveValue(CUSTOMER_ID));
  await userEvent.type(screen.getByLabelText('Notities'), 'Mijn opmerking');
  await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
  expect(await screen.findByText('Iemand anders heeft dit intussen gewijzigd')).toBeInTheDocument();
}

test("edit: someone saved first: 'Versie van de server gebruiken' fills the form with theirs", async () => {
  const { server } = await renderApp(`/quotes/${QUOTE_ID}/edit`, colleagueSavedFirst());
  await saveEditOnVersion1();
  expect(screen.getByTestId('location')).toHaveTextContent(`/quotes/${QUOTE_ID}/edit`);
  await userEvent.click(screen.getByRole('button', { name: 'Versie van de server gebruiken' }));
  expect(screen.getByLabelText('Notities')).toHaveValue('Aangepast door een collega');
  expect(screen.queryByText('Iemand anders heeft dit intussen gewijzigd')).toBeNull();
  // Saving now goes on their version.
  await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/quotes$/));
  const puts = server.requests.filter((r) => r.method === 'PUT');
  expect(puts.map((r) => r.headers['if-match'])).toEqual(['"1"', '"2"']);
  expect(puts[1]?.body).toMatchObject({ notes: 'Aangepast door een collega' });
});

test("edit: someone saved first: 'Mijn versie opslaan' saves the user's edit on their version", async () => {
  const { server } = await renderApp(`/quotes/${QUOTE_ID}/edit`, colleagueSavedFirst());
  await saveEditOnVersion1();
  await userEvent.click(screen.getByRole('button', { name: 'Mijn versie opslaan' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/quotes$/));
  const puts = server.requests.filter((r) => r.method === 'PUT');
  expect(puts.map((r) => r.headers['if-match'])).toEqual(['"1"', '"2"']);
  expect(puts[1]?.body).toMatchObject({ notes: expect.stringContaining('Mijn opmerking') });
});

test('edit: a 409 from the server shows its Dutch message and keeps the input', async () => {
  await renderApp(
    `/quotes/${QUOTE_ID}/edit`,
    formApi(
      {},
      on('GET', `/quotes/${QUOTE_ID}`, () => ({ status: 200, body: { data: quote({ status: 'sent' }) } })),
      on('PUT', `/quotes/${QUOTE_ID}`, () => ({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd',
          },
        },
      })),
    ),
  );
  await screen.findByRole('heading', { name: 'Offerte OFF-2026-0042 bewerken' });
  await waitFor(() => expect(screen.getByLabelText('Klant kiezen')).toHaveValue(CUSTOMER_ID));
  await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
  expect(
    await screen.findByText('Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/quotes/${QUOTE_ID}/edit`);
});

test('edit: an accepted quote is not offered for editing', async () => {
  await renderApp(
    `/quotes/${QUOTE_ID}/edit`,
    formApi(
      {},
      on('GET', `/quotes/${QUOTE_ID}`, () => ({
        status: 200,
        body: { data: quote({ status: 'accepted' }) },
      })),
    ),
  );
  expect(
    await screen.findByText('Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Wijzigingen opslaan' })).not.toBeInTheDocument();
});
