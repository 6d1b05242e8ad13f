// `npm run backup` / `npm run restore` in embedded mode, through the built commands: a backup of the
// running app, refused restores (app running, data present), and a restore into a fresh DATA_DIR
// (a new machine) after which the old password logs in and the quote is there.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort, json, root, startServer } from './helpers.mjs';

const account = {
  companyName: 'Back-up Schilders',
  email: `backup-${Date.now()}@voorbeeld.nl`,
  password: 'Geheim123',
  subscriptionType: 'monthly',
};

function dataDir(label) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `offerteflow-${label}-`));
  // As root, embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  return dir;
}

/** Runs a built command (`backup.js`, `restore.js`) like npm run does; answers its exit code and output. */
function command(script, args, env) {
  const run = spawnSync(process.execPath, [path.join(root, 'apps/api/dist', script), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

const post = (url, body, token) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('backup and restore in embedded mode', () => {
  const original = dataDir('backup-source');
  const fresh = dataDir('backup-fresh');
  const out = mkdtempSync(path.join(os.tmpdir(), 'offerteflow-backups-'));
  after(() => [original, fresh, out].forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('backs up the running app and restores it on a fresh DATA_DIR', { timeout: 300_000 }, async () => {
    const env = { DATA_DIR: original, EMBEDDED_PG_PORT: String(await freePort()) };
    let server = await startServer(env);
    let file;
    try {
      const reg = await json(await post(`${server.baseUrl}/api/auth/register`, account));
      const quote = await post(
        `${server.baseUrl}/api/quotes`,
        {
          customer: { name: 'Familie Bakker' },
          items: [{ description: 'Schilderwerk', quantity: 1, unitPrice: 750 }],
        },
        reg.data.accessToken,
      );
      assert.equal(quote.status, 201);

      const backup = command('backup.js', ['--out', out], env);
      assert.equal(backup.code, 0, backup.out);
      assert.match(backup.out, /^Back-up gemaakt: .*offerteflow-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.zip/);
      file = path.join(out, readdirSync(out)[0]);
      const health = await fetch(`${server.baseUrl}/api/health`);
      assert.equal(health.status, 200, 'the app kept running');

      const whileRunning = command('restore.js', [file], env);
      assert.equal(whileRunning.code, 2);
      assert.match(
        whileRunning.out,
        /^Offerteflow draait nog \(ingebouwde PostgreSQL, pid \d+\)\. Stop de app eerst/,
      );
    } finally {
      await server.stop();
    }

    const freshEnv = { DATA_DIR: fresh, EMBEDDED_PG_PORT: String(await freePort()) };
    const restored = command('restore.js', [file], freshEnv);
    assert.equal(restored.code, 0, restored.out);
    assert.match(restored.out, /^Hersteld: \d+ tabellen, \d+ rijen uit de back-up van /);
    const again = command('restore.js', [file], freshEnv);
    assert.equal(again.code, 2);
    assert.match(again.out, /De database is niet leeg \(gegevens in: .*companies.*\)\..*voeg --force toe/s);
    assert.equal(command('restore.js', [file, '--force'], freshEnv).code, 0);

    server = await startServer(freshEnv);
    try {
      const login = await post(`${server.baseUrl}/api/auth/login`, {
        email: account.email,
        password: account.password,
      });
      assert.equal(login.status, 200);
      const token = (await json(login)).data.accessToken;
      const list = await json(
        await fetch(`${server.baseUrl}/api/quotes?page=1&pageSize=10`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      assert.deepEqual(
        list.data.map((q) => q.customer.name),
        ['Familie Bakker'],
      );
    } finally {
      await server.stop();
    }
  });
});
