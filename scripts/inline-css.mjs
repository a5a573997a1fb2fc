/**
 * `postbuild`, before the CSP manifest: puts the site's stylesheet into every
 * pre-rendered page once, so a phone can paint as soon as the document and the
 * hero photograph are there, without waiting for a stylesheet request (on slow
 * 4G every request costs at least one round trip, and Chromium paints nothing
 * before a stylesheet link in the head has arrived). docs/performance.md has
 * the measurements.
 *
 * In each `${NEXT_DIST_DIR ?? '.next'}/server/**\/*.html` (Next serves a
 * pre-rendered page from more than one copy), every
 * `<link rel="stylesheet" href="/_next/static/….css" data-precedence="next">`
 * becomes
 * - a `<style>` with the file's text, its relative `url()`s made absolute
 *   (they were relative to the file, and the document lives elsewhere), then
 * - the same link with `disabled`: a browser never fetches a disabled
 *   stylesheet, and React, meeting the link in the page's RSC payload at
 *   hydration or on a client navigation, finds it in the document and adopts
 *   it instead of adding its own, so the stylesheet is neither fetched nor
 *   applied a second time.
 *
 * Not `experimental.inlineCss`: it also writes the text into the RSC payload
 * (twice with Turbopack), so the document carried it three times. A page Next
 * renders at request time keeps its ordinary link, which works the same, only
 * later. The budgets (scripts/check-budgets.mjs) check that every page carries
 * the stylesheet once and links none that blocks.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)" data-precedence="next"\/>/g;

/** `css` with every relative `url(…)` resolved against `href`, the path it is served from. */
export function absoluteUrls(css, href) {
  return css.replace(/url\((["']?)([^"')]+)\1\)/g, (match, quote, url) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return match;
    return `url(${quote}${new URL(url, `https://site.invalid${href}`).pathname}${quote})`;
  });
}

/**
 * `html` with each of Next's stylesheet links replaced by the sheet's text and
 * the link disabled (see above); `readCss(href)` returns the text of the file
 * served at `href`. Returns `{ html, inlined }`, `inlined` the hrefs it put in.
 */
export function inlineStylesheets(html, readCss) {
  const inlined = [];
  const result = html.replace(STYLESHEET_LINK, (link, href) => {
    const css = absoluteUrls(readCss(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`);
    inlined.push(href);
    return `<style data-inlined="${href}">${css}</style>${link.replace('/>', ' disabled=""/>')}`;
  });
  return { html: result, inlined };
}

/** Inlines the stylesheets of every pre-rendered page in `distDir`; returns how many documents changed. */
export function inlineBuild(distDir) {
  const serverDir = path.join(distDir, 'server');
  const cache = new Map();
  const readCss = (href) => {
    if (!cache.has(href)) cache.set(href, readFileSync(path.join(distDir, href.replace(/^\/_next\//, '')), 'utf8'));
    return cache.get(href);
  };
  let changed = 0;
  for (const file of readdirSync(serverDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(serverDir, file);
    const { html, inlined } = inlineStylesheets(readFileSync(full, 'utf8'), readCss);
    if (inlined.length === 0) continue;
    writeFileSync(full, html);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  console.log(`Stylesheets inlined into ${inlineBuild(distDir)} pre-rendered documents in ${distDir}/server`);
}
