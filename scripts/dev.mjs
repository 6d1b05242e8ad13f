#!/usr/bin/env node
// `npm run dev`: the API in watch mode (tsx) and the Vite dev server with hot reload,
// which proxies /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('pnpm', ['--filter', '@offerteflow/api', 'run', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn(
    'pnpm',
    ['--filter', '@offerteflow/web', 'run', 'dev', '--', '--port', process.env.WEB_PORT ?? '5173'],
    { cwd: root, stdio: 'inherit', env: process.env },
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
