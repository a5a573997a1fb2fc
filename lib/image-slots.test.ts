import { slotWidth } from '../scripts/measure/before-lcp.mjs';
import { CARD_GRID_SIZES, columns, containerSizes } from './image-slots';

describe("an image's sizes in the container", () => {
  it('is the container less its gutters on a phone, then each column of the grid, fixed once the container stops growing', () => {
    expect(CARD_GRID_SIZES.sizes).toBe(
      '(min-width: 1280px) 384px, (min-width: 768px) calc(50vw - 48px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
    );
  });

  it('gives the width the grid draws the card at, at each viewport', () => {
    // Measured in Chromium: a card of `gap-8 md:grid-cols-2 xl:grid-cols-3` (its 1 px borders aside).
    const drawn = { 390: 350, 412: 372, 640: 576, 768: 336, 1024: 464, 1280: 384, 1920: 384 };
    for (const [viewport, width] of Object.entries(drawn))
      expect(slotWidth(CARD_GRID_SIZES.sizes, Number(viewport))).toBeCloseTo(width, 0);
  });

  it('takes an unequal column by its share, and a box’s padding off every width', () => {
    const hero = containerSizes({}, { lg: { columns: 2, gap: 56, share: 1.1 / 2.1 } });
    expect(slotWidth(hero.sizes, 1024)).toBeGreaterThanOrEqual((1024 - 64 - 56) * (1.1 / 2.1));
    expect(slotWidth(hero.sizes, 1024)).toBeLessThan((1024 - 64 - 56) * (1.1 / 2.1) + 1);
    const boxed = containerSizes({ inset: 50 }, { lg: columns(2, 32) });
    expect(slotWidth(boxed.sizes, 390)).toBe(300);
    expect(slotWidth(boxed.sizes, 1024)).toBeCloseTo((1024 - 64 - 50 - 32) / 2, 0);
  });

  it('lists a breakpoint only where the width changes', () => {
    expect(containerSizes().sizes).toBe(
      '(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
    );
  });

  it('is never narrower than at the narrowest phone or the start of a wider layout', () => {
    // 320 px less the gutters; a card of two columns at 768 px is 336.
    expect(CARD_GRID_SIZES.narrowest).toBe(280);
    expect(containerSizes({}, { sm: columns(4, 24) }).narrowest).toBe(Math.floor((640 - 64 - 72) / 4));
  });
});
