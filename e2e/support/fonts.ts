import type { Page } from '@playwright/test';

/** The faces Chromium drew the text of the first element matching `selector` with, by family name. */
export async function drawnFaces(page: Page, selector: string): Promise<string[]> {
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument');
    const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await client.detach();
  }
}

/**
 * Starts recording the layout shifts CLS counts: those that did not follow
 * a click or key press within 500 ms. Read the sum with `countedShift`.
 */
export async function recordCountedShifts(page: Page) {
  await page.evaluate(() => {
    const win = window as Window & { countedShift?: number };
    win.countedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.countedShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Counts, frame by frame until `framesBeforeFaces` reads it, the frames that
 * show a new `main h1` while the document has no more faces than it started
 * with: a page drawn before the faces were handed over.
 */
export async function recordFramesBeforeFaces(page: Page) {
  await page.evaluate(() => {
    const win = window as Window & { framesBeforeFaces?: number };
    const faces = document.fonts.size;
    const heading = () => document.querySelector('main h1')?.textContent;
    const first = heading();
    win.framesBeforeFaces = 0;
    const frame = () => {
      if (heading() !== first && document.fonts.size === faces) win.framesBeforeFaces! += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export const framesBeforeFaces = (page: Page) => page.evaluate(() => (window as Window & { framesBeforeFaces?: number }).framesBeforeFaces);

export const countedShift = (page: Page) => page.evaluate(() => (window as Window & { countedShift?: number }).countedShift);
