'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { DRAWN, markDrawnAfterNextFrame } from '@/lib/below-fold';

/** After a route change's scroll to the top, a hash scrolls smoothly to its element after this delay. */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * On every route change: scroll to the top, then, if the address has a hash,
 * scroll smoothly to that element after 100 ms (instantly when the visitor
 * prefers reduced motion); `scrolled` once the page is where it goes. A jump
 * cancelled by the next route change never calls it.
 */
export function scrollForLocation(win: Window, hash: string, scrolled: () => void = () => {}): () => void {
  win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) {
    scrolled();
    return () => {};
  }
  const timer = win.setTimeout(() => {
    const target = win.document.getElementById(id);
    if (target) {
      const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
    }
    scrolled();
  }, HASH_SCROLL_DELAY_MS);
  return () => win.clearTimeout(timer);
}

/*
 * Only a route change moves the page. The page as first loaded is where the browser put it: at its
 * hash, or wherever the visitor scrolled or jumped (a "#…" link) before the page was interactive;
 * scrolling it at hydration would throw a visitor on a slow phone back to the top.
 */
function ScrollOnNavigate() {
  const pathname = usePathname();
  const location = `${pathname}?${useSearchParams()}`;
  const shown = useRef(location);
  const drawn = useRef(pathname);
  // A new page is laid out whole, where it is scrolled to, before any of it is skipped while away
  // (lib/below-fold.ts): the mark comes off before the browser first lays it out, and goes back
  // on once it has been drawn after its scroll (a part skipped through a jump would count as moved).
  useLayoutEffect(() => {
    if (drawn.current === pathname) return;
    drawn.current = pathname;
    document.documentElement.removeAttribute(DRAWN);
  }, [pathname]);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    // Only a new page is marked again: a change of query alone leaves the page, and its marks, as they are.
    const root = document.documentElement;
    return scrollForLocation(
      window,
      window.location.hash,
      () => root.hasAttribute(DRAWN) || markDrawnAfterNextFrame(root),
    );
  }, [location]);
  return null;
}

export function ScrollManager() {
  return (
    <Suspense fallback={null}>
      <ScrollOnNavigate />
    </Suspense>
  );
}
