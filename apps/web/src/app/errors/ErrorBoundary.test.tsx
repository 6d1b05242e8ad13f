import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  const [label] = useState('Alles werkt');
  if (shouldThrow) throw new Error('kapot');
  return <p>{label}</p>;
}

test('shows the error screen with an error id and recovers with "Opnieuw proberen"', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  shouldThrow = true;
  render(
    <ErrorBoundary fullScreen>
      <Fragile />
    </ErrorBoundary>,
  );

  expect(screen.getByRole('heading', { name: 'Er is iets misgegaan' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pagina verversen' })).toBeInTheDocument();
  const errorId = screen.getByTestId('error-id').textContent ?? '';
  expect(errorId).toMatch(/^ERR-[A-Z0-9]+-[A-Z0-9]{4}$/);
  const report = screen.getByRole('link', { name: 'Meld dit probleem' }).getAttribute('href') ?? '';
  expect(report.startsWith('mailto:support@offerteflow.nl?subject=')).toBe(true);
  const params = new URLSearchParams(report.split('?')[1]);
  expect(params.get('subject')).toContain(errorId);
  expect(params.get('body')).toContain(`Foutcode: ${errorId}`);

  shouldThrow = false;
  await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(screen.getByText('Alles werkt')).toBeInTheDocument();
});
