import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@offerteflow/contracts';
import { renderApp, storeSession } from '../../test/render-app';
import { viewedText } from './CustomerLinkPanel';
import { historyText } from './QuoteHistory';
import { QUOTE_ID, apiRoutes, listItem, on, paged, quote } from './test/fixtures';

beforeEach(() => storeSession());

function api(current: Quote, revoked: { count: number; fail?: boolean }) {
  return apiRoutes(
    on('GET', '/quotes', () => ({ status: 200, body: paged([listItem({ status: current.status })]) })),
    on('GET', `/quotes/${QUOTE_ID}`, () => ({ status: 200, body: { data: current } })),
    on('GET', `/quotes/${QUOTE_ID}/history`, () => ({ status: 200, body: { data: [] } })),
    on('POST', `/quotes/${QUOTE_ID}/links/revoke`, () => {
      revoked.count += 1;
      if (revoked.fail) {
        return { status: 409, body: { error: { code: 'CONFLICT', message: 'Intrekken lukte niet' } } };
      }
      return { status: 200, body: { data: { revoked: 1 } } };
    }),
  );
}

test('the overlay shows views and the decline reason; Link intrekken asks first, then revokes', async () => {
  const revoked = { count: 0 };
  const sent = quote({
    status: 'sent',
    viewedAt: '2026-11-22T13:05:00.000Z',
    viewCount: 2,
    customerDecision: null,
  });
  await renderApp('/quotes', api(sent, revoked));
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 bekijken' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offerte OFF-2026-0042' });
  expect(await within(dialog).findByText('Bekeken: 2 keer, eerst op 22-11-2026 14:05')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Link intrekken' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Link intrekken' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
  expect(revoked.count).toBe(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Link intrekken' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Link intrekken' })).getByRole('button', {
      name: 'Link intrekken',
    }),
  );
  await waitFor(() => expect(revoked.count).toBe(1));
  expect(await screen.findByText('Link ingetrokken')).toBeInTheDocument();
});

test('a failed revoke shows the server message, and not again when the confirmation is reopened', async () => {
  const revoked = { count: 0, fail: true };
  await renderApp('/quotes', api(quote({ status: 'sent', customerDecision: null }), revoked));
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 bekijken' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offerte OFF-2026-0042' });
  const openConfirm = async () => {
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Link intrekken' }));
    return screen.findByRole('alertdialog', { name: 'Link intrekken' });
  };

  let confirm = await openConfirm();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Link intrekken' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent('Intrekken lukte niet');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));

  confirm = await openConfirm();
  expect(within(confirm).queryByRole('alert')).toBeNull();
  expect(revoked.count).toBe(1);
});

test('a customer decision shows name and time, or the reason of a decline', async () => {
  const rejected = quote({
    status: 'rejected',
    customerDecision: { decision: 'rejected', at: '2026-11-22T13:05:00.000Z', name: null, reason: 'Te duur' },
  });
  await renderApp('/quotes', api(rejected, { count: 0 }));
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 bekijken' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offerte OFF-2026-0042' });
  expect(await within(dialog).findByText('Reden: Te duur')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Link intrekken' })).toBeNull();
});

test('an acceptance by the customer shows the signer and the time', async () => {
  const accepted = quote({
    status: 'accepted',
    customerDecision: {
      decision: 'accepted',
      at: '2026-11-22T13:05:00.000Z',
      name: 'Petra de Vries',
      reason: null,
    },
  });
  await renderApp('/quotes', api(accepted, { count: 0 }));
  await userEvent.click(await screen.findByRole('button', { name: 'Offerte OFF-2026-0042 bekijken' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offerte OFF-2026-0042' });
  expect(
    await within(dialog).findByText('Geaccepteerd door Petra de Vries op 22-11-2026 14:05'),
  ).toBeInTheDocument();
});

test('texts for views and the new history entries', () => {
  expect(viewedText({ viewedAt: null, viewCount: 0 })).toBe('Nog niet bekeken door de klant');
  const entry = (
    action: Parameters<typeof historyText>[0]['action'],
    details: Record<string, string | number>,
  ) => ({
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    action,
    at: '2026-11-22T09:30:00.000Z',
    by: 'Klant',
    details,
  });
  expect(historyText(entry('reminder_sent', { day: 7, email: 'a@b.nl' }))).toBe(
    'Herinnering verzonden naar a@b.nl (dag 7)',
  );
  expect(historyText(entry('customer_rejected', { reason: 'Te duur' }))).toBe(
    'Afgewezen door de klant: Te duur',
  );
  expect(historyText(entry('viewed', {}))).toBe('Bekeken');
  expect(historyText(entry('status_changed', { from: 'sent', to: 'expired' }))).toBe(
    'Status gewijzigd: Verzonden → Verlopen',
  );
});
