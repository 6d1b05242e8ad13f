import { expect, it } from 'vitest';

/**
 * One test per row of a table: `fn(input)` must be exactly `expected` (`toBe`). The shared shape of
 * the pure-function tests in this package, so each test file lists only its cases.
 */
export function itMaps<I, O>(rule: string, fn: (input: I) => O, cases: ReadonlyArray<readonly [I, O]>): void {
  it.each(cases.map(([input, expected]) => ({ input, expected })))(
    `${rule}: $input -> $expected`,
    ({ input, expected }) => {
      expect(fn(input)).toBe(expected);
    },
  );
}
