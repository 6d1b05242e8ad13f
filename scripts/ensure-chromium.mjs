#!/usr/bin/env node
// Run by `npm start` before the server: makes sure a Chromium exists for the PDF renderer. It looks
// where the API looks (CHROMIUM_PATH, else chromium / chromium-browser / google-chrome on PATH, see
// apps/api/src/infra/chromium/chromium.ts). When none is found and the process runs as root on Debian,
// it installs the Debian packages; otherwise it prints one line with the command to run. It never
// stops the start: the app works without PDFs and says so in the UI.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const DEBIAN_PACKAGES = ['chromium', 'fonts-liberation'];
export const INSTALL_COMMAND = `sudo apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES.join(' ')}`;

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium the API would use, or undefined. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of CHROMIUM_NAMES) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}

/** The one line printed when no Chromium is there and none could be installed. */
export function missingLine(env = process.env) {
  const where = env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not executable`
    : 'no Chromium on PATH';
  return `offerteflow: PDFs are unavailable (${where}); install it with: ${INSTALL_COMMAND}  (or set CHROMIUM_PATH)`;
}

/**
 * Returns { path } when a Chromium exists (after installing it if allowed), else { line } with the
 * message to print. `uid`, `isDebian` and `run` are parameters so the decision can be tested.
 */
export function ensureChromium({
  env = process.env,
  uid = typeof process.getuid === 'function' ? process.getuid() : -1,
  isDebian = existsSync('/etc/debian_version'),
  run = (cmd, args, runEnv = env) =>
    spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: runEnv }).status === 0,
  log = (line) => console.log(line),
} = {}) {
  const found = findChromium(env);
  if (found) return { path: found };
  const mayInstall = uid === 0 && isDebian && !env.CHROMIUM_PATH;
  if (mayInstall) {
    log(`offerteflow: installing ${DEBIAN_PACKAGES.join(' ')} with apt-get for PDF rendering ...`);
    const install = ['install', '-y', '-qq', '--no-install-recommends', ...DEBIAN_PACKAGES];
    const apt = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      run('apt-get', install, apt) ||
      (run('apt-get', ['update', '-qq'], apt) && run('apt-get', install, apt));
    const installed = ok ? findChromium(env) : undefined;
    if (installed) return { path: installed };
  }
  return { line: missingLine(env) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureChromium();
  if (result.line) console.error(result.line);
}
