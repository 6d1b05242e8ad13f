import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingSessionStatus, TemplateGeneration } from '@offerteflow/contracts';
import { renderApp, storeSession } from '../../test/render-app';
import { apiRoutes, on } from '../quotes/test/fixtures';
import { doc, extracted, nodeFile, statusBody, statusRoute, useNodeMultipart } from './test/fixtures';

beforeEach(async () => {
  storeSession();
  await useNodeMultipart();
});
afterEach(() => vi.unstubAllGlobals());

const ANALYSIS_ID = '99999999-9999-4999-8999-999999999999';
const generation = (confidence: number): TemplateGeneration => ({
  analysisId: ANALYSIS_ID,
  template: {
    name: 'Huisstijl Jansen',
    primaryColor: '#1e3a8a',
    secondaryColor: '#f59e0b',
    fontFamily: 'Arial',
    logoPosition: 'left',
    logo: null,
    confidenceScore: confidence,
  },
  analysis: {
    colors: { primary: '#1e3a8a', secondary: '#f59e0b' },
    fonts: { primary: 'Roboto', detected: 'Roboto', mapped: 'Arial', substituted: true },
    logo: null,
    confidence,
    scanned: false,
    pageCount: 1,
    notes: ['Er is geen logo gevonden bovenaan de eerste pagina.'],
  },
  preview: '<!DOCTYPE html><html><body><h1>OFFERTE voorbeeld</h1></body></html>',
});

async function renderStep4(routes: Parameters<typeof apiRoutes>) {
  let session: OnboardingSessionStatus = 'verified';
  const result = await renderApp(
    '/onboarding',
    apiRoutes(
      on('GET', '/onboarding/status', () => ({ status: 200, body: statusBody(session, [doc()]) })),
      on('GET', '/onboarding/extracted-data', () => ({ status: 200, body: { data: extracted } })),
      on('POST', '/onboarding/complete', () => {
        session = 'completed';
        return { status: 200, body: { data: null } };
      }),
      ...routes,
    ),
  );
  expect(await screen.findByRole('heading', { name: 'Template genereren' })).toBeInTheDocument();
  return result;
}

const pdf = () => nodeFile('%PDF-1.7 voorbeeld', 'offerte-jansen.pdf', 'application/pdf');

test('step 4: name and one PDF enable generate; the result shows colours, font and band; approve completes', async () => {
  let confidence = 0.65;
  const { server } = await renderStep4([
    on('POST', '/onboarding/upload-template', () => ({
      status: 200,
      body: { data: generation(confidence) },
      delayMs: 200,
    })),
    on('POST', `/onboarding/template-analyses/${ANALYSIS_ID}/approve`, () => ({
      status: 201,
      body: {
        data: {
          id: '12121212-1212-4121-8121-121212121212',
          name: 'Huisstijl Jansen',
          isDefault: true,
          type: 'ai_generated',
          confidenceScore: 0.91,
          primaryColor: '#1e3a8a',
          secondaryColor: '#f59e0b',
          fontFamily: 'Arial',
          logoPosition: 'left',
          showCompanyDetails: true,
          showPaymentTerms: true,
          customFooter: '',
          logo: null,
          sourceFileUrl: '/api/templates/12121212-1212-4121-8121-121212121212/source-file',
          createdAt: '2026-11-23T10:00:00.000Z',
          updatedAt: '2026-11-23T10:00:00.000Z',
          version: 1,
        },
      },
    })),
  ]);
  const name = screen.getByLabelText('Naam van de template');
  expect(name).toHaveValue('Mijn Template');
  const generate = screen.getByRole('button', { name: 'Template genereren' });
  expect(generate).toBeDisabled();

  await userEvent.upload(
    screen.getByLabelText('Voorbeeldofferte (PDF) kiezen'),
    nodeFile('x', 'prijzen.xlsx', 'application/vnd.ms-excel'),
    { applyAccept: false },
  );
  expect(await screen.findByText('Alleen PDF-bestanden zijn toegestaan')).toBeInTheDocument();
  expect(generate).toBeDisabled();
  await userEvent.upload(screen.getByLabelText('Voorbeeldofferte (PDF) kiezen'), pdf());
  expect(screen.getByText('offerte-jansen.pdf')).toBeInTheDocument();
  expect(generate).toBeEnabled();
  await userEvent.clear(name);
  await userEvent.type(name, '   ');
  expect(generate).toBeDisabled();
  await userEvent.clear(name);
  await userEvent.type(name, '  Huisstijl Jansen  ');
  await userEvent.click(generate);

  const summary = await screen.findByRole('region', { name: 'Gevonden huisstijl' });
  const upload = server.requests.find((r) => r.url === '/onboarding/upload-template');
  expect(String(upload?.body)).toContain('name="templateName"\r\n\r\nHuisstijl Jansen\r\n');
  expect(String(upload?.body)).toContain('name="templateFile"; filename="offerte-jansen.pdf"');
  expect(within(summary).getByText('Huisstijl Jansen')).toBeInTheDocument();
  expect(within(summary).getByText('#1e3a8a')).toBeInTheDocument();
  expect(within(summary).getByText('#f59e0b')).toBeInTheDocument();
  expect(within(summary).getByTestId('found-font')).toHaveTextContent('Roboto (in offertes: Arial)');
  const badge = within(summary).getByTestId('confidence-badge');
  expect(badge).toHaveTextContent('Gemiddelde betrouwbaarheid');
  expect(badge).toHaveAttribute('data-tone', 'yellow');

  await userEvent.click(within(summary).getByRole('button', { name: 'Voorbeeld tonen' }));
  const frame = within(summary).getByTitle('Voorbeeld van de gegenereerde template');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toContain('OFFERTE voorbeeld');
  await userEvent.click(within(summary).getByRole('button', { name: 'Voorbeeld verbergen' }));
  expect(within(summary).queryByTitle('Voorbeeld van de gegenereerde template')).not.toBeInTheDocument();

  confidence = 0.91;
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw Proberen' }));
  expect(await screen.findByText('Hoge betrouwbaarheid', { exact: false })).toBeInTheDocument();
  expect(server.requests.filter((r) => r.url === '/onboarding/upload-template')).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Template Goedkeuren' }));
  await waitFor(() => expect(server.requests.some((r) => r.url === '/onboarding/complete')).toBe(true));
  const approve = server.requests.find((r) => r.url.endsWith('/approve'));
  expect(approve?.body).toEqual({ makeDefault: true });
});

