#!/usr/bin/env node
// The API's test command: every spec except the OpenAPI contract check and the stall test in parallel
// jest workers (each with its own database, see test/global-setup.ts), then the stall test alone (it
// measures another company's latency while a 150,000-row workbook is processed, which another spec's
// tesseract run on the same 2 cores would disturb), then the contract check alone, over the responses all
// of them recorded. Reports: reports/jest-api.json, jest-api-serial.json and jest-api-contract.json.
// Workers: API_TEST_WORKERS (default 2: the specs mostly wait on PostgreSQL, Redis and Chromium).
// Extra arguments (a spec path, -t …) go to the first run, which then includes the stall test if
// named; the stall test's own run and the contract check run only when no spec was named.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.resolve(api, '../../reports');
const jest = path.join(api, 'node_modules', '.bin', 'jest');
const CONTRACT = 'openapi-contract.spec.ts';
const ALONE = 'onboarding-stall.spec.ts';
const workers = process.env.API_TEST_WORKERS ?? '2';
const extra = process.argv.slice(2);
mkdirSync(reports, { recursive: true });
const traffic = mkdtempSync(path.join(tmpdir(), 'ofl-openapi-traffic-'));
// NestJS 12 is ESM-only: jest loads it through node:vm modules (see jest.config.js).
const VM_FLAG = '--experimental-vm-modules';
const nodeOptions = process.env.NODE_OPTIONS ?? '';
const env = {
  ...process.env,
  NODE_OPTIONS: nodeOptions.includes(VM_FLAG) ? nodeOptions : `${nodeOptions} ${VM_FLAG}`.trim(),
  OFL_OPENAPI_TRAFFIC_DIR: traffic,
};

const run = (args) => spawnSync(jest, args, { cwd: api, stdio: 'inherit', env }).status ?? 1;

let status = run([
  `--maxWorkers=${workers}`,
  '--testPathIgnorePatterns',
  CONTRACT,
  ...(extra.length === 0 ? ['--testPathIgnorePatterns', ALONE] : []),
  '--json',
  `--outputFile=${path.join(reports, 'jest-api.json')}`,
  ...extra,
]);
if (extra.length === 0) {
  const alone = run([
    '--runInBand',
    `test/${ALONE}`,
    '--json',
    `--outputFile=${path.join(reports, 'jest-api-serial.json')}`,
  ]);
  status ||= alone;
  const contract = run([
    '--runInBand',
    `test/${CONTRACT}`,
    '--json',
    `--outputFile=${path.join(reports, 'jest-api-contract.json')}`,
  ]);
  status ||= contract;
}
rmSync(traffic, { recursive: true, force: true });
process.exit(status);
