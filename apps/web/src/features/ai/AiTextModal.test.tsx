import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_EXAMPLE_TEXT, type AiQuoteResult } from '@offerteflow/contracts';
import { renderWithApi } from '../../test/render-with-api';
import type { Handler } from '../../test/server';
import { aiErrorMessage } from './api';
import { ApiError } from '../../lib/api-error';
import { AiTextModal } from './AiTextModal';

const result: AiQuoteResult = {
  customer: {
    name: 'De Boer Architecten',
    email: 'sanne@deboerarchitecten.nl',
    phone: '06-23456789',
    address: '',
  },
  items: [
    {
      description: 'Kleuradvies',
      quantity: 2,
      unitPrice: 65,
      unit: 'uur',
      priceSource: 'catalog',
      source: null,
      confidence: 1,
    },
  ],
  notes: 'Start in de week van 16 maart.',
  candidates: [],
};

const extracted = {
  status: 200,
  body: {
    data: {
      products: [{}, {}, {}].map((_, i) => ({
        id: `00000000-0000-4000-8000-00000000000${i}`,
        name: `P${i}`,
        description: null,
        unitPrice: 1,
        unit: 'stuk',
        category: null,
        version: 1,
      })),
      terms: [
        {
          id: '00000000-0000-4000-8000-000000000009',
          termType: 'payment_terms',
          content: 'Betaling binnen 14 dagen',
          isDefault: true,
          version: 1,
        },
      ],
    },
  },
};

function api(ai: Handler): Handler {
  return (req, res) => {
    if (req.method === 'GET' && req.url === '/onboarding/extracted-data') return extracted;
    if (req.method === 'POST' && req.url === '/ai/generate-from-text') return ai(req, res);
    return { status: 404 };
  };
}

const submitButton = () => screen.getByRole('button', { name: /Analyseren met AI|AI analyseert/ });

test('offers the example while empty, counts characters and shows the catalogue note', async () => {
  await renderWithApi(
    <AiTextModal onClose={() => {}} onResult={() => {}} />,
    api(() => ({ status: 200, body: { data: result } })),
  );
  expect(screen.getByRole('dialog', { name: 'AI Tekst naar Offerte' })).toBeInTheDocument();
  expect(screen.getByText('Minimaal 10 karakters vereist')).toBeInTheDocument();
  expect(screen.getByText('0 / 20.000 karakters')).toBeInTheDocument();
  expect(
    await screen.findByText('De AI kan 3 producten uit uw catalogus en 1 standaardvoorwaarde gebruiken.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Tips')).toBeInTheDocument();
  expect(submitButton()).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Gebruik dit voorbeeld' }));
  expect(screen.getByLabelText('Tekst van de klant')).toHaveValue(AI_EXAMPLE_TEXT);
  expect(screen.queryByRole('button', { name: 'Gebruik dit voorbeeld' })).not.toBeInTheDocument();
  expect(
    screen.getByText(`${AI_EXAMPLE_TEXT.length.toLocaleString('nl-NL')} / 20.000 karakters`),
  ).toBeInTheDocument();
  expect(submitButton()).toBeEnabled();
});

test('submit is enabled only from 10 trimmed characters', async () => {
  await renderWithApi(
    <AiTextModal onClose={() => {}} onResult={() => {}} />,
    api(() => ({ status: 200, body: { data: result } })),
  );
  const area = screen.getByLabelText('Tekst van de klant');
  await userEvent.type(area, '   123456789   ');
  expect(submitButton()).toBeDisabled();
  await userEvent.type(area, '0');
  expect(submitButton()).toBeEnabled();
});

