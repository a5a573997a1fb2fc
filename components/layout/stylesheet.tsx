'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import SITE_STYLESHEET, { PRINT_STYLESHEET } from '#generated/site-stylesheet';

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
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    if (inserted.current || !SITE_STYLESHEET) return null;
    inserted.current = true;
    return (
      <>
        <style data-site-stylesheet="" dangerouslySetInnerHTML={{ __html: SITE_STYLESHEET }} />
        {PRINT_STYLESHEET && <link rel="stylesheet" media="print" href={PRINT_STYLESHEET} />}
      </>
    );
  });
  return null;
}
