import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, storeSession } from '../../test/render-app';
import { apiRoutes, on } from '../quotes/test/fixtures';
import { doc, extracted, ok, statusBody } from './test/fixtures';

const PHOTO_ID = '66666666-6666-4666-8666-666666666667';

beforeEach(() => storeSession());

test('step 1: a select per document changes its type through PATCH', async () => {
  let type: 'pricelist' | 'template_quote' = 'pricelist';
  // 'started' opens the wizard at step 1 (a later status resumes at its own step).
  const { server } = await renderApp(
    '/onboarding',
    apiRoutes(
      on('GET', '/onboarding/status', () => ({
        status: 200,
        body: statusBody('started', [doc({ fileName: 'bijlage.pdf', documentType: type })]),
      })),
      on('PATCH', `/onboarding/documents/${doc().id}`, () => {
        type = 'template_quote';
        return {
          status: 200,
          body: { data: { document: doc({ documentType: type, processingStatus: 'pending' }) } },
        };
      }),
    ),
  );
  const select = await screen.findByRole('combobox', { name: 'Type van bijlage.pdf' });
  expect(select).toHaveValue('pricelist');
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Prijslijst', 'Voorwaarden', 'Offerte Template', 'Overig']);
  await userEvent.selectOptions(select, 'template_quote');
  expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ documentType: 'template_quote' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Type van bijlage.pdf' })).toHaveValue('template_quote'),
  );
});

test('step 3: where prices came from, OCR and Controleren marks per product', async () => {
  const docs = [
    doc({ prices: { column: 'Prijs excl. btw', converted: false, vatRate: 21, reviewCount: 0 } }),
    doc({
      id: PHOTO_ID,
      fileName: 'IMG_0412.png',
      readByOcr: true,
      prices: { column: null, converted: true, vatRate: 21, reviewCount: 1 },
    }),
  ];
  const [first, second] = extracted.products;
  const products = [
    { ...first!, sourceDocumentId: doc().id },
    { ...second!, sourceDocumentId: PHOTO_ID, needsReview: true },
  ];
  await renderApp(
    '/onboarding',
    apiRoutes(
      on('GET', '/onboarding/status', () => ({ status: 200, body: statusBody('data_extracted', docs) })),
      on('GET', '/onboarding/extracted-data', () => ok({ products, terms: [] })),
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Doorgaan' }));
  const notes = await screen.findByRole('list', { name: 'Herkomst van de gegevens' });
  expect(
    within(notes)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Prijslijst 2026.csv · Prijzen uit kolom "Prijs excl. btw"',
    'IMG_0412.png · Prijzen waren incl. 21% btw en zijn omgerekend naar excl. btw · gelezen met tekstherkenning · 1 regels controleren',
  ]);
  const photoRow = screen.getByRole('group', { name: 'Product 2' });
  expect(within(photoRow).getByText('Controleren')).toBeInTheDocument();
  expect(within(photoRow).getByText('OCR')).toBeInTheDocument();
  const listRow = screen.getByRole('group', { name: 'Product 1' });
  expect(within(listRow).queryByText('Controleren')).not.toBeInTheDocument();
  expect(within(listRow).queryByText('OCR')).not.toBeInTheDocument();
});
