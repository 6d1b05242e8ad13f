/** Entry point: ROLE=api|worker|all (default all). */
import 'reflect-metadata';
import { ConfigError, loadConfig, type ResolvedConfig } from './config';
import { createLogger } from './common/logger';
import { createHttpApp } from './http';
import { createWorker } from './worker';

const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * Graceful shutdown on SIGTERM/SIGINT: `close()` stops accepting connections, lets in-flight
 * requests and jobs finish, runs the modules' shutdown hooks (database, queue, embedded
 * PostgreSQL), then the process exits 0. A hung close is cut off after SHUTDOWN_TIMEOUT_MS.
 */
function closeOnSignal(close: () => Promise<void>, logger: ReturnType<typeof createLogger>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    close().then(
      () => {
        logger.info('shutdown complete');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function main(): Promise<void> {
  let config: ResolvedConfig;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(
      err instanceof ConfigError ? err.message : `Invalid configuration: ${(err as Error).message}`,
    );
    process.exit(1);
  }
  const logger = createLogger(config);
  try {
    if (config.role === 'worker') {
      const worker = await createWorker(config, logger);
      closeOnSignal(() => worker.close(), logger);
      logger.info({ mode: config.mode }, 'worker started');
      return;
    }
    const app = await createHttpApp(config, logger);
    await app.listen(config.port, config.host);
    closeOnSignal(() => app.close(), logger);
    logger.info(
      { url: `http://${config.host}:${config.port}`, mode: config.mode },
      'offerteflow api listening',
    );
  } catch (err) {
    logger.fatal({ err }, 'boot failed');
    process.exit(1);
  }
}

void main();
