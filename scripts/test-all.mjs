#!/usr/bin/env node
// The whole test suite, as run by `npm test` and CI: build, lint, typecheck, migration drift,
// unit and integration tests, smoke tests of the run modes, the quality figures of extraction,
// text-to-quote and house style, and the Playwright end-to-end specs.
// Each runner writes a JSON report to reports/; the last line sums them up.
// Stages that share a `batch` run side by side: each of lint, format, typecheck, migration drift, smoke
// and quality keeps about one core busy, and the machine has two or more. Their output is kept and
// printed whole when the stage ends. The unit, e2e and delivery stages use every core (or, for the
// Lighthouse figures, want a quiet machine) and run alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { junitCases, listFailures } from './report-failures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'build', cmd: 'pnpm', args: ['turbo', 'run', 'build', '--output-logs=errors-only'], fatal: true },
  { name: 'lint', batch: 'static', cmd: 'pnpm', args: ['exec', 'eslint', '.', '--max-warnings=0'] },
  {
    name: 'format',
    batch: 'static',
    cmd: 'pnpm',
    args: ['exec', 'prettier', '--check', '.', '--log-level=warn'],
  },
  {
    name: 'typecheck',
    batch: 'static',
    cmd: 'pnpm',
    args: ['turbo', 'run', 'typecheck', '--output-logs=errors-only'],
  },
  {
    name: 'migrations',
    batch: 'static',
    cmd: 'pnpm',
    args: ['--filter', '@offerteflow/api', 'run', 'migration:check'],
  },
  {
    name: 'unit',
    cmd: 'pnpm',
    args: ['turbo', 'run', 'test', '--concurrency=1', '--continue', '--output-logs=full'],
  },
  {
    name: 'smoke',
    batch: 'checks',
    cmd: 'node',
    args: [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=junit',
      `--test-reporter-destination=${path.join(reports, 'node-smoke.xml')}`,
      'scripts/tests/*.test.mjs',
    ],
  },
  { name: 'quality', batch: 'checks', cmd: 'node', args: ['scripts/quality.mjs'] },
  { name: 'e2e', cmd: 'node', args: ['e2e/run.mjs'] },
  // Prints the delivery figures (bytes per route, Lighthouse on /login and /quotes); the byte budget
  // is enforced by the smoke stage, the scores depend on the machine's load and are reported only.
  { name: 'delivery', cmd: 'node', args: ['bench/delivery.mjs', '--runs', '3'] },
];

/** Runs one stage; resolves with its result. A stage in a batch has its output kept until it ends. */
function runStep(step, alone) {
  const started = Date.now();
  const header = `\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`;
  if (alone) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env: process.env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (status, signal) => {
      const ok = status === 0;
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      if (!alone) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${step.name}: ${ok ? 'ok' : `FAILED (exit ${status ?? signal})`} in ${seconds}s`);
      resolve({ name: step.name, ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(null, error.code);
    });
    child.on('close', finish);
  });
}

// Consecutive selected stages with the same batch run together.
const selected = steps.filter((step) => !only.length || only.includes(step.name));
const rounds = [];
for (const step of selected) {
  const last = rounds.at(-1);
  if (step.batch && last?.[0].batch === step.batch) last.push(step);
  else rounds.push([step]);
}
const results = [];
for (const round of rounds) {
  const done = await Promise.all(round.map((step) => runStep(step, round.length === 1)));
  results.push(...done);
  // The build stage compiled apps/api/dist: the migration check runs it instead of compiling again.
  if (done.some((r) => r.name === 'build' && r.ok)) process.env.OFL_API_DIST_FRESH = '1';
  if (done.some((r, i) => !r.ok && round[i].fatal)) break;
}

// Sum the runners' reports.
const totals = { passed: 0, failed: 0, skipped: 0 };
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
for (const file of [
  'jest-api.json',
  'jest-api-serial.json',
  'jest-api-contract.json',
  'vitest-contracts.json',
  'vitest-domain.json',
  'vitest-house-style.json',
  'vitest-quote-document.json',
  'vitest-web.json',
]) {
  const p = path.join(reports, file);
  if (!existsSync(p)) continue;
  const r = readJson(p);
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
const pw = path.join(reports, 'playwright.json');
if (existsSync(pw)) {
  const s = readJson(pw).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}
for (const c of junitCases(reports)) {
  if (c.failure !== null) totals.failed += 1;
  else if (c.skipped) totals.skipped += 1;
  else totals.passed += 1;
}

// Name every failed test next to the step table, so the tail of a CI log says what to look at.
const failures = listFailures(reports);
// A runner can fail with every test passed (an unhandled error after a test, a floor of a quality script).
const unnamed =
  failures.length > 0
    ? []
    : results.filter((r) => !r.ok && ['unit', 'smoke', 'e2e', 'quality'].includes(r.name));
if (failures.length > 0 || unnamed.length > 0) {
  console.log('\n=== failed tests');
  for (const f of failures) console.log(`- ${f}`);
  for (const r of unnamed)
    console.log(`- step ${r.name} failed without a failed test in its report: see its output above`);
}

const failedSteps = results.filter((r) => !r.ok);
console.log('\n=== steps');
for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds}s)`);
writeFileSync(path.join(reports, 'summary.json'), JSON.stringify({ results, totals }, null, 2));
// A failed step that ran no counted test (lint, typecheck, build) still fails the run.
const failed =
  totals.failed +
  failedSteps.filter((r) =>
    ['build', 'lint', 'format', 'typecheck', 'migrations', 'quality', 'delivery'].includes(r.name),
  ).length;
console.log(`Summary: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length === 0 && totals.failed === 0 ? 0 : 1);