test('posts the trimmed text, shows "AI analyseert..." while running, reviews, and hands over the result', async () => {
  const onResult = vi.fn();
  const { server } = await renderWithApi(
    <AiTextModal onClose={() => {}} onResult={onResult} />,
    api(() => ({ status: 200, body: { data: result }, delayMs: 300 })),
  );
  await userEvent.type(screen.getByLabelText('Tekst van de klant'), '  Graag 2 uur kleuradvies  ');
  await userEvent.click(submitButton());
  expect(await screen.findByRole('button', { name: 'AI analyseert...' })).toBeDisabled();
  // The result is shown for review first; nothing is handed over before 'Overnemen in offerte'.
  const apply = await screen.findByRole('button', { name: 'Overnemen in offerte' });
  // The review focuses its heading in an effect after it renders.
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Controleer het resultaat' })).toHaveFocus(),
  );
  expect(screen.getByTestId('ai-review-text')).toHaveTextContent('Graag 2 uur kleuradvies');
  expect(screen.getByText('Kleuradvies')).toBeInTheDocument();
  expect(onResult).not.toHaveBeenCalled();
  await userEvent.click(apply);
  expect(onResult).toHaveBeenCalledWith(result);
  const post = server.requests.find((r) => r.method === 'POST');
  expect(post?.body).toEqual({ text: 'Graag 2 uur kleuradvies' });
  expect(onResult).toHaveBeenCalledTimes(1);
});

test('shows the server message, and keeps the text', async () => {
  const onResult = vi.fn();
  await renderWithApi(
    <AiTextModal onClose={() => {}} onResult={onResult} />,
    api(() => ({
      status: 504,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'AI analyse timeout na 30 seconden' } },
    })),
  );
  await userEvent.type(screen.getByLabelText('Tekst van de klant'), 'Graag 2 uur kleuradvies');
  await userEvent.click(submitButton());
  expect(await screen.findByText('AI analyse timeout na 30 seconden')).toBeInTheDocument();
  expect(screen.getByLabelText('Tekst van de klant')).toHaveValue('Graag 2 uur kleuradvies');
  expect(submitButton()).toBeEnabled();
  expect(onResult).not.toHaveBeenCalled();
});

test('an empty or unreadable answer changes nothing and says so', async () => {
  const onResult = vi.fn();
  await renderWithApi(
    <AiTextModal onClose={() => {}} onResult={onResult} />,
    // Off contract on purpose: the modal must cope with an unreadable answer.
    api(() => ({ status: 200, body: { data: { onbekend: true } }, offContract: true })),
  );
  await userEvent.type(screen.getByLabelText('Tekst van de klant'), 'Hallo, hoe gaat het ermee?');
  await userEvent.click(submitButton());
  expect(await screen.findByText(/geen klantgegevens, offerteregels of notities/)).toBeInTheDocument();
  expect(onResult).not.toHaveBeenCalled();
});

test('without catalogue data the note says 0 and 0', async () => {
  await renderWithApi(<AiTextModal onClose={() => {}} onResult={() => {}} />, () => ({ status: 500 }));
  expect(
    await screen.findByText(
      'De AI kan 0 producten uit uw catalogus en 0 standaardvoorwaarden gebruiken.',
      {},
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
});

test('pastes from the clipboard; a failed read is only logged', async () => {
  await renderWithApi(
    <AiTextModal onClose={() => {}} onResult={() => {}} />,
    api(() => ({ status: 200, body: { data: result } })),
  );
  const readText = vi
    .fn()
    .mockResolvedValueOnce('Graag 3 uur schilderwerk')
    .mockRejectedValueOnce(new Error('denied'));
  Object.defineProperty(navigator, 'clipboard', { value: { readText }, configurable: true });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await userEvent.click(screen.getByRole('button', { name: 'Plakken uit klembord' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Tekst van de klant')).toHaveValue('Graag 3 uur schilderwerk'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Plakken uit klembord' }));
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(screen.getByLabelText('Tekst van de klant')).toHaveValue('Graag 3 uur schilderwerk');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  warn.mockRestore();
});

test('a client time-out reads "AI analyse timeout na 30 seconden"; other errors their message', () => {
  expect(
    aiErrorMessage(new ApiError({ status: 0, message: 'Geen internetverbinding', code: 'TIMEOUT' }), 'x'),
  ).toBe('AI analyse timeout na 30 seconden');
  expect(
    aiErrorMessage(
      new ApiError({ status: 0, message: 'Geen internetverbinding', code: 'NETWORK_ERROR' }),
      'x',
    ),
  ).toBe('Geen internetverbinding');
  expect(aiErrorMessage('kapot', 'Er is een fout opgetreden bij de AI analyse')).toBe(
    'Er is een fout opgetreden bij de AI analyse',
  );
});
