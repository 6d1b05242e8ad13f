import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, ENV_DOCS, parseConfig } from '../src/config';
import { envSchema } from '../src/config/env.schema';
import { readBudgetMs } from '../src/infra/documents/read-document';

describe('config', () => {
  it('uses the documented defaults for an empty environment', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      role: 'all',
      mode: 'embedded',
      embeddedPgPort: 54329,
      appUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
      accessTokenTtlSeconds: 900,
      loginThrottle: { limit: 10, windowSeconds: 900 },
      documentReadTimeoutMs: 180_000,
    });
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.redisUrl).toBeUndefined();
  });

  it('reads the document read time-out, which sets the whole read budget', () => {
    const c = parseConfig({
      DOCUMENT_READ_TIMEOUT_MS: '600000',
      OCR_MAX_PAGES: '2',
      OCR_PAGE_TIMEOUT_MS: '5000',
    });
    expect(c.documentReadTimeoutMs).toBe(600_000);
    const options = {
      timeoutMs: c.documentReadTimeoutMs,
      ocrMaxPages: c.ocr.maxPages,
      ocrPageTimeoutMs: c.ocr.pageTimeoutMs,
      ocrCommand: c.ocr.command,
    };
    expect(readBudgetMs('xlsx', options)).toBe(600_000);
    expect(readBudgetMs('pdf', options)).toBe(610_000);
    expect(readBudgetMs('png', options)).toBe(605_000);
    expect(() => parseConfig({ DOCUMENT_READ_TIMEOUT_MS: '10' })).toThrow(ConfigError);
  });

  it('documents every variable it parses', () => {
    expect(ENV_DOCS.map((d) => d.name).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('rejects bad values with one line naming the variables', () => {
    expect(() => parseConfig({ PORT: 'abc', ROLE: 'boss' })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'abc', ROLE: 'boss' });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).not.toContain('\n');
      expect(msg).toMatch(/^Invalid configuration: /);
      expect(msg).toContain('PORT must be an integer between 1 and 65535 (got "abc")');
      expect(msg).toContain('ROLE must be one of api, worker, all');
    }
  });

  it('requires a long JWT_SECRET in production with DATABASE_URL', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db' };
    expect(() => parseConfig(env)).toThrow(/JWT_SECRET is required/);
    expect(() => parseConfig({ ...env, JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
    expect(parseConfig({ ...env, JWT_SECRET: 's'.repeat(32) }).mode).toBe('configured');
  });

  it('stops the process at boot with the message', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
      env: { PATH: process.env.PATH, REDIS_URL: 'http://not-redis' },
      encoding: 'utf8',
      // tsx compiles the whole app on the fly: slow on a loaded CI machine, so the limit is generous.
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(
      'Invalid configuration: REDIS_URL must be a URL starting with redis:// or rediss:// (got "http://not-redis")',
    );
  }, 90_000);
});
