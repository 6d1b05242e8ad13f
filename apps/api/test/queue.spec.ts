import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { BullmqJobRunner } from '../src/infra/queue/bullmq-job-runner';
import { InProcessJobRunner } from '../src/infra/queue/in-process-job-runner';
import { JobRunner } from '../src/infra/queue/job-runner';
import { bearer, registerCompany } from './helpers/accounts';
import { REDIS_URL, createTestApp, createTestWorker } from './helpers/app';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, rej) => {
    timer = setTimeout(() => rej(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('BullMQ job runner', () => {
  it('processes a job enqueued by the API role in the worker role (real Redis)', async () => {
    const env = { REDIS_URL, QUEUE_PREFIX: `ofltest-${randomBytes(4).toString('hex')}` };
    const api = await createTestApp({ ...env, ROLE: 'api' });
    const worker = await createTestWorker(env);
    try {
      const apiRunner = api.app.get(JobRunner);
      expect(apiRunner.driver).toBe('bullmq');
      // The API role only enqueues (no BullMQ worker); the worker role runs the templates job and the
      // waiting upload request answers with its result.
      const account = await registerCompany(api.http());
      const res = await api
        .http()
        .post('/api/onboarding/upload-template')
        .set(bearer(account.accessToken))
        .field('templateName', 'Via Redis')
        .attach(
          'templateFile',
          readFileSync(join(__dirname, 'fixtures/style-corpus/band-green-roboto.pdf')),
          'offerte.pdf',
        );
      expect(res.status).toBe(200);
      expect(res.body.data.analysis.colors.primary).toBe('#15803d');
      expect(await apiRunner.health()).toEqual({ status: 'up', driver: 'bullmq' });
      const health = await api.http().get('/api/health');
      expect(health.body.data.checks.queue).toEqual({ status: 'up', driver: 'bullmq' });
    } finally {
      await api.close();
      await worker.close();
    }
  });
});

describe('in-process job runner', () => {
  it('retries a failing job and runs jobs enqueued before registration', async () => {
    const runner = new InProcessJobRunner(pino({ level: 'silent' }), 5);
    const attempts: number[] = [];
    const done = deferred<void>();
    await runner.enqueue('templates', 'analyse', { n: 1 });
    runner.register('templates', async (_name, _payload, ctx) => {
      attempts.push(ctx.attempt);
      if (ctx.attempt < 3) throw new Error('flaky');
      done.resolve();
    });
    await within(done.promise, 2_000);
    expect(attempts).toEqual([1, 2, 3]);
    await runner.close();
  });
});

describe('repeatable jobs (the reminder sweep)', () => {
  it('BullMQ: one job scheduler shared by two runners runs the job again and again (real Redis)', async () => {
    const prefix = `ofltest-${randomBytes(4).toString('hex')}`;
    const options = { redisUrl: REDIS_URL, prefix, processJobs: true };
    const runners = [0, 1].map(() => new BullmqJobRunner(options, pino({ level: 'silent' })));
    const runs: string[] = [];
    const twice = deferred<void>();
    runners.forEach((runner, i) =>
      runner.register('reminders', async (name) => {
        runs.push(`${i}:${name}`);
        if (runs.length === 2) twice.resolve();
      }),
    );
    try {
      // Both processes upsert the same schedule: one scheduler, not two.
      await Promise.all(runners.map((r) => r.repeat('reminders', 'send-reminders', {}, 300)));
      await within(twice.promise, 10_000);
      expect(runs.every((r) => r.endsWith(':send-reminders'))).toBe(true);
    } finally {
      await Promise.all(runners.map((r) => r.close()));
    }
  });

  it('in-process: a timer enqueues the job every period until closed', async () => {
    const runner = new InProcessJobRunner(pino({ level: 'silent' }), 5);
    let runs = 0;
    const twice = deferred<void>();
    runner.register('reminders', async () => {
      runs += 1;
      if (runs === 2) twice.resolve();
    });
    await runner.repeat('reminders', 'send-reminders', {}, 50);
    await within(twice.promise, 2_000);
    await runner.close();
    const after = runs;
    await new Promise((r) => setTimeout(r, 150));
    expect(runs).toBe(after);
  });
});
