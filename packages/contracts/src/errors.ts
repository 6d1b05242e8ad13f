/**
 * The error catalogue of SPEC §8 and the error body of ARCHITECTURE.md:
 * {"error": {"code", "message", "fields"}}.
 */
import { RETRYABLE_STATUSES } from './constants.js';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 412: the If-Match of an edit names a version the resource no longer has. */
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_FAILED',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  /** 503: the server has no working Chromium, so it cannot make PDF files. */
  'PDF_UNAVAILABLE',
  /** 503: the PDF went over its render budget; repeating the same request would fail again. */
  'PDF_TIMEOUT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** 503 answers that repeating cannot fix: they never carry `retryable`. */
export const NOT_RETRYABLE_CODES: readonly ErrorCode[] = ['PDF_UNAVAILABLE', 'PDF_TIMEOUT'];

export const DEFAULT_SERVER_MESSAGE = 'Er is een fout opgetreden';

/** Messages the client shows per status (SPEC §8). 422 and "other" statuses use the server message. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Sessie verlopen, log opnieuw in',
  403: 'Geen toegang tot deze functie',
  404: 'Gevraagde gegevens niet gevonden',
  429: 'Te veel verzoeken, probeer later opnieuw',
  500: 'Server fout, probeer later opnieuw',
};
export const NO_RESPONSE_MESSAGE = 'Geen internetverbinding';
export const UNKNOWN_ERROR_MESSAGE = 'Onbekende fout opgetreden';

/** Friendly hints by status (SPEC §8). */
export function friendlyHint(status: number): string {
  if (status === 0) return 'Controleer uw internetverbinding en probeer het opnieuw.';
  if (status === 401) return 'U bent uitgelogd. Log opnieuw in.';
  if (status === 403) return 'U heeft geen toegang tot deze functie.';
  if (status === 404) return 'De gevraagde informatie is niet gevonden.';
  if (status === 422) return 'Controleer uw invoer.';
  if (status === 429) return 'Te veel verzoeken. Wacht even en probeer het opnieuw.';
  if (status >= 500) return 'Er is een probleem met de server. Probeer het later opnieuw.';
  return 'Probeer het opnieuw.';
}

export function isRetryableStatus(status: number): boolean {
  return (RETRYABLE_STATUSES as readonly number[]).includes(status);
}

/** Messages the server sends for its own error codes (Dutch, never a stack trace). */
export const SERVER_MESSAGES = {
  malformedJson: 'De aanvraag bevat ongeldige JSON',
  validationFailed: 'Controleer de ingevoerde gegevens',
  payloadTooLarge: 'De aanvraag is te groot',
  unsupportedMediaType: 'Dit bestandstype wordt niet ondersteund',
  unauthorized: 'Sessie verlopen, log opnieuw in',
  invalidCredentials: 'Onjuist e-mailadres of wachtwoord',
  invalidRefreshToken: 'Sessie verlopen, log opnieuw in',
  forbidden: 'Geen toegang tot deze functie',
  notFound: 'Gevraagde gegevens niet gevonden',
  routeNotFound: 'Deze API-route bestaat niet',
  emailTaken: 'Er bestaat al een account met dit e-mailadres',
  tooManyRequests: 'Te veel verzoeken, probeer later opnieuw',
  internal: 'Server fout, probeer later opnieuw',
  unavailable: 'De dienst is tijdelijk niet beschikbaar, probeer later opnieuw',
  invalidCharacters: 'De aanvraag bevat een ongeldig teken (NUL-teken)',
  badContentEncoding: 'De aanvraag kon niet worden uitgepakt (ongeldige Content-Encoding)',
  badRequest: 'Ongeldige aanvraag',
  tooManyElements: 'Te veel elementen in deze lijst',
  emailLimit: 'U heeft het maximum aantal e-mails voor nu bereikt, probeer het later opnieuw',
  versionConflict:
    'Deze gegevens zijn intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en kies welke u wilt bewaren.',
} as const;

/** Dutch messages of the Idempotency-Key handling on creating POSTs. */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Ongeldige Idempotency-Key (8 tot 255 tekens zonder spaties)',
  keyReused: 'Deze Idempotency-Key is al gebruikt voor een ander verzoek',
  inProgress: 'Dit verzoek wordt nog verwerkt, probeer het zo opnieuw',
} as const;

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string[]>;
    /** True when the failure is temporary (database/Redis outage): repeat the request later. */
    retryable?: boolean;
    /** The resource as it is now, on a 412 (stale If-Match) or a 409 that lost to another change. */
    current?: unknown;
  };
}
