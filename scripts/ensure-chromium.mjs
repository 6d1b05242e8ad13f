#!/usr/bin/env node
// Run by `npm start` before the server: makes sure a Chromium exists for the PDF renderer. It looks
// where the API looks (CHROMIUM_PATH, else chromium / chromium-browser / google-chrome on PATH, see
// apps/api/src/infra/chromium/chromium.ts). When none is found and the process runs as root on Debian,
// it installs the Debian packages; otherwise it prints one line with the command to run. It never
// stops the start: the app works without PDFs and says so in the UI.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, findOnPath, installCommand, isExecutable } from './system-packages.mjs';

export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const DEBIAN_PACKAGES = ['chromium', 'fonts-liberation'];
export const INSTALL_COMMAND = installCommand(DEBIAN_PACKAGES);

/** The Chromium the API would use, or undefined. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return findOnPath(CHROMIUM_NAMES, env);
}

/** The one line printed when no Chromium is there and none could be installed. */
export function missingLine(env = process.env) {
  const where = env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not executable`
    : 'no Chromium on PATH';
  return `offerteflow: PDFs are unavailable (${where}); install it with: ${INSTALL_COMMAND}  (or set CHROMIUM_PATH)`;
}

/** Returns { path } when a Chromium exists (after installing it if allowed), else { line } to print. */
export function ensureChromium({ env = process.env, ...options } = {}) {
  return ensureDebianPackages({
    find: findChromium,
    packages: DEBIAN_PACKAGES,
    purpose: 'PDF rendering',
    missingLine,
    mayInstall: !env.CHROMIUM_PATH,
    env,
    ...options,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureChromium();
  if (result.line) console.error(result.line);
}
