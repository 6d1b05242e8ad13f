import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import { apiRoutes, on } from '../features/quotes/test/fixtures';
import { createApiClient } from '../lib/api-client';
import { sessionStore } from '../lib/session';
import { authSuccess } from '../test/render-app';
import { startTestServer } from '../test/server';
import { AppRoutes } from './AppRoutes';
import { preloadPages } from './lazy-page';

const stats = {
  totalQuotes: 3,
  thisMonth: 1,
  totalValue: 10,
  acceptedCount: 0,
  decidedCount: 0,
  conversionRate: null,
};

// As in the app: no query cache above the routes; QueryLayout provides one for the logged-in pages.
// The login drops cached data while no cache is mounted; the dashboard must still get its answers.
test('after logging in, the pages of the lazily provided query cache receive their data', async () => {
  await preloadPages();
  const routes = apiRoutes(on('GET', '/quotes/stats', () => ({ status: 200, body: { data: stats } })));
  const server = await startTestServer((req, res) =>
    req.url === '/auth/login' ? { status: 200, body: authSuccess() } : routes(req, res),
  );
  const client = createApiClient({
    baseUrl: server.baseUrl,
    tokens: sessionStore.tokenStore,
    onRefreshed: (data) => sessionStore.applyRefresh(data),
  });
  const view = render(
    <AuthProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <AppRoutes />
      </MemoryRouter>
    </AuthProvider>,
  );
  try {
    await userEvent.type(await screen.findByLabelText('E-mailadres'), 'jan@bakkerij.nl');
    await userEvent.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), 'geheim123');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByTestId('stat-Totaal offertes', {}, { timeout: 5000 })).toHaveTextContent('3');
  } finally {
    view.unmount();
    await server.close();
  }
});
