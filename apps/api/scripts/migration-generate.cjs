#!/usr/bin/env node
// Generates a migration from the difference between the entities and the existing migrations,
// computed on a fresh scratch database (dropped afterwards). Usage: migration:generate <PascalCaseName>
require('reflect-metadata');
const { join } = require('node:path');
const name = process.argv[2];
if (!name) {
  console.error('usage: pnpm --filter @offerteflow/api migration:generate <PascalCaseName>');
  process.exit(2);
}
const dist = require('./_build.cjs')();
const { generateMigration, DEFAULT_SERVER_URL } = require(`${dist}/database/schema-tools.js`);

const serverUrl = process.env.MIGRATION_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
generateMigration(serverUrl, name, join(__dirname, '..', 'src', 'database', 'migrations')).then(
  (file) => console.log(file ? `migration written: ${file}` : 'no schema changes, nothing generated'),
  (err) => {
    console.error(`migration:generate failed: ${err.message}`);
    process.exitCode = 1;
  },
);
