/**
 * `npm run backup [-- --out <dir>]`: one consistent snapshot of the whole database (every company,
 * stored files included) as backups/offerteflow-<date>.zip, while the app keeps serving. Embedded
 * mode (no DATABASE_URL) uses DATA_DIR's PostgreSQL; configured mode DATABASE_URL. See
 * docs/deployment.md, "Backup and restore".
 */
import 'reflect-metadata';
import { join, resolve } from 'node:path';
import { loadConfig, REPO_ROOT } from './config';
import { createLogger } from './common/logger';
import { runCommand, flagValue, formatBytes } from './infra/backup/command';
import { withTargetDatabase } from './infra/backup/target-database';
import { writeBackup } from './infra/backup/write-backup';

runCommand(async (args) => {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const out = resolve(
    process.env.INIT_CWD ?? process.cwd(),
    flagValue(args, '--out') ?? join(REPO_ROOT, 'backups'),
  );
  const started = Date.now();
  const result = await withTargetDatabase(config, 'backup', createLogger(config), (url) =>
    writeBackup(url, out),
  );
  const rows = result.manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Back-up gemaakt: ${result.file}\n` +
      `${result.manifest.tables.length} tabellen, ${rows} rijen, ${formatBytes(result.bytes)}, ` +
      `schema ${result.manifest.schemaVersion}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
});
