#!/usr/bin/env node
// Drift check: scratch database -> run all migrations -> ask TypeORM for pending schema changes.
// Fails (exit 1) when the entities need changes the migrations do not make. Drops the scratch database.
// Server: MIGRATION_DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres.
require('reflect-metadata');
const dist = require('./_build.cjs')();
const { checkDrift, DEFAULT_SERVER_URL } = require(`${dist}/database/schema-tools.js`);

const serverUrl = process.env.MIGRATION_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
checkDrift(serverUrl).then(
  (diff) => {
    if (diff.up.length === 0) {
      console.log('migration:check: schema matches the entities, no pending changes');
      return;
    }
    console.error('migration:check: the entities need changes that no migration makes:');
    for (const q of diff.up) console.error(`  ${q};`);
    console.error('run: pnpm --filter @offerteflow/api migration:generate <Name>');
    process.exitCode = 1;
  },
  (err) => {
    console.error(`migration:check failed: ${err.message}`);
    process.exitCode = 1;
  },
);
