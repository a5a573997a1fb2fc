// @ts-check
/**
 * What a phone must fetch before it can paint a page's hero photograph,
 * computed from the built page alone so the figure is the same on every run:
 * - the document itself (gzip -9; with its RSC payload, which repeats the
 *   page's text for hydration);
 * - the font files the page's stylesheets declare (as served: woff2 is
 *   already compressed) that the page needs before its hero: every face of
 *   Latin text, and a face cut to another script (an @font-face whose
 *   unicode-range has no Latin letters: the Urdu Nastaliq) only on a page
 *   that preloads it (none does: the Urdu pages' first paint does not wait
 *   for it, and the English pages never fetch it);
 * - the stylesheets (gzip -9, like the first-load JavaScript);
 * - the hero image the browser picks at a 390 px wide viewport with
 *   Lighthouse's mobile pixel ratio (1.75), from the page's image preload
 *   (`imagesrcset` / `imagesizes`), fetched as AVIF like Chromium asks for it.
 * And the page's DOM size (the elements of its pre-rendered HTML) and its language (`<html lang>`).
 */
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ rel: string; as: string | null; href: string | null }} FirstRequest
 * @typedef {object} Head What a page's head asks for before anything else.
 * @property {{ blocking: string[]; inlined: { copies: number }[] }} stylesheets
 * @property {(string | undefined)[]} fontPreloads
 * @property {FirstRequest | null} firstRequest
 * @property {string | null} opener
 * @typedef {object} BeforeLcp
 * @property {number} document
 * @property {{ total: number; files: { path: string; bytes: number }[] }} fonts
 * @property {{ total: number }} css
 * @property {{ url: string; width: number | null; descriptor: string; bytes: number } | null} hero
 * @property {number} total
 * @property {number} dom
 * @property {{ sizes: number; rooms: number; elements: number }} plans
 * @property {string | null} lang
 * @property {Head} head
 * @typedef {(name: string) => string | undefined} Attributes A reader of one tag's attributes.
 */

export const VIEWPORT_WIDTH = 390;
export const PIXEL_RATIO = 1.75;
const ACCEPT_IMAGES = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * The width in CSS pixels that `sizes` gives the image at `viewport` px (media conditions:
 * min-width / max-width in px; lengths in px, vw, or `calc(Avw - Bpx)` as lib/image-slots.ts writes them).
 * @param {string | undefined} sizes
 * @param {number} [viewport]
 * @returns {number}
 */
export function slotWidth(sizes, viewport = VIEWPORT_WIDTH) {
  for (const entry of (sizes || '100vw').split(',').map((part) => part.trim())) {
    const match = entry.match(/^(?:\(([^)]*)\)\s+)?(.+)$/);
    if (!match) continue;
    const [, condition, length = ''] = match;
    if (condition) {
      const [, kind, px] = condition.match(/^\s*(min|max)-width:\s*(\d+(?:\.\d+)?)px\s*$/) ?? [];
      if (!kind) continue;
      if (kind === 'min' ? viewport < Number(px) : viewport > Number(px)) continue;
    }
    const [, value, unit] = length.match(/^(\d+(?:\.\d+)?)(vw|px)$/) ?? [];
    if (value) return unit === 'vw' ? (Number(value) * viewport) / 100 : Number(value);
    const [, vw, px] = length.match(/^calc\((\d+(?:\.\d+)?)vw - (\d+(?:\.\d+)?)px\)$/) ?? [];
    if (vw) return (Number(vw) * viewport) / 100 - Number(px);
  }
  return viewport;
}

/**
 * The `srcset` candidate a browser picks for a slot of `width` CSS px at `ratio`: with width
 * descriptors the smallest at least width × ratio wide, with density descriptors (no `sizes`) the
 * smallest density at least `ratio`; else the largest.
 * @param {string} srcset
 * @param {number} width
 * @param {number} [ratio]
 * @returns {{ url: string; width: number | null; descriptor: string } | null}
 */
