// The onboarding page, steps 3 to 5: the verification form (rules, save, long lists, load error),
// skipping the template, completion and the redirect. Steps 1 and 2: OnboardingPage.test.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingSessionStatus } from '@offerteflow/contracts';
import { renderApp } from '../../test/render-app';
import { apiRoutes, on } from '../quotes/test/fixtures';
import { doc, extracted, ok, setUpOnboardingPageTests, statusBody, statusRoute } from './test/fixtures';

setUpOnboardingPageTests();

test('step 3 to 6: verification rules, save, skip the template, complete and redirect after 2 s', async () => {
  let session: OnboardingSessionStatus = 'data_extracted';
  const { server } = await renderApp(
    '/onboarding',
    apiRoutes(
      on('GET', '/onboarding/status', () => ({ status: 200, body: statusBody(session, [doc()]) })),
      on('GET', '/onboarding/extracted-data', () => ok(extracted)),
      on('PUT', '/onboarding/verify-data', () => {
        session = 'verified';
        return { status: 200, body: { data: null }, delayMs: 400 };
      }),
      on('POST', '/onboarding/complete', () => {
        session = 'completed';
        return { status: 200, body: { data: null }, delayMs: 400 };
      }),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Doorgaan' }));
  const productsTab = await screen.findByRole('tab', { name: /Producten & Diensten/ });
  expect(productsTab).toHaveTextContent('2');
  expect(screen.getByRole('tab', { name: /Voorwaarden/ })).toHaveTextContent('1');
  expect(screen.getAllByLabelText('Naam').map((i) => (i as HTMLInputElement).value)).toEqual([
    'Schilderwerk binnen',
    'Voorrijkosten',
  ]);
  expect((screen.getAllByLabelText('Prijs (€)')[0] as HTMLInputElement).value).toBe('24,50');

  await userEvent.click(screen.getByRole('button', { name: 'Product toevoegen' }));
  const third = screen.getByRole('group', { name: 'Product 3' });
  expect((within(third).getByLabelText('Prijs (€)') as HTMLInputElement).value).toBe('0,00');
  expect((within(third).getByLabelText('Eenheid') as HTMLSelectElement).value).toBe('stuk');
  expect((within(third).getByLabelText('BTW') as HTMLSelectElement).value).toBe('21');
  expect(productsTab).toHaveTextContent('3');

  await userEvent.click(screen.getByRole('tab', { name: /Voorwaarden/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Voorwaarde toevoegen' }));
  const term = screen.getByRole('group', { name: 'Voorwaarde 2' });
  expect((within(term).getByLabelText('Type') as HTMLSelectElement).value).toBe('general');
  expect(within(term).getByRole('checkbox')).not.toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: 'Data opslaan en doorgaan' }));
  // Errors in both tabs: the products tab (first error) is shown with its messages.
  expect(await within(third).findByText('Naam is verplicht')).toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  await userEvent.type(within(third).getByLabelText('Naam'), 'Steiger huur');
  const price = within(third).getByLabelText('Prijs (€)');
  await userEvent.clear(price);
  await userEvent.type(price, '1.250,5');
  await userEvent.selectOptions(within(third).getByLabelText('BTW'), '9');
  await userEvent.click(screen.getByRole('button', { name: 'Product 2 verwijderen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Data opslaan en doorgaan' }));
  expect(
    await within(screen.getByRole('group', { name: 'Voorwaarde 2' })).findByText('Inhoud is verplicht'),
  ).toBeVisible();
  await userEvent.type(
    within(screen.getByRole('group', { name: 'Voorwaarde 2' })).getByLabelText('Inhoud'),
    'Meerwerk in regie.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Data opslaan en doorgaan' }));
  expect(await screen.findByRole('button', { name: 'Onboarding voltooien...' })).toBeDisabled();

  expect(await screen.findByRole('heading', { name: 'Template genereren' })).toBeInTheDocument();
  const put = server.requests.find((r) => r.method === 'PUT');
  expect(put?.body).toEqual({
    products: [
      {
        name: 'Schilderwerk binnen',
        description: 'Muren en plafonds',
        unitPrice: 24.5,
        unit: 'm2',
        vatRate: 21,
        category: 'Schilderwerk',
      },
      {
        name: 'Steiger huur',
        description: null,
        unitPrice: 1250.5,
        unit: 'stuk',
        vatRate: 9,
        category: null,
      },
    ],
    terms: [
      { termType: 'payment_terms', content: 'Betaling binnen 14 dagen na factuurdatum.', isDefault: true },
      { termType: 'general', content: 'Meerwerk in regie.', isDefault: false },
    ],
  });

  await userEvent.click(screen.getByRole('button', { name: 'Overslaan - Ik stel later een template in' }));
  expect(await screen.findByText('Onboarding wordt voltooid...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Onboarding voltooid!' })).toBeInTheDocument();
  // Measured from when the page was seen, so a slow test can only add time.
  const doneAt = Date.now();
  expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
  expect(screen.getByRole('link', { name: 'Eerste offerte maken' })).toHaveAttribute('href', '/quotes/new');
  expect(screen.getByRole('link', { name: 'Naar dashboard' })).toHaveAttribute('href', '/dashboard');
  for (const [name, href] of [
    ['Help', '/help'],
    ['Support', '/support'],
    ['Video tutorials', '/video-tutorials'],
  ]) {
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), {
    timeout: 6_000,
  });
  expect(Date.now() - doneAt).toBeGreaterThanOrEqual(1_500);
  await act(async () => {});
}, 60_000);

test('the extracted-data error text with retry in step 3', async () => {
  let fail = true;
  await renderApp(
    '/onboarding',
    apiRoutes(
      statusRoute('data_extracted', [doc()]),
      on('GET', '/onboarding/extracted-data', () =>
        fail ? { status: 400, body: { error: { code: 'BAD_REQUEST', message: 'x' } } } : ok(extracted),
      ),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Doorgaan' }));
  expect(
    await screen.findByText('Er is een fout opgetreden bij het laden van de geëxtraheerde data.'),
  ).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByRole('tab', { name: /Producten & Diensten/ })).toHaveTextContent('2');
});

test('a long price list is shown 100 rows at a time; an error further down is brought into view', async () => {
  const many = Array.from({ length: 150 }, (_, i) => ({
    ...extracted.products[1]!,
    id: `88888888-8888-4888-8888-${String(i).padStart(12, '0')}`,
    name: i === 120 ? '' : `Artikel ${i + 1}`,
  }));
  await renderApp(
    '/onboarding',
    apiRoutes(
      statusRoute('data_extracted', [doc()]),
      on('GET', '/onboarding/extracted-data', () => ok({ products: many, terms: [] })),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Doorgaan' }));
  // Cheap DOM queries: role and label queries walk every one of the hundreds of inputs.
  expect(await screen.findByTestId('count-products')).toHaveTextContent('150');
  const names = () => document.querySelectorAll('input[name$=".name"]');
  expect(names()).toHaveLength(100);
  expect(screen.getByText('Meer tonen (nog 50)')).toBeInTheDocument();
  await userEvent.click(screen.getByText('Data opslaan en doorgaan'));
  await waitFor(() => expect(names()).toHaveLength(121));
  const invalid = document.querySelector('input[name="products.120.name"]');
  expect(invalid).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Naam is verplicht')).toBeInTheDocument();
}, 60_000);
