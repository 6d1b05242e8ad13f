import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultValidUntil, formatDate } from '@offerteflow/domain';
import { renderApp, storeSession } from '../../../test/render-app';
import { CUSTOMER_ID, NO_LINE_OPTIONS, on, quote } from '../test/fixtures';
import { TEMPLATE_ID, formApi, inRow, rows, submit, vatOptions } from './test/fixtures';

// A new quote; editing one is in QuoteForm.edit.test.tsx.

beforeEach(() => storeSession());

test('empty submit shows every Dutch message and sends nothing', async () => {
  const { server } = await renderApp('/quotes/new', formApi());
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte aanmaken' }));
  expect(await screen.findByText('Bedrijfsnaam is verplicht')).toBeInTheDocument();
  expect(screen.getByText('Omschrijving is verplicht')).toBeInTheDocument();
  expect(screen.getByLabelText('Bedrijfsnaam / naam')).toHaveAccessibleDescription(
    'Bedrijfsnaam is verplicht',
  );

  await userEvent.clear(inRow(0, 'Aantal'));
  await userEvent.type(inRow(0, 'Aantal'), '0');
  await userEvent.clear(inRow(0, 'Prijs per eenheid'));
  await userEvent.type(inRow(0, 'Prijs per eenheid'), '-1');
  await userEvent.click(submit());
  expect(await screen.findByText('Aantal moet minimaal 1 zijn')).toBeInTheDocument();
  expect(screen.getByText('Het getal mag niet negatief zijn')).toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
});

test('defaults: valid-until today + 30 days, template preselected, input types, BTW 21%', async () => {
  await renderApp('/quotes/new', formApi());
  expect(await screen.findByLabelText('Geldig tot')).toHaveValue(formatDate(defaultValidUntil(30)));
  expect(screen.getByLabelText('E-mailadres klant')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Telefoon')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Land')).toHaveValue('Nederland');
  await waitFor(() => expect(screen.getByLabelText('Template kiezen')).toHaveValue(TEMPLATE_ID));
  expect(inRow(0, 'BTW')).toHaveValue('21');
  expect(inRow(0, 'Aantal')).toHaveValue('1');
  expect(inRow(0, 'Prijs per eenheid')).toHaveValue('0,00');
  expect(inRow(0, 'Prijs per eenheid')).toHaveAttribute('inputmode', 'decimal');
  expect(inRow(0, 'Prijs per eenheid')).toHaveAttribute('type', 'text');
});

test('the quote settings decide the validity days and the default BTW rate', async () => {
  await renderApp(
    '/quotes/new',
    formApi({
      settings: { defaultValidityDays: 14, vatPercentage: 9, includeVat: true, quoteNumberPrefix: 'OFF' },
    }),
  );
  expect(await screen.findByLabelText('Geldig tot')).toHaveValue(formatDate(defaultValidUntil(14)));
  expect(inRow(0, 'BTW')).toHaveValue('9');
});

test('a company default such as 9,5% is offered, preselected and totalled; VAT not included gives 0%', async () => {
  const settings = {
    defaultValidityDays: 30,
    vatPercentage: 9.5,
    includeVat: true,
    quoteNumberPrefix: 'OFF',
  };
  const { unmount } = await renderApp('/quotes/new', formApi({ settings }));
  await screen.findAllByTestId('item-row');
  expect(inRow(0, 'BTW')).toHaveValue('9.5');
  expect(vatOptions(0)).toEqual(['21%', '9,5%', '9%', '0%']);
  await userEvent.clear(inRow(0, 'Prijs per eenheid'));
  await userEvent.type(inRow(0, 'Prijs per eenheid'), '100');
  expect(screen.getByText('BTW 9,5%')).toBeInTheDocument();
  expect(screen.getByTestId('total-incl')).toHaveTextContent('€ 109,50');
  unmount();

  await renderApp('/quotes/new', formApi({ settings: { ...settings, includeVat: false } }));
  await screen.findAllByTestId('item-row');
  expect(inRow(0, 'BTW')).toHaveValue('0');
  expect(vatOptions(0)).toEqual(['21%', '9%', '0%']);
});

test('rows: remove appears only with more than one; live line totals, BTW and total', async () => {
  await renderApp('/quotes/new', formApi());
  await screen.findAllByTestId('item-row');
  expect(screen.queryByRole('button', { name: /Regel \d verwijderen/ })).not.toBeInTheDocument();
  await userEvent.type(inRow(0, 'Omschrijving'), 'Schilderwerk');
  await userEvent.clear(inRow(0, 'Aantal'));
  await userEvent.type(inRow(0, 'Aantal'), '2');
  await userEvent.clear(inRow(0, 'Prijs per eenheid'));
  await userEvent.type(inRow(0, 'Prijs per eenheid'), '45.5');
  await userEvent.click(screen.getByRole('button', { name: 'Regel toevoegen' }));
  expect(rows()).toHaveLength(2);
  await userEvent.type(inRow(1, 'Omschrijving'), 'Materiaal');
  await userEvent.clear(inRow(1, 'Prijs per eenheid'));
  await userEvent.type(inRow(1, 'Prijs per eenheid'), '100');
  await userEvent.selectOptions(inRow(1, 'BTW'), '9');

  expect(within(rows()[0]!).getByTestId('line-total')).toHaveTextContent('€ 91,00');
  expect(screen.getByTestId('subtotal')).toHaveTextContent('€ 191,00');
  expect(screen.getByTestId('vat-21')).toHaveTextContent('€ 19,11');
  expect(screen.getByTestId('vat-9')).toHaveTextContent('€ 9,00');
  expect(screen.getByTestId('total-incl')).toHaveTextContent('€ 219,11');

  await userEvent.click(screen.getByRole('button', { name: 'Regel 1 verwijderen' }));
  expect(rows()).toHaveLength(1);
  expect(inRow(0, 'Omschrijving')).toHaveValue('Materiaal');
  expect(screen.queryByRole('button', { name: /Regel \d verwijderen/ })).not.toBeInTheDocument();
});

