/** How near a part must come for its script to run: a screen's height before it scrolls into view. */
export const NEAR_MARGIN = '100% 0px';

/**
 * Calls `near` as `element` comes within a screen's height of the view, or as the visitor touches
 * or focuses it first (a tap or a Tab can come before the observer has said so). It may be called
 * more than once. Returns what stops listening.
 */
export function whenNear(element: Element, near: () => void) {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), {
    rootMargin: NEAR_MARGIN,
  });
  observer.observe(element);
  element.addEventListener('focusin', near);
  element.addEventListener('pointerdown', near);
  return () => {
    observer.disconnect();
    element.removeEventListener('focusin', near);
    element.removeEventListener('pointerdown', near);
  };
}
