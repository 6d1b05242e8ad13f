import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { contractViolations } from './response-contracts';

// findBy…/waitFor wait up to 20 s: on a busy 2-core machine (load 10+) a render with its fetches can take
// longer than the 1 s default. They end as soon as the element is there, so a quiet run is as fast.
configure({ asyncUtilTimeout: 20_000 });

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
