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
 * contrast with the opacity an element has at that moment. An animation in a
 * part skipped while away from the screen (lib/below-fold.ts) does not run
 * until the part is drawn, so it is not waited for.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .filter(
        (animation) =>
          (animation.effect as KeyframeEffect | null)?.target?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
      );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Scrolls `target` on screen and waits until the browser has drawn it: once a page has been drawn,
 * a part away from the screen is skipped (lib/below-fold.ts), and its text reads as empty through
 * `innerText` until it is drawn. With `byWheel`, the page is scrolled as a reader scrolls it, a
 * wheel's turn of under half a screen a frame, not jumped (a part skipped while away and jumped
 * onto, or scrolled onto faster than the browser draws what nears, counts in Chromium as moved,
 * with no input to excuse it).
 */
export async function bringOnScreen(target: Locator, { byWheel = false } = {}) {
  const page = target.page();
  if (byWheel) {
    const { width, height } = page.viewportSize()!;
    await page.mouse.move(width / 2, height / 2);
    for (let turn = 0; turn < 100; turn += 1) {
      const box = (await target.boundingBox())!;
      if (box.y >= 0 && box.y + Math.min(box.height, height / 2) <= height) break;
      await page.mouse.wheel(0, Math.sign(box.y) * Math.min(Math.abs(box.y), height * 0.4));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
  } else await target.scrollIntoViewIfNeeded();
  await expect
    .poll(() => target.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true);
}
