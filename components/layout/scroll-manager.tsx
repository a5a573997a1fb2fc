'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';

/** After a route change's scroll to the top, a hash scrolls smoothly to its element after this delay. */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * On every route change: scroll to the top, then, if the address has a hash,
 * scroll smoothly to that element after 100 ms (instantly when the visitor
 * prefers reduced motion).
 */
export function scrollForLocation(win: Window, hash: string): () => void {
  win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => {};
  const timer = win.setTimeout(() => {
    const target = win.document.getElementById(id);
    if (!target) return;
    const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  }, HASH_SCROLL_DELAY_MS);
  return () => win.clearTimeout(timer);
}

/*
 * Only a route change moves the page. The page as first loaded is where the browser put it: at its
 * hash, or wherever the visitor scrolled or jumped (a "#…" link) before the page was interactive;
 * scrolling it at hydration would throw a visitor on a slow phone back to the top.
 */
function ScrollOnNavigate() {
  const location = `${usePathname()}?${useSearchParams()}`;
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    return scrollForLocation(window, window.location.hash);
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
