/**
 * Environment variables of the API and worker, parsed with zod at boot.
 * ENV_DOCS is the table for the README: every variable with its default and meaning.
 */
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@offerteflow/contracts';

export interface EnvDoc {
  name: string;
  default: string;
  description: string;
}

export const ENV_DOCS: readonly EnvDoc[] = [
  {
    name: 'PORT',
    default: '3000',
    description: 'HTTP port of the API (and of the SPA in single-process mode).',
  },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the HTTP server binds to.' },
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test.' },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'ROLE',
    default: 'all',
    description: 'api (HTTP only), worker (job processing only) or all (both in one process).',
  },
  {
    name: 'DATA_DIR',
    default: '<repo>/.data',
    description: 'Local state: embedded PostgreSQL data (pg/), generated JWT secret, e-mail outbox.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PostgreSQL)',
    description: 'PostgreSQL connection URL. Unset starts embedded PostgreSQL with its data in DATA_DIR/pg.',
  },
  {
    name: 'EMBEDDED_PG_PORT',
    default: '54329',
    description: 'Port of the embedded PostgreSQL (only when DATABASE_URL is unset).',
  },
  {
    name: 'REDIS_URL',
    default: '(unset: in-process jobs)',
    description:
      'Redis URL. Set: BullMQ queues (processed by ROLE=worker|all) and login throttling shared by replicas.',
  },
  {
    name: 'QUEUE_PREFIX',
    default: 'offerteflow',
    description: 'Redis key prefix for BullMQ queues and throttle counters.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: .eml files in DATA_DIR/outbox)',
    description: 'SMTP URL for nodemailer, e.g. smtp://user:pass@mail.example.com:587.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Offerteflow <no-reply@offerteflow.local>',
    description:
      "Sender of outgoing e-mail. Quote e-mails use its address with the name '{company name} via Offerteflow'.",
  },
  {
    name: 'JWT_SECRET',
    default: '(unset: generated once into DATA_DIR/jwt-secret)',
    description:
      'HS256 secret for access tokens, at least 32 characters. Required when DATABASE_URL is set and NODE_ENV=production.',
  },
  {
    name: 'ACCESS_TOKEN_TTL_SECONDS',
    default: String(ACCESS_TOKEN_TTL_SECONDS),
    description: 'Lifetime of an access token in seconds.',
  },
  {
    name: 'CHROMIUM_PATH',
    default: '(unset: chromium, chromium-browser or google-chrome on PATH)',
    description: 'Chromium executable used for PDF rendering.',
  },
  {
    name: 'PDF_CONCURRENCY',
    default: '2',
    description: 'PDF renders running at the same time (pages in the Chromium pool).',
  },
  {
    name: 'PDF_TIMEOUT_MS',
    default: '20000',
    description:
      'Budget of one PDF render in milliseconds, from the moment it has a slot; over it the render fails once with a Dutch, non-retryable 503 PDF_TIMEOUT. Waiting for a slot is bounded separately (8 s, then a retryable 503).',
  },
  {
    name: 'APP_URL',
    default: 'http://localhost:3000',
    description: 'Public URL of the app (links in e-mails).',
  },
  { name: 'CORS_ORIGIN', default: '(APP_URL)', description: 'Allowed CORS origin(s), comma separated.' },
  {
    name: 'WEB_DIST',
    default: '<repo>/apps/web/dist',
    description: 'Built SPA served on the same port when the folder exists (ROLE=api|all).',
  },
  {
    name: 'OPENAI_API_KEY',
    default: '(unset: rules engine)',
    description: 'API key of an OpenAI-compatible server.',
  },
  {
    name: 'OPENAI_BASE_URL',
    default: '(unset: api.openai.com)',
    description: 'Base URL of an OpenAI-compatible server.',
  },
  { name: 'OPENAI_MODEL', default: 'gpt-4o-mini', description: 'Model name for the openai AI adapter.' },
  {
    name: 'PDF_READER',
    default: 'auto',
    description:
      'PDF text reader of onboarding: auto (poppler pdftotext when installed, else pdfjs) or pdfjs (always pdfjs-dist).',
  },
  {
    name: 'DOCUMENT_THREADS',
    default: '(CPU cores - 1, at least 1, at most 4)',
    description:
      'Worker threads that read and interpret uploaded documents off the HTTP event loop (started once and reused; a crashed or timed-out thread is replaced).',
  },
  {
    name: 'TESSERACT_PATH',
    default: '(unset: tesseract on PATH)',
    description:
      'tesseract executable for OCR of photos (JPEG, PNG) and scanned PDF pages; needs the Dutch data (Debian tesseract-ocr-nld). Without it such uploads are refused with a Dutch reason.',
  },
  {
    name: 'DOCUMENT_READ_TIMEOUT_MS',
    default: '180000',
    description:
      'Time-out of reading one uploaded document in ms (plus the OCR page time-outs of a photo or scan); longer fails the document with a Dutch reason.',
  },
  {
    name: 'OCR_MAX_PAGES',
    default: '10',
    description: 'Scanned pages one PDF may have for OCR; more fails the document with a Dutch reason.',
  },
  {
    name: 'OCR_PAGE_TIMEOUT_MS',
    default: '30000',
    description: 'Time-out of reading one photo or scanned page by OCR (render, prepare, recognise) in ms.',
  },
  {
    name: 'OPENAI_TIMEOUT_MS',
    default: '30000',
    description: 'Time-out of one request to the OpenAI-compatible server in milliseconds (no retries).',
  },
  {
    name: 'AI_THROTTLE_LIMIT',
    default: '30',
    description: 'Text-to-quote requests allowed per company per window (429 above it).',
  },
  {
    name: 'AI_THROTTLE_WINDOW_SECONDS',
    default: '60',
    description: 'Length of the text-to-quote throttle window in seconds.',
  },
  {
    name: 'QUEUE_LOCK_DURATION_MS',
    default: '30000',
    description:
      'BullMQ job lock in ms: a job whose worker died (no lock renewal) is taken over by another worker after this.',
  },
  {
    name: 'QUEUE_STALLED_INTERVAL_MS',
    default: '30000',
    description: 'How often (ms) BullMQ workers look for stalled jobs of dead workers.',
  },
  {
    name: 'JOB_TEST_DELAY_MS',
    default: '0',
    description:
      'Tests only (ignored when NODE_ENV=production): pause in ms inside the document job after it marked the document processing, so a test can kill a worker mid-job.',
  },
  {
    name: 'LOGIN_THROTTLE_LIMIT',
    default: '10',
    description: 'Login attempts allowed per IP + e-mail per window (per IP alone: 10x this).',
  },
  {
    name: 'LOGIN_THROTTLE_WINDOW_SECONDS',
    default: '900',
    description: 'Length of the login throttle window in seconds.',
  },
  {
    name: 'REGISTER_THROTTLE_LIMIT',
    default: '10',
    description: 'Registrations allowed per IP per hour.',
  },
  {
    name: 'EMAIL_LIMIT_PER_HOUR',
    default: '30',
    description: 'Quote e-mails a company may send per hour (send-email answers 429 beyond it).',
  },
  {
    name: 'EMAIL_LIMIT_PER_DAY',
    default: '200',
    description: 'Quote e-mails a company may send per day.',
  },
  {
    name: 'REMINDER_INTERVAL_MINUTES',
    default: '15',
    description:
      'Minutes between runs of the reminder and expiry sweep (BullMQ job scheduler or in-process timer); 0 turns it off.',
  },
  {
    name: 'TRUST_PROXY',
    default: '(unset: none)',
    description:
      "Proxies whose X-Forwarded-For/-Proto are believed (Express 'trust proxy'): a hop count, or addresses/CIDRs/loopback/uniquelocal, comma-separated. Unset: the socket address is the client IP.",
  },
  {
    name: 'API_KEY_THROTTLE_LIMIT',
    default: '600',
    description: 'Requests allowed per API key per window (429 above it).',
  },
  {
    name: 'API_KEY_THROTTLE_SECONDS',
    default: '60',
    description: 'Length of the API key throttle window in seconds.',
  },
  {
    name: 'WEBHOOK_ALLOW_PRIVATE_TARGETS',
    default: '(false when NODE_ENV=production, else true)',
    description:
      'true: webhooks may go to http:// and to loopback, link-local and private addresses (tests, development). false: HTTPS to public addresses only (SSRF protection).',
  },
  {
    name: 'WEBHOOK_TIMEOUT_MS',
    default: '10000',
    description: 'Time-out of one webhook HTTP call in milliseconds (redirects are never followed).',
  },
];

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const intIn = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const oneOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  optionalString.pipe(
    z
      .enum(values, { message: `must be one of ${values.join(', ')}` })
      .optional()
      .default(fallback as never),
  );

