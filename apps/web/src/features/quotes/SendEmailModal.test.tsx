import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi } from '../../test/render-with-api';
import type { Handler } from '../../test/server';
import { SendEmailModal } from './SendEmailModal';

const quote = {
  id: '44444444-4444-4444-8444-444444444444',
  quoteNumber: 'OFF-2026-0012',
  customer: { name: 'Bakkerij De Gouden Korst', email: 'inkoop@goudenkorst.nl' },
};

const accepted: Handler = () => ({ status: 200, body: { data: { id: quote.id, status: 'sent' } } });

test('is pre-filled from the customer and omits an empty message', async () => {
  const onClose = vi.fn();
  const { server } = await renderWithApi(<SendEmailModal quote={quote} onClose={onClose} />, accepted);
  expect(screen.getByLabelText('E-mailadres')).toHaveValue('inkoop@goudenkorst.nl');
  await userEvent.type(screen.getByLabelText('Bericht (optioneel)'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(server.requests[0]).toMatchObject({
    method: 'POST',
    url: `/quotes/${quote.id}/send-email`,
    body: { email: 'inkoop@goudenkorst.nl' },
  });
  expect(server.requests[0]!.body).not.toHaveProperty('message');
  expect(await screen.findByText('Offerte verzonden')).toBeInTheDocument();
});

test('sends a trimmed address and message', async () => {
  const { server } = await renderWithApi(<SendEmailModal quote={quote} onClose={() => {}} />, accepted);
  const email = screen.getByLabelText('E-mailadres');
  await userEvent.clear(email);
  await userEvent.type(email, '  jan@voorbeeld.nl ');
  await userEvent.type(screen.getByLabelText('Bericht (optioneel)'), '  Zie bijlage.  ');
  await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
  await waitFor(() => expect(server.requests).toHaveLength(1));
  expect(server.requests[0]!.body).toEqual({ email: 'jan@voorbeeld.nl', message: 'Zie bijlage.' });
});

test('shows the Dutch validation messages and sends nothing', async () => {
  const { server } = await renderWithApi(
    <SendEmailModal quote={{ ...quote, customer: { ...quote.customer, email: null } }} onClose={() => {}} />,
    accepted,
  );
  expect(screen.getByLabelText('E-mailadres')).toHaveValue('');
  await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
  expect(await screen.findByText('E-mailadres is verplicht')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('E-mailadres'), 'jan@');
  await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
  expect(await screen.findByText('Ongeldig e-mailadres')).toBeInTheDocument();
  expect(server.requests).toHaveLength(0);
});

test('a server failure shows its message and keeps what was typed', async () => {
  const onClose = vi.fn();
  await renderWithApi(<SendEmailModal quote={quote} onClose={onClose} />, () => ({
    status: 503,
    body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'De e-mail kon niet worden verstuurd' } },
  }));
  await userEvent.type(screen.getByLabelText('Bericht (optioneel)'), 'Tot snel');
  await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
  expect(await screen.findByText('De e-mail kon niet worden verstuurd')).toBeInTheDocument();
  expect(screen.getByLabelText('Bericht (optioneel)')).toHaveValue('Tot snel');
  expect(onClose).not.toHaveBeenCalled();
});
