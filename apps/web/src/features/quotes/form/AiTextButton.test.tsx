import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_EXAMPLE_TEXT, type AiItem, type AiQuoteResult } from '@offerteflow/contracts';
import { renderApp, storeSession } from '../../../test/render-app';
import { apiRoutes, on, paged, quote } from '../test/fixtures';
import { splitDutchAddress } from './ai-result';

beforeEach(() => storeSession());

const result: AiQuoteResult = {
  customer: {
    name: 'De Boer Architecten',
    email: 'sanne@deboerarchitecten.nl',
    phone: '06-23456789',
    address: 'Stationsweg 12, 3811 MA Amersfoort',
  },
  items: [
    {
      description: 'Muren schilderen',
      quantity: 85,
      unitPrice: 12.5,
      unit: 'm2',
      priceSource: 'catalog',
      source: null,
      confidence: 1,
    },
    {
      description: 'Kozijnen schilderen',
      quantity: 6,
      unitPrice: 95,
      unit: 'stuk',
      priceSource: 'text',
      source: null,
      confidence: 1,
    },
    {
      description: 'Afplakken',
      quantity: 0,
      unitPrice: 0,
      unit: 'stuk',
      priceSource: 'none',
      source: null,
      confidence: 1,
    },
  ],
  notes: 'Start in de week van 16 maart.',
  candidates: [],
};

const api = (answer: AiQuoteResult = result) =>
  apiRoutes(
    on('GET', '/templates', () => ({ status: 200, body: { data: [] } })),
    on('GET', '/onboarding/extracted-data', () => ({
      status: 200,
      body: { data: { products: [], terms: [] } },
    })),
    on('GET', '/settings/quotes', () => ({ status: 404 })),
    on('GET', '/customers', () => ({
      status: 200,
      body: { data: [], meta: { page: 1, pageSize: 100, total: 0 } },
    })),
    on('GET', '/quotes', () => ({ status: 200, body: paged([]) })),
    on('POST', '/ai/generate-from-text', () => ({ status: 200, body: { data: answer } })),
    on('POST', '/quotes', () => ({ status: 201, body: { data: quote() } })),
  );

const rows = () => screen.getAllByTestId('item-row');
const inRow = (index: number, label: string) => within(rows()[index]!).getByLabelText(label);

test('the AI result replaces the rows, fills a new customer and the notes, marks the price sources', async () => {
  const { server } = await renderApp('/quotes/new', api());
  // Start in existing-customer mode with two typed rows: all of it is replaced.
  await userEvent.click(await screen.findByText('Bestaande klant'));
  await userEvent.type(inRow(0, 'Omschrijving'), 'Oude regel');
  await userEvent.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
  expect(rows()).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'AI Tekst naar Offerte' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Gebruik dit voorbeeld' }));
  await userEvent.click(screen.getByRole('button', { name: 'Analyseren met AI' }));
  // The review step comes first; the form changes only on 'Overnemen in offerte'.
  await userEvent.click(await screen.findByRole('button', { name: 'Overnemen in offerte' }));

  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'AI Tekst naar Offerte' })).not.toBeInTheDocument(),
  );
  expect(screen.getByLabelText('Bedrijfsnaam / naam')).toHaveValue('De Boer Architecten');
  expect(screen.getByLabelText('E-mailadres klant')).toHaveValue('sanne@deboerarchitecten.nl');
  expect(rows()).toHaveLength(3);
  expect(inRow(0, 'Omschrijving')).toHaveValue('Muren schilderen');
  expect(inRow(0, 'Aantal')).toHaveValue('85');
  expect(inRow(2, 'Aantal')).toHaveValue('1');
  expect(within(rows()[0]!).getByTestId('price-origin')).toHaveTextContent(/^Uit catalogus$/);
  expect(within(rows()[1]!).getByTestId('price-origin')).toHaveTextContent(/^Uit tekst$/);
  expect(within(rows()[2]!).getByTestId('price-origin')).toHaveTextContent(/^Geen prijs gevonden$/);
  expect(screen.getByLabelText('Notities')).toHaveValue('Start in de week van 16 maart.');

  // Changing a price removes its marker.
  await userEvent.clear(inRow(0, 'Prijs per eenheid'));
  await userEvent.type(inRow(0, 'Prijs per eenheid'), '14');
  expect(within(rows()[0]!).queryByTestId('price-origin')).not.toBeInTheDocument();
  // Filling in the price that was not found removes 'Geen prijs gevonden'.
  await userEvent.clear(inRow(2, 'Prijs per eenheid'));
  await userEvent.type(inRow(2, 'Prijs per eenheid'), '7,50');
  expect(within(rows()[2]!).queryByTestId('price-origin')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Offerte aanmaken' }));
  await waitFor(() =>
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/quotes')).toBe(true),
  );
  const post = server.requests.find((r) => r.method === 'POST' && r.url === '/quotes')!;
  expect(post.body).toMatchObject({
    customer: {
      name: 'De Boer Architecten',
      email: 'sanne@deboerarchitecten.nl',
      phone: '06-23456789',
      address: 'Stationsweg 12',
      postalCode: '3811 MA',
      city: 'Amersfoort',
    },
    items: [
      { description: 'Muren schilderen', quantity: 85, unit: 'm2', unitPrice: 14 },
      { description: 'Kozijnen schilderen', quantity: 6, unit: 'stuk', unitPrice: 95 },
      { description: 'Afplakken', quantity: 1, unit: 'stuk', unitPrice: 7.5 },
    ],
    notes: 'Start in de week van 16 maart.',
  });
  expect(JSON.stringify(post.body)).not.toContain('priceOrigin');
});

