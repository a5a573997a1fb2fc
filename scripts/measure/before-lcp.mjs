/**
 * What a phone must fetch before it can paint a page's hero photograph,
 * computed from the built page alone so the figure is the same on every run:
 * - the document itself (gzip -9; with its RSC payload, which repeats the
 *   page's text for hydration);
 * - the font files the page's stylesheets declare (as served: woff2 is
 *   already compressed) that the page needs before its hero: every face
 *   for all text, and a face cut to one script (an @font-face with a
 *   unicode-range: the Urdu Nastaliq) only on a page that preloads it, as
 *   the pages set in that script do and the others never fetch it;
 * - the stylesheets (gzip -9, like the first-load JavaScript);
 * - the hero image the browser picks at a 390 px wide viewport with
 *   Lighthouse's mobile pixel ratio (1.75), from the page's image preload
 *   (`imagesrcset` / `imagesizes`), fetched as AVIF like Chromium asks for it.
 * And the page's DOM size (the elements of its pre-rendered HTML) and its language (`<html lang>`).
 */
import { gzipSync } from 'node:zlib';

export const VIEWPORT_WIDTH = 390;
export const PIXEL_RATIO = 1.75;
const ACCEPT_IMAGES = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** The width in CSS pixels that `sizes` gives the image at `viewport` px (media conditions: min-width / max-width in px). */
export function slotWidth(sizes, viewport = VIEWPORT_WIDTH) {
  for (const entry of (sizes || '100vw').split(',').map((part) => part.trim())) {
    const match = entry.match(/^(?:\(([^)]*)\)\s+)?(.+)$/);
    if (!match) continue;
    const [, condition, length] = match;
    if (condition) {
      const [, kind, px] = condition.match(/^\s*(min|max)-width:\s*(\d+(?:\.\d+)?)px\s*$/) ?? [];
      if (!kind) continue;
      if (kind === 'min' ? viewport < Number(px) : viewport > Number(px)) continue;
    }
    const [, value, unit] = length.match(/^(\d+(?:\.\d+)?)(vw|px)$/) ?? [];
    if (value) return unit === 'vw' ? (Number(value) * viewport) / 100 : Number(value);
  }
  return viewport;
}

/**
 * The `srcset` candidate a browser picks for a slot of `width` CSS px at `ratio`: with width
 * descriptors the smallest at least width × ratio wide, with density descriptors (no `sizes`) the
 * smallest density at least `ratio`; else the largest.
 */
export function pickCandidate(srcset, width, ratio = PIXEL_RATIO) {
  const candidates = srcset
    .split(/,\s+/)
    .map((item) => item.trim().split(/\s+/))
    .map(([url, descriptor = '1x']) => ({ url, value: Number.parseFloat(descriptor), unit: descriptor.slice(-1) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.value))
    .sort((a, b) => a.value - b.value);
  const needed = (candidate) => (candidate.unit === 'x' ? ratio : width * ratio);
  const chosen = candidates.find((candidate) => candidate.value >= needed(candidate)) ?? candidates.at(-1);
  return chosen ? { url: chosen.url, width: chosen.unit === 'w' ? chosen.value : null, descriptor: `${chosen.value}${chosen.unit}` } : null;
}

const decode = (value) => value?.replaceAll('&amp;', '&');

/** The page's first image preload (the LCP image every page preloads): `{ srcset, sizes, href }` or null. */
export function heroPreload(html) {
  const image = preloads(html, 'image')[0];
  return image ? { srcset: image('imagesrcset'), sizes: image('imagesizes'), href: image('href') } : null;
}

/** The page's `<link rel="preload" as="…">` tags of one kind, in order, each as a reader of its attributes. */
function preloads(html, as) {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => (name) => decode(tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]))
    .filter((attr) => attr('rel') === 'preload' && attr('as') === as);
}

/** Elements in the HTML, script and style contents left out (the RSC payload is not DOM). */
export function domSize(html) {
  // A browser that runs scripts reads a <noscript>'s content as text: it adds no element to the DOM.
  const markup = html.replace(/<(script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  return [...markup.matchAll(/<[a-zA-Z][\w-]*[\s/>]/g)].length;
}

/**
 * The font URLs a stylesheet's @font-face rules name, and whether each face
 * is cut to a unicode-range (a script of its own) or serves all text.
 */
function fontFaces(css) {
  const faces = new Map();
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const ranged = /unicode-range\s*:/.test(rule);
    for (const [, url] of rule.matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g)) faces.set(url, { url, ranged });
  }
  return [...faces.values()];
}


async function bytesOf(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * `{ document, fonts: { total, files }, css: { total }, hero: { url, width, descriptor, bytes } | null, total, dom, lang }`
 * for the page at `path` of the site at `origin`.
 */
export async function beforeLcp(origin, path) {
  const page = await bytesOf(new URL(path, origin));
  const html = page.toString('utf8');
  const document = gzipSync(page, { level: 9 }).length;
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)].map(([tag]) => decode(tag.match(/\shref="([^"]*)"/)?.[1])).filter(Boolean);
  let cssTotal = 0;
  const fonts = new Map();
  const preloaded = new Set(preloads(html, 'font').map((font) => new URL(font('href'), origin).href));
  for (const href of styles) {
    const url = new URL(href, origin);
    const body = await bytesOf(url);
    cssTotal += gzipSync(body, { level: 9 }).length;
    for (const face of fontFaces(body.toString('utf8'))) {
      const fontUrl = new URL(face.url, url).href;
      if (face.ranged && !preloaded.has(fontUrl)) continue;
      if (!fonts.has(fontUrl)) fonts.set(fontUrl, (await bytesOf(fontUrl)).length);
    }
  }
  const preload = heroPreload(html);
  let hero = null;
  if (preload) {
    const width = slotWidth(preload.sizes);
    const candidate = preload.srcset ? pickCandidate(preload.srcset, width) : { url: preload.href, width: null, descriptor: 'src' };
    if (candidate) hero = { url: candidate.url, width: candidate.width, descriptor: candidate.descriptor, bytes: (await bytesOf(new URL(candidate.url, origin), { accept: ACCEPT_IMAGES })).length };
  }
  const fontTotal = [...fonts.values()].reduce((sum, bytes) => sum + bytes, 0);
  return {
    document,
    fonts: { total: fontTotal, files: [...fonts].map(([url, bytes]) => ({ path: new URL(url).pathname, bytes })) },
    css: { total: cssTotal },
    hero,
    total: document + fontTotal + cssTotal + (hero?.bytes ?? 0),
    dom: domSize(html),
    lang: html.match(/<html\b[^>]*\slang="([^"]*)"/i)?.[1] ?? null,
  };
}
