#!/usr/bin/env node
// Renders the README's environment-variable table from ENV_DOCS (apps/api/src/config/env.schema.ts).
// `node scripts/env-table.mjs --write` updates README.md; without --write it prints the table.
// scripts/tests/readme.test.mjs fails when the README is out of date. Needs the built API.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const START = '<!-- env-table:start -->';
export const END = '<!-- env-table:end -->';

export function envTable() {
  const { ENV_DOCS } = require(path.join(root, 'apps/api/dist/config/env.schema.js'));
  const cell = (text) => String(text).replaceAll('|', '\\|');
  const rows = ENV_DOCS.map((d) => `| \`${d.name}\` | ${cell(d.default)} | ${cell(d.description)} |`);
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with a fresh table, formatted the way `prettier --write` leaves it. */
export async function readmeWithTable(readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('README.md has no env-table markers');
  const text = `${readme.slice(0, start + START.length)}\n${envTable()}\n${readme.slice(end)}`;
  const file = path.join(root, 'README.md');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'README.md');
    writeFileSync(file, await readmeWithTable(readFileSync(file, 'utf8')));
  } else {
    console.log(envTable());
  }
}
