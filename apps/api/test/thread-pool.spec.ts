/**
 * The warm worker-thread pool (infra/workers): threads are started once and reused, at most `size`
 * run at a time, a crashed or timed-out thread is replaced and the pool keeps serving.
 */
import { join } from 'node:path';
import pino from 'pino';
import { pollUntil } from './helpers/poll';
import {
  ThreadCrashError,
  ThreadPool,
  ThreadTaskError,
  ThreadTimeoutError,
} from '../src/infra/workers/thread-pool';

jest.setTimeout(60_000);

type Reply = { threadId: number; loadedAt: number; value?: unknown };
const entry = join(__dirname, 'fixtures', 'threads', 'test-thread.ts');
let pool: ThreadPool;

beforeEach(() => {
  pool = new ThreadPool({
    name: 'test',
    entry,
    size: 2,
    maxOldGenerationSizeMb: 64,
    logger: pino({ level: 'silent' }),
  });
  pool.start();
});
afterEach(() => pool.close());

const echo = (value?: unknown) => pool.run<Reply>({ kind: 'echo', value }, { timeoutMs: 20_000 });

it('starts its threads once and reuses them, never more than its size', async () => {
  const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => echo(i)));
  expect(replies.map((r) => r.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  const threads = new Set(replies.map((r) => r.threadId));
  expect(threads.size).toBeLessThanOrEqual(2);
  // The same threads, loaded once, answer later tasks too.
  const later = await Promise.all([echo(), echo()]);
  for (const r of later)
    expect(replies.some((p) => p.threadId === r.threadId && p.loadedAt === r.loadedAt)).toBe(true);
  expect(pool.size).toBe(2);
  expect(pool.replaced).toBe(0);
});

it('terminates a task over its budget and replaces its thread', async () => {
  const started = Date.now();
  await expect(pool.run({ kind: 'spin' }, { timeoutMs: 300 })).rejects.toBeInstanceOf(ThreadTimeoutError);
  // The task spins forever: any answer is the budget's (the bound leaves room for a busy machine).
  expect(Date.now() - started).toBeLessThan(30_000);
  await pollUntil(
    async () => pool.replaced,
    (n) => n === 1,
    { timeoutMs: 10_000, intervalMs: 20, timeoutMessage: (n) => `replaced ${n}` },
  );
  const replies = await Promise.all([echo(1), echo(2), echo(3), echo(4)]);
  expect(replies.map((r) => r.value)).toEqual([1, 2, 3, 4]);
  expect(new Set(replies.map((r) => r.threadId)).size).toBeLessThanOrEqual(2);
});

it('replaces a thread that exits or runs out of memory; a thrown error keeps the thread', async () => {
  const exit = pool.run({ kind: 'exit' }, { timeoutMs: 20_000 });
  await expect(exit).rejects.toBeInstanceOf(ThreadCrashError);
  await expect(exit).rejects.toMatchObject({ outOfMemory: false });
  const oom = pool.run({ kind: 'oom' }, { timeoutMs: 30_000 });
  await expect(oom).rejects.toMatchObject({ name: 'ThreadCrashError', outOfMemory: true });
  const thrown = pool.run({ kind: 'throw' }, { timeoutMs: 20_000 });
  await expect(thrown).rejects.toBeInstanceOf(ThreadTaskError);
  await expect(thrown).rejects.toMatchObject({ name: 'RangeError' });
  expect((await echo('still here')).value).toBe('still here');
  expect(pool.replaced).toBe(2);
});
