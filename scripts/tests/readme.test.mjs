// The README's environment table is generated from the config schema; this fails when they drift.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readmeWithTable } from '../env-table.mjs';

describe('README', () => {
  it('lists every environment variable of the config schema with its default', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    assert.equal(readme, await readmeWithTable(readme), 'run `node scripts/env-table.mjs --write`');
  });
});
