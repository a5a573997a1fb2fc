'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

/** SPEC: after the scroll to top, a hash scrolls smoothly to its element after this delay. */
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

function ScrollOnNavigate() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => scrollForLocation(window, window.location.hash), [pathname, searchParams]);
  return null;
}

export function ScrollManager() {
  return (
    <Suspense fallback={null}>
      <ScrollOnNavigate />
    </Suspense>
  );
}