test('step 4: the server reason or the SPEC §8 text on failure; low band in red; back to step 3', async () => {
  let fail: 'reason' | 'plain' | null = 'reason';
  const { server } = await renderStep4([
    on('POST', '/onboarding/upload-template', () =>
      fail === 'reason'
        ? {
            status: 422,
            body: { error: { code: 'VALIDATION_FAILED', message: 'Dit bestand is geen leesbare PDF.' } },
          }
        : fail === 'plain'
          ? { status: 422, body: { error: { code: 'VALIDATION_FAILED', message: '' } } }
          : { status: 200, body: { data: generation(0.3) } },
    ),
  ]);
  await userEvent.upload(screen.getByLabelText('Voorbeeldofferte (PDF) kiezen'), pdf());
  await userEvent.click(screen.getByRole('button', { name: 'Template genereren' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Dit bestand is geen leesbare PDF.');
  fail = 'plain';
  await userEvent.click(screen.getByRole('button', { name: 'Template genereren' }));
  expect(
    await screen.findByText('Er is een fout opgetreden bij het genereren van de template'),
  ).toBeInTheDocument();
  fail = null;
  await userEvent.click(screen.getByRole('button', { name: 'Template genereren' }));
  const badge = await screen.findByTestId('confidence-badge');
  expect(badge).toHaveTextContent('Lage betrouwbaarheid');
  expect(badge).toHaveAttribute('data-tone', 'red');

  await userEvent.click(screen.getByRole('button', { name: 'Terug' }));
  expect(await screen.findByRole('heading', { name: 'Data verificatie' })).toBeInTheDocument();
  expect(server.requests.some((r) => r.url === '/onboarding/complete')).toBe(false);
});

test('step 4: a sample quote uploaded in step 1 is preselected and analysed without uploading it again', async () => {
  const sampleDoc = doc({
    fileName: 'Offerte Jansen.pdf',
    mimeType: 'application/pdf',
    documentType: 'template_quote',
  });
  const { server } = await renderApp(
    '/onboarding',
    apiRoutes(
      statusRoute('verified', [doc(), sampleDoc]),
      on('POST', '/onboarding/analyze-template-document', () => ({
        status: 200,
        body: { data: generation(0.85) },
      })),
    ),
  );
  expect(await screen.findByRole('radio', { name: 'Offerte Jansen.pdf' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Template genereren' }));
  expect(await screen.findByTestId('confidence-badge')).toHaveTextContent('Hoge betrouwbaarheid');
  const call = server.requests.find((r) => r.url === '/onboarding/analyze-template-document');
  expect(call?.body).toEqual({ documentId: sampleDoc.id, templateName: 'Mijn Template' });
  expect(screen.queryByRole('radio', { name: /Prijslijst 2026.csv/ })).not.toBeInTheDocument();
});
