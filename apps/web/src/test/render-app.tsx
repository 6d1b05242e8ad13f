import { render } from '@testing-library/react';
import type { UserRole } from '@offerteflow/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes';
import { preloadPages } from '../app/lazy-page';
import { createQueryClient } from '../app/query-client';
import { AuthProvider } from '../features/auth';
import { createApiClient } from '../lib/api-client';
import { Toaster } from '../lib/toast';
import { STORAGE_KEYS, mergeUser, sessionStore } from '../lib/session';
import { sampleAuth, startTestServer, type Handler, type TestServer } from './server';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Answers like the API: verify and refresh succeed, logout is accepted, everything else 404. */
export const defaultHandler: Handler = (req) => {
  if (req.url === '/auth/verify') return { status: 200, body: { data: sampleAuth } };
  if (req.url === '/auth/logout') return { status: 204 };
  return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Niet gevonden' } } };
};

export function authSuccess(overrides: Partial<typeof sampleAuth.company> = {}) {
  return {
    data: {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user: sampleAuth.user,
      company: { ...sampleAuth.company, ...overrides },
    },
  };
}

/** The sample company's user with another role (the API's verify answer for that user). */
export const authAs = (role: UserRole) => ({
  ...sampleAuth,
  user: { ...sampleAuth.user, role, ...(role === 'medewerker' ? { name: 'Mees Werker' } : {}) },
});

/** Answers /auth/verify as a medewerker of the sample company; everything else as `handler`. */
export const asMedewerker =
  (handler: Handler = defaultHandler): Handler =>
  (req, res) =>
    req.url === '/auth/verify' ? { status: 200, body: { data: authAs('medewerker') } } : handler(req, res);

/** Puts a logged-in session in localStorage, as a previous visit would have left it. */
export function storeSession(role: UserRole = 'admin') {
  const { user, company } = authAs(role);
  localStorage.setItem(STORAGE_KEYS.accessToken, 'stored-access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'stored-refresh');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(mergeUser(user, company)));
}

/** Renders the whole route table at `path`, talking to a real local HTTP server. */
export async function renderApp(path: string, handler: Handler = defaultHandler) {
  // The pages are split into chunks; load them first so a test sees the page, not 'Laden...'.
  await preloadPages();
  const server = await startTestServer(handler);
  servers.push(server);
  const client = createApiClient({
    baseUrl: server.baseUrl,
    tokens: sessionStore.tokenStore,
    onRefreshed: (data) => sessionStore.applyRefresh(data),
  });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { server, ...view };
}