export const envSchema = z.object({
  PORT: intIn(1, 65535, 3000),
  HOST: optionalString.default('0.0.0.0'),
  NODE_ENV: oneOf(['development', 'production', 'test'] as const, 'development'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  ROLE: oneOf(['api', 'worker', 'all'] as const, 'all'),
  DATA_DIR: optionalString,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  EMBEDDED_PG_PORT: intIn(1, 65535, 54329),
  REDIS_URL: url(['redis:', 'rediss:']),
  QUEUE_PREFIX: optionalString
    .default('offerteflow')
    .pipe(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'must be 1-64 letters, digits, _ . or -' })),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString.default('Offerteflow <no-reply@offerteflow.local>'),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  ACCESS_TOKEN_TTL_SECONDS: intIn(1, 86_400, ACCESS_TOKEN_TTL_SECONDS),
  CHROMIUM_PATH: optionalString,
  PDF_CONCURRENCY: intIn(1, 32, 2),
  PDF_TIMEOUT_MS: intIn(100, 300_000, 20_000),
  APP_URL: url(['http:', 'https:']).default('http://localhost:3000'),
  CORS_ORIGIN: optionalString,
  WEB_DIST: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: url(['http:', 'https:']),
  OPENAI_MODEL: optionalString.default('gpt-4o-mini'),
  PDF_READER: oneOf(['auto', 'pdfjs'] as const, 'auto'),
  OPENAI_TIMEOUT_MS: intIn(100, 600_000, 30_000),
  DOCUMENT_THREADS: optionalString.pipe(
    z
      .string()
      .regex(/^([1-9]|1[0-6])$/, { message: 'must be an integer between 1 and 16' })
      .transform(Number)
      .optional(),
  ),
  TESSERACT_PATH: optionalString,
  DOCUMENT_READ_TIMEOUT_MS: intIn(1_000, 3_600_000, 180_000),
  OCR_MAX_PAGES: intIn(0, 500, 10),
  OCR_PAGE_TIMEOUT_MS: intIn(1_000, 600_000, 30_000),
  AI_THROTTLE_LIMIT: intIn(1, 1_000_000, 30),
  AI_THROTTLE_WINDOW_SECONDS: intIn(1, 86_400, 60),
  QUEUE_LOCK_DURATION_MS: intIn(500, 600_000, 30_000),
  QUEUE_STALLED_INTERVAL_MS: intIn(500, 600_000, 30_000),
  JOB_TEST_DELAY_MS: intIn(0, 600_000, 0),
  LOGIN_THROTTLE_LIMIT: intIn(1, 1_000_000, 10),
  LOGIN_THROTTLE_WINDOW_SECONDS: intIn(1, 86_400 * 7, 900),
  REGISTER_THROTTLE_LIMIT: intIn(1, 1_000_000, 10),
  EMAIL_LIMIT_PER_HOUR: intIn(1, 1_000_000, 30),
  EMAIL_LIMIT_PER_DAY: intIn(1, 10_000_000, 200),
  API_KEY_THROTTLE_LIMIT: intIn(1, 1_000_000, 600),
  API_KEY_THROTTLE_SECONDS: intIn(1, 86_400, 60),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: optionalString.pipe(
    z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  ),
  WEBHOOK_TIMEOUT_MS: intIn(100, 120_000, 10_000),
  REMINDER_INTERVAL_MINUTES: intIn(0, 10_080, 15),
  TRUST_PROXY: optionalString.refine((v) => v === undefined || /^[0-9A-Za-z.:/,\s]+$/.test(v), {
    message: 'must be a hop count or a comma-separated list of addresses, CIDRs, loopback or uniquelocal',
  }),
});

export type ParsedEnv = z.infer<typeof envSchema>;
