/**
 * What is below the first screen costs a phone nothing once the page has been drawn once.
 *
 * A page is laid out whole at its first frame, as it always was. Then the document is marked drawn
 * (`data-drawn` on `<html>`), and from then on each band under the hero, the footer and each card of
 * a list (`below-fold` in app/globals.css) is `content-visibility: auto`: while it is away from the
 * screen the browser neither styles, lays out nor paints it again: not when a web face arrives
 * (each arrival lays out every text of a page again, which in Nastaliq is most of an Urdu page's
 * load), nor when a script reads a box. It keeps the height it had when drawn
 * (`contain-intrinsic-block-size: auto`, the last remembered size), so a reader scrolling or
 * jumping down finds every part where it was, and an audit reading an undrawn text's box finds it
 * inside its own band.
 *
 * - Marked after a frame, not before: a part that has never been laid out has no remembered
 *   height, only the placeholder.
 * - A part on or near the screen at that moment is left drawn (`data-near`): Chromium holds a part
 *   that becomes `content-visibility: auto` undrawn for a frame, and counts its text reappearing as
 *   layout shift. So is a part still in its entrance animation (a list's cards fade up one after
 *   another): skipped, it would stay half-faded until drawn, and read so by an audit.
 * - On a route change in the browser the mark is taken off before the new page is laid out, and
 *   put back once it has been drawn where it is scrolled to (components/layout/scroll-manager.tsx).
 * - Without scripts nothing is skipped.
 */

/**
 * The id of the footer, the page's last part: an Urdu page's first frame waits until the parser has
 * read it (`DrawnMark`, components/layout/stylesheet.tsx).
 */
export const PAGE_END = 'footer';

/** The attribute on `<html>` that lets the parts below the first screen be skipped while away. */
export const DRAWN = 'data-drawn';

/**
 * Marks the document drawn once its next frame has been laid out and painted, when every part has
 * its remembered height, and each part within a screen's height of the screen, or still animating,
 * near. Self-contained
 * (its text is the inline script in every page's head, `MARK_DRAWN_SCRIPT`), so the attributes and
 * the class are written out.
 */
export function markDrawnAfterNextFrame(root: HTMLElement) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const screen = innerHeight;
      for (const part of root.querySelectorAll('.below-fold')) {
        const box = part.getBoundingClientRect();
        const moving = part.getAnimations({ subtree: true }).some((animation) => animation.playState !== 'finished');
        part.toggleAttribute('data-near', moving || (box.bottom > -screen && box.top < 2 * screen));
      }
      root.setAttribute('data-drawn', '');
    }),
  );
}

/** The inline script in every page's head: the page as served marks itself drawn after its first frame once parsed. */
export const MARK_DRAWN_SCRIPT = `addEventListener('DOMContentLoaded',()=>(${markDrawnAfterNextFrame.toString()})(document.documentElement))`;

/**
 * A band below the first screen, and the footer: the `below-fold` utility of app/globals.css. An
 * element that carries it is `suppressHydrationWarning`: the script may mark it near before React
 * hydrates it.
 */
export const BELOW_FOLD = 'below-fold';

/** The same for a project's card in a list; its shadow and focus ring are drawn past its box. */
export const CARD_BELOW_FOLD = 'below-fold [overflow-clip-margin:1rem]';
