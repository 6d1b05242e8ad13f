import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createToastStore } from './toast-store';
import { Toaster } from './Toaster';

afterEach(() => vi.useRealTimers());

test('a toast shows its title and description and disappears after the default 5000 ms', () => {
  vi.useFakeTimers();
  const store = createToastStore();
  render(<Toaster store={store} />);

  act(() => {
    store.show({ variant: 'success', title: 'Offerte opgeslagen', description: 'OFF-2026-001' });
  });
  expect(screen.getByRole('status')).toHaveTextContent('Offerte opgeslagen');
  expect(screen.getByText('OFF-2026-001')).toBeInTheDocument();

  act(() => {
    vi.advanceTimersByTime(4999);
  });
  expect(screen.getByText('Offerte opgeslagen')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByText('Offerte opgeslagen')).not.toBeInTheDocument();
});

test('a custom duration is honoured and errors are announced as alerts', () => {
  vi.useFakeTimers();
  const store = createToastStore();
  render(<Toaster store={store} />);

  act(() => {
    store.show({ variant: 'error', title: 'Synchronisatie mislukt', duration: 3000 });
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Synchronisatie mislukt');
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a toast can be closed with its button', async () => {
  const store = createToastStore();
  render(<Toaster store={store} />);
  act(() => {
    store.show({ variant: 'info', title: 'Let op' });
  });

  await userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
  expect(screen.queryByText('Let op')).not.toBeInTheDocument();
});
