#!/usr/bin/env node
// Run by `npm start` before the server: makes sure tesseract with the Dutch language data exists for
// OCR of photographed price lists and scanned PDF pages. It looks where the API looks (TESSERACT_PATH,
// else tesseract on PATH, see apps/api/src/infra/documents/ocr/tesseract.ts) and asks it for its
// languages. When it is missing and the process runs as root on Debian, it installs the Debian packages;
// otherwise it prints one line with the command to run. It never stops the start: without OCR the app
// refuses photos and scans with a Dutch reason.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, findOnPath, installCommand, isExecutable } from './system-packages.mjs';

export const DEBIAN_PACKAGES = ['tesseract-ocr', 'tesseract-ocr-nld'];
export const INSTALL_COMMAND = installCommand(DEBIAN_PACKAGES);
export const LANGUAGE = 'nld';

/** True when `file --list-langs` lists the Dutch data. */
export function hasDutch(file) {
  const res = spawnSync(file, ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
  return res.status === 0 && new RegExp(`^${LANGUAGE}$`, 'm').test(`${res.stdout}${res.stderr}`);
}

/** The tesseract the API would use when it has the Dutch data, or undefined. */
export function findTesseract(env = process.env, dutch = hasDutch) {
  const file = env.TESSERACT_PATH
    ? isExecutable(env.TESSERACT_PATH)
      ? env.TESSERACT_PATH
      : undefined
    : findOnPath(['tesseract'], env);
  return file && dutch(file) ? file : undefined;
}

/** The one line printed when OCR is not available and could not be installed. */
export function missingLine(env = process.env) {
  const where = env.TESSERACT_PATH ? `TESSERACT_PATH=${env.TESSERACT_PATH}` : 'tesseract on PATH';
  return `offerteflow: photos and scanned PDFs cannot be read (no ${where} with Dutch data); install it with: ${INSTALL_COMMAND}  (or set TESSERACT_PATH)`;
}

/** Returns { path } when OCR is available (after installing it if allowed), else { line } to print. */
export function ensureTesseract({ env = process.env, dutch = hasDutch, ...options } = {}) {
  return ensureDebianPackages({
    find: (e) => findTesseract(e, dutch),
    packages: DEBIAN_PACKAGES,
    purpose: 'OCR of photos and scans',
    missingLine,
    mayInstall: !env.TESSERACT_PATH,
    env,
    ...options,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureTesseract();
  if (result.line) console.error(result.line);
}
