/**
 * A first visit on a phone (the bench's: slow 4G, the CPU 4× slower, nothing
 * cached) is in the brand's faces: the first frame waits for no font, each
 * face is swapped in as soon as its file arrives, within the first page, and
 * what moves when it is (its metric-matched fallback took its room) stays
 * within 0.05 of layout shift, half of Chromium's "good".
 */
import { countedShift, drawnFaces, firstPaintAndFonts, recordCountedShifts, throttleLikeAPhone } from './support/fonts';
import { expect, test } from './fixtures';

const PAGES = [
  { path: '/', faces: { 'main h1': 'Playfair Display', 'main p': 'Inter' } },
  { path: '/about', faces: { 'main h1': 'Playfair Display', 'main p': 'Inter' } },
  { path: '/ur/chg-pakistan', faces: { 'main h1': 'Noto Nastaliq Urdu', 'main p': 'Noto Nastaliq Urdu' } },
  // Heroes whose sentence has figures in it, and highlights in capitals: once over 0.05.
  ...['cedarline-bridge-view', 'cedarline-skyline'].map((slug) => ({
    path: `/ur/projects/${slug}`,
    faces: { 'main h1': 'Noto Nastaliq Urdu', 'main p': 'Noto Nastaliq Urdu' },
  })),
  { path: '/projects/cedarline-villas-karachi', faces: { 'main h1': 'Playfair Display', 'main p': 'Inter' } },
];

for (const { path, faces } of PAGES) {
  test(`${path}: the first page of a first visit is drawn in the site's faces, without waiting for them`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await throttleLikeAPhone(page);
    await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.evaluate(() => document.fonts.ready);
    for (const [selector, face] of Object.entries(faces)) {
      await expect.poll(() => drawnFaces(page, selector), { message: `${path} ${selector}` }).toContain(face);
    }
    const { firstPaint, fontsArrived } = await firstPaintAndFonts(page);
    expect(fontsArrived, 'the page fetched its faces').toBeGreaterThan(0);
    expect(firstPaint, 'the first frame came before the faces').toBeLessThan(fontsArrived);
    await recordCountedShifts(page);
    expect(await countedShift(page)).toBeLessThanOrEqual(0.05);
  });
}
