/**
 * A worker process is killed with SIGKILL in the middle of a document job; a second worker takes the
 * stalled job over (short BullMQ lock for the test) and the document completes exactly once.
 * JOB_TEST_DELAY_MS (ignored in production) holds the job after it marked the document processing.
 */
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, REDIS_URL, type TestApp } from './helpers/app';
import { status, upload, waitProcessed } from './helpers/onboarding';
import { pollUntil } from './helpers/poll';
import { buildDist, startWorker, type WorkerProcess } from './helpers/worker-process';

jest.setTimeout(240_000);

const PREFIX = `ofltest-crash-${randomBytes(4).toString('hex')}`;
const WORKER_ENV = {
  REDIS_URL,
  QUEUE_PREFIX: PREFIX,
  JOB_TEST_DELAY_MS: '4000',
  QUEUE_LOCK_DURATION_MS: '2000',
  QUEUE_STALLED_INTERVAL_MS: '1000',
};

const CSV = Buffer.from(
  'Omschrijving;Eenheid;Prijs\nMuren sauzen;m2;€ 12,50\nPlafond witten;m2;€ 9,75\nKozijn lakken;stuk;€ 95,00\n',
);

let api: TestApp;
let dist: string;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  dist = buildDist();
  api = await createTestApp({ ROLE: 'api', REDIS_URL, QUEUE_PREFIX: PREFIX });
});

afterAll(async () => {
  for (const w of workers)
    if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => w.exited));
  await api.close();
});

it('a document whose worker was SIGKILLed mid-job completes once on the next worker', async () => {
  const a = await registerCompany(api.http());
  const up = await upload(api.http(), a.accessToken, CSV, 'prijslijst.csv');
  expect(up.status).toBe(201);
  const docId: string = up.body.data.document.id;

  const first = startWorker(dist, WORKER_ENV);
  workers.push(first);
  await first.ready;
  await api.http().post('/api/onboarding/process-documents').set(bearer(a.accessToken)).expect(202);

  // Wait until the first worker holds the job (document processing), then kill it hard.
  await pollUntil(
    async () => (await status(api.http(), a.accessToken)).documents[0]!.processingStatus,
    (processingStatus) => processingStatus === 'processing',
    { timeoutMs: 60_000, intervalMs: 100, timeoutMessage: () => `never processing:\n${first.output()}` },
  );
  first.child.kill('SIGKILL');
  expect(await first.exited).toBeNull();
  expect(first.output()).not.toContain('document extracted');

  const second = startWorker(dist, WORKER_ENV);
  workers.push(second);
  await second.ready;
  const docs = await waitProcessed(api.http(), a.accessToken, 120_000);
  expect(docs).toHaveLength(1);
  expect(docs[0]).toMatchObject({ id: docId, processingStatus: 'completed', productCount: 3 });

  const db = api.app.get(DataSource);
  const rows = (await db.query('SELECT name FROM products WHERE company_id = $1 ORDER BY name', [
    a.company.id,
  ])) as Array<{
    name: string;
  }>;
  expect(rows.map((r) => r.name)).toEqual(['Kozijn lakken', 'Muren sauzen', 'Plafond witten']);
  expect(second.output()).toContain('document extracted');
  expect((await status(api.http(), a.accessToken)).session.status).toBe('data_extracted');
});
