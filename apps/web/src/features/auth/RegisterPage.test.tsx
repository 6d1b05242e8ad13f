import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../../lib/session';
import { authSuccess, renderApp } from '../../test/render-app';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Account aanmaken' });

type RegisterValues = Record<'company' | 'email' | 'password' | 'confirm', string>;

/** A registration the client accepts; tests override the fields they are about. */
const VALID: RegisterValues = {
  company: 'Bakkerij',
  email: 'jan@bakkerij.nl',
  password: 'Geheim123',
  confirm: 'Geheim123',
};

async function fill(values: Partial<RegisterValues>) {
  if (values.company) await userEvent.type(field('Bedrijfsnaam'), values.company);
  if (values.email) await userEvent.type(field('E-mailadres'), values.email);
  if (values.password) await userEvent.type(field('Wachtwoord'), values.password);
  if (values.confirm) await userEvent.type(field('Wachtwoord bevestigen'), values.confirm);
}

test('shows the required messages for empty fields', async () => {
  await renderApp('/register');
  await userEvent.click(submitButton());

  expect(await screen.findByText('Bedrijfsnaam is verplicht')).toBeInTheDocument();
  expect(screen.getByText('E-mailadres is verplicht')).toBeInTheDocument();
  expect(screen.getByText('Wachtwoord is verplicht')).toBeInTheDocument();
  expect(screen.getByText('Wachtwoord bevestiging is verplicht')).toBeInTheDocument();
  expect(field('Bedrijfsnaam')).toHaveAccessibleDescription('Bedrijfsnaam is verplicht');
});

test('shows the minimum length, pattern and mismatch messages', async () => {
  await renderApp('/register');
  await fill({ company: 'B', email: 'geen-email', password: 'Abc1', confirm: 'iets anders' });
  await userEvent.click(submitButton());

  expect(await screen.findByText('Bedrijfsnaam moet minimaal 2 karakters zijn')).toBeInTheDocument();
  expect(screen.getByText('Ongeldig e-mailadres')).toBeInTheDocument();
  expect(screen.getByText('Wachtwoord moet minimaal 8 karakters zijn')).toBeInTheDocument();
  expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
});

test('a long password without upper case or digit gets the complexity message', async () => {
  await renderApp('/register');
  await fill({ ...VALID, password: 'alleenkleine', confirm: 'alleenkleine' });
  await userEvent.click(submitButton());

  expect(
    await screen.findByText('Wachtwoord moet minimaal 1 kleine letter, 1 hoofdletter en 1 cijfer bevatten'),
  ).toBeInTheDocument();
});

test('both passwords have their own show/hide toggle', async () => {
  await renderApp('/register');
  await userEvent.click(screen.getByRole('button', { name: 'Bevestiging tonen' }));
  expect(field('Wachtwoord bevestigen')).toHaveAttribute('type', 'text');
  expect(field('Wachtwoord')).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
  expect(field('Wachtwoord')).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Bevestiging verbergen' })).toBeInTheDocument();
});

test('monthly is the default; the chosen plan is sent and the dashboard opens', async () => {
  // A new account has no user name yet: the API sends the whole e-mail address as its name.
  const registered = authSuccess({ subscriptionType: 'per_quote' });
  const { user } = registered.data;
  const newAccountBody = { data: { ...registered.data, user: { ...user, name: user.email } } };
  const { server } = await renderApp('/register', (req) =>
    req.url === '/auth/register' ? { status: 201, body: newAccountBody, delayMs: 300 } : { status: 404 },
  );
  expect(screen.getByRole('radio', { name: 'Maandelijks' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Maandelijks' })).toHaveAccessibleDescription(
    '€ 29 per maand, onbeperkt offertes',
  );
  await userEvent.click(screen.getByText('Per offerte'));
  expect(screen.getByRole('radio', { name: 'Per offerte' })).toBeChecked();

  await fill({ ...VALID, company: '  Bakkerij De Vries ' });
  await userEvent.click(submitButton());

  await waitFor(() => expect(submitButton()).toBeDisabled());
  // The first dashboard after registering: 'Welkom' (not 'Welkom terug'), the company's name in the
  // sidebar instead of the e-mail address, and the chosen plan on the dashboard's badge.
  expect(await screen.findByText('Welkom, Bakkerij De Vries')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  expect(screen.getAllByTestId('user-name')[0]).toHaveTextContent(/^Bakkerij De Vries$/);
  expect(screen.getAllByTestId('user-name')[0]).toHaveAttribute('title', 'Bakkerij De Vries');
  expect(screen.getByTestId('dashboard-plan-badge')).toHaveTextContent('Per offerte');
  expect(server.requests[0]?.body).toEqual({
    companyName: 'Bakkerij De Vries',
    email: 'jan@bakkerij.nl',
    password: 'Geheim123',
    subscriptionType: 'per_quote',
  });
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').company.subscriptionType).toBe(
    'per_quote',
  );
});

test('an existing e-mail shows the 409 server message in the error box', async () => {
  await renderApp('/register', () => ({
    status: 409,
    body: { error: { code: 'CONFLICT', message: 'Er bestaat al een account met dit e-mailadres' } },
  }));
  await fill(VALID);
  await userEvent.click(submitButton());

  expect(await screen.findByRole('heading', { name: 'Er is een fout opgetreden' })).toBeInTheDocument();
  expect(screen.getByText('Er bestaat al een account met dit e-mailadres')).toBeInTheDocument();
  expect(submitButton()).toBeEnabled();
});

test('server field errors appear under the fields', async () => {
  await renderApp('/register', () => ({
    status: 422,
    body: {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Controleer de ingevoerde gegevens',
        fields: { email: ['Dit e-mailadres wordt niet geaccepteerd'] },
      },
    },
  }));
  await fill(VALID);
  await userEvent.click(submitButton());

  expect(await screen.findByText('Controleer de ingevoerde gegevens')).toBeInTheDocument();
  expect(field('E-mailadres')).toHaveAccessibleDescription('Dit e-mailadres wordt niet geaccepteerd');
});

test('links to login, terms and privacy', async () => {
  await renderApp('/register');
  expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', '/privacy');
});
