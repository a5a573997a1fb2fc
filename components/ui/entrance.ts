/** Each card of a grid fades in 0.1 s after the one before it. */
export const CARD_DELAY_STEP_S = 0.1;

/** The inline style that staggers a card's entrance by its index. */
export function entranceDelay(index: number) {
  return { animationDelay: `${Math.round(index * CARD_DELAY_STEP_S * 100) / 100}s` };
}
