/**
 * What is below the first screen costs a phone nothing once the page has been drawn once
 * (lib/below-fold.ts): the bands under the hero, the footer and each card of a list are skipped
 * while away from the screen (`content-visibility: auto`), so a face arriving lays out only what is
 * on screen. Each keeps the height it had when drawn, so nothing moves when it is drawn again, and
 * a page reached by a link is drawn whole before anything of it is skipped.
 */
import type { Page } from '@playwright/test';
import { bringOnScreen, expect, test } from './fixtures';
import { countedShift, recordCountedShifts } from './support/fonts';
import { PAGE_END } from '../lib/below-fold';

const VILLAS = '/ur/projects/cedarline-villas-karachi';

/** Whether what the first element `selector` finds holds is drawn, or skipped while away from the screen. */
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element.firstElementChild ?? element).checkVisibility({ contentVisibilityAuto: true }));

const markedDrawn = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-drawn', '', { timeout: 15_000 });

/** Each part skipped while away: its height skipped, then drawn (scrolled to, as a reader would). */
async function heightsSkippedAndDrawn(page: Page) {
  return page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const parts = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) =>
        getComputedStyle(element).contentVisibility === 'auto' &&
        !element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    );
    const found = [];
    for (const part of parts) {
      const skipped = part.getBoundingClientRect().height;
      part.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frames();
      found.push({
        part: part.id || `${part.tagName.toLowerCase()} ${part.textContent?.trim().slice(0, 30)}`,
        skipped,
        drawn: part.getBoundingClientRect().height,
      });
    }
    return found;
  });
}

test('a project page in Urdu, once drawn, skips the bands away from the screen and draws each as it nears', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(VILLAS);
  await markedDrawn(page);
  expect(await drawn(page, 'main h1')).toBe(true);
  for (const band of ['#floor-plans', '#payment-options', '#how-to-book', '#enquire', 'footer'])
    expect(await drawn(page, band), band).toBe(false);
  await page.locator('#how-to-book h2').scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(page, '#how-to-book')).toBe(true);
  expect(consoleErrors).toEqual([]);
});

for (const path of ['/', '/ur', VILLAS, '/ur/delivered-projects', '/hotels/oshawa']) {
  test(`${path}: a part skipped keeps the height it was last drawn at, and a reader scrolling sees nothing move`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await markedDrawn(page);
    await recordCountedShifts(page, { fromNow: true });
    await bringOnScreen(page.locator('footer'), { byWheel: true });
    await bringOnScreen(page.locator('main h1'), { byWheel: true });
    expect(await countedShift(page), 'scrolled to the end and back').toBe(0);
    // Every part has now been drawn in the page's faces; skipped again, each stands at that height.
    const parts = await heightsSkippedAndDrawn(page);
    expect(parts.length).toBeGreaterThan(0);
    for (const { part, skipped, drawn: height } of parts) expect(Math.abs(skipped - height), part).toBeLessThan(1);
  });
}

test('a jump to the end with End lands at the end, the footer drawn', async ({ page }) => {
  await page.goto(VILLAS);
  await page.evaluate(() => document.fonts.ready);
  await markedDrawn(page);
  await page.keyboard.press('End');
  await expect.poll(() => drawn(page, 'footer')).toBe(true);
  // The parts drawn around it may still settle to their heights in the page's faces (docs/performance.md).
  await expect
    .poll(() => page.evaluate(() => Math.abs(document.documentElement.scrollHeight - (innerHeight + scrollY))))
    .toBeLessThan(2);
});

test('a page reached by a link is drawn whole before anything of it is skipped', async ({ page, consoleErrors }) => {
  await page.goto('/ur');
  await markedDrawn(page);
  await page.locator(`main a[href="${VILLAS}"]`).first().click();
  await expect(page).toHaveURL(VILLAS);
  await markedDrawn(page);
  expect(await drawn(page, '#floor-plans'), 'the floor plans, far below').toBe(false);
  const [plans] = (await heightsSkippedAndDrawn(page)).filter(({ part }) => part === 'floor-plans');
  // Drawn whole at its first frame, the band kept its height; never drawn, it would be its 40rem placeholder.
  expect(plans!.skipped).toBeGreaterThan(1000);
  expect(Math.abs(plans!.skipped - plans!.drawn)).toBeLessThan(1);
  expect(consoleErrors).toEqual([]);
});

test('printed, every part is drawn', async ({ page }) => {
  await page.goto('/ur/projects/cedarline-chambers');
  await markedDrawn(page);
  await page.emulateMedia({ media: 'print' });
  const skipped = await page.evaluate(
    () =>
      [...document.querySelectorAll('body *')].filter(
        (element) => getComputedStyle(element).contentVisibility !== 'visible',
      ).length,
  );
  expect(skipped).toBe(0);
});

/*
 * An Urdu page's first frame waits until its footer has been read (components/layout/stylesheet.tsx): drawn as it
 * arrived, a long page's first frame was its header alone, and all the rest was laid out in the next, one task after
 * the first paint. An English page is drawn as it arrives. On a slow line (20 kB a second), the document arrives over
 * a second or more, so a page drawn as it arrives has its first frame long before its footer.
 */
for (const [path, whole] of [
  [VILLAS, true],
  ['/ur', true],
  ['/projects/cedarline-villas-karachi', false],
] as const) {
  test(`${path}: its first frame ${whole ? 'waits for the footer' : 'comes as the page arrives'}`, async ({ page }) => {
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 20_000,
      uploadThroughput: -1,
    });
    await page.addInitScript((footer) => {
      const first = new Promise<boolean>((resolve) =>
        requestAnimationFrame(() => resolve(document.getElementById(footer) !== null)),
      );
      Object.assign(window, { footerAtFirstFrame: first });
    }, PAGE_END);
    await page.goto(path, { waitUntil: 'commit' });
    const footerAtFirstFrame = await page.evaluate(
      () => (window as unknown as { footerAtFirstFrame: Promise<boolean> }).footerAtFirstFrame,
    );
    expect(footerAtFirstFrame).toBe(whole);
  });
}
