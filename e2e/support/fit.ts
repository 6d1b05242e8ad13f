/**
 * Layout checks on element boxes, not on screenshots: every element of a selector lies inside the
 * viewport's width with its whole text (not cut off by its own box), and the page does not scroll
 * sideways. Elements inside the customer's quote frame are checked in page coordinates.
 */
import { expect, type Page } from '@playwright/test';

/** Problems of the elements matching `selector` (in the frame `frame` when given), as readable lines. */
export async function overflowProblems(page: Page, selector: string, frame?: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, frame }) => {
      const width = document.documentElement.clientWidth;
      const problems: string[] = [];
      if (document.documentElement.scrollWidth > width) {
        problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
      }
      let doc: Document = document;
      let dx = 0;
      if (frame) {
        const element = document.querySelector<HTMLIFrameElement>(frame);
        if (!element?.contentDocument) return [`no frame ${frame}`];
        doc = element.contentDocument;
        dx = element.getBoundingClientRect().left;
        const root = doc.documentElement;
        if (root.scrollWidth > root.clientWidth) problems.push(`the frame scrolls sideways`);
      }
      const shown = Array.from(doc.querySelectorAll<HTMLElement>(selector)).filter(
        (e) => e.getClientRects().length > 0,
      );
      if (shown.length === 0) return [`nothing shown matches ${selector}`];
      for (const element of shown) {
        const name = `'${(element.textContent ?? '').trim().slice(0, 40)}'`;
        const box = element.getBoundingClientRect();
        // Visually hidden text for screen readers (1 × 1 px, clipped) is not on screen to check.
        if (box.width <= 1 && box.height <= 1) continue;
        const range = doc.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        for (const [what, r] of [
          ['box', box],
          ['text', text],
        ] as const) {
          if (r.width === 0) continue;
          if (r.left + dx < -0.5 || r.right + dx > width + 0.5) {
            problems.push(
              `${name}: its ${what} spans ${Math.round(r.left + dx)}-${Math.round(r.right + dx)}, the viewport 0-${width}`,
            );
          }
        }
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) {
          problems.push(`${name} is cut off (${element.scrollWidth} > ${element.clientWidth})`);
        }
      }
      return problems;
    },
    { selector, frame },
  );
}

export async function expectInsideViewport(page: Page, selector: string, what: string, frame?: string) {
  expect(await overflowProblems(page, selector, frame), what).toEqual([]);
}

/** Words of the elements matching `selector` that the browser broke over two lines. */
export async function wordsBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}
