import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAM_MSG } from '@offerteflow/contracts';
import { authAs, defaultHandler, renderApp } from '../../test/render-app';
import type { Handler } from '../../test/server';

const TOKEN = 'abcDEF_123-xyz';
const invitation = {
  companyName: 'Bakkerij De Vries',
  email: 'mees@bakkerij.nl',
  role: 'medewerker',
  invitedBy: 'Jan de Vries',
  expiresAt: '2026-11-30T10:00:00.000Z',
};

function invitationApi(valid = true): Handler {
  return (req, res) => {
    if (req.url === `/public/invitations/${TOKEN}`)
      return valid
        ? { status: 200, body: { data: invitation } }
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: TEAM_MSG.invitationInvalid } } };
    if (req.url === `/public/invitations/${TOKEN}/accept`)
      return {
        status: 201,
        body: { data: { accessToken: 'a', refreshToken: 'r', ...authAs('medewerker') } },
      };
    if (req.url === '/auth/verify') return { status: 200, body: { data: authAs('medewerker') } };
    return defaultHandler(req, res);
  };
}

test('the colleague sets name and password and lands logged in on the dashboard', async () => {
  const { server } = await renderApp(`/uitnodiging/${TOKEN}`, invitationApi());
  expect(await screen.findByRole('heading', { name: 'Welkom bij Bakkerij De Vries' })).toBeVisible();
  expect(screen.getByText(/Jan de Vries nodigt u uit als medewerker/)).toBeVisible();
  expect(screen.getByLabelText('E-mailadres')).toHaveValue('mees@bakkerij.nl');

  await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken en beginnen' }));
  expect(await screen.findByText(TEAM_MSG.firstNameRequired)).toBeVisible();
  await userEvent.type(screen.getByLabelText('Voornaam'), 'Mees');
  await userEvent.type(screen.getByLabelText('Achternaam'), 'Werker');
  await userEvent.type(screen.getByLabelText('Wachtwoord'), 'Geheim123');
  await userEvent.type(screen.getByLabelText('Wachtwoord bevestigen'), 'Geheim123');
  await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken en beginnen' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  const accept = server.requests.find((r) => r.url.endsWith('/accept'));
  expect(accept?.body).toEqual({ firstName: 'Mees', lastName: 'Werker', password: 'Geheim123' });
  expect(accept?.headers.authorization).toBeUndefined();
  expect(localStorage.getItem('accessToken')).toBe('a');
});

test('a used, withdrawn or expired link says so in Dutch', async () => {
  await renderApp(`/uitnodiging/${TOKEN}`, invitationApi(false));
  expect(await screen.findByText(TEAM_MSG.invitationInvalid)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
});
