/** Business constants and limits of SPEC §9. Shared by API and web so both enforce the same values. */
import { BILLING_PRICES_CENTS, centsToEuro } from '@offerteflow/domain';

export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The largest amount any money field of a request takes, in euros (a quote line's unit price, a
 * catalogue price): 10 million, far below where cents leave the safe-integer range. Above it 422.
 */
export const MONEY_MAX_EURO = 10_000_000;

export const TOAST_DURATION_MS = {
  default: 5_000,
  offlineWarning: 5_000,
  reconnectSuccess: 3_000,
  syncStarted: 2_000,
  syncFailed: 3_000,
} as const;

export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN_REGISTER = 8;
export const COMPANY_NAME_MIN = 2;

export const SUBSCRIPTION_TYPES = ['monthly', 'per_quote'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Plan prices in euros for display and JSON; the amounts (in cents) and the billing rule live in the domain. */
export const BILLING_PLANS = {
  monthly: {
    priceEuro: /* @__PURE__ */ centsToEuro(BILLING_PRICES_CENTS.monthly),
    features: ['Onbeperkt offertes', 'AI templates', 'Prioriteit support'],
  },
  per_quote: { priceEuro: /* @__PURE__ */ centsToEuro(BILLING_PRICES_CENTS.per_quote) },
} as const;

export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const TEMPLATE_UPLOAD_MAX_FILES = 1;
export const UPLOAD_PROGRESS_STEP_PERCENT = 20;
export const UPLOAD_PROGRESS_INTERVAL_MS = 200;
export const DOCUMENT_POLL_ATTEMPTS = 12;
export const DOCUMENT_POLL_INTERVAL_MS = 1_000;
export const STATUS_POLL_INTERVAL_MS = 5_000;
export const AUTO_ADVANCE_DELAY_MS = 1_500;
export const COMPLETION_REDIRECT_DELAY_MS = 2_000;
export const AI_ANALYSIS_TIMEOUT_MS = 30_000;
export const AI_TEXT_MIN_LENGTH = 10;
export const DEFAULT_TEMPLATE_NAME = 'Mijn Template';
export const CONFIDENCE_HIGH = 0.8;
export const CONFIDENCE_MEDIUM = 0.6;
export const QUOTE_LIST_ITEM_PREVIEW = 2;
export const ONBOARDING_OVERVIEW_PRODUCTS = 5;
export const ONBOARDING_DESCRIPTION_MAX = 80;
export const ONBOARDING_TERM_MAX = 120;
export const RESET_RELOAD_DELAY_MS = 500;
export const QUOTE_ITEM_DEFAULTS = { quantity: 1, unitPrice: 0 } as const;
export const DEFAULT_COUNTRY = 'Nederland';
export const TOKEN_REFRESH_RETRIES = 1;
export const RETRYABLE_STATUSES = [0, 408, 429, 500, 502, 503, 504] as const;
export const BACKGROUND_SYNC_TAG = 'sync-quotes';
export const OFFLINE_DB_VERSION = 1;
export const OFFLINE_ID_PREFIX = 'offline_';

/** Query caching of SPEC §9. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const ONBOARDING_CACHE_TIME_MS = 10 * 60_000;
export const QUERY_DEFAULT_RETRY = 2;

/** Access tokens live 15 minutes (ARCHITECTURE.md, API conventions). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens (sessions) expire after 30 days without use. */
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** JSON request bodies above this size answer 413. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export const SETTINGS_DEFAULTS = {
  quotes: {
    defaultValidityDays: 30,
    defaultPaymentTerms: 'Betaling binnen 30 dagen na factuurdatum',
    includeVat: true,
    vatPercentage: 21,
    defaultCurrency: 'EUR',
    quoteNumberPrefix: 'OFF',
    autoSendReminders: true,
    reminderDays: [7, 14, 30],
    /** 'Aanbetaling' percentage of new quotes (0: none). */
    depositPercent: 0,
  },
  templateStyle: {
    primaryColor: '#1e40af',
    secondaryColor: '#64748b',
    fontFamily: 'Inter',
    logoPosition: 'left',
    showCompanyDetails: true,
    showPaymentTerms: true,
    customFooter: '',
  },
  notifications: {
    emailQuoteUpdates: true,
    emailPaymentReminders: true,
    emailWeeklyReports: false,
    pushNotifications: true,
  },
} as const;

export const FONT_FAMILIES = ['Inter', 'Arial', 'Helvetica', 'Times New Roman', 'Georgia'] as const;
export const LOGO_POSITIONS = ['left', 'center', 'right'] as const;

/** Customer field lengths and list paging (GET /api/customers, /api/quotes). */
export const CUSTOMER_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  address: 500,
  postalCode: 20,
  city: 100,
  country: 100,
  search: 200,
  pageSizeMax: 100,
  pageSizeDefault: 20,
} as const;
