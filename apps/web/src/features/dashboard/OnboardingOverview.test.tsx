import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@offerteflow/contracts';
import { answerConfirm, cancelConfirm } from '../../test/confirm-dialog';
import { renderApp, storeSession } from '../../test/render-app';
import { doc, extracted, statusBody, statusRoute } from '../onboarding/test/fixtures';
import { apiRoutes, on, type Route } from '../quotes/test/fixtures';
import { pageReload } from './OnboardingOverview';

beforeEach(() => storeSession());

const ok = (data: unknown = null) => ({ status: 200, body: { data } });
const stats = on('GET', '/quotes/stats', () =>
  ok({
    totalQuotes: 0,
    thisMonth: 0,
    totalValue: 0,
    acceptedCount: 0,
    decidedCount: 0,
    conversionRate: null,
  }),
);

const product = (i: number, description: string | null = null): Product => ({
  id: `88888888-8888-4888-8888-8888888888${String(i).padStart(2, '0')}`,
  name: `Product ${i}`,
  description,
  unitPrice: 10 + i,
  unit: 'uur',
  vatRate: 21,
  category: null,
  version: 1,
});

async function openDashboard(...routes: Route[]) {
  const view = await renderApp('/dashboard', apiRoutes(stats, ...routes));
  return { ...view, overview: await screen.findByRole('region', { name: 'Onboarding overzicht' }) };
}

test('files, the first 5 products then "En N meer...", the 80/120 cuts and the counts', async () => {
  const long = 'x'.repeat(100);
  const products = [product(1, long), ...[2, 3, 4, 5, 6, 7].map((i) => product(i))];
  const term = { ...extracted.terms[0]!, content: 'b'.repeat(130) };
  const { overview } = await openDashboard(
    statusRoute('completed', [
      doc(),
      doc({
        id: '66666666-6666-4666-8666-666666666667',
        fileName: 'Voorwaarden.pdf',
        documentType: 'terms',
        fileSize: 1300,
        processingStatus: 'failed',
      }),
    ]),
    on('GET', '/onboarding/extracted-data', () => ok({ products, terms: [term] })),
  );
  expect(await within(overview).findByText('Product 1')).toBeInTheDocument();
  expect(within(overview).getByText('Product 5')).toBeInTheDocument();
  expect(within(overview).queryByText('Product 6')).not.toBeInTheDocument();
  expect(within(overview).getByText('En 2 meer...')).toBeInTheDocument();
  expect(within(overview).getByText(`${'x'.repeat(80)}...`)).toBeInTheDocument();
  expect(within(overview).getByText(`${'b'.repeat(120)}...`)).toBeInTheDocument();
  expect(within(overview).getByText('€ 11,00 / uur')).toBeInTheDocument();
  expect(within(overview).getByText('Prijslijst · 2,0 KB')).toBeInTheDocument();
  expect(within(overview).getByText('Voorwaarden · 1,3 KB')).toBeInTheDocument();
  expect(within(overview).getByTestId('count-Bestanden')).toHaveTextContent('2');
  expect(within(overview).getByTestId('count-Producten')).toHaveTextContent('7');
  expect(within(overview).getByTestId('count-Voorwaarden')).toHaveTextContent('1');
  expect(within(overview).getByTestId('count-Geverifieerde producten')).toHaveTextContent('7');
});

