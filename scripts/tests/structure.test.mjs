// Structure rules of the code base: no import cycle in apps/ and packages/, no source file over
// 350 lines outside migrations and fixtures (tests are source files too), and each API repository
// provided by exactly one Nest module (its owner, which exports it). A cycle counts
// type-only imports as well: they still tie two modules to each other.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import madge from 'madge';
import { root } from './helpers.mjs';

const MAX_LINES = 350;
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const NOT_SOURCE = /(^|\/)(migrations|fixtures)\/|(^|\/)fixtures\.tsx?$|\.d\.ts$/;

/**
 * Known exceptions, each with its reason. The lead removes an entry when its file is split or its
 * cycle is broken; an entry that no longer applies fails the test, so the lists only shrink.
 */
const OVERSIZE_ALLOWED = new Map();

const CYCLES_ALLOWED = new Map([
  [
    'apps/api/src/modules/quotes/quote-item.entity.ts > apps/api/src/modules/quotes/quote.entity.ts',
    "a TypeORM bidirectional relation (a quote's items, an item's quote): each entity names the other's class by design",
  ],
]);

/** Every source file of the work tree that git knows or would add (tracked and untracked, not ignored). */
function sourceFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file));
}

function lineCount(file) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    return 0; // deleted in the work tree, not yet in the index
  }
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The import graphs: each app with its own tsconfig (module resolution differs), the packages together. */
const GRAPHS = [
  { dir: 'apps/api', tsConfig: 'apps/api/tsconfig.json' },
  { dir: 'apps/web', tsConfig: 'apps/web/tsconfig.json' },
  { dir: 'packages', tsConfig: 'tsconfig.base.json' },
];

async function cycles() {
  const found = [];
  for (const graph of GRAPHS) {
    const result = await madge(path.join(root, graph.dir), {
      baseDir: root,
      fileExtensions: ['ts', 'tsx', 'mjs', 'js'],
      tsConfig: path.join(root, graph.tsConfig),
      excludeRegExp: [/node_modules/, /\/(dist|build|dev-dist|coverage)\//],
    });
    assert.ok(Object.keys(result.obj()).length > 0, `madge found no files in ${graph.dir}`);
    for (const cycle of result.circular()) found.push(cycle.join(' > '));
  }
  return found;
}

describe('code structure', () => {
  it(`has no source file over ${MAX_LINES} lines outside migrations and fixtures`, () => {
    const files = sourceFiles();
    assert.ok(files.length > 100, `expected the work tree's source files, found ${files.length}`);
    const over = files.map((file) => ({ file, lines: lineCount(file) })).filter((f) => f.lines > MAX_LINES);
    for (const [file, reason] of OVERSIZE_ALLOWED) {
      const lines = over.find((f) => f.file === file)?.lines;
      console.log(`allowed over ${MAX_LINES} lines: ${file} (${lines ?? 'no longer over'}) — ${reason}`);
    }
    const offending = over.filter((f) => !OVERSIZE_ALLOWED.has(f.file));
    assert.deepEqual(
      offending.map((f) => `${f.file}: ${f.lines} lines`),
      [],
      'split these files along their responsibilities',
    );
    const stale = [...OVERSIZE_ALLOWED.keys()].filter((file) => !over.some((f) => f.file === file));
    assert.deepEqual(
      stale,
      [],
      'these allowed files are no longer over the limit: remove them from the list',
    );
  });

  it('has no import cycle in apps/ and packages/', async () => {
    const found = await cycles();
    for (const [cycle, reason] of CYCLES_ALLOWED) {
      console.log(`allowed cycle${found.includes(cycle) ? '' : ' (no longer found)'}: ${cycle} — ${reason}`);
    }
    assert.deepEqual(
      found.filter((cycle) => !CYCLES_ALLOWED.has(cycle)),
      [],
      'break these import cycles (move the shared part to its own module)',
    );
    const stale = [...CYCLES_ALLOWED.keys()].filter((cycle) => !found.includes(cycle));
    assert.deepEqual(stale, [], 'these allowed cycles are gone: remove them from the list');
  });

  it('provides each API repository in exactly one Nest module', () => {
    const modules = sourceFiles().filter((f) => /^apps\/api\/src\/.*\.module\.ts$/.test(f));
    assert.ok(modules.length > 10, `expected the API's modules, found ${modules.length}`);
    const owners = new Map();
    for (const file of modules) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const list of text.matchAll(/providers:\s*\[([^\]]*)\]/g)) {
        for (const [name] of list[1].matchAll(/\b[A-Z]\w*Repository\b/g)) {
          owners.set(name, [...(owners.get(name) ?? []), file]);
        }
      }
    }
    assert.ok(owners.size > 10, `expected the API's repositories, found ${owners.size}`);
    const twice = [...owners]
      .filter(([, files]) => files.length > 1)
      .map(([n, f]) => `${n}: ${f.join(', ')}`);
    assert.deepEqual(twice, [], 'provide a repository in its owning module only; others import that module');
  });
});