test('customers are fetched only in existing-customer mode; a selection is required', async () => {
  const { server } = await renderApp('/quotes/new', formApi());
  await screen.findByLabelText('Bedrijfsnaam / naam');
  await new Promise((r) => setTimeout(r, 100));
  expect(server.requests.some((r) => r.url.startsWith('/customers'))).toBe(false);

  await userEvent.click(screen.getByRole('radio', { name: 'Bestaande klant' }));
  const select = await screen.findByLabelText('Klant kiezen');
  await waitFor(() =>
    expect(within(select).getByRole('option', { name: /Bouwbedrijf Jansen/ })).toBeInTheDocument(),
  );
  expect(server.requests.some((r) => r.url.startsWith('/customers'))).toBe(true);

  // The chosen customer stays selectable while a server-side search shows other customers.
  await userEvent.selectOptions(select, CUSTOMER_ID);
  await userEvent.type(screen.getByLabelText('Klant zoeken'), 'pietersen');
  await waitFor(() => expect(server.requests.some((r) => r.url.includes('search=pietersen'))).toBe(true));
  expect(await screen.findByRole('option', { name: /Pietersen BV/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Klant kiezen')).toHaveValue(CUSTOMER_ID);
  await userEvent.selectOptions(screen.getByLabelText('Klant kiezen'), '');
  await userEvent.type(inRow(0, 'Omschrijving'), 'Schilderwerk');
  await userEvent.click(submit());
  expect(await screen.findByText('Selecteer een klant')).toBeInTheDocument();
});

test('a create posts the payload, refreshes the list and goes to /quotes', async () => {
  const { server } = await renderApp(
    '/quotes/new',
    formApi(
      {},
      on('POST', '/quotes', () => ({ status: 201, body: { data: quote() } })),
    ),
  );
  await userEvent.type(await screen.findByLabelText('Bedrijfsnaam / naam'), 'Bouwbedrijf Jansen');
  await userEvent.type(screen.getByLabelText('E-mailadres klant'), 'info@jansen.nl');
  await userEvent.type(inRow(0, 'Omschrijving'), 'Schilderwerk');
  await userEvent.clear(inRow(0, 'Prijs per eenheid'));
  await userEvent.type(inRow(0, 'Prijs per eenheid'), '617.28');
  await userEvent.type(screen.getByLabelText('Notities'), 'Week 50');
  await waitFor(() => expect(screen.getByLabelText('Template kiezen')).toHaveValue(TEMPLATE_ID));
  await userEvent.click(submit());

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/quotes$/));
  const post = server.requests.find((r) => r.method === 'POST' && r.url === '/quotes');
  expect(post?.body).toEqual({
    customer: {
      name: 'Bouwbedrijf Jansen',
      email: 'info@jansen.nl',
      phone: '',
      address: '',
      postalCode: '',
      city: '',
      country: 'Nederland',
      kvkNumber: '',
      vatNumber: '',
    },
    items: [
      {
        description: 'Schilderwerk',
        quantity: 1,
        unit: 'stuk',
        unitPrice: 617.28,
        vatRate: 21,
        ...NO_LINE_OPTIONS,
      },
    ],
    discount: null,
    depositPercent: 0,
    notes: 'Week 50',
    validUntil: defaultValidUntil(30),
    templateId: TEMPLATE_ID,
  });
  await waitFor(() =>
    expect(
      server.requests
        .slice(server.requests.indexOf(post!))
        .some((r) => r.method === 'GET' && r.url.startsWith('/quotes?')),
    ).toBe(true),
  );
});

test('server field errors land on their fields; the message shows in the error box', async () => {
  await renderApp(
    '/quotes/new',
    formApi(
      {},
      on('POST', '/quotes', () => ({
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Controleer de ingevoerde gegevens',
            fields: { 'items.0.unitPrice': ['Prijs mag maximaal € 10.000.000 zijn'] },
          },
        },
      })),
    ),
  );
  await userEvent.type(await screen.findByLabelText('Bedrijfsnaam / naam'), 'Jansen');
  await userEvent.type(inRow(0, 'Omschrijving'), 'Schilderwerk');
  await userEvent.click(submit());
  expect(await screen.findByText('Controleer de ingevoerde gegevens')).toBeInTheDocument();
  expect(inRow(0, 'Prijs per eenheid')).toHaveAccessibleDescription('Prijs mag maximaal € 10.000.000 zijn');
  expect(screen.getByTestId('location')).toHaveTextContent('/quotes/new');
  expect(inRow(0, 'Omschrijving')).toHaveValue('Schilderwerk');
});
