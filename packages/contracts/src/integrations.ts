/**
 * Integration contracts: API keys (machine access for one company) and webhooks (signed HTTP calls to
 * other systems on quote events). Routes: /api/api-keys and /api/webhooks (logged-in users only).
 */
import { z } from 'zod';
import { isoTimestamp, labelKeys, labelTable, requiredName, requiredText } from './fields.js';
import { envelope } from './api.js';
import { MSG } from './messages.js';
import { QUOTE_EVENT_TYPES } from './quote-events.js';
import { quoteSchema } from './quotes.js';

/** Every key starts with this; the guard routes `Bearer ofl_…` to the key check instead of JWT. */
export const API_KEY_PREFIX = 'ofl_';
/** Characters of the key (prefix included) shown in lists to recognise it. */
export const API_KEY_DISPLAY_LENGTH = 12;

export const API_KEY_MESSAGES = {
  invalid: 'Ongeldige of ingetrokken API-sleutel',
  notAllowed:
    'Een API-sleutel geeft geen toegang tot dit onderdeel. Alleen offertes, klanten, de productcatalogus en sjablonen zijn met een API-sleutel bereikbaar.',
  tooManyRequests: 'Te veel verzoeken met deze API-sleutel, probeer het over een minuut opnieuw',
  nameRequired: 'Naam is verplicht',
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'URL is verplicht',
  urlInvalid: 'Vul een geldige URL in, bijvoorbeeld https://voorbeeld.nl/webhooks',
  httpsRequired: 'Gebruik een https://-adres',
  credentialsInUrl: 'Een URL met gebruikersnaam of wachtwoord is niet toegestaan',
  privateTarget:
    'Dit adres is niet toegestaan: webhooks worden niet naar lokale of interne netwerkadressen verzonden',
  eventsRequired: 'Kies minstens één gebeurtenis',
} as const;

/** Dutch labels of the quote events, for the settings screen. */
export const QUOTE_EVENT_LABELS: Record<(typeof QUOTE_EVENT_TYPES)[number], string> = {
  'quote.created': 'Offerte aangemaakt',
  'quote.sent': 'Offerte verzonden',
  'quote.accepted': 'Offerte geaccepteerd',
  'quote.rejected': 'Offerte afgewezen',
  'quote.deleted': 'Offerte verwijderd',
};

/** POST /api/api-keys. */
export const apiKeyCreateRequestSchema = z.object({
  name: requiredName(API_KEY_MESSAGES.nameRequired).max(100, { error: MSG.tooLong }),
});
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequestSchema>;

/** One key as listed: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** First API_KEY_DISPLAY_LENGTH characters, e.g. `ofl_3fA9xQ2b`. */
  prefix: z.string(),
  createdAt: isoTimestamp,
  /** Name of the admin who created it ('Voormalig collega' once their account is deleted). */
  createdBy: z.string().nullable(),
  lastUsedAt: isoTimestamp.nullable(),
  revokedAt: isoTimestamp.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyResponseSchema = envelope(apiKeySchema);
export const apiKeyListResponseSchema = envelope(z.array(apiKeySchema));

/** The answer of POST /api/api-keys: the only time the full key is shown. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string().startsWith(API_KEY_PREFIX) });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
export const apiKeyCreatedResponseSchema = envelope(apiKeyCreatedSchema);

export const quoteEventTypeSchema = z.enum(QUOTE_EVENT_TYPES);

/** POST /api/webhooks and PUT /api/webhooks/:id. HTTPS and the address checks are applied by the server. */
export const webhookEndpointInputSchema = z.object({
  url: requiredText(WEBHOOK_MESSAGES.urlRequired)
    .max(2000, { error: MSG.tooLong })
    .refine(
      (v) => {
        try {
          return ['http:', 'https:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: WEBHOOK_MESSAGES.urlInvalid },
    ),
  events: z
    .array(quoteEventTypeSchema, { error: WEBHOOK_MESSAGES.eventsRequired })
    .min(1, { error: WEBHOOK_MESSAGES.eventsRequired })
    .max(QUOTE_EVENT_TYPES.length)
    .transform((events) => QUOTE_EVENT_TYPES.filter((e) => events.includes(e))),
  active: z.boolean({ error: MSG.invalidValue }).default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;
export type WebhookEndpointData = z.output<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(quoteEventTypeSchema),
  active: z.boolean(),
  /** Signing secret (`whsec_…`): HMAC-SHA256 key of the Offerteflow-Signature header. */
  secret: z.string(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointResponseSchema = envelope(webhookEndpointSchema);
export const webhookEndpointListResponseSchema = envelope(z.array(webhookEndpointSchema));

export const WEBHOOK_DELIVERY_STATUS_LABELS = labelTable({
  pending: 'Bezig',
  succeeded: 'Geslaagd',
  failed: 'Mislukt',
});
export const WEBHOOK_DELIVERY_STATUSES = labelKeys(WEBHOOK_DELIVERY_STATUS_LABELS);
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One delivery of one event to one endpoint; `attempts` counts the HTTP calls made so far. */
export const webhookDeliverySchema = z.object({
  id: z.string().uuid(),
  endpointId: z.string().uuid(),
  eventId: z.string().uuid(),
  eventType: quoteEventTypeSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  /** HTTP status of the last attempt; null when no answer came (time-out, refused address…). */
  responseCode: z.number().int().nullable(),
  /** Why the last attempt failed, in Dutch; null after success. */
  lastError: z.string().nullable(),
  createdAt: isoTimestamp,
  lastAttemptAt: isoTimestamp.nullable(),
  deliveredAt: isoTimestamp.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryResponseSchema = envelope(webhookDeliverySchema);
export const webhookDeliveryListResponseSchema = envelope(z.array(webhookDeliverySchema));

/**
 * The JSON body POSTed to an endpoint. Headers: `Offerteflow-Event`, `Offerteflow-Delivery` (delivery
 * id) and `Offerteflow-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */
export const webhookEventSchema = z.object({
  /** Event id: the same on a re-sent delivery, so receivers can ignore duplicates. */
  id: z.string().uuid(),
  type: quoteEventTypeSchema,
  createdAt: isoTimestamp,
  data: z.object({
    quoteId: z.string().uuid(),
    quoteNumber: z.string(),
    /** The quote after the change; null for quote.deleted. */
    quote: quoteSchema.nullable(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Queue `webhooks`, job `deliver-webhook`: one HTTP attempt per run, retried with back-off. */
export const deliverWebhookJobSchema = z.object({ deliveryId: z.string().uuid() });
export type DeliverWebhookJob = z.infer<typeof deliverWebhookJobSchema>;
