/** The setup of the quote form tests: the API the form talks to, and its rows and buttons on screen. */
import { screen, within } from '@testing-library/react';
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { template as templateFixture } from '../../../templates/test/fixtures';
import { apiRoutes, customer, on, paged, type Route } from '../../test/fixtures';

const OTHER_CUSTOMER_ID = '99999999-9999-4999-8999-999999999999';
export const TEMPLATE_ID = '77777777-7777-4777-8777-777777777777';
const template = templateFixture({
  id: TEMPLATE_ID,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/**
 * The routes of the form's page: one template, the extracted products, the quote settings (404 unless
 * given), customers (a search finds Pietersen BV) and an empty quote list. The `extra` routes
 * come first (the first route that answers wins).
 */
export function formApi(options: { products?: unknown[]; settings?: object } = {}, ...extra: Route[]) {
  return apiRoutes(
    ...extra,
    on('GET', '/templates', () => ({ status: 200, body: { data: [template] } })),
    on('GET', '/onboarding/extracted-data', () => ({
      status: 200,
      body: { data: { products: options.products ?? [], terms: [] } },
    })),
    on('GET', '/settings/quotes', () =>
      options.settings
        ? { status: 200, body: { data: { ...SETTINGS_DEFAULTS.quotes, version: 1, ...options.settings } } }
        : { status: 404 },
    ),
    on('GET', '/customers', (_req, url) => ({
      status: 200,
      body: {
        data: [
          url.searchParams.get('search')
            ? customer({ id: OTHER_CUSTOMER_ID, name: 'Pietersen BV' })
            : customer(),
        ],
        meta: { page: 1, pageSize: 100, total: 1 },
      },
    })),
    on('GET', '/quotes', () => ({ status: 200, body: paged([]) })),
  );
}

export const rows = () => screen.getAllByTestId('item-row');
export const inRow = (index: number, label: string) => within(rows()[index]!).getByLabelText(label);
export const submit = () => screen.getByRole('button', { name: 'Offerte aanmaken' });

/** The labels of the BTW select of row `index`. */
export const vatOptions = (index: number) =>
  within(inRow(index, 'BTW'))
    .getAllByRole('option')
    .map((option) => option.textContent);
