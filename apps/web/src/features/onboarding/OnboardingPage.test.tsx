import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingDocument, OnboardingSessionStatus } from '@offerteflow/contracts';
import { renderApp, storeSession } from '../../test/render-app';
import { apiRoutes, on, failingUntilRecovered } from '../quotes/test/fixtures';
import { doc, extracted, nodeFile, statusBody, statusRoute, useNodeMultipart } from './test/fixtures';

// Uploads, polls and timers on a loaded 2-core machine: more room than the suite's 5 s per wait.
configure({ asyncUtilTimeout: 20_000 });

beforeEach(async () => {
  storeSession();
  await useNodeMultipart();
});
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown = null) => ({ status: 200, body: { data } });

test(
  'step 1 texts and debug line; an upload runs to completed, the polled status brings step 2, which moves on',
  { timeout: 60_000 },
  async () => {
    let session: OnboardingSessionStatus = 'started';
    let docs: OnboardingDocument[] = [];
    const { server } = await renderApp(
      '/onboarding',
      apiRoutes(
        on('GET', '/onboarding/status', () => ({ status: 200, body: statusBody(session, docs) })),
        on('POST', '/onboarding/upload-document', () => {
          docs = [doc({ processingStatus: 'pending' })];
          session = 'documents_uploaded';
          return { status: 201, body: { data: { document: docs[0] } }, delayMs: 500 };
        }),
        on('POST', '/onboarding/process-documents', () => {
          docs = [doc({ processingStatus: 'processing' })];
          return ok({ queued: 1 });
        }),
        // The job finishes by the first documents poll (1 s later), so the status read right after
        // the upload still says documents_uploaded, as on a real server.
        on('GET', '/onboarding/documents', () => {
          docs = [doc({ processingStatus: 'completed' })];
          session = 'data_extracted';
          return ok({ documents: docs });
        }),
        on('GET', '/onboarding/extracted-data', () => ok(extracted)),
      ),
    );
    const steps = await screen.findByRole('list', { name: 'Stappen' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1Stap 1: Documenten uploaden',
      '2Stap 2: AI verwerking',
      '3Stap 3: Data verificatie',
      '4Stap 4: Template genereren',
      '5Stap 5: Voltooid',
    ]);
    expect(await screen.findByText('Upload eerst één of meer documenten')).toBeInTheDocument();
    expect(screen.getByText(/10-30 seconden/)).toBeInTheDocument();
    expect(screen.getByTestId('onboarding-debug')).toHaveTextContent('stap 1, sessie started');
    expect(screen.queryByRole('button', { name: 'Doorgaan' })).not.toBeInTheDocument();

    const file = nodeFile('Omschrijving;Prijs\nVerf;12,50\n', 'Prijslijst 2026.csv', 'text/csv');
    await userEvent.upload(screen.getByLabelText('Documenten kiezen'), file);
    expect(within(await screen.findByTestId('upload-row')).getByRole('progressbar')).toBeInTheDocument();
    // The upload moves the session to documents_uploaded: the polled status brings step 2.
    expect(
      await screen.findByRole('heading', {
        name: /Uw documenten worden verwerkt|Alle documenten zijn verwerkt/,
      }),
    ).toBeInTheDocument();
    const upload = server.requests.find((r) => r.url === '/onboarding/upload-document');
    expect(String(upload?.body)).not.toContain('name="documentType"');
    expect(String(upload?.body)).toContain('filename="Prijslijst 2026.csv"');
    expect(server.requests.some((r) => r.url === '/onboarding/process-documents')).toBe(true);

    const list = await screen.findByRole('list', { name: 'Geüploade documenten' });
    expect(within(list).getByText('Prijslijst 2026.csv')).toBeInTheDocument();
    expect(within(list).getByText(/Prijslijst · 2,0 KB/)).toBeInTheDocument();
    expect(await within(list).findByText('Verwerkt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alle documenten zijn verwerkt' })).toBeInTheDocument();
    // Step 2 lists the file once: the document list, not also its finished upload row.
    expect(screen.getAllByText('Prijslijst 2026.csv')).toHaveLength(1);
    expect(screen.queryByTestId('upload-row')).not.toBeInTheDocument();
    // All done and data_extracted: step 2 moves on by itself.
    expect(
      await screen.findByRole('heading', { name: 'Data verificatie' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
  },
);

test('a reload resumes at the step the server status says: data extracted is step 3, verified step 4', async () => {
  const done = [doc({ processingStatus: 'completed' })];
  const { unmount } = await renderApp(
    '/onboarding',
    apiRoutes(
      statusRoute('data_extracted', done),
      on('GET', '/onboarding/extracted-data', () => ok(extracted)),
    ),
  );
  expect(await screen.findByRole('heading', { name: 'Data verificatie' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Data opslaan en doorgaan' })).toBeInTheDocument();
  unmount();

  await renderApp('/onboarding', apiRoutes(statusRoute('verified', done)));
  expect(await screen.findByRole('heading', { name: 'Template genereren' })).toBeInTheDocument();
});

test('step 1 waits for processing before it offers to continue', async () => {
  await renderApp(
    '/onboarding',
    apiRoutes(statusRoute('started', [doc({ processingStatus: 'processing' })])),
  );
  expect(await screen.findByText('Wacht tot alle documenten zijn verwerkt...')).toBeInTheDocument();
  expect(screen.getByText('Bezig met verwerken')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Doorgaan' })).not.toBeInTheDocument();
});

test(
  'a refused upload and a failed processing show the Dutch texts with their reason',
  { timeout: 60_000 },
  async () => {
    let docs: OnboardingDocument[] = [];
    await renderApp(
      '/onboarding',
      apiRoutes(
        on('GET', '/onboarding/status', () => ({ status: 200, body: statusBody('started', docs) })),
        on('POST', '/onboarding/upload-document', (req) =>
          String(req.body).includes('virus.pdf')
            ? {
                status: 415,
                body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Dit bestand is geen echte PDF' } },
              }
            : {
                status: 201,
                body: { data: { document: doc({ processingStatus: 'pending', fileName: 'scan.pdf' }) } },
              },
        ),
        on('POST', '/onboarding/process-documents', () => {
          docs = [
            doc({
              fileName: 'scan.pdf',
              processingStatus: 'failed',
              failureReason: 'Het PDF-bestand is versleuteld',
            }),
          ];
          return ok();
        }),
        on('GET', '/onboarding/documents', () => ok({ documents: docs })),
      ),
    );
    const input = await screen.findByLabelText('Documenten kiezen');
    await userEvent.upload(input, nodeFile('MZ', 'virus.pdf', 'application/pdf'));
    expect(
      await screen.findByText('Upload mislukt: Dit bestand is geen echte PDF', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await userEvent.upload(input, nodeFile('%PDF', 'scan.pdf', 'application/pdf'));
    expect(
      await screen.findByText('Verwerking mislukt: Het PDF-bestand is versleuteld', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // One failed document still counts as processed: the owner may continue.
    expect(await screen.findByRole('button', { name: 'Doorgaan' })).toBeInTheDocument();
  },
);

test('the status error text with retry', async () => {
  const status = failingUntilRecovered('/onboarding/status', statusBody('started'));
  await renderApp('/onboarding', apiRoutes(status.route));
  await status.retryAfter('Er is een fout opgetreden bij het laden van de onboarding status.');
  expect(await screen.findByText('Upload eerst één of meer documenten')).toBeInTheDocument();
});

test('step 2 advances by itself 1.5 s after the documents are done and the data is extracted', async () => {
  let session: OnboardingSessionStatus = 'documents_uploaded';
  let docs = [doc({ processingStatus: 'processing' })];
  await renderApp(
    '/onboarding',
    apiRoutes(
      on('GET', '/onboarding/status', () => ({ status: 200, body: statusBody(session, docs) })),
      on('GET', '/onboarding/extracted-data', () => ok(extracted)),
    ),
  );
  expect(
    await screen.findByRole('heading', { name: 'Uw documenten worden verwerkt...' }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('documents-processed')).toHaveTextContent('0 van 1 documenten verwerkt');
  session = 'data_extracted';
  docs = [doc()];
  // The next status poll (5 s) brings the finished state; then 1.5 s until step 3.
  expect(
    await screen.findByRole('heading', { name: 'Alle documenten zijn verwerkt' }, { timeout: 8_000 }),
  ).toBeInTheDocument();
  const shownAt = Date.now();
  expect(screen.getByRole('button', { name: 'Doorgaan naar verificatie' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Data verificatie' }, { timeout: 4_000 }),
  ).toBeInTheDocument();
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_300);
}, 60_000);

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
