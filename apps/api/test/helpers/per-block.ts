/**
 * A resource shared by the tests of one file or describe block: started in beforeAll, stopped in
 * afterAll. The returned getter reads the started resource and fails clearly when called too early.
 */
export function startedPerBlock<T>(
  name: string,
  start: () => Promise<T>,
  stop: (resource: T) => Promise<unknown>,
): () => T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    if (current) await stop(current);
  });
  return () => {
    if (!current) throw new Error(`${name}: it starts in beforeAll; use it inside a hook or test`);
    return current;
  };
}
