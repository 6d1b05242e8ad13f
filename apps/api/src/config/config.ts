/** Turns the environment into a typed AppConfig; a bad value throws ConfigError with one clear line. */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { envSchema, type ParsedEnv } from './env.schema';

/** apps/api/{src,dist}/config -> repository root. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

export type Role = ParsedEnv['ROLE'];
export type RuntimeMode = 'embedded' | 'configured';

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: ParsedEnv['NODE_ENV'];
  logLevel: ParsedEnv['LOG_LEVEL'];
  role: Role;
  mode: RuntimeMode;
  dataDir: string;
  databaseUrl?: string;
  embeddedPgPort: number;
  redisUrl?: string;
  queuePrefix: string;
  /** BullMQ lock and stalled-check timing (ms): how fast a dead worker's job is taken over. */
  queueTiming: { lockDurationMs: number; stalledIntervalMs: number };
  /** Tests only: pause inside the document job (0 and forced to 0 in production). */
  jobTestDelayMs: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Undefined until resolveJwtSecret() ran (it may read or create DATA_DIR/jwt-secret). */
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  chromiumPath?: string;
  pdf: { concurrency: number; timeoutMs: number };
  appUrl: string;
  corsOrigins: string[];
  webDist: string;
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number };
  /** Text-to-quote requests per company per window. */
  aiThrottle: { limit: number; windowSeconds: number };
  loginThrottle: { limit: number; windowSeconds: number };
  registerThrottleLimit: number;
  emailLimits: { perHour: number; perDay: number };
  /** Requests per API key per window. */
  apiKeyThrottle: { limit: number; windowSeconds: number };
  /** allowPrivateTargets: http:// and non-public addresses allowed (never the default in production). */
  webhooks: { allowPrivateTargets: boolean; timeoutMs: number };
  /** Minutes between reminder sweeps; 0 = off. */
  reminderIntervalMinutes: number;
  /** Express 'trust proxy': false (socket address), a hop count, or a list of trusted proxies. */
  trustProxy: false | number | string[];
  /** Worker threads that read and interpret documents (started once, reused). */
  documentThreads: number;
  /** Wall-clock time-out of reading one document (before OCR pages). */
  documentReadTimeoutMs: number;
  /** OCR of photos and scanned PDF pages: tesseract executable, page budget, time-out per page. */
  ocr: { command: string; maxPages: number; pageTimeoutMs: number };
}

/** One thread per core beyond the first (the HTTP thread's), at least 1, at most 4. */
/**
 * Whether this process keeps warm worker threads for jobs: it runs jobs (always without Redis, where
 * jobs run in process; with Redis in every role but 'api'), and it is not a test, whose apps start
 * their threads with the first job.
 */
export const warmsJobThreads = (config: Pick<AppConfig, 'redisUrl' | 'role' | 'nodeEnv'>): boolean =>
  (!config.redisUrl || config.role !== 'api') && config.nodeEnv !== 'test';

export const defaultDocumentThreads = (): number => Math.max(1, Math.min(4, availableParallelism() - 1));

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const abs = (p: string) => (isAbsolute(p) ? p : resolve(process.cwd(), p));

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Pure: parses the environment, no file system access. Throws ConfigError. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => {
      const name = String(i.path[0] ?? 'env');
      const got = env[name];
      return `${name} ${i.message}${got !== undefined ? ` (got "${got}")` : ''}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required (at least 32 characters) when DATABASE_URL is set and NODE_ENV=production',
    );
  }
  const appUrl = e.APP_URL.replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    role: e.ROLE,
    mode: e.DATABASE_URL ? 'configured' : 'embedded',
    dataDir: abs(e.DATA_DIR ?? join(REPO_ROOT, '.data')),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    redisUrl: e.REDIS_URL,
    queuePrefix: e.QUEUE_PREFIX,
    queueTiming: { lockDurationMs: e.QUEUE_LOCK_DURATION_MS, stalledIntervalMs: e.QUEUE_STALLED_INTERVAL_MS },
    jobTestDelayMs: e.NODE_ENV === 'production' ? 0 : e.JOB_TEST_DELAY_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    chromiumPath: e.CHROMIUM_PATH,
    pdf: { concurrency: e.PDF_CONCURRENCY, timeoutMs: e.PDF_TIMEOUT_MS },
    appUrl,
    corsOrigins: (e.CORS_ORIGIN ?? appUrl)
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    webDist: abs(e.WEB_DIST ?? join(REPO_ROOT, 'apps', 'web', 'dist')),
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
    },
    aiThrottle: { limit: e.AI_THROTTLE_LIMIT, windowSeconds: e.AI_THROTTLE_WINDOW_SECONDS },
    loginThrottle: { limit: e.LOGIN_THROTTLE_LIMIT, windowSeconds: e.LOGIN_THROTTLE_WINDOW_SECONDS },
    registerThrottleLimit: e.REGISTER_THROTTLE_LIMIT,
    emailLimits: { perHour: e.EMAIL_LIMIT_PER_HOUR, perDay: e.EMAIL_LIMIT_PER_DAY },
    apiKeyThrottle: { limit: e.API_KEY_THROTTLE_LIMIT, windowSeconds: e.API_KEY_THROTTLE_SECONDS },
    webhooks: {
      allowPrivateTargets:
        (e.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? String(e.NODE_ENV !== 'production')) === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
    reminderIntervalMinutes: e.REMINDER_INTERVAL_MINUTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    documentThreads: e.DOCUMENT_THREADS ?? defaultDocumentThreads(),
    documentReadTimeoutMs: e.DOCUMENT_READ_TIMEOUT_MS,
    ocr: {
      command: e.TESSERACT_PATH ?? 'tesseract',
      maxPages: e.OCR_MAX_PAGES,
      pageTimeoutMs: e.OCR_PAGE_TIMEOUT_MS,
    },
  };
}

/** Uses JWT_SECRET, or reads/creates DATA_DIR/jwt-secret (kept across restarts). */
export function resolveJwtSecret(config: AppConfig): AppConfig {
  if (config.jwtSecret) return config;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return { ...config, jwtSecret: secret };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { ...config, jwtSecret: secret };
}

/** parseConfig + resolveJwtSecret: what main.ts and worker.ts use. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig & { jwtSecret: string } {
  return resolveJwtSecret(parseConfig(env)) as AppConfig & { jwtSecret: string };
}
