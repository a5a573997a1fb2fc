import { expect, type Locator } from '@playwright/test';
import { bringOnScreen } from '../fixtures';

/**
 * Whether a finger or pointer landing on the middle of `control` reaches it:
 * brought into view the way a reader would scroll to it, the element
 * `document.elementFromPoint` finds at its centre is the control or inside it.
 * Playwright's "visible" is also true of a control clipped by a scroll box or
 * covered by another element; this is not. Nor is a control that comes into
 * view only by scrolling a box that clips (overflow hidden), which a reader
 * cannot scroll but `scrollIntoView` can.
 */
export async function expectHittable(control: Locator, message?: string) {
  const clipping = () =>
    control.evaluate((element) => {
      const offsets: string[] = [];
      for (let box = element.parentElement; box; box = box.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(box);
        if (overflowX === 'hidden' || overflowY === 'hidden')
          offsets.push(`${box.tagName.toLowerCase()} ${box.scrollLeft},${box.scrollTop}`);
      }
      return offsets;
    });
  const before = await clipping();
  // Jumped to, a part skipped while away from the screen is drawn a frame later (lib/below-fold.ts); a reader's scroll draws it before it is on screen.
  await bringOnScreen(control);
  const moved = (await clipping()).filter((offset, index) => offset !== before[index]);
  const hit = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const onScreen = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
    const found = onScreen ? document.elementFromPoint(x, y) : null;
    return {
      onScreen,
      reaches: found !== null && element.contains(found),
      found: found?.outerHTML.slice(0, 120) ?? null,
    };
  });
  expect({ ...hit, moved }, message ?? 'the control is what a tap at its centre reaches').toEqual({
    onScreen: true,
    reaches: true,
    found: hit.found,
    moved: [],
  });
}
