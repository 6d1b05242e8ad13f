import { screen, within } from '@testing-library/react';
import { renderApp, storeSession } from '../../test/render-app';
import { apiRoutes, on, failingUntilRecovered } from '../quotes/test/fixtures';
import { statCards } from './StatCards';

beforeEach(() => storeSession());

const stats = {
  totalQuotes: 24,
  thisMonth: 8,
  totalValue: 45_210.5,
  acceptedCount: 17,
  decidedCount: 25,
  conversionRate: 68,
};

test('stat values: short euro form, whole percent, and a dash when nothing is decided', () => {
  expect(statCards(stats).map((c) => c.value)).toEqual(['24', '8', '€ 45,2k', '68%']);
  const none = statCards({ ...stats, acceptedCount: 0, decidedCount: 0, conversionRate: null });
  expect(none[3]).toMatchObject({ value: '—', detail: 'Nog geen geaccepteerde of afgewezen offertes' });
  expect(statCards({ ...stats, totalValue: 999.99 })[2]?.value).toBe('€ 999,99');
});

test('the dashboard shows live statistics, the welcome banner, action cards and help card', async () => {
  const { server } = await renderApp(
    '/dashboard',
    apiRoutes(on('GET', '/quotes/stats', () => ({ status: 200, body: { data: stats } }))),
  );
  expect(await screen.findByText('Welkom terug, Bakkerij De Vries')).toBeInTheDocument();
  expect(await screen.findByTestId('stat-Totaal offertes')).toHaveTextContent('24');
  expect(screen.getByTestId('stat-Deze maand')).toHaveTextContent('8');
  expect(screen.getByTestId('stat-Totale waarde')).toHaveTextContent('€ 45,2k');
  expect(screen.getByTestId('stat-Conversieratio')).toHaveTextContent('68%');
  expect(screen.getByText('17 van 25 beoordeelde offertes geaccepteerd')).toBeInTheDocument();
  expect(server.requests.some((r) => r.url === '/quotes/stats')).toBe(true);
  expect(screen.queryByText('Pro Plan')).not.toBeInTheDocument();
  // A returning user with a name: the name in the sidebar.
  expect(screen.getAllByTestId('user-name')[0]).toHaveTextContent('Jan de Vries');

  const actions = screen.getByRole('region', { name: 'Snelle acties' });
  expect(within(actions).getByRole('link', { name: /Nieuwe offerte/ })).toHaveAttribute(
    'href',
    '/quotes/new',
  );
  expect(within(actions).getByRole('link', { name: /Mijn offertes/ })).toHaveAttribute('href', '/quotes');
  expect(within(actions).getByRole('link', { name: /Maandelijks.*Abonnement/ })).toHaveAttribute(
    'href',
    '/billing',
  );
  const help = screen.getByRole('region', { name: 'Hulp nodig?' });
  for (const badge of ['Handleiding', 'Video tutorial', 'Live chat']) {
    expect(within(help).getByText(badge)).toBeInTheDocument();
  }
});

test('a failing stats call shows a Dutch error with retry', async () => {
  const statsCall = failingUntilRecovered('/quotes/stats', { data: stats });
  await renderApp('/dashboard', apiRoutes(statsCall.route));
  await statsCall.retryAfter('Er is een fout opgetreden bij het laden van de statistieken.');
  expect(await screen.findByTestId('stat-Totaal offertes')).toHaveTextContent('24');
});