test('only the lines chosen in the review reach the form: one left out, a candidate added', async () => {
  const phrase = '2 uur kleuradvies';
  const start = AI_EXAMPLE_TEXT.indexOf(phrase);
  const source = { text: phrase, start, end: start + phrase.length };
  const kleuradvies: AiItem = {
    description: 'Kleuradvies',
    quantity: 2,
    unitPrice: 65,
    unit: 'uur',
    priceSource: 'catalog',
    source,
    confidence: 0.5,
  };
  const withCandidate: AiQuoteResult = {
    ...result,
    items: result.items.slice(0, 2),
    candidates: [{ source, item: kleuradvies }],
  };
  await renderApp('/quotes/new', api(withCandidate));
  await userEvent.click(await screen.findByRole('button', { name: 'AI Tekst naar Offerte' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Gebruik dit voorbeeld' }));
  await userEvent.click(screen.getByRole('button', { name: 'Analyseren met AI' }));
  const kozijnen = (await screen.findAllByTestId('ai-review-line'))[1]!;
  await userEvent.click(within(kozijnen).getByRole('button', { name: 'Weglaten' }));
  await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Overnemen in offerte' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(rows()).toHaveLength(2);
  expect(inRow(0, 'Omschrijving')).toHaveValue('Muren schilderen');
  expect(inRow(1, 'Omschrijving')).toHaveValue('Kleuradvies');
  expect(inRow(1, 'Aantal')).toHaveValue('2');
  expect(within(rows()[1]!).getByTestId('price-origin')).toHaveTextContent(/^Uit catalogus$/);
  expect(screen.getByLabelText('Bedrijfsnaam / naam')).toHaveValue('De Boer Architecten');
});

test('splits a Dutch address into street, postcode and place', () => {
  expect(splitDutchAddress('Stationsweg 12, 3811 MA Amersfoort')).toEqual({
    address: 'Stationsweg 12',
    postalCode: '3811 MA',
    city: 'Amersfoort',
  });
  expect(splitDutchAddress('Kerkstraat 5 1234ab Utrecht')).toEqual({
    address: 'Kerkstraat 5',
    postalCode: '1234 AB',
    city: 'Utrecht',
  });
  expect(splitDutchAddress('Rue de la Paix 3, Parijs')).toEqual({
    address: 'Rue de la Paix 3, Parijs',
    postalCode: '',
    city: '',
  });
});
