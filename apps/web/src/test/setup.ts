import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { contractViolations } from './response-contracts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// A fake API answer outside its contract fails the test that sent it (see test/server.ts).
afterEach(() => {
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
