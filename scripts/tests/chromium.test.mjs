// The Chromium check of `npm start` (scripts/ensure-chromium.mjs), without installing anything.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { INSTALL_COMMAND, ensureChromium } from '../ensure-chromium.mjs';

const script = fileURLToPath(new URL('../ensure-chromium.mjs', import.meta.url));
const empty = mkdtempSync(path.join(os.tmpdir(), 'ofl-no-chromium-'));
after(() => rmSync(empty, { recursive: true, force: true }));

function fakeChromium(dir) {
  const file = path.join(dir, 'chromium');
  writeFileSync(file, '#!/bin/sh\necho Chromium 1.0\n');
  chmodSync(file, 0o755);
  return file;
}

describe('the Chromium check of npm start', () => {
  it('as a normal user without Chromium: one line with the command to run, no install attempt', () => {
    const runs = [];
    const lines = [];
    const result = ensureChromium({
      env: { PATH: empty },
      uid: 1000,
      isDebian: true,
      run: (cmd, args) => (runs.push([cmd, ...args]), true),
      log: (line) => lines.push(line),
    });
    assert.deepEqual(runs, []);
    assert.deepEqual(lines, []);
    assert.match(result.line, /PDFs are unavailable \(no Chromium on PATH\)/);
    assert.ok(result.line.includes(INSTALL_COMMAND), result.line);
    assert.equal(result.line.split('\n').length, 1);
  });

  it('as a process: prints exactly that line on stderr and exits 0 (the start goes on)', () => {
    const res = spawnSync(process.execPath, [script], {
      env: { PATH: empty, CHROMIUM_PATH: path.join(empty, 'chromium') },
      encoding: 'utf8',
    });
    assert.equal(res.status, 0);
    assert.equal(res.stdout, '');
    const lines = res.stderr.trim().split('\n');
    assert.equal(lines.length, 1, res.stderr);
    assert.match(lines[0], /CHROMIUM_PATH=.*chromium is not executable/);
    assert.ok(lines[0].includes('apt-get install -y --no-install-recommends chromium fonts-liberation'));
  });

  it('as root on Debian: installs chromium and fonts-liberation with apt-get, then finds it', () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'ofl-apt-'));
    try {
      const runs = [];
      const result = ensureChromium({
        env: { PATH: bin },
        uid: 0,
        isDebian: true,
        run: (cmd, args) => {
          runs.push([cmd, ...args].join(' '));
          if (args[0] === 'install') fakeChromium(bin);
          return true;
        },
        log: () => {},
      });
      assert.deepEqual(runs, ['apt-get install -y -qq --no-install-recommends chromium fonts-liberation']);
      assert.equal(result.path, path.join(bin, 'chromium'));
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('finds a Chromium on PATH and does nothing else', () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'ofl-has-'));
    try {
      const file = fakeChromium(bin);
      assert.deepEqual(
        ensureChromium({ env: { PATH: bin }, uid: 0, isDebian: true, run: () => assert.fail() }),
        {
          path: file,
        },
      );
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
