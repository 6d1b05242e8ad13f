import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi } from '../../test/render-with-api';
import type { Handler } from '../../test/server';
import { AiTestPanel } from './AiTestPanel';

const ok: Handler = (req) =>
  req.url === '/ai-test/generate-from-text'
    ? {
        status: 200,
        body: {
          data: {
            customer: { name: 'Bakkerij Smit', email: 'info@smit.nl', phone: '', address: '' },
            items: [
              {
                description: 'Kleuradvies',
                quantity: 2,
                unitPrice: 65,
                unit: 'uur',
                priceSource: 'catalog',
                source: { text: '2 uur kleuradvies', start: 6, end: 23 },
                confidence: 0.9,
              },
              {
                description: 'Afplakken',
                quantity: 1,
                unitPrice: 0,
                unit: 'stuk',
                priceSource: 'none',
                source: null,
                confidence: 0.5,
              },
            ],
            notes: 'Graag voor 1 april.',
            candidates: [],
          },
        },
      }
    : { status: 404 };

test('posts to /ai-test/generate-from-text and shows customer, lines and notes', async () => {
  const { server } = await renderWithApi(<AiTestPanel />, ok);
  const button = screen.getByRole('button', { name: 'Test AI analyse' });
  expect(button).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Testtekst'), ' Graag 2 uur kleuradvies ');
  await userEvent.click(button);
  const result = await screen.findByTestId('ai-test-result');
  expect(within(result).getByText('Bakkerij Smit · info@smit.nl')).toBeInTheDocument();
  expect(within(result).getByText(/Kleuradvies/)).toBeInTheDocument();
  expect(within(result).getByText('Uit catalogus')).toBeInTheDocument();
  expect(within(result).getByText('Geen prijs gevonden')).toBeInTheDocument();
  expect(within(result).getByText('Graag voor 1 april.')).toBeInTheDocument();
  expect(server.requests[0]).toMatchObject({
    method: 'POST',
    url: '/ai-test/generate-from-text',
    body: { text: 'Graag 2 uur kleuradvies' },
  });
});

test('a failure reads "AI analyse mislukt: {message}"', async () => {
  await renderWithApi(<AiTestPanel />, () => ({
    status: 502,
    body: {
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'De AI-dienst is tijdelijk niet bereikbaar, probeer het later opnieuw',
      },
    },
  }));
  await userEvent.type(screen.getByLabelText('Testtekst'), 'Graag 2 uur kleuradvies');
  await userEvent.click(screen.getByRole('button', { name: 'Test AI analyse' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'AI analyse mislukt: De AI-dienst is tijdelijk niet bereikbaar, probeer het later opnieuw',
  );
});

test('a time-out reads "AI analyse timeout na 30 seconden"', async () => {
  await renderWithApi(<AiTestPanel />, () => ({
    status: 504,
    body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'AI analyse timeout na 30 seconden' } },
  }));
  await userEvent.type(screen.getByLabelText('Testtekst'), 'Graag 2 uur kleuradvies');
  await userEvent.click(screen.getByRole('button', { name: 'Test AI analyse' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(/^AI analyse timeout na 30 seconden$/),
  );
});
