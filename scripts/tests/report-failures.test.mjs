// The failed-test list printed at the end of `npm test`: read from the runners' JSON reports.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { junitCases, listFailures } from '../report-failures.mjs';

describe('listFailures', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'offerteflow-reports-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('names failed Jest tests, suites that failed to run, and unexpected Playwright results', () => {
    writeFileSync(
      path.join(dir, 'jest-api.json'),
      JSON.stringify({
        testResults: [
          {
            name: '/repo/apps/api/test/a.spec.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              {
                status: 'failed',
                fullName: 'a stalls',
                failureMessages: ['\x1b[31mthrown: Exceeded timeout\x1b[39m\n  at x'],
              },
            ],
          },
          {
            name: '/repo/apps/api/test/b.spec.ts',
            status: 'failed',
            assertionResults: [],
            message: 'Cannot find module\nmore',
          },
          {
            name: '/repo/apps/api/test/c.spec.ts',
            status: 'passed',
            assertionResults: [{ status: 'passed' }],
          },
        ],
      }),
    );
    writeFileSync(
      path.join(dir, 'playwright.json'),
      JSON.stringify({
        suites: [
          {
            suites: [
              {
                specs: [
                  {
                    file: 'quotes.spec.ts',
                    line: 12,
                    title: 'saves',
                    tests: [{ status: 'expected', projectName: 'desktop' }],
                  },
                  {
                    file: 'quotes.spec.ts',
                    line: 40,
                    title: 'deletes',
                    tests: [
                      {
                        status: 'unexpected',
                        projectName: 'desktop',
                        results: [{ error: { message: 'Timed out\nCall log' } }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    writeFileSync(
      path.join(dir, 'node-smoke.xml'),
      '<testsuites><testcase name="runs" classname="x"/><testcase name="covers &quot;every&quot; variable" classname="k8s"><failure message="DOCUMENT_READ_TIMEOUT_MS is not mentioned&#10;more" type="testCodeFailure">x</failure></testcase></testsuites>',
    );
    assert.deepEqual(
      junitCases(dir).map((c) => [c.name, c.failure !== null]),
      [
        ['runs', false],
        ['covers "every" variable', true],
      ],
    );
    assert.deepEqual(listFailures(dir, '/repo'), [
      'apps/api/test/a.spec.ts › a stalls: thrown: Exceeded timeout',
      'apps/api/test/b.spec.ts: Cannot find module',
      'quotes.spec.ts:40 › desktop › deletes: Timed out',
      'smoke › covers "every" variable: DOCUMENT_READ_TIMEOUT_MS is not mentioned',
    ]);
  });
});
