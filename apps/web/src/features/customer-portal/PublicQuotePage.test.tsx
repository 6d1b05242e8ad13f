import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PublicQuote } from '@offerteflow/contracts';
import { startTestServer, type Handler, type TestServer } from '../../test/server';
import { quote } from '../quotes/test/fixtures';
import { PublicQuotePage } from './PublicQuotePage';

const TOKEN = 'abcdefghijklmnopqrstuv';
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const publicQuote = (overrides: Partial<PublicQuote> = {}): PublicQuote => ({
  quoteNumber: 'OFF-2026-0042',
  companyName: 'Schilders & Zn',
  state: 'open',
  validUntil: '2026-12-31',
  primaryColor: '#1e40af',
  documentHtml: '<!DOCTYPE html><html><body><p>Schilderwerk</p></body></html>',
  decision: null,
  pricing: {
    // A plain line: no options or choices.
    items: quote().items,
    discount: null,
    depositPercent: 0,
  },
  ...overrides,
});

async function renderPage(handler: Handler) {
  const server = await startTestServer(handler);
  servers.push(server);
  render(
    <MemoryRouter initialEntries={[`/o/${TOKEN}`]}>
      <Routes>
        <Route path="/o/:token" element={<PublicQuotePage apiRoot={server.baseUrl} />} />
      </Routes>
    </MemoryRouter>,
  );
  return server;
}

test('an open quote: the document, the download, and accept only with name and tick', async () => {
  const server = await renderPage((req) => {
    if (req.method === 'GET') return { status: 200, body: { data: publicQuote() } };
    return {
      status: 200,
      body: {
        data: publicQuote({
          state: 'accepted',
          decision: { decision: 'accepted', at: '2026-11-22T13:05:00.000Z', name: 'Petra de Vries' },
        }),
      },
    };
  });
  expect(await screen.findByRole('heading', { name: 'Offerte OFF-2026-0042' })).toBeInTheDocument();
  expect(screen.getByTitle('Offerte OFF-2026-0042')).toHaveAttribute('sandbox', 'allow-same-origin');
  expect(screen.getByRole('link', { name: 'PDF downloaden' })).toHaveAttribute(
    'href',
    `${server.baseUrl}/public/quotes/${TOKEN}/pdf`,
  );

  await userEvent.click(screen.getByRole('button', { name: 'Akkoord geven' }));
  expect(await screen.findByText('Vul uw naam in')).toBeInTheDocument();
  expect(
    screen.getByText('Vink aan dat u akkoord gaat met de offerte en de algemene voorwaarden'),
  ).toBeInTheDocument();
  expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Uw naam'), 'Petra de Vries');
  // Keyboard only: tab to the tick and press space.
  screen.getByLabelText('Ik ga akkoord met de offerte en de algemene voorwaarden').focus();
  await userEvent.keyboard(' ');
  await userEvent.click(screen.getByRole('button', { name: 'Akkoord geven' }));
  expect(await screen.findByText('Geaccepteerd door Petra de Vries op 22-11-2026 14:05')).toBeInTheDocument();
  const post = server.requests.find((r) => r.method === 'POST')!;
  expect(post.url).toBe(`/public/quotes/${TOKEN}/accept`);
  expect(post.body).toEqual({
    name: 'Petra de Vries',
    agreed: true,
    signature: null,
    selection: { options: [], variants: [] },
  });
  expect(screen.queryByRole('button', { name: 'Akkoord geven' })).toBeNull();
  // A quote without options or choices has no 'Uw keuzes'.
  expect(screen.queryByRole('heading', { name: 'Uw keuzes' })).toBeNull();
});

test('options and choices: ticking and picking update the totals, and the acceptance sends them', async () => {
  const line = quote().items[0]!;
  const pricing = {
    items: [
      { ...line, description: 'Dakgoot', quantity: 1, unitPrice: 200, optional: true, included: false },
      {
        ...line,
        quantity: 1,
        description: 'Kunststof',
        unitPrice: 1000,
        choiceGroup: 'Kozijnen',
        selected: true,
      },
      {
        ...line,
        quantity: 1,
        description: 'Hout',
        unitPrice: 1400,
        choiceGroup: 'Kozijnen',
        included: false,
      },
    ],
    discount: { type: 'percent' as const, value: 5 },
    depositPercent: 30,
  };
  const server = await renderPage(() => ({ status: 200, body: { data: publicQuote({ pricing }) } }));
  expect(await screen.findByRole('heading', { name: 'Uw keuzes' })).toBeInTheDocument();
  // 1000 - 5 % = 950 + 21 % = 1149,50; 30 % = 344,85.
  expect(screen.getByTestId('choice-total-incl')).toHaveTextContent('€ 1.149,50');
  expect(screen.getByTestId('choice-deposit')).toHaveTextContent('€ 344,85');

  await userEvent.click(screen.getByRole('checkbox', { name: /Dakgoot/ }));
  await userEvent.click(screen.getByRole('radio', { name: /Hout/ }));
  // 200 + 1400 = 1600 - 80 = 1520 + 319,20 = 1839,20; 30 % = 551,76.
  expect(screen.getByTestId('choice-total-incl')).toHaveTextContent('€ 1.839,20');
  expect(screen.getByTestId('choice-deposit')).toHaveTextContent('€ 551,76');
  expect(screen.getByRole('radio', { name: /Kunststof/ })).not.toBeChecked();

  await userEvent.type(screen.getByLabelText('Uw naam'), 'Petra de Vries');
  await userEvent.click(screen.getByLabelText('Ik ga akkoord met de offerte en de algemene voorwaarden'));
  await userEvent.click(screen.getByRole('button', { name: 'Akkoord geven' }));
  await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
  const post = server.requests.find((r) => r.method === 'POST')!;
  expect(post.body).toMatchObject({ selection: { options: [0], variants: [2] } });
});

