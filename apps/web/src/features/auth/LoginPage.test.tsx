import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../../lib/session';
import { authSuccess, renderApp } from '../../test/render-app';

const emailInput = () => screen.getByLabelText('E-mailadres');
const passwordInput = () => screen.getByLabelText('Wachtwoord', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Inloggen' });

test('shows the required messages for empty fields', async () => {
  await renderApp('/login');
  await userEvent.click(submitButton());

  expect(await screen.findByText('E-mailadres is verplicht')).toBeInTheDocument();
  expect(screen.getByText('Wachtwoord is verplicht')).toBeInTheDocument();
  expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
  expect(emailInput()).toHaveAccessibleDescription('E-mailadres is verplicht');
});

test('shows the pattern and minimum length messages', async () => {
  await renderApp('/login');
  await userEvent.type(emailInput(), 'jan@bakkerij');
  await userEvent.type(passwordInput(), '12345');
  await userEvent.click(submitButton());

  expect(await screen.findByText('Ongeldig e-mailadres')).toBeInTheDocument();
  expect(screen.getByText('Wachtwoord moet minimaal 6 karakters zijn')).toBeInTheDocument();
});

test('the first invalid field gets focus; after a submit, messages follow the typing', async () => {
  await renderApp('/login');
  await userEvent.type(emailInput(), 'jan@bakkerij.nl');
  await userEvent.click(submitButton());

  expect(await screen.findByText('Wachtwoord is verplicht')).toBeInTheDocument();
  expect(screen.queryByText('E-mailadres is verplicht')).toBeNull();
  await waitFor(() => expect(passwordInput()).toHaveFocus());
  await userEvent.type(passwordInput(), 'geheim123');
  await waitFor(() => expect(screen.queryByText('Wachtwoord is verplicht')).toBeNull());
  expect(passwordInput()).not.toHaveAttribute('aria-invalid');
});

test('the password can be shown and hidden', async () => {
  await renderApp('/login');
  expect(passwordInput()).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
  expect(passwordInput()).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord verbergen' }));
  expect(passwordInput()).toHaveAttribute('type', 'password');
});

test('wrong credentials show the server message in the error box', async () => {
  await renderApp('/login', () => ({
    status: 401,
    body: { error: { code: 'UNAUTHORIZED', message: 'Onjuist e-mailadres of wachtwoord' } },
  }));
  await userEvent.type(emailInput(), 'jan@bakkerij.nl');
  await userEvent.type(passwordInput(), 'verkeerd1');
  await userEvent.click(submitButton());

  const message = await screen.findByText('Onjuist e-mailadres of wachtwoord');
  const box = message.closest<HTMLElement>('[role="alert"]');
  expect(box).not.toBeNull();
  expect(within(box!).getByRole('heading', { name: 'Er is een fout opgetreden' })).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
});

test('no connection shows "Geen internetverbinding"', async () => {
  const { server } = await renderApp('/login');
  await server.close();
  await userEvent.type(emailInput(), 'jan@bakkerij.nl');
  await userEvent.type(passwordInput(), 'geheim123');
  await userEvent.click(submitButton());
  expect(await screen.findByText('Geen internetverbinding')).toBeInTheDocument();
});

test('the button is disabled while submitting; success stores the session and opens the dashboard', async () => {
  const { server } = await renderApp('/login', (req) =>
    req.url === '/auth/login' ? { status: 200, body: authSuccess(), delayMs: 300 } : { status: 404 },
  );
  await userEvent.type(emailInput(), ' jan@bakkerij.nl ');
  await userEvent.type(passwordInput(), 'geheim123');
  await userEvent.click(submitButton());

  await waitFor(() => expect(submitButton()).toBeDisabled());
  expect(await screen.findByText('Welkom terug, Bakkerij De Vries')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  expect(server.requests[0]?.body).toEqual({ email: 'jan@bakkerij.nl', password: 'geheim123' });
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
    name: 'Jan de Vries',
    company: { name: 'Bakkerij De Vries', subscriptionType: 'monthly' },
  });
});

test('links to register and forgot-password', async () => {
  await renderApp('/login');
  expect(screen.getByRole('link', { name: 'Registreer' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
