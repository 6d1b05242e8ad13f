// The OCR check of `npm start` (scripts/ensure-tesseract.mjs), without installing anything.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { INSTALL_COMMAND, ensureTesseract, hasDutch } from '../ensure-tesseract.mjs';

const script = fileURLToPath(new URL('../ensure-tesseract.mjs', import.meta.url));
const dirs = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A fake tesseract that lists the given languages. */
function fakeTesseract(dir, langs) {
  const file = path.join(dir, 'tesseract');
  writeFileSync(
    file,
    `#!/bin/sh\nprintf 'List of available languages (${langs.length}):\\n${langs.join('\\n')}\\n'\n`,
  );
  chmodSync(file, 0o755);
  return file;
}

describe('the OCR check of npm start', () => {
  it('accepts a tesseract only with the Dutch data', () => {
    assert.equal(hasDutch(fakeTesseract(tempDir('ofl-tess-nld-'), ['eng', 'nld', 'osd'])), true);
    assert.equal(hasDutch(fakeTesseract(tempDir('ofl-tess-eng-'), ['eng', 'osd'])), false);
  });

  it('as a normal user with tesseract but no Dutch data: one line with the command, no install', () => {
    const bin = tempDir('ofl-tess-');
    fakeTesseract(bin, ['eng']);
    const runs = [];
    const result = ensureTesseract({
      env: { PATH: bin },
      uid: 1000,
      isDebian: true,
      run: (cmd, args) => (runs.push([cmd, ...args]), true),
      log: () => assert.fail('nothing to log'),
    });
    assert.deepEqual(runs, []);
    assert.match(
      result.line,
      /photos and scanned PDFs cannot be read \(no tesseract on PATH with Dutch data\)/,
    );
    assert.ok(result.line.includes(INSTALL_COMMAND), result.line);
    assert.equal(result.line.split('\n').length, 1);
  });

  it('as a process: prints exactly that line on stderr and exits 0 (the start goes on)', () => {
    const empty = tempDir('ofl-no-tess-');
    const env = { PATH: empty, TESSERACT_PATH: path.join(empty, 'tesseract') };
    const res = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    assert.equal(res.status, 0);
    assert.equal(res.stdout, '');
    const lines = res.stderr.trim().split('\n');
    assert.equal(lines.length, 1, res.stderr);
    assert.ok(
      lines[0].includes('apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-nld'),
    );
  });

  it('as root on Debian: installs tesseract-ocr and tesseract-ocr-nld with apt-get, then finds it', () => {
    const bin = tempDir('ofl-apt-tess-');
    const runs = [];
    const result = ensureTesseract({
      env: { PATH: bin },
      uid: 0,
      isDebian: true,
      run: (cmd, args) => {
        runs.push([cmd, ...args].join(' '));
        if (args[0] === 'install') fakeTesseract(bin, ['eng', 'nld']);
        return true;
      },
      log: () => {},
    });
    assert.deepEqual(runs, [
      'apt-get install -y -qq --no-install-recommends tesseract-ocr tesseract-ocr-nld',
    ]);
    assert.equal(result.path, path.join(bin, 'tesseract'));
  });

  it('never installs over an operator-chosen TESSERACT_PATH', () => {
    const result = ensureTesseract({
      env: { PATH: tempDir('ofl-tp-'), TESSERACT_PATH: '/opt/ocr/tesseract' },
      uid: 0,
      isDebian: true,
      run: () => assert.fail('no install'),
    });
    assert.match(result.line, /no TESSERACT_PATH=\/opt\/ocr\/tesseract with Dutch data/);
  });
});
