/**
 * `npm run restore -- <file> [--force]`: brings an instance back from a backup of `npm run backup`,
 * on this machine or a fresh one. Embedded mode starts DATA_DIR's PostgreSQL the way `npm start`
 * does (and refuses while the app runs); configured mode restores into DATABASE_URL. Refuses a
 * non-empty database without --force and a backup of a newer schema; an older one is migrated up.
 */
import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadConfig } from './config';
import { createLogger } from './common/logger';
import { forceRequested, runCommand } from './infra/backup/command';
import { restoreBackup } from './infra/backup/restore-backup';
import { withTargetDatabase } from './infra/backup/target-database';

runCommand(async (args) => {
  const path = args.find((a) => !a.startsWith('--'));
  if (!path) {
    console.error('Gebruik: npm run restore -- <back-upbestand> [--force]');
    process.exit(2);
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), path);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const force = forceRequested(args);
  const result = await withTargetDatabase(config, 'restore', createLogger(config), (url) =>
    restoreBackup(url, file, { force }),
  );
  const upgraded = result.upgradedWith.length
    ? ` en bijgewerkt met ${result.upgradedWith.length} nieuwere migratie(s)`
    : '';
  console.log(
    `Hersteld: ${result.manifest.tables.length} tabellen, ${result.rows} rijen uit de back-up van ` +
      `${result.manifest.createdAt} (schema ${result.manifest.schemaVersion})${upgraded}.`,
  );
});
