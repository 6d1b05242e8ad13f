/** Finds the system Chromium (CHROMIUM_PATH or PATH) and checks that `--version` runs. */
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

/** A working Chromium is re-checked every few minutes; a failure already on the next check. */
const UP_TTL_MS = 5 * 60_000;
const DOWN_TTL_MS = 2_000;

let cached: { key: string; result: Promise<ChromiumStatus>; expiresAt: number } | undefined;

async function probe(configured?: string): Promise<ChromiumStatus> {
  const path = findChromium(configured);
  if (!path) return { status: 'down', detail: 'Chromium niet gevonden' };
  try {
    return { status: 'up', path, version: await version(path) };
  } catch {
    return { status: 'down', path, detail: 'Chromium start niet' };
  }
}

/**
 * Finds and starts Chromium (`--version`). Concurrent callers share one probe; the answer is reused
 * for a while, briefly when Chromium was missing so that an installed or repaired browser shows up
 * without restarting the API.
 */
export function checkChromium(configured?: string): Promise<ChromiumStatus> {
  const key = configured ?? '';
  const now = Date.now();
  if (cached?.key === key && cached.expiresAt > now) return cached.result;
  const entry = { key, result: probe(configured), expiresAt: now + UP_TTL_MS };
  cached = entry;
  void entry.result.then((r) => {
    if (r.status !== 'up') entry.expiresAt = Date.now() + DOWN_TTL_MS;
  });
  return entry.result;
}
