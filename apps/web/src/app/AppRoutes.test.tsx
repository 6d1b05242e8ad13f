import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../lib/session';
import { authSuccess, defaultHandler, renderApp, storeSession } from '../test/render-app';
import { sampleAuth } from '../test/server';

const location = () => screen.getByTestId('location');

test('a visitor opening /dashboard is sent to /login', async () => {
  await renderApp('/dashboard');
  expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
  expect(location()).toHaveTextContent('/login');
});

test('a visitor on an unknown path is sent to /login too, and logging in then goes to the dashboard', async () => {
  await renderApp('/bestaat-niet', (req, res) =>
    req.url === '/auth/login' ? { status: 200, body: authSuccess() } : defaultHandler(req, res),
  );
  expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('E-mailadres'), 'jan@bakkerij.nl');
  await userEvent.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), 'geheim123');
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
  await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).not.toBeInTheDocument();
});

test('a stored session shows "Laden..." while verifying, then a logged-in user on /login goes to /dashboard', async () => {
  storeSession();
  const { server } = await renderApp('/login', (req, res) =>
    req.url === '/auth/verify'
      ? { status: 200, body: { data: sampleAuth }, delayMs: 150 }
      : defaultHandler(req, res),
  );
  expect(screen.getByText('Laden...')).toBeInTheDocument();
  expect(await screen.findByText('Welkom terug, Bakkerij De Vries')).toBeInTheDocument();
  expect(location()).toHaveTextContent('/dashboard');
  expect(server.requests[0]).toMatchObject({ url: '/auth/verify' });
  expect(server.requests[0]?.headers.authorization).toBe('Bearer stored-access');
});

test('the empty path redirects to /dashboard', async () => {
  storeSession();
  await renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(location()).toHaveTextContent('/dashboard');
});

test('verification replaces the stored user with the server user', async () => {
  storeSession();
  await renderApp('/dashboard', (req) =>
    req.url === '/auth/verify'
      ? {
          status: 200,
          body: { data: { ...sampleAuth, company: { ...sampleAuth.company, name: 'De Vries BV' } } },
        }
      : { status: 404 },
  );
  expect(await screen.findByText('Welkom terug, De Vries BV')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').company.name).toBe('De Vries BV');
});

test('a failed verification (refresh refused too) clears the session and shows the login', async () => {
  storeSession();
  const { server } = await renderApp('/settings', () => ({
    status: 401,
    body: { error: { code: 'UNAUTHORIZED', message: 'Sessie verlopen, log opnieuw in' } },
  }));
  expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
  expect(server.requests.map((r) => r.url)).toEqual(['/auth/verify', '/auth/refresh']);
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
});

test('after logging in, a deep link returns to where the user was going', async () => {
  await renderApp('/settings', (req) =>
    req.url === '/auth/login' ? { status: 200, body: authSuccess() } : { status: 404 },
  );
  await screen.findByRole('heading', { name: 'Inloggen' });
  await userEvent.type(screen.getByLabelText('E-mailadres'), 'jan@bakkerij.nl');
  await userEvent.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), 'geheim123');
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));

  expect(await screen.findByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
  expect(location()).toHaveTextContent('/settings');
});

test('an unknown path shows the not-found page inside the app layout for a logged-in user', async () => {
  storeSession();
  await renderApp('/bestaat-niet');
  expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  // Inside the layout: the main menu is there, and the page has its Dutch title.
  expect(screen.getAllByRole('navigation', { name: 'Hoofdmenu' }).length).toBeGreaterThan(0);
  await waitFor(() => expect(document.title).toBe('Pagina niet gevonden – Offerteflow'));
  const main = screen.getByRole('main');
  expect(within(main).getByText('404')).toBeInTheDocument();
  expect(within(main).getByRole('button', { name: 'Ga terug' })).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(within(main).getByRole('link', { name: 'Bekijk uw offertes' })).toHaveAttribute('href', '/quotes');
  expect(within(main).getByRole('link', { name: /support/i })).toHaveAttribute(
    'href',
    'mailto:support@offerteflow.nl',
  );
});

test.each([
  ['/dashboard', 'Dashboard – Offerteflow', 'Dashboard'],
  ['/quotes', 'Offertes – Offerteflow', 'Offertes'],
  ['/quotes/new', 'Nieuwe offerte – Offerteflow', 'Nieuwe Offerte'],
  ['/onboarding', 'Onboarding – Offerteflow', 'Welkom bij Offerteflow'],
  ['/products', 'Producten – Offerteflow', 'Producten'],
  ['/templates', 'Templates – Offerteflow', 'Template Management'],
  ['/billing', 'Abonnement – Offerteflow', 'Abonnement'],
  ['/settings', 'Instellingen – Offerteflow', 'Instellingen'],
])('%s sets the Dutch page title %s and shows the heading %s', async (path, title, heading) => {
  storeSession();
  await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(title));
});

test('visitor pages have their own title too', async () => {
  await renderApp('/login');
  await waitFor(() => expect(document.title).toBe('Inloggen – Offerteflow'));
});

test('the navigation marks the entry whose route starts the current path', async () => {
  storeSession();
  await renderApp('/quotes/new');
  expect(await screen.findByRole('heading', { name: 'Nieuwe Offerte' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
  expect(within(nav).getByRole('link', { name: 'Offertes' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

  await userEvent.click(within(nav).getByRole('link', { name: 'Abonnement' }));
  expect(screen.getByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Abonnement' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Offertes' })).not.toHaveAttribute('aria-current');
});

test('the layout shows initial, name and company; the menu button opens and closes the drawer', async () => {
  storeSession();
  await renderApp('/dashboard');
  await screen.findByText('Welkom terug, Bakkerij De Vries');
  expect(screen.getByText('J')).toBeInTheDocument();
  expect(screen.getByTestId('user-name')).toHaveTextContent('Jan de Vries');
  expect(screen.getByTestId('company-name')).toHaveTextContent('Bakkerij De Vries');

  await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  expect(within(drawer).getByRole('button', { name: 'Menu sluiten' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveFocus();
});

test('Uitloggen calls the server, clears the session and goes to /login, even when the server fails', async () => {
  storeSession();
  const { server } = await renderApp('/dashboard', (req) =>
    req.url === '/auth/verify' ? { status: 200, body: { data: sampleAuth } } : { status: 500 },
  );
  await screen.findByText('Welkom terug, Bakkerij De Vries');
  await userEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));

  expect(await screen.findByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
  expect(location()).toHaveTextContent('/login');
  await waitFor(() => expect(server.requests.some((r) => r.url === '/auth/logout')).toBe(true));
  const logout = server.requests.find((r) => r.url === '/auth/logout');
  expect(logout?.headers.authorization).toBe('Bearer stored-access');
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
});
