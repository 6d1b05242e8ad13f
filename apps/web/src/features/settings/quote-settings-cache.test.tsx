import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { defaultHandler, renderApp, storeSession } from '../../test/render-app';
import type { Handler } from '../../test/server';

const stored = {
  ...SETTINGS_DEFAULTS.quotes,
  version: 3,
  quoteNumberPrefix: 'JAN',
  defaultPaymentTerms: 'Betaling binnen 14 dagen.',
  vatPercentage: 9,
};

/** The quote settings API plus what the quote form needs; PUT keeps what the client sent. */
const api: Handler = (req, res) => {
  if (req.url === '/settings/quotes') {
    return {
      status: 200,
      body: { data: req.method === 'PUT' ? { ...(req.body as object), version: 4 } : stored },
    };
  }
  if (req.url === '/templates') return { status: 200, body: { data: [] } };
  if (req.url === '/onboarding/extracted-data')
    return { status: 200, body: { data: { products: [], terms: [] } } };
  return defaultHandler(req, res);
};

test('the quote form and Instellingen › Offertes share one quote-settings cache entry with one shape', async () => {
  storeSession();
  const { server } = await renderApp('/quotes/new', api);
  // The form read the settings: the default BTW rate of a new line is the company's 9 %.
  await waitFor(() => expect(screen.getAllByLabelText('BTW')[0]).toHaveValue('9'));

  await userEvent.click(screen.getByRole('link', { name: 'Instellingen' }));
  await userEvent.click(await screen.findByRole('tab', { name: 'Offertes' }));
  // The cached entry the form left behind is the full settings object, not the form's subset.
  expect(await screen.findByLabelText('Voorvoegsel offertenummer')).toHaveValue('JAN');
  expect(screen.getByLabelText('Standaard betalingsvoorwaarden')).toHaveValue('Betaling binnen 14 dagen.');
  expect(screen.getByLabelText('Btw-percentage')).toHaveValue('9');

  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Offerte-instellingen opgeslagen!')).toBeInTheDocument();
  const put = server.requests.find((r) => r.method === 'PUT' && r.url === '/settings/quotes');
  expect(put?.body).toMatchObject({
    quoteNumberPrefix: 'JAN',
    defaultPaymentTerms: 'Betaling binnen 14 dagen.',
  });
  expect(put?.headers['if-match']).toBe('"3"');

  // And back: the form uses what was just saved.
  await userEvent.click(screen.getByRole('link', { name: 'Offertes' }));
  await userEvent.click(await screen.findByRole('link', { name: /Nieuwe offerte/ }));
  await waitFor(() => expect(screen.getAllByLabelText('BTW')[0]).toHaveValue('9'));
});
