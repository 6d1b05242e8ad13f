import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('says Gekopieerd for two seconds, and a button that leaves the page keeps no timer running', async () => {
  vi.useFakeTimers();
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { unmount } = render(<CopyButton value="ofl_abc" label="Sleutel kopiëren" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sleutel kopiëren' }));
  });
  expect(writeText).toHaveBeenCalledWith('ofl_abc');
  expect(screen.getByRole('button')).toHaveTextContent('Gekopieerd');
  await act(async () => {
    vi.advanceTimersByTime(2_000);
  });
  expect(screen.getByRole('button')).toHaveTextContent('Kopiëren');

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sleutel kopiëren' }));
  });
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
