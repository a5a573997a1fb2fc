import { expect, sitemapPaths, test } from './fixtures';

const WIDTHS = [360, 768, 1280, 1920];

// Sets its own viewport widths, so it runs once.
test('no page scrolls sideways at 360, 768, 1280 or 1920 px', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(240_000);
  const paths = await sitemapPaths(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
