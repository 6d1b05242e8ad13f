/** API tests: real PostgreSQL (a fresh database per jest worker, see test/global-setup.ts) and real Redis. */

// NestJS 12 ships as ES modules only. Jest loads them from our CommonJS specs through its require(esm)
// path (jest >= 30.4 on Node >= 24.9), which needs node:vm's SourceTextModule: the flag below. Without
// it every spec fails with a bare "Must use import to load ES Module"; say what to do instead.
const VM_FLAG = '--experimental-vm-modules';
if (!process.execArgv.includes(VM_FLAG) && !(process.env.NODE_OPTIONS ?? '').includes(VM_FLAG)) {
  throw new Error(
    `The API specs need Node's ${VM_FLAG} (NestJS 12 is ESM-only): run them with ` +
      `\`pnpm test [-- <spec>]\` or \`NODE_OPTIONS=${VM_FLAG} pnpm exec jest <spec>\`.`,
  );
}

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.spec.ts', '<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testSequencer: '<rootDir>/test/sequencer.cjs',
  // Room for a busy 2-core machine (load 10+): a test waits for work, never for speed.
  testTimeout: 60_000,
  // A test that failed by its time-out can leave its app's handles open; the run must still end
  // (the failure is reported), not hang CI until its hard limit.
  forceExit: true,
};
