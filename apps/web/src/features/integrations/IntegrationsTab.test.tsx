import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QUOTE_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type ApiKey,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@offerteflow/contracts';
import { answerConfirm, cancelConfirm } from '../../test/confirm-dialog';
import { defaultHandler, renderApp, storeSession } from '../../test/render-app';
import type { Handler } from '../../test/server';

const KEY = 'ofl_0123456789abcdef0123456789abcdef01234567';
const NOW = '2026-11-23T10:00:00.000Z';

/** Plays /api/api-keys and /api/webhooks with in-memory state, as the server would. */
function integrationsApi(options: { failKeys?: boolean; refuseUrl?: boolean } = {}): Handler {
  const keys: ApiKey[] = [];
  const endpoints: WebhookEndpoint[] = [];
  const deliveries: WebhookDelivery[] = [];
  return (req, res) => {
    if (req.url === '/api-keys' && req.method === 'GET') {
      if (options.failKeys)
        return {
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: 'Geen toegang tot deze functie' } },
        };
      return { status: 200, body: { data: keys } };
    }
    if (req.url === '/api-keys' && req.method === 'POST') {
      const key: ApiKey = {
        id: '11111111-1111-4111-8111-111111111111',
        name: (req.body as { name: string }).name,
        prefix: KEY.slice(0, 12),
        createdAt: NOW,
        createdBy: 'Jan de Vries',
        lastUsedAt: null,
        revokedAt: null,
      };
      keys.unshift(key);
      return { status: 201, body: { data: { ...key, key: KEY } } };
    }
    if (req.url.startsWith('/api-keys/') && req.method === 'DELETE') {
      keys[0] = { ...keys[0]!, revokedAt: NOW };
      return { status: 200, body: { data: keys[0] } };
    }
    if (req.url === '/webhooks' && req.method === 'GET') return { status: 200, body: { data: endpoints } };
    if (req.url === '/webhooks' && req.method === 'POST') {
      const body = req.body as { url: string; events: WebhookEndpoint['events']; active: boolean };
      if (options.refuseUrl)
        return {
          status: 422,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Controleer de ingevoerde gegevens',
              fields: { url: [WEBHOOK_MESSAGES.privateTarget] },
            },
          },
        };
      const endpoint: WebhookEndpoint = {
        id: '22222222-2222-4222-8222-222222222222',
        ...body,
        secret: 'whsec_geheim',
        createdAt: NOW,
        updatedAt: NOW,
      };
      endpoints.push(endpoint);
      deliveries.push({
        id: '33333333-3333-4333-8333-333333333333',
        endpointId: endpoint.id,
        eventId: '44444444-4444-4444-8444-444444444444',
        eventType: 'quote.created',
        status: 'failed',
        attempts: 8,
        responseCode: 500,
        lastError: 'Antwoord met status 500',
        createdAt: NOW,
        lastAttemptAt: NOW,
        deliveredAt: null,
      });
      return { status: 201, body: { data: endpoint } };
    }
    if (req.url.endsWith('/deliveries') && req.method === 'GET')
      return { status: 200, body: { data: deliveries } };
    if (req.url.endsWith('/resend') && req.method === 'POST') {
      const copy: WebhookDelivery = {
        ...deliveries[0]!,
        id: '55555555-5555-4555-8555-555555555555',
        status: 'succeeded',
        attempts: 1,
        responseCode: 200,
        lastError: null,
      };
      deliveries.unshift(copy);
      return { status: 201, body: { data: copy } };
    }
    return defaultHandler(req, res);
  };
}

async function open(handler: Handler) {
  storeSession();
  return renderApp('/settings?tab=integrations', handler);
}

