import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Messages Chromium prints for the deliberate 404 responses the tests ask for. */
const EXPECTED_404 = /Failed to load resource: the server responded with a status of 404/;

type Fixtures = {
  /** Console errors and uncaught page errors seen during the test; asserted empty by `expectNoConsoleErrors`. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXPECTED_404.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** Every canonical page, read from the sitemap the site serves (so the sitemap is tested too). */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  return paths;
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * The label of the slide a carousel is "on": the first whose picture starts
 * inside the carousel's viewport, from the left, or from the right on a page
 * that runs right to left.
 */
export async function firstVisibleSlide(carousel: Locator, dir: 'ltr' | 'rtl' = 'ltr') {
  return carousel.evaluate((region, rtl) => {
    const viewport = region.firstElementChild!.getBoundingClientRect();
    const slides = [...region.querySelectorAll('[role="group"][aria-roledescription]')].map((slide) => ({
      label: slide.getAttribute('aria-label'),
      box: (slide.firstElementChild ?? slide).getBoundingClientRect(),
    }));
    const onScreen = rtl
      ? slides
          .filter(({ box }) => box.right <= viewport.right + 2 && box.right > viewport.left + 2)
          .sort((a, b) => b.box.right - a.box.right)
      : slides
          .filter(({ box }) => box.left >= viewport.left - 2 && box.left < viewport.right - 2)
          .sort((a, b) => a.box.left - b.box.left);
    return onScreen[0]?.label ?? null;
  }, dir === 'rtl');
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the axe checks look for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until fonts are in and entrance animations have finished: axe measures
 * contrast with the opacity an element has at that moment.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