export function pickCandidate(srcset, width, ratio = PIXEL_RATIO) {
  const candidates = srcset
    .split(/,\s+/)
    .map((item) => item.trim().split(/\s+/))
    .map(([url = '', descriptor = '1x']) => ({ url, value: Number.parseFloat(descriptor), unit: descriptor.slice(-1) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.value))
    .sort((a, b) => a.value - b.value);
  const needed = (/** @type {{ unit: string }} */ candidate) => (candidate.unit === 'x' ? ratio : width * ratio);
  const chosen = candidates.find((candidate) => candidate.value >= needed(candidate)) ?? candidates.at(-1);
  return chosen
    ? { url: chosen.url, width: chosen.unit === 'w' ? chosen.value : null, descriptor: `${chosen.value}${chosen.unit}` }
    : null;
}

const decode = (/** @type {string | undefined} */ value) => value?.replaceAll('&amp;', '&');

/**
 * The page's first image preload (the LCP image every page preloads): `{ srcset, sizes, href }` or null.
 * @param {string} html
 */
export function heroPreload(html) {
  const image = preloads(html, 'image')[0];
  return image ? { srcset: image('imagesrcset'), sizes: image('imagesizes'), href: image('href') } : null;
}

/** A reader of one tag's attributes: `attr('href')` is the decoded value, or undefined. */
const attributes = (/** @type {string} */ tag) => /** @type {Attributes} */ (name) =>
  decode(tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]);

/** Whether a tag carries `disabled` (a disabled stylesheet is never fetched). */
const isDisabled = (/** @type {string} */ tag) => /\sdisabled(?:=|\s|\/|>)/i.test(tag);

/**
 * The page's `<link rel="preload" as="…">` tags of one kind, in order, each as a reader of its attributes.
 * @param {string} html
 * @param {string} as
 * @returns {Attributes[]}
 */
function preloads(html, as) {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => attributes(tag))
    .filter((attr) => attr('rel') === 'preload' && attr('as') === as);
}

/**
 * Elements in the HTML, script and style contents left out (the RSC payload is not DOM).
 * @param {string} html
 */
export function domSize(html) {
  // A browser that runs scripts reads a <noscript>'s content as text: it adds no element to the DOM.
  const markup = html.replace(/<(script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>');
  return [...markup.matchAll(/<[a-zA-Z][\w-]*[\s/>]/g)].length;
}

/**
 * A project on sale's floor plans (components/projects/floor-plans.tsx): its sizes, its rooms, and the elements of its
 * section; none on another page.
 * @param {string} html
 */
export function planMarkup(html) {
  const section = html.match(/<section id="floor-plans"[\s\S]*?<\/section>/)?.[0] ?? '';
  return {
    sizes: (section.match(/<details\b/g) ?? []).length,
    rooms: (section.match(/\sdata-room=/g) ?? []).length,
    elements: section ? domSize(section) : 0,
  };
}

/**
 * Whether a unicode-range ('U+20-7E, U+A0-FF', 'U+6??') includes the letter A, i.e. the face sets Latin text.
 * @param {string} range
 * @returns {boolean}
 */
export function rangeHasLatin(range) {
  return range.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from.replace(/\?/g, '0'), 16);
    const high = parseInt(to.replace(/\?/g, 'F'), 16);
    return low <= 0x41 && 0x41 <= high;
  });
}

/**
 * The font URLs a stylesheet's @font-face rules name, and whether each face
 * is cut to another script than Latin (its unicode-range has no Latin letter).
 * @param {string} css
 * @returns {{ url: string; otherScript: boolean }[]}
 */
function fontFaces(css) {
  /** @type {Map<string, { url: string; otherScript: boolean }>} */
  const faces = new Map();
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(rule)?.[1];
    const otherScript = range !== undefined && !rangeHasLatin(range);
    for (const [, url = ''] of rule.matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g))
      faces.set(url, { url, otherScript });
  }
  return [...faces.values()];
}

/**
 * @param {string | URL} url
 * @param {Record<string, string>} [headers]
 */
