/** API tests: real PostgreSQL (a fresh database per jest worker, see test/global-setup.ts) and real Redis. */
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
