import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { renderApp, storeSession } from '../../../test/render-app';
import { apiRoutes, on } from '../test/fixtures';

beforeEach(() => storeSession());

test("a line's 'Meer' opens by keyboard; its discount, the quote discount and the deposit drive the live totals", async () => {
  const settings = { ...SETTINGS_DEFAULTS.quotes, depositPercent: 25, version: 1 };
  await renderApp(
    '/quotes/new',
    apiRoutes(on('GET', '/settings/quotes', () => ({ status: 200, body: { data: settings } }))),
  );
  const row = (await screen.findAllByTestId('item-row'))[0]!;
  // The deposit starts at the settings' default.
  expect(screen.getByLabelText('Aanbetaling (%)')).toHaveValue('25');

  const more = within(row).getByRole('button', { name: /^Meer/ });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(within(row).getByLabelText('Korting')).not.toBeVisible();
  more.focus();
  await userEvent.keyboard('{Enter}');
  expect(more).toHaveAttribute('aria-expanded', 'true');

  await userEvent.clear(within(row).getByLabelText('Prijs per eenheid'));
  await userEvent.type(within(row).getByLabelText('Prijs per eenheid'), '100');
  await userEvent.type(within(row).getByLabelText('Korting'), '10');
  // 100 - 10 % = 90; + 21 % = 108,90; 25 % = 27,23 (half-up from 27,225).
  expect(within(row).getByTestId('line-total')).toHaveTextContent('€ 90,00');
  expect(screen.getByTestId('total-incl')).toHaveTextContent('€ 108,90');
  expect(screen.getByTestId('deposit')).toHaveTextContent('€ 27,23');

  // A quote discount of € 40: 90 - 40 = 50 excl., + 10,50 BTW.
  await userEvent.type(screen.getByLabelText('Korting op offerte'), '40');
  await userEvent.selectOptions(screen.getByLabelText('Soort korting op offerte'), '€');
  expect(screen.getByTestId('quote-discount')).toHaveTextContent('− € 40,00');
  expect(screen.getByTestId('total-excl')).toHaveTextContent('€ 50,00');
  expect(screen.getByTestId('total-incl')).toHaveTextContent('€ 60,50');

  // Closing 'Meer' keeps a short summary of what is set behind it.
  await userEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(more).toHaveTextContent('(Korting)');
});
