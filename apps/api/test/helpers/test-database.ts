/**
 * One scratch database per jest worker: global-setup creates `<run>_w1 … <run>_wN` (N = maxWorkers) and
 * a spec reads the one of its worker, so specs in parallel workers never share rows, and specs within one
 * worker run one after another as they always did.
 */
export const workerDatabaseName = (run: string, worker: number) => `${run}_w${worker}`;

/** The jest worker this spec runs in (1 when in band). */
export const jestWorker = (): number => Number(process.env.JEST_WORKER_ID ?? '1');

/** The database URL of this spec's worker. */
export function testDatabaseUrl(): string {
  const urls = JSON.parse(process.env.OFL_TEST_DATABASE_URLS ?? '[]') as string[];
  const url = urls[jestWorker() - 1];
  if (!url) throw new Error('OFL_TEST_DATABASE_URLS missing: run the tests through jest (globalSetup)');
  return url;
}
