// The Docker Compose stack validates with docker-compose (v1) without an engine.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from './helpers.mjs';

const compose = path.join(root, 'docker/compose.yml');
// An empty env file, so that a developer's docker/.env does not change the outcome.
const emptyEnv = path.join(mkdtempSync(path.join(os.tmpdir(), 'compose-')), 'empty.env');
writeFileSync(emptyEnv, '');
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
const skip = !hasCompose && process.env.CI !== 'true' ? 'docker-compose is not installed' : false;

describe('docker/compose.yml', () => {
  it('is valid and has every service of the stack', { skip }, () => {
    const run = spawnSync(
      'docker-compose',
      ['-p', 'offerteflow', '--env-file', emptyEnv, '-f', compose, 'config'],
      {
        encoding: 'utf8',
        env: { ...process.env, JWT_SECRET: 'x'.repeat(40) },
      },
    );
    assert.equal(run.status, 0, run.stderr);
    for (const service of ['postgres', 'redis', 'mailpit', 'api', 'worker', 'web']) {
      assert.match(run.stdout, new RegExp(`^  ${service}:`, 'm'), `service ${service}`);
    }
    assert.match(run.stdout, /ROLE: api/);
    assert.match(run.stdout, /ROLE: worker/);
  });

  it('refuses to run without a JWT_SECRET', { skip }, () => {
    const env = { ...process.env };
    delete env.JWT_SECRET;
    const run = spawnSync(
      'docker-compose',
      ['-p', 'offerteflow', '--env-file', emptyEnv, '-f', compose, 'config', '-q'],
      { encoding: 'utf8', env, cwd: '/' },
    );
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /JWT_SECRET/);
  });
});

describe('docker/Dockerfile', () => {
  it('builds one Node 24 image with Chromium, poppler and Dutch OCR that runs as a non-root user', () => {
    const file = readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8');
    assert.match(file, /^FROM node:24-bookworm-slim AS app$/m);
    assert.match(file, /chromium/);
    assert.match(file, /poppler-utils/);
    assert.match(file, /tesseract-ocr tesseract-ocr-nld/);
    assert.match(file, /tesseract --list-langs \| grep -qx nld/);
    assert.match(file, /^USER offerteflow$/m);
    assert.match(file, /ROLE=all/);
  });
});
