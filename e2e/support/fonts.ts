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

export const countedShift = (page: Page) => page.evaluate(() => (window as Window & { countedShift?: number }).countedShift);
