// Shared by the checks `npm start` runs before the server (ensure-chromium.mjs, ensure-tesseract.mjs):
// find a program, and when it is missing and the process runs as root on Debian, install its Debian
// packages with apt-get; otherwise hand back the one line to print. Nothing here stops the start.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` that is an executable file in a directory of PATH, or undefined. */
export function findOnPath(names, env = process.env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}

export const installCommand = (packages) =>
  `sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;

/**
 * Returns { path } when `find(env)` finds the program (after installing `packages` if allowed), else
 * { line } from `missingLine(env)`. `uid`, `isDebian` and `run` are parameters so the decision can be
 * tested; `mayInstall` is false when the operator pointed at a program of their own.
 */
export function ensureDebianPackages({
  find,
  packages,
  purpose,
  missingLine,
  mayInstall = true,
  env = process.env,
  uid = typeof process.getuid === 'function' ? process.getuid() : -1,
  isDebian = existsSync('/etc/debian_version'),
  run = (cmd, args, runEnv = env) =>
    spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: runEnv }).status === 0,
  log = (line) => console.log(line),
}) {
  const found = find(env);
  if (found) return { path: found };
  if (mayInstall && uid === 0 && isDebian) {
    log(`offerteflow: installing ${packages.join(' ')} with apt-get for ${purpose} ...`);
    const install = ['install', '-y', '-qq', '--no-install-recommends', ...packages];
    const apt = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      run('apt-get', install, apt) ||
      (run('apt-get', ['update', '-qq'], apt) && run('apt-get', install, apt));
    const installed = ok ? find(env) : undefined;
    if (installed) return { path: installed };
  }
  return { line: missingLine(env) };
}
