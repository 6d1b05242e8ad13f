import { screen, waitFor, within } from '@testing-library/react';
import { STATUS_MESSAGES } from '@offerteflow/contracts';
import { asMedewerker, defaultHandler, renderApp, storeSession } from '../../test/render-app';

const NO_ACCESS = STATUS_MESSAGES[403];
const sidebar = () => screen.getAllByRole('navigation', { name: 'Hoofdmenu' })[0]!;

describe('what a medewerker sees', () => {
  it('the sidebar has no Abonnement and names the role; an admin still sees it', async () => {
    storeSession('medewerker');
    const { unmount } = await renderApp('/quotes', asMedewerker());
    await waitFor(() => expect(within(sidebar()).getByRole('link', { name: 'Offertes' })).toBeVisible());
    expect(within(sidebar()).queryByRole('link', { name: 'Abonnement' })).toBeNull();
    expect(screen.getAllByTestId('user-role')[0]).toHaveTextContent('Medewerker');
    expect(screen.queryByTestId('current-plan-badge')).toBeNull();
    unmount();

    storeSession('admin');
    await renderApp('/quotes', defaultHandler);
    await waitFor(() => expect(within(sidebar()).getByRole('link', { name: 'Abonnement' })).toBeVisible());
  });

  it('/billing typed in shows the Dutch no-access page and asks the API nothing', async () => {
    storeSession('medewerker');
    const { server } = await renderApp('/billing', asMedewerker());
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeVisible();
    expect(screen.getByText(/alleen voor beheerders van uw bedrijf/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(server.requests.some((r) => r.url.startsWith('/billing'))).toBe(false);
  });

  it('settings shows only the own tabs; an admin tab by its address shows no access', async () => {
    storeSession('medewerker');
    const { unmount } = await renderApp('/settings', asMedewerker());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Gebruiker', 'Notificaties', 'Beveiliging']);
    expect(screen.getByRole('tab', { name: 'Gebruiker' })).toHaveAttribute('aria-selected', 'true');
    unmount();

    const { server } = await renderApp('/settings?tab=integrations', asMedewerker());
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'API en webhooks' })).toBeNull();
    expect(server.requests.some((r) => r.url.startsWith('/api-keys') || r.url.startsWith('/team'))).toBe(
      false,
    );
  });

  it('an admin sees every tab, Team among them', async () => {
    storeSession('admin');
    await renderApp('/settings', defaultHandler);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Bedrijf',
      'Gebruiker',
      'Offertes',
      'Templates',
      'Notificaties',
      'Team',
      'API en webhooks',
      'Beveiliging',
    ]);
  });

  it('the dashboard has no Abonnement card and the onboarding overview no Reset', async () => {
    storeSession('medewerker');
    await renderApp('/dashboard', asMedewerker());
    const actions = await screen.findByRole('region', { name: 'Snelle acties' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/quotes/new', '/quotes']);
    expect(screen.getByRole('button', { name: /Vernieuwen/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Reset$/ })).toBeNull();
  });
});