test('declining asks first and sends the optional reason', async () => {
  const server = await renderPage((req) =>
    req.method === 'GET'
      ? { status: 200, body: { data: publicQuote() } }
      : { status: 200, body: { data: publicQuote({ state: 'rejected' }) } },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Afwijzen' }));
  expect(screen.getByText('Weet u zeker dat u deze offerte wilt afwijzen?')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Reden (optioneel)'), 'Te duur');
  await userEvent.click(screen.getByRole('button', { name: 'Offerte afwijzen' }));
  expect(await screen.findByText('Deze offerte is afgewezen')).toBeInTheDocument();
  await waitFor(() =>
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Te duur' }),
  );
});

test('a decline after the quote was accepted elsewhere shows that decision (409 with the decided state)', async () => {
  const accepted = publicQuote({
    state: 'accepted',
    decision: { decision: 'accepted', at: '2026-11-22T13:05:00.000Z', name: 'Petra de Vries' },
  });
  await renderPage((req) =>
    req.method === 'GET'
      ? { status: 200, body: { data: publicQuote() } }
      : {
          status: 409,
          body: {
            error: { code: 'CONFLICT', message: 'Over deze offerte is al beslist', current: accepted },
          },
        },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Afwijzen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Offerte afwijzen' }));
  expect(await screen.findByText('Geaccepteerd door Petra de Vries op 22-11-2026 14:05')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Afwijzen' })).toBeNull();
});

test('an expired quote says so and offers no decision', async () => {
  await renderPage(() => ({ status: 200, body: { data: publicQuote({ state: 'expired' }) } }));
  expect(await screen.findByText('Deze offerte is verlopen')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Akkoord geven' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Afwijzen' })).toBeNull();
});

test("an unknown link is a bare 'Pagina niet gevonden'", async () => {
  await renderPage(() => ({
    status: 404,
    body: { error: { code: 'NOT_FOUND', message: 'Pagina niet gevonden' } },
  }));
  expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  // The title is set by an effect after the render the heading appears in: waited for, not assumed.
  await waitFor(() => expect(document.title).toBe('Pagina niet gevonden'));
});

test("a failed load keeps the page's title, says so and loads again on 'Opnieuw proberen'", async () => {
  document.title = 'Offerte – Offerteflow';
  let calls = 0;
  await renderPage(() => {
    calls += 1;
    return calls === 1
      ? {
          status: 503,
          body: { error: { code: 'UNAVAILABLE', message: 'Server tijdelijk niet beschikbaar' } },
        }
      : { status: 200, body: { data: publicQuote() } };
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Server tijdelijk niet beschikbaar');
  expect(document.title).toBe('Offerte – Offerteflow');

  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByRole('heading', { name: 'Offerte OFF-2026-0042' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Offerte OFF-2026-0042 – Schilders & Zn'));
});

test("the server's refusal of an accept shows its message, and a field error under that field", async () => {
  await renderPage((req) =>
    req.method === 'GET'
      ? { status: 200, body: { data: publicQuote() } }
      : {
          status: 422,
          body: {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Controleer de gegevens',
              fields: { name: ['Naam mag maximaal 200 tekens bevatten'] },
            },
          },
        },
  );
  await userEvent.type(await screen.findByLabelText('Uw naam'), 'Petra de Vries');
  await userEvent.click(screen.getByLabelText('Ik ga akkoord met de offerte en de algemene voorwaarden'));
  await userEvent.click(screen.getByRole('button', { name: 'Akkoord geven' }));
  expect(await screen.findByText('Controleer de gegevens')).toBeInTheDocument();
  expect(screen.getByLabelText('Uw naam')).toHaveAccessibleDescription(
    'Naam mag maximaal 200 tekens bevatten',
  );
  expect(screen.getByRole('button', { name: 'Akkoord geven' })).toBeInTheDocument();
});
