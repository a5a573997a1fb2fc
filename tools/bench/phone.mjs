/**
 * The bench's phone for the tools that drive Chromium themselves (tools/bench/interactions.mjs,
 * tools/bench/trace.mjs): 390 × 844 at a pixel ratio of 1.75, a touch screen, the CPU 4× slower
 * and the network at Lighthouse's slow 4G on a timeline (scripts/measure/lighthouse.mjs), in a
 * fresh browser context (nothing cached). And the bench's choice of routes.
 */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.47 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** Runs `measure(page)` in a page of a fresh context of `browser`, throttled as the phone, at `viewport`; closes the context after. */
export async function onThePhone(browser, viewport, measure) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await page.setViewport(viewport);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    return await measure(page);
  } finally {
    await context.close();
  }
}

/**
 * Whether `path` is one of BENCH_ROUTES (`/,/about`; an entry ending in * takes every route it
 * begins: `/ur,/ur/*` is every Urdu page). Every route when it is not set.
 */
export function chosenRoute(path, routes = process.env.BENCH_ROUTES) {
  const only = routes?.split(',').map((entry) => entry.trim());
  return !only || only.some((entry) => (entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : entry === path));
}
