import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quoteListItemSchema, type Customer, type Quote, type QuoteListItem } from '@offerteflow/contracts';
import { defaultHandler } from '../../../test/render-app';
import type { Handler, RecordedRequest, Reply } from '../../../test/server';

// The whole app renders (session check, then the page's queries) on a 2-core machine shared with
// other work: allow more than the default second for findBy*/waitFor, and more than 5 s per test.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 20_000 });

export const QUOTE_ID = '33333333-3333-4333-8333-333333333333';
export const CUSTOMER_ID = '44444444-4444-4444-8444-444444444444';

/** A customer as GET /api/customers lists it: Bouwbedrijf Jansen with only an e-mail address, unless overridden. */
export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: CUSTOMER_ID,
    name: 'Bouwbedrijf Jansen',
    email: 'info@jansen.nl',
    phone: null,
    address: null,
    postalCode: null,
    city: null,
    country: 'Nederland',
    kvkNumber: null,
    vatNumber: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** The list row of quote(): the fields the list contract keeps (it strips the rest), plus the row's summary. */
export function listItem(overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  return quoteListItemSchema.parse({
    ...quote(),
    customer: { name: 'Bouwbedrijf Jansen', email: 'info@jansen.nl' },
    itemCount: 3,
    firstItems: ['Schilderwerk', 'Behangen'],
    ...overrides,
  });
}

export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: QUOTE_ID,
    quoteNumber: 'OFF-2026-0042',
    status: 'draft',
    createdAt: '2026-11-22T09:30:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
    version: 1,
    sentAt: null,
    decidedAt: null,
    validUntil: '2026-12-22',
    totalAmount: 1234.56,
    subtotal: 1234.56,
    vatTotal: 259.26,
    totalIncl: 1493.82,
    vat: [{ rate: 21, base: 1234.56, vat: 259.26 }],
    discount: null,
    discountAmount: 0,
    depositPercent: 0,
    depositAmount: 0,
    customer: {
      id: CUSTOMER_ID,
      name: 'Bouwbedrijf Jansen',
      email: 'info@jansen.nl',
      phone: '020-1234567',
      address: 'Dorpsstraat 1',
      postalCode: '1234 AB',
      city: 'Amsterdam',
      country: 'Nederland',
      kvkNumber: null,
      vatNumber: null,
    },
    items: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        position: 0,
        description: 'Schilderwerk',
        quantity: 2,
        unit: 'uur',
        unitPrice: 617.28,
        vatRate: 21,
        totalPrice: 1234.56,
        discount: null,
        discountAmount: 0,
        optional: false,
        choiceGroup: null,
        selected: false,
        included: true,
      },
    ],
    notes: 'Werkzaamheden in week 50',
    templateId: null,
    ...overrides,
  };
}

export function paged(items: QuoteListItem[], total = items.length, page = 1) {
  return { data: items, meta: { page, pageSize: 20, total } };
}

export type Route = (req: RecordedRequest, url: URL) => Reply | undefined;

/**
 * A test-server handler: the session endpoints answer as usual; the first route that returns a
 * reply wins; anything else is a 404 like the API.
 */
export function apiRoutes(...routes: Route[]): Handler {
  return (req, res) => {
    if (req.url.startsWith('/auth/')) return defaultHandler(req, res);
    const url = new URL(req.url, 'http://test');
    for (const route of routes) {
      const reply = route(req, url);
      if (reply) return reply;
    }
    return {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Gevraagde gegevens niet gevonden' } },
    };
  };
}

/** A route for one method + exact path. */
export function on(method: string, path: string, reply: (req: RecordedRequest, url: URL) => Reply): Route {
  return (req, url) => (req.method === method && url.pathname === path ? reply(req, url) : undefined);
}

/**
 * A GET route that fails with a 400 until `retryAfter` lets it recover, and then answers `ok` with a 200: for
 * the tests of an error text with 'Opnieuw proberen'.
 */
export function failingUntilRecovered(path: string, ok: unknown) {
  let fail = true;
  return {
    route: on('GET', path, () =>
      fail
        ? { status: 400, body: { error: { code: 'BAD_REQUEST', message: 'Fout' } } }
        : { status: 200, body: ok },
    ),
    /** Checks that the page shows `errorText`, lets the server recover and presses 'Opnieuw proberen'. */
    async retryAfter(errorText: string) {
      expect(await screen.findByText(errorText)).toBeInTheDocument();
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    },
  };
}

/** What a line sends when it has no discount, is not optional and is no variant: the defaults of a plain line. */
export const NO_LINE_OPTIONS = {
  discount: null,
  optional: false,
  choiceGroup: null,
  selected: false,
} as const;
