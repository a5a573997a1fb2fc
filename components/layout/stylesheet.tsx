'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { type ReactNode, useRef } from 'react';
import SITE_STYLESHEET, { PRINT_STYLESHEET } from '#generated/site-stylesheet';
import { MARK_DRAWN_SCRIPT, PAGE_END } from '@/lib/below-fold';

/**
 * Writes `head` into the head of the HTML the server renders, once, outside React's tree (the App
 * Router's server-inserted HTML, which CSS-in-JS libraries use): the RSC payload does not repeat
 * it, and it stays in the document across client navigations.
 */
function useHeadOnce(head: () => ReactNode) {
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    if (inserted.current) return null;
    inserted.current = true;
    return head();
  });
}

/**
 * Puts the site's stylesheet into the head of the HTML the server renders,
 * once, as a `<style>`: the page paints without waiting for a stylesheet
 * request, on every host, as the pre-rendered HTML is what each serves.
 * Only the server render has the text (generated/site-stylesheet.ts; the
 * browser's scripts import lib/build-output/browser-stylesheet.ts), and it
 * is written outside React's tree (the App Router's server-inserted HTML,
 * which CSS-in-JS libraries use), so the RSC payload does not repeat it. The
 * element stays in the document across client navigations.
 *
 * The print rules are a file of their own (scripts/print-stylesheet.mjs), linked
 * beside it for paper only: a browser fetches it at the lowest priority and the
 * first paint never waits for it. Written the same way, it is in the HTML once,
 * with no copy in the RSC payload and no preload React would add for it.
 */
export function Stylesheet() {
  useHeadOnce(() =>
    SITE_STYLESHEET ? (
      <>
        <style data-site-stylesheet="" dangerouslySetInnerHTML={{ __html: SITE_STYLESHEET }} />
        {PRINT_STYLESHEET && <link rel="stylesheet" media="print" href={PRINT_STYLESHEET} />}
      </>
    ) : null,
  );
  return null;
}

/**
 * The script that marks the page drawn after its first frame (lib/below-fold.ts), in the head of the
 * HTML only. A page drawn `whole` has its first frame wait until the parser has read its footer
 * (`<link rel="expect" blocking="render">`; a browser without it draws as the page arrives): drawn
 * as it arrives, a long page's first frame is its header alone, and all the rest is laid out in the
 * next, one task after the first paint that a tap waits behind.
 */
export function DrawnMark({ whole }: { whole: boolean }) {
  useHeadOnce(() => (
    <>
      {whole && <link rel="expect" href={`#${PAGE_END}`} blocking="render" />}
      <script dangerouslySetInnerHTML={{ __html: MARK_DRAWN_SCRIPT }} />
    </>
  ));
  return null;
}