async function fetchOk(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * @param {string | URL} url
 * @param {Record<string, string>} [headers]
 */
async function bytesOf(url, headers = {}) {
  return Buffer.from(await (await fetchOk(url, headers)).arrayBuffer());
}

/** The site's stylesheet as the server render puts it into the page (components/layout/stylesheet.tsx): opening tag, text, closing tag. */
const INLINED_STYLE = /(<style data-site-stylesheet="[^"]*">)([\s\S]*?)(<\/style>)/gi;

/**
 * The hrefs of the `<link rel="stylesheet">` tags the first paint waits for: not `disabled`, and
 * not for paper only (`media="print"`, which a browser fetches at the lowest priority and never
 * waits for on a screen).
 * @param {string} html
 * @returns {string[]}
 */
export function blockingStylesheets(html) {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)]
    .filter(([tag]) => !isDisabled(tag) && attributes(tag)('media')?.trim() !== 'print')
    .flatMap(([tag]) => attributes(tag)('href') || []);
}

/**
 * A stretch of `css` that nothing escapes (no quotes, backslashes or markup characters), so its
 * copies in a document can be counted, in a `<style>` or in the RSC payload alike.
 * @param {string} css
 * @returns {string | null}
 */
export function cssMarker(css) {
  const runs = css.match(/[^"'\\<>&\n]{40,}/g) ?? [];
  return runs.sort((a, b) => b.length - a.length)[0]?.slice(0, 200) ?? null;
}

/**
 * How often `needle` occurs in `haystack`.
 * @param {string} haystack
 * @param {string | null} needle
 */
function occurrences(haystack, needle) {
  return needle ? haystack.split(needle).length - 1 : 0;
}

/**
 * `{ document, fonts: { total, files }, css: { total }, hero: { url, width, descriptor, bytes } | null, total, dom, lang,
 * head: { stylesheets: { blocking, inlined: [{ href, copies }] }, fontPreloads, firstRequest, opener } }`
 * for the page at `path` of the site at `origin`. `css` counts the stylesheets the page links or
 * carries inlined (components/layout/stylesheet.tsx), and `document` the page without the inlined text.
 * `head` is what the page asks for before anything else: the stylesheets that block its first paint,
 * how many copies of each inlined stylesheet it carries, the fonts it preloads, the first
 * `<link>` of its head that fetches something (`{ rel, as, href }`), and the document's
 * Cross-Origin-Opener-Policy header (null when it is not sent).
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<BeforeLcp>}
 */
export async function beforeLcp(origin, path) {
  const { html, head } = await pageHead(origin, path);
  // An inlined stylesheet is counted as CSS, like a linked one, and the document without it.
  const document = gzipSync(html.replace(INLINED_STYLE, '$1$3'), { level: 9 }).length;
  let cssTotal = 0;
  /** @type {Map<string, number>} */
  const fonts = new Map();
  const preloaded = new Set(head.fontPreloads.map((href) => new URL(String(href), origin).href));
  /** @type {(css: string, base: URL) => Promise<void>} */
  const addSheet = async (css, base) => {
    cssTotal += gzipSync(css, { level: 9 }).length;
    for (const face of fontFaces(css)) {
      const fontUrl = new URL(face.url, base).href;
      if (face.otherScript && !preloaded.has(fontUrl)) continue;
      if (!fonts.has(fontUrl)) fonts.set(fontUrl, (await bytesOf(fontUrl)).length);
    }
  };
  for (const href of head.stylesheets.blocking) {
    const url = new URL(href, origin);
    await addSheet((await bytesOf(url)).toString('utf8'), url);
  }
  for (const [, , css = ''] of html.matchAll(INLINED_STYLE)) await addSheet(css, new URL(path, origin));
  const preload = heroPreload(html);
  /** @type {BeforeLcp['hero']} */
  let hero = null;
  if (preload) {
    const width = slotWidth(preload.sizes);
    const candidate = preload.srcset
      ? pickCandidate(preload.srcset, width)
      : { url: /** @type {string} */ (preload.href), width: null, descriptor: 'src' };
    if (candidate)
      hero = {
        url: candidate.url,
        width: candidate.width,
        descriptor: candidate.descriptor,
        bytes: (await bytesOf(new URL(candidate.url, origin), { accept: ACCEPT_IMAGES })).length,
      };
  }
  const fontTotal = [...fonts.values()].reduce((sum, bytes) => sum + bytes, 0);
  return {
    document,
    fonts: { total: fontTotal, files: [...fonts].map(([url, bytes]) => ({ path: new URL(url).pathname, bytes })) },
    css: { total: cssTotal },
    hero,
    total: document + fontTotal + cssTotal + (hero?.bytes ?? 0),
    dom: domSize(html),
    plans: planMarkup(html),
    lang: html.match(/<html\b[^>]*\slang="([^"]*)"/i)?.[1] ?? null,
    head,
  };
}

/**
 * The page at `path` and what its head asks for before anything else (`head` of `beforeLcp`),
 * fetching nothing but the document.
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<{ html: string; head: Head }>}
 */
export async function pageHead(origin, path) {
  const response = await fetchOk(new URL(path, origin));
  const html = await response.text();
  // Each inlined stylesheet, and how many copies of its text the document carries (<style> and RSC payload).
  const inlined = [...html.matchAll(INLINED_STYLE)].map(([, , css = '']) => ({
    copies: occurrences(html, cssMarker(css)),
  }));
  return {
    html,
    head: {
      stylesheets: { blocking: blockingStylesheets(html), inlined },
      fontPreloads: preloads(html, 'font').map((font) => font('href')),
      firstRequest: firstRequest(html),
      opener: response.headers.get('cross-origin-opener-policy'),
    },
  };
}

/**
 * The first tag in the head that makes the browser fetch something (a preload, a stylesheet that is
 * not disabled, a script with a src): `{ rel, as, href }`, `rel` 'script' for a script, or null.
 * @param {string} html
 * @returns {FirstRequest | null}
 */
export function firstRequest(html) {
  const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)));
  for (const [tag, name = ''] of head.matchAll(/<(link|script)\b[^>]*>/gi)) {
    const attr = attributes(tag);
    if (name.toLowerCase() === 'script') {
      const src = attr('src');
      if (src) return { rel: 'script', as: 'script', href: src };
      continue;
    }
    const rel = attr('rel');
    if (rel === 'stylesheet' && isDisabled(tag)) continue;
    if (rel && ['preload', 'stylesheet', 'modulepreload', 'prefetch'].includes(rel))
      return { rel, as: attr('as') ?? null, href: attr('href') ?? attr('imagesrcset')?.split(' ')[0] ?? null };
  }
  return null;
}

