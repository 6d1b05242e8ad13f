/**
 * axe-core in the page under test: the script from node_modules is injected with addScriptTag and
 * `axe.run` checks the whole document (every rule axe enables by default). Any violation fails the
 * test with the rule, its help text and the elements it found.
 */
import { expect, type Page } from '@playwright/test';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Waits until no finite CSS transition or animation runs: colours are checked as they end up. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The page's axe violations, one readable line per rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact ?? '-'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/** Fails when axe finds any violation on the page as it is now; `what` names the screen in the message. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${what}`).toEqual([]);
}
