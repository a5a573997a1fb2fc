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
 * Starts adding up the layout shifts CLS counts since the page loaded (those
 * that did not follow a click or key press within 500 ms). Read the sum with
 * `countedShift`.
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

/**
 * A first visit on the bench's phone (docs/performance.md): 562.5 ms for every
 * request, 1.47 Mbit/s down, the CPU 4× slower, nothing cached.
 */
export async function throttleLikeAPhone(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  await client.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024 * 0.9) / 8, uploadThroughput: (675 * 1024 * 0.9) / 8 });
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** When the page first painted text or an image, and when its last font file arrived (ms since navigation). */
export async function firstPaintAndFonts(page: Page): Promise<{ firstPaint: number; fontsArrived: number }> {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    fontsArrived: Math.max(0, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.responseEnd)),
  }));
}
