/**
 * Jest's default order (slowest first), except that openapi-contract.spec.ts runs last: it checks the
 * responses every other suite of the run recorded.
 */
const path = require('node:path');

const Sequencer = require(
  require.resolve('@jest/test-sequencer', { paths: [path.dirname(require.resolve('jest'))] }),
).default;

const LAST = 'openapi-contract.spec.ts';

class ContractLastSequencer extends Sequencer {
  async sort(tests) {
    const sorted = [...(await super.sort(tests))];
    const last = sorted.filter((t) => path.basename(t.path) === LAST);
    return [...sorted.filter((t) => path.basename(t.path) !== LAST), ...last];
  }
}

module.exports = ContractLastSequencer;
