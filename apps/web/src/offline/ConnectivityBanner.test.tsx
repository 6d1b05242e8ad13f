import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../app/query-client';
import { toastStore } from '../lib/toast';
import { ConnectivityBanner } from './ConnectivityBanner';
import { closeOfflineDb, wipeOfflineDb } from './db';
import { createQuoteOffline } from '../features/quotes/offline/quotes';
import { kitchenQuote, signIn } from './test-helpers';

let online = true;

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** The toast with this title as the store holds it (variant and duration). */
const toastTitled = (title: string) => toastStore.getSnapshot().find((t) => t.title === title);

beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  toastStore.clear();
  await wipeOfflineDb();
  signIn('11111111-1111-4111-8111-111111111111');
});

afterAll(async () => {
  await closeOfflineDb();
});

function renderBanner() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectivityBanner />
    </QueryClientProvider>,
  );
}

test('offline: banner with the waiting changes and a reload button; the warning toast lasts 5 s', async () => {
  await createQuoteOffline(kitchenQuote);
  renderBanner();
  setOnline(false);

  const banner = await screen.findByTestId('connectivity-banner');
  expect(banner).toHaveTextContent('Offline modus');
  expect(banner).toHaveTextContent('U werkt nu offline.');
  await waitFor(() =>
    expect(screen.getByTestId('pending-count')).toHaveTextContent(
      '1 wijziging(en) wachten op synchronisatie.',
    ),
  );
  expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  expect(toastTitled('Offline modus')).toMatchObject({
    variant: 'warning',
    description: 'U werkt nu offline.',
    duration: 5000,
  });
});

test('back online: reconnect toast of 3 s, and a failed manual sync says so for 3 s after "gestart" for 2 s', async () => {
  await createQuoteOffline(kitchenQuote);
  renderBanner();
  setOnline(false);
  await screen.findByText('Offline modus');
  setOnline(true);

  expect(await screen.findByText('Verbinding hersteld')).toBeInTheDocument();
  expect(toastTitled('Verbinding hersteld')).toMatchObject({
    variant: 'success',
    description: 'U bent weer online.',
    duration: 3000,
  });

  // The relative '/api' cannot be reached from the test environment: the sync is interrupted.
  await userEvent.click(await screen.findByRole('button', { name: 'Synchroniseren' }));
  expect(toastTitled('Synchronisatie gestart')).toMatchObject({ variant: 'success', duration: 2000 });
  await waitFor(() =>
    expect(toastTitled('Synchronisatie mislukt')).toMatchObject({ variant: 'error', duration: 3000 }),
  );
  // Nothing was lost.
  expect(screen.getByTestId('pending-count')).toHaveTextContent('1 wijziging(en) wachten op synchronisatie.');
});

test('online with nothing waiting: no banner', () => {
  renderBanner();
  expect(screen.queryByTestId('connectivity-banner')).not.toBeInTheDocument();
});