/**
 * What is wrong with what a page's head asks for before its first paint (docs/performance.md,
 * "The first frame"), one sentence each: the stylesheet inlined once and none linked for the paint
 * to wait on; no font preloaded (the first frame would wait for it; the metric-adjusted fallbacks
 * show the text meanwhile); the hero's image preload before anything else the head fetches (every
 * page has one: the Urdu home's is its first project's picture); and no Cross-Origin-Opener-Policy
 * that isolates the document (a browser then puts the first page of a visit in a new renderer,
 * which starts later).
 * @param {Head} head
 * @returns {string[]}
 */
export function headProblems({ stylesheets, fontPreloads, firstRequest, opener }) {
  /** @type {string[]} */
  const problems = [];
  for (const href of stylesheets.blocking)
    problems.push(
      `links ${href}, a stylesheet its first paint waits for; the site's stylesheet is inlined (components/layout/stylesheet.tsx)`,
    );
  if (stylesheets.inlined.length === 0) problems.push('carries no inlined stylesheet');
  if (stylesheets.inlined.length > 1)
    problems.push(`carries ${stylesheets.inlined.length} inlined stylesheets, not one`);
  for (const { copies } of stylesheets.inlined) {
    if (copies !== 1) problems.push(`carries the text of its stylesheet ${copies} times, not once`);
  }
  for (const href of fontPreloads) problems.push(`preloads the font ${href}: no font is preloaded`);
  const heroFirst = firstRequest?.rel === 'preload' && firstRequest.as === 'image';
  if (!heroFirst) {
    problems.push(
      `its head asks for ${firstRequest ? `${firstRequest.href} (${firstRequest.rel}${firstRequest.as ? ` as ${firstRequest.as}` : ''})` : 'nothing'} before the hero image`,
    );
  }
  const policy = opener?.split(';')[0]?.trim().toLowerCase();
  if (policy && policy !== 'unsafe-none') {
    problems.push(
      `is sent with Cross-Origin-Opener-Policy: ${opener}, so the first page of a visit waits for a renderer of its own; the header is not sent (docs/security.md)`,
    );
  }
  return problems;
}