test('creates a key, shows it once with a copy button and a warning, lists it, revokes after confirmation', async () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { server } = await open(integrationsApi());
  expect(await screen.findByText('U heeft nog geen API-sleutels.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'API en webhooks' })).toHaveAttribute('aria-selected', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Sleutel aanmaken' }));
  expect(await screen.findByText('Naam is verplicht')).toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

  await userEvent.type(screen.getByLabelText('Naam van de sleutel'), 'Boekhouding');
  await userEvent.click(screen.getByRole('button', { name: 'Sleutel aanmaken' }));
  const dialog = await screen.findByRole('dialog', { name: 'API-sleutel aangemaakt' });
  expect(within(dialog).getByLabelText('Sleutel ‘Boekhouding’')).toHaveValue(KEY);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('U kunt hem hierna niet meer bekijken');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sleutel kopiëren' }));
  expect(writeText).toHaveBeenCalledWith(KEY);
  expect(await within(dialog).findByText('Gekopieerd')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ik heb de sleutel bewaard' }));
  expect(screen.queryByText(KEY)).not.toBeInTheDocument();

  const row = await screen.findByTestId('api-key-row');
  expect(row).toHaveTextContent('Boekhouding');
  expect(row).toHaveTextContent('ofl_01234567…');
  expect(row).toHaveTextContent('Nog niet gebruikt');
  expect(row).not.toHaveTextContent(KEY);

  await userEvent.click(within(row).getByRole('button', { name: 'Sleutel Boekhouding intrekken' }));
  await cancelConfirm('Weet u zeker dat u de sleutel ‘Boekhouding’ wilt intrekken?');
  expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  await userEvent.click(within(row).getByRole('button', { name: 'Sleutel Boekhouding intrekken' }));
  await answerConfirm('Intrekken');
  expect(await screen.findByText('API-sleutel ingetrokken')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('api-key-row')).toHaveTextContent('Ingetrokken'));
  expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe(
    '/api-keys/11111111-1111-4111-8111-111111111111',
  );
});

test('adds a webhook with the chosen events, shows deliveries and re-sends one', async () => {
  const { server } = await open(integrationsApi());
  expect(await screen.findByText('U heeft nog geen webhooks.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Webhook toevoegen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Webhook toevoegen' });
  // All events are checked by default; unchecking them all is refused before sending.
  for (const label of [
    'Offerte aangemaakt',
    'Offerte verzonden',
    'Offerte geaccepteerd',
    'Offerte afgewezen',
    'Offerte verwijderd',
  ])
    await userEvent.click(within(dialog).getByLabelText(label));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('URL *'), 'https://crm.voorbeeld.nl/hooks');
  await userEvent.click(within(dialog).getByLabelText('Offerte geaccepteerd'));
  await userEvent.click(within(dialog).getByLabelText('Offerte aangemaakt'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Webhook toegevoegd')).toBeInTheDocument();
  expect(server.requests.find((r) => r.method === 'POST' && r.url === '/webhooks')?.body).toEqual({
    url: 'https://crm.voorbeeld.nl/hooks',
    events: ['quote.created', 'quote.accepted'],
    active: true,
  });

  const row = await screen.findByTestId('webhook-row');
  expect(row).toHaveTextContent('https://crm.voorbeeld.nl/hooks');
  expect(row).toHaveTextContent('Offerte aangemaakt, Offerte geaccepteerd');
  expect(row).not.toHaveTextContent('whsec_geheim');
  await userEvent.click(within(row).getByRole('button', { name: 'Geheim tonen' }));
  expect(row).toHaveTextContent('whsec_geheim');

  await userEvent.click(within(row).getByRole('button', { name: 'Verzendingen' }));
  const delivery = await within(row).findByTestId('delivery-row');
  expect(delivery).toHaveTextContent('Mislukt');
  expect(delivery).toHaveTextContent('500');
  expect(delivery).toHaveTextContent('Antwoord met status 500');
  await userEvent.click(within(delivery).getByRole('button', { name: 'Opnieuw verzenden' }));
  expect(await screen.findByText('Opnieuw verzonden')).toBeInTheDocument();
  await waitFor(() => expect(within(row).getAllByTestId('delivery-row')).toHaveLength(2));
  expect(within(row).getAllByTestId('delivery-row')[0]).toHaveTextContent('Geslaagd');
  expect(
    server.requests.some((r) => r.url === '/webhooks/deliveries/33333333-3333-4333-8333-333333333333/resend'),
  ).toBe(true);
  expect(QUOTE_EVENT_TYPES).toHaveLength(5);
});

test("shows the server's Dutch field error for a refused address", async () => {
  await open(integrationsApi({ refuseUrl: true }));
  await userEvent.click(await screen.findByRole('button', { name: 'Webhook toevoegen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Webhook toevoegen' });
  await userEvent.type(within(dialog).getByLabelText('URL *'), 'https://intern.voorbeeld.nl/hook');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByText(WEBHOOK_MESSAGES.privateTarget)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Webhook toevoegen' })).toBeInTheDocument();
});

test('a failed load shows the error and a retry button', async () => {
  await open(integrationsApi({ failKeys: true }));
  expect(
    await screen.findByText('Fout bij laden van API-sleutels: Geen toegang tot deze functie'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
});
