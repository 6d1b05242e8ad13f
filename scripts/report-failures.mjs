// Names the failed tests in the runners' reports (Jest, Vitest and Playwright JSON, node:test JUnit), one line each:
// where, which test, and the first line of its error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ansiColour = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
const firstLine = (msg) =>
  String(msg ?? '')
    .replace(ansiColour, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

export function listFailures(reportsDir, root = process.cwd()) {
  const failures = [];
  const read = (file) => JSON.parse(readFileSync(path.join(reportsDir, file), 'utf8'));
  for (const file of readdirSync(reportsDir).filter((f) => /^(jest|vitest)-.*\.json$/.test(f))) {
    for (const suite of read(file).testResults ?? []) {
      const where = path.relative(root, suite.name ?? '');
      const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (failed.length === 0 && suite.status === 'failed')
        failures.push(`${where}: ${firstLine(suite.message)}`);
    }
  }
  if (existsSync(path.join(reportsDir, 'playwright.json'))) {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          const error = t.results?.at(-1)?.error?.message;
          failures.push(`${spec.file}:${spec.line} › ${t.projectName} › ${spec.title}: ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of read('playwright.json').suites ?? []) walk(suite);
  }
  for (const c of junitCases(reportsDir)) {
    if (c.failure !== null) failures.push(`smoke › ${c.name}: ${firstLine(c.failure)}`);
  }
  return failures;
}

/** The test cases of the smoke stage's JUnit report: name, failure message (or null) and whether skipped. */
export function junitCases(reportsDir) {
  const file = path.join(reportsDir, 'node-smoke.xml');
  if (!existsSync(file)) return [];
  const xml = readFileSync(file, 'utf8');
  return (xml.match(/<testcase\b[^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g) ?? []).map((c) => {
    const message = /<failure\b[^>]*\bmessage="([^"]*)"/.exec(c)?.[1] ?? '';
    return {
      name: unescapeXml(/\bname="([^"]*)"/.exec(c)?.[1] ?? '?'),
      failure: /<failure\b/.test(c) ? unescapeXml(message) : null,
      skipped: /<skipped\b/.test(c),
    };
  });
}

const unescapeXml = (s) =>
  s
    .replace(/&#10;/g, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
