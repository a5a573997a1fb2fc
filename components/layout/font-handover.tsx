'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A shift this soon after a click or key press is the visitor's doing: CLS
 * leaves out shifts within 500 ms of an input, and the margin covers the frame
 * that lays the new page out.
 */
export const AFTER_INPUT_MS = 400;

type FaceRule = { style: Pick<CSSStyleDeclaration, 'getPropertyValue'> };
/** What `new FontFace(family, src, descriptors)` is given. */
type LaterFace = { family: string; src: string; descriptors: FontFaceDescriptors };

const unquoted = (family: string) => family.trim().replace(/^(["'])(.*)\1$/, '$2');

/**
 * The `optional` faces of these rules whose family this page has fetched,
 * again, as faces that are used as soon as they are added: the same files,
 * so they come from the cache. A family the page never asked for (the Urdu
 * face on an English page) is left alone, so nothing new is fetched.
 */
export function laterFaces(rules: Iterable<FaceRule>, fetched: Iterable<string>): LaterFace[] {
  const families = new Set([...fetched].map(unquoted));
  const faces: LaterFace[] = [];
  for (const { style } of rules) {
    const family = unquoted(style.getPropertyValue('font-family'));
    if (style.getPropertyValue('font-display') !== 'optional' || !families.has(family)) continue;
    faces.push({
      family,
      src: style.getPropertyValue('src'),
      descriptors: {
        weight: style.getPropertyValue('font-weight') || 'normal',
        style: style.getPropertyValue('font-style') || 'normal',
        unicodeRange: style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
        display: 'swap',
      },
    });
  }
  return faces;
}

function fontFaceRules(doc: Document): CSSFontFaceRule[] {
  const rules: CSSFontFaceRule[] = [];
  const walk = (list: CSSRuleList) => {
    for (const rule of list) {
      if (rule instanceof CSSFontFaceRule) rules.push(rule);
      else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
    }
  };
  for (const sheet of doc.styleSheets) walk(sheet.cssRules);
  return rules;
}

/**
 * The site's faces are `optional` (lib/fonts.ts): on a first visit they miss
 * the first page's layout, and Chromium then keeps the fallbacks for every
 * page the site's links render into the same document. This hands them over
 * with the first page the visitor opens by a click or key press: once the
 * first page's fonts have arrived, the same faces are loaded again (from the
 * cache) as `swap` faces, and added in the commit that renders the next page,
 * before it is painted. Text then changes face together with the page, inside
 * the window that CLS leaves to the visitor's input. A page reached without a
 * recent input (back and forward) keeps the fallbacks, and the next click
 * hands over instead.
 */
export function FontHandover() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  const ready = useRef<FontFace[] | null>(null);
  const lastInput = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    let stopped = false;
    const noteInput = (event: Event) => {
      lastInput.current = event.timeStamp;
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', noteInput, options);
    window.addEventListener('keydown', noteInput, options);
    void document.fonts.ready
      .then(() => {
        const fetched = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
        const faces = laterFaces(fontFaceRules(document), fetched).map(({ family, src, descriptors }) => new FontFace(family, src, descriptors));
        return Promise.all(faces.map((face) => face.load()));
      })
      .then((faces) => {
        if (!stopped) ready.current = faces;
      })
      // A face that cannot load again keeps its fallback, as on the first page.
      .catch(() => {});
    return () => {
      stopped = true;
      window.removeEventListener('pointerdown', noteInput, options);
      window.removeEventListener('keydown', noteInput, options);
    };
  }, []);

  useLayoutEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    const faces = ready.current;
    if (!faces || performance.now() - lastInput.current > AFTER_INPUT_MS) return;
    for (const face of faces) document.fonts.add(face);
    ready.current = null;
  }, [pathname]);

  return null;
}
