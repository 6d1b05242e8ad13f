#!/usr/bin/env node
// Runs every `quality:*` script of the API package (extraction, text-to-quote, house style) in turn.
// Each prints its figures and exits non-zero below its target; this exits non-zero if any did.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
const names = Object.keys(pkg.scripts ?? {}).filter((n) => n.startsWith('quality:'));
let failed = 0;
for (const name of names) {
  console.log(`\n--- ${name}`);
  const run = spawnSync('pnpm', ['--filter', '@offerteflow/api', 'run', '--silent', name], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed += 1;
    console.log(`--- ${name}: below target or failed (exit ${run.status ?? run.signal})`);
  }
}
console.log(
  `\nquality: ${names.length - failed} of ${names.length} commands passed their gate (a command below its target but above its regression floor says so in its own lines)`,
);
process.exit(failed === 0 ? 0 : 1);
