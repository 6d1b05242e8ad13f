/**
 * A real worker process (`ROLE=worker node dist/main.js`) for crash tests. dist/ is compiled once per
 * test file (scripts/_build.cjs) so the process runs the code under test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_JWT_SECRET } from './app';
import { testDatabaseUrl } from './test-database';

const API_ROOT = join(__dirname, '..', '..');

export function buildDist(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the shared CommonJS build helper
  const build = require(join(API_ROOT, 'scripts', '_build.cjs')) as () => string;
  return build();
}

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the process logged `worker started`. */
  ready: Promise<void>;
  exited: Promise<number | null>;
}

export function startWorker(dist: string, env: Record<string, string>): WorkerProcess {
  let out = '';
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ROLE: 'worker',
      DATABASE_URL: testDatabaseUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ofl-worker-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('worker started')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`worker exited (${code}) before it started:\n${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, ready, exited };
}
