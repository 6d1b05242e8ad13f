import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MSG, ACCOUNT_TEXT } from '@offerteflow/contracts';
import { defaultHandler, renderApp } from '../../test/render-app';
import type { Handler } from '../../test/server';

const api: Handler = (req, res) => {
  if (req.url === '/auth/forgot-password') return { status: 202, body: { data: { accepted: true } } };
  if (req.url === '/auth/reset-password') {
    const { token } = req.body as { token: string };
    return token === 'goed'
      ? { status: 200, body: { data: { reset: true } } }
      : {
          status: 422,
          body: { error: { code: 'VALIDATION_FAILED', message: ACCOUNT_MSG.resetTokenInvalid } },
        };
  }
  return defaultHandler(req, res);
};

test('forgot password is open to visitors and gives the same answer for any e-mail', async () => {
  const { server } = await renderApp('/forgot-password', api);
  await userEvent.click(await screen.findByRole('button', { name: 'Herstellink versturen' }));
  expect(await screen.findByText('E-mailadres is verplicht')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('E-mailadres'), 'jan@bakkerij.nl');
  await userEvent.click(screen.getByRole('button', { name: 'Herstellink versturen' }));
  expect(await screen.findByText(ACCOUNT_TEXT.forgotSent)).toBeInTheDocument();
  expect(server.requests.find((r) => r.url === '/auth/forgot-password')?.body).toEqual({
    email: 'jan@bakkerij.nl',
  });
});

async function fillPasswords(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), password);
  await userEvent.type(screen.getByLabelText('Wachtwoord bevestigen'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

test('reset applies the register rules and sends the token from the link', async () => {
  const { server } = await renderApp('/reset-password?token=goed', api);
  await screen.findByLabelText('Nieuw wachtwoord');
  await fillPasswords('zwakwachtwoord', 'anders');
  expect(
    await screen.findByText('Wachtwoord moet minimaal 1 kleine letter, 1 hoofdletter en 1 cijfer bevatten'),
  ).toBeInTheDocument();
  expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
  expect(server.requests.some((r) => r.url === '/auth/reset-password')).toBe(false);

  await userEvent.clear(screen.getByLabelText('Nieuw wachtwoord'));
  await userEvent.clear(screen.getByLabelText('Wachtwoord bevestigen'));
  await fillPasswords('Nieuw4567');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(server.requests.find((r) => r.url === '/auth/reset-password')?.body).toEqual({
    token: 'goed',
    password: 'Nieuw4567',
  });
});

test('a used or expired link says so and offers a new one', async () => {
  await renderApp('/reset-password?token=oud', api);
  await screen.findByLabelText('Nieuw wachtwoord');
  await fillPasswords('Nieuw4567');
  expect(await screen.findByText(ACCOUNT_MSG.resetTokenInvalid)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
