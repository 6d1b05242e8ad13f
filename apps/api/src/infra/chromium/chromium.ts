/** Finds the system Chromium (CHROMIUM_PATH or PATH) and checks that `--version` runs; cached. */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export interface ChromiumStatus {
  status: 'up' | 'down';
  path?: string;
  version?: string;
  detail?: string;
}

function isExecutable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(configured?: string): string | undefined {
  if (configured) return isExecutable(configured) ? configured : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of CANDIDATES) {
      const p = join(dir, name);
      if (isExecutable(p)) return p;
    }
  }
  return undefined;
}

function version(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(path, ['--version'], { timeout: 10_000 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout.trim()),
    );
  });
}

let cached: { key: string; result: Promise<ChromiumStatus> } | undefined;

export function checkChromium(configured?: string): Promise<ChromiumStatus> {
  const key = configured ?? '';
  if (cached?.key === key) return cached.result;
  const result = (async (): Promise<ChromiumStatus> => {
    const path = findChromium(configured);
    if (!path) return { status: 'down', detail: 'Chromium niet gevonden' };
    try {
      return { status: 'up', path, version: await version(path) };
    } catch {
      return { status: 'down', path, detail: 'Chromium start niet' };
    }
  })();
  cached = { key, result };
  return result;
}
