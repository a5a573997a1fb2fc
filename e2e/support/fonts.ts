import type { Locator, Page } from '@playwright/test';

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
 * How a run of text is drawn: its text as shown, the direction it is laid out
 * in, the first face its font-family names, and the width of each of its
 * spaces in ems, which is the face's: Inter's 0.28 and Playfair's 0.25 read
 * "+92 21 5550 0147", the Nastaliq face's 0.13 reads "+92 215550 0147".
 */
export async function drawnRun(run: Locator) {
  return run.evaluate((element: HTMLElement) => {
    const style = getComputedStyle(element);
    const spaces: number[] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const size = parseFloat(getComputedStyle(node.parentElement!).fontSize);
      for (const { index } of node.textContent!.matchAll(/ /g)) {
        const space = document.createRange();
        space.setStart(node, index);
        space.setEnd(node, index + 1);
        spaces.push(space.getBoundingClientRect().width / size);
      }
    }
    return {
      text: element.innerText,
      direction: style.direction,
      face: style.fontFamily.split(',')[0]!.trim().replace(/["']/g, ''),
      spaces,
    };
  });
}

/**
 * Starts adding up the layout shifts CLS counts since the page loaded (those
 * that did not follow a click or key press within 500 ms), or with
 * `{ fromNow: true }` only those from now on. Read the sum with `countedShift`.
 */
export async function recordCountedShifts(page: Page, { fromNow = false } = {}) {
  await page.evaluate((buffered) => {
    const win = window as Window & { countedShift?: number };
    win.countedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.countedShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered });
  }, !fromNow);
}

export const countedShift = (page: Page) =>
  page.evaluate(() => (window as Window & { countedShift?: number }).countedShift);

/**
 * A first visit on the bench's phone (docs/performance.md): 562.5 ms for every
 * request, 1.47 Mbit/s down, the CPU 4× slower, nothing cached.
 */
export async function throttleLikeAPhone(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  await client.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024 * 0.9) / 8,
    uploadThroughput: (675 * 1024 * 0.9) / 8,
  });
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** When the page first painted text or an image, and when its last font file arrived (ms since navigation). */
export async function firstPaintAndFonts(page: Page): Promise<{ firstPaint: number; fontsArrived: number }> {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    fontsArrived: Math.max(
      0,
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.responseEnd),
    ),
  }));
}
