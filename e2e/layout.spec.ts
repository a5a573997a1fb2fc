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

// Sets its own viewport widths, so it runs once.
test(
  'every picture lists the width it is drawn at in its sizes, at 390, 768, 1024 and 1920 px',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(page);
    for (const width of [390, 768, 1024, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        const pictures = await page.evaluate(() => {
          // The slot `sizes` gives at this viewport, as the browser reads it: the first entry whose media condition holds.
          const probe = document.body.appendChild(document.createElement('div'));
          probe.style.cssText = 'position: absolute; visibility: hidden; height: 0';
          const slot = (sizes: string) => {
            for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
              const [, condition, length] = /^(\(.*?\))\s+(.+)$/.exec(entry) ?? [null, null, entry];
              if (condition && !matchMedia(condition).matches) continue;
              probe.style.width = length!;
              return probe.getBoundingClientRect().width;
            }
            return NaN;
          };
          const found = [...document.querySelectorAll<HTMLImageElement>('img[sizes]')]
            .map((image) => ({
              src: new URL(image.src).searchParams.get('url') ?? image.src,
              sizes: image.sizes,
              drawn: image.getBoundingClientRect().width,
              slot: slot(image.sizes),
            }))
            .filter(({ drawn }) => drawn > 0);
          probe.remove();
          return found;
        });
        for (const { src, sizes, drawn, slot } of pictures) {
          const where = `${src} on ${path} at ${width} px: drawn ${drawn.toFixed(1)}, sizes "${sizes}" gives ${slot.toFixed(1)}`;
          // Never narrower (a blurred picture), and no wider than its border and a rounding: a wider file is bytes for nothing.
          expect(slot, where).toBeGreaterThanOrEqual(drawn - 0.5);
          expect(slot, where).toBeLessThanOrEqual(drawn * 1.01 + 2);
        }
      }
    }
  },
);
