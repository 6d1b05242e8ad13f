// The onboarding page, steps 1 and 2: step bar, uploads, processing, resuming at the server's step and
// the error texts. Steps 3 to 5 (verification, template, completion): OnboardingPage.verify.test.tsx.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingDocument, OnboardingSessionStatus } from '@offerteflow/contracts';
import { renderApp } from '../../test/render-app';
import { apiRoutes, on, failingUntilRecovered } from '../quotes/test/fixtures';
import {
  doc,
  extracted,
  nodeFile,
  ok,
  setUpOnboardingPageTests,
  statusBody,
  statusRoute,
} from './test/fixtures';

setUpOnboardingPageTests();

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