test('refresh fetches again; reset asks first, then reloads after 0.5 s; failures show the Dutch alerts', async () => {
  const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
  let resetFails = true;
  const { server, overview } = await openDashboard(
    statusRoute('data_extracted', [doc()]),
    on('GET', '/onboarding/extracted-data', () => ok(extracted)),
    on('POST', '/onboarding/reset', () =>
      resetFails ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : ok(),
    ),
    on('POST', '/onboarding/initialize', () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'x' } },
    })),
  );
  await within(overview).findByText('Schilderwerk binnen');
  expect(within(overview).getByTestId('count-Geverifieerde producten')).toHaveTextContent('0');
  const count = () => server.requests.filter((r) => r.url === '/onboarding/extracted-data').length;
  const before = count();
  await userEvent.click(within(overview).getByRole('button', { name: 'Vernieuwen' }));
  await waitFor(() => expect(count()).toBe(before + 1));

  await userEvent.click(within(overview).getByRole('button', { name: 'Standaard data herstellen' }));
  await answerConfirm('Herstellen');
  expect(
    await within(overview).findByText('Initialisatie mislukt. Probeer het opnieuw.'),
  ).toBeInTheDocument();
  expect(server.requests.some((r) => r.url.startsWith('/catalog/sample'))).toBe(false);

  await userEvent.click(within(overview).getByRole('button', { name: 'Reset' }));
  await cancelConfirm('Weet je zeker dat je alle onboarding data wilt resetten?');
  expect(server.requests.some((r) => r.url === '/onboarding/reset')).toBe(false);

  await userEvent.click(within(overview).getByRole('button', { name: 'Reset' }));
  await answerConfirm('Reset');
  expect(await within(overview).findByText('Reset mislukt. Probeer het opnieuw.')).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();

  resetFails = false;
  await userEvent.click(within(overview).getByRole('button', { name: 'Reset' }));
  await answerConfirm('Reset');
  await waitFor(() => expect(server.requests.filter((r) => r.url === '/onboarding/reset')).toHaveLength(2));
  const resetAt = Date.now();
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(Date.now() - resetAt).toBeGreaterThanOrEqual(350);
});

test('the empty state offers Start Onboarding and loads the example data through initialize', async () => {
  let loaded = false;
  const { overview, server } = await openDashboard(
    statusRoute('started'),
    on('GET', '/onboarding/extracted-data', () => ok(loaded ? extracted : { products: [], terms: [] })),
    on('POST', '/onboarding/initialize', () => {
      loaded = true;
      return ok(statusBody('started').data);
    }),
  );
  expect(await within(overview).findByRole('link', { name: 'Start Onboarding' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  // Nothing to reset or restore yet: an empty overview offers no red 'Reset'.
  expect(within(overview).queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
  expect(
    within(overview).queryByRole('button', { name: /Standaard data herstellen/ }),
  ).not.toBeInTheDocument();
  await userEvent.click(within(overview).getByRole('button', { name: 'Laad voorbeeld data' }));
  expect(await within(overview).findByText('Schilderwerk binnen')).toBeInTheDocument();
  expect(within(overview).getByRole('button', { name: /Reset/ })).toBeInTheDocument();
  expect(server.requests.find((r) => r.url === '/onboarding/initialize')?.body).toEqual({ sampleData: true });
});

test('a failing products call shows the Dutch text with retry', async () => {
  let fail = true;
  const { overview } = await openDashboard(
    statusRoute('completed', [doc()]),
    on('GET', '/onboarding/extracted-data', () =>
      fail ? { status: 400, body: { error: { code: 'BAD_REQUEST', message: 'x' } } } : ok(extracted),
    ),
  );
  expect(
    await within(overview).findByText(
      'Fout bij laden van onboarding producten. Controleer of het onboarding proces is voltooid.',
      {},
      { timeout: 8_000 },
    ),
  ).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(overview).getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await within(overview).findByText('Schilderwerk binnen')).toBeInTheDocument();
});

test('restore default data asks first, then initializes and puts the example catalogue in place', async () => {
  let products = [extracted.products[1]!];
  const { overview, server } = await openDashboard(
    statusRoute('completed', [doc()]),
    on('GET', '/onboarding/extracted-data', () => ok({ products, terms: [] })),
    on('POST', '/onboarding/initialize', () => ok(statusBody('completed', [doc()]).data)),
    on('POST', '/catalog/sample', () => {
      products = extracted.products;
      return { status: 201, body: { data: extracted } };
    }),
  );
  await within(overview).findByText('Voorrijkosten');
  await userEvent.click(within(overview).getByRole('button', { name: 'Standaard data herstellen' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('vervangen uw huidige producten en voorwaarden');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Herstellen' }));
  expect(await within(overview).findByText('Schilderwerk binnen')).toBeInTheDocument();
  expect(server.requests.map((r) => r.url).filter((u) => /initialize|sample/.test(u))).toEqual([
    '/onboarding/initialize',
    '/catalog/sample',
  ]);
});
