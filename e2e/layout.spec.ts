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

// A fresh browser context has nothing cached: this is the first page of a visit.
test('the first page of a visit sets its headings in the display face, carried by the page itself', { tag: '@desktop' }, async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  const { root } = await client.send('DOM.getDocument');
  const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts: used } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(used.map((font) => font.familyName)).toEqual(['Playfair Display']);
  expect(fonts.filter((path) => path.includes('playfair'))).toEqual([]);
});
