// @ts-check
/**
 * The site's manifest (lib/security/site-manifest.ts), read from what a build
 * serves: every page of the sitemap with the hashes of its inline scripts and
 * the other sites its forms send to, the not-found page's hashes, the HTML of
 * the not-found pages the proxy answers other paths with
 * (lib/security/proxy-pages.mjs), and the paths answered with a file.
 * `npm run build` (scripts/build.mjs) reads it off the first pass over HTTP,
 * builds it into the proxy in the second, and checks over HTTP that the
 * second pass serves exactly what it says, and the same bytes as the first.
 * Only HTTP is read: nothing of Next's build output but what it serves.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { formActionOrigins, inlineScriptHashes, POLICY_VERSION } from '../lib/security/inline-scripts.mjs';
import { PROXY_SERVED_PAGES } from '../lib/security/proxy-pages.mjs';
import { HOST_FILES } from '../lib/security/requests.mjs';
import { MESSAGE_PAGE_PATHS } from '../supabase/functions/_shared/message-pages.mjs';

/** @typedef {import('../lib/security/site-manifest').SiteManifest} SiteManifest */
/** @typedef {(input: URL, init?: RequestInit) => Promise<Response>} Fetch */
/** @typedef {{ status: number, headers: Headers, body: string }} Answer */
/** Path → the SHA-256 of the HTML the first pass served there: the bytes the second must serve too. */
/** @typedef {Record<string, string>} Rendered */

/** A path no page has: what it answers is the general not-found page. */
export const NOT_FOUND_PROBE = '/site-manifest-probe-no-such-page';
/** Files a page's head links to that are not under /_next (the icon, a web manifest). */
const HEAD_FILE_LINK = /<link\b[^>]*\brel="(?:icon|shortcut icon|apple-touch-icon|manifest)"[^>]*>/gi;
/** A feed that follows a page (a project's progress): a file the build wrote, linked by its absolute address. */
const FEED_LINK = /<link\b[^>]*\brel="alternate"[^>]*\btype="application\/atom\+xml"[^>]*>/gi;
const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/gi;

/** @param {string} html */
const digest = (html) => createHash('sha256').update(html, 'utf8').digest('base64');

/**
 * Every file under `dir` as the path it is served at ('images/a.jpg' → '/images/a.jpg'), sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function servedPaths(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .sort();
}

/**
 * The paths of a sitemap's `<loc>`s (they carry the public origin, which the build's server is not).
 * @param {string} xml
 * @returns {string[]}
 */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/**
 * Every page of the site, from its sitemap: the sitemap's, and the pages the
 * contact form lands on, in no sitemap (each answers one visitor's post) but
 * pages all the same.
 * @param {string} xml
 * @returns {string[]}
 */
export function pagePaths(xml) {
  return [...new Set([...sitemapPaths(xml), ...MESSAGE_PAGE_PATHS])];
}

/**
 * Same-origin files a page's head links to, outside /_next: '/icon.svg?abc' → '/icon.svg', and its feed's path.
 * @param {string} html
 * @returns {string[]}
 */
export function headFiles(html) {
  /** @param {RegExp} links */
  const hrefs = (links) => [...html.matchAll(links)].map(([link]) => /\bhref="([^"]+)"/i.exec(link)?.[1] ?? '');
  const files = hrefs(HEAD_FILE_LINK).filter(
    (href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/_next/'),
  );
  // A feed's link is absolute, on the origin the site was built for, whichever server the manifest is read from.
  const feeds = hrefs(FEED_LINK).filter((href) => /^(https?:)?\/\/[^/]+\/|^\/(?!\/)/.test(href));
  return [...files, ...feeds].map((href) => new URL(href, 'https://site.invalid').pathname);
}

/**
 * @param {string} origin
 * @param {string} pathname
 * @param {Fetch} fetchImpl
 * @returns {Promise<Answer>}
 */
async function get(origin, pathname, fetchImpl) {
  const response = await fetchImpl(new URL(pathname, origin), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * Reads the manifest off a server of the build at `origin`, with the digest of
 * every page it served (`rendered`). `supabaseUrl` is the backend the build
 * inlined into the contact form; `publicDir` the project's public/ folder,
 * whose files the site serves as they are.
 * @param {{ origin: string, supabaseUrl?: string | null, publicDir?: string, fetchImpl?: Fetch }} options
 * @returns {Promise<{ manifest: SiteManifest, rendered: Rendered }>}
 */
export async function collectManifest({ origin, supabaseUrl = null, publicDir = 'public', fetchImpl = fetch }) {
  const sitemap = await get(origin, '/sitemap.xml', fetchImpl);
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  /** @type {SiteManifest['routes']} */
  const routes = {};
  /** @type {SiteManifest['formActions']} */
  const formActions = {};
  /** @type {SiteManifest['pages']} */
  const pages = {};
  /** @type {Rendered} */
  const rendered = {};
  const files = new Set([
    '/robots.txt',
    '/sitemap.xml',
    ...servedPaths(publicDir).filter((file) => !HOST_FILES.includes(file)),
  ]);
  for (const pathname of [...new Set([...pagePaths(sitemap.body), ...PROXY_SERVED_PAGES])]) {
    const page = await get(origin, pathname, fetchImpl);
    if (page.status !== 200) throw new Error(`${pathname} answered ${page.status} while the site's manifest was read`);
    routes[pathname] = inlineScriptHashes(page.body);
    rendered[pathname] = digest(page.body);
    const actions = formActionOrigins(page.body);
    if (actions.length) formActions[pathname] = actions;
    if (PROXY_SERVED_PAGES.includes(pathname)) pages[pathname] = page.body;
    for (const file of headFiles(page.body)) files.add(file);
  }
  const notFound = await get(origin, NOT_FOUND_PROBE, fetchImpl);
  if (notFound.status !== 404) throw new Error(`${NOT_FOUND_PROBE} answered ${notFound.status}, not 404`);
  rendered[NOT_FOUND_PROBE] = digest(notFound.body);
  /** @type {SiteManifest} */
  const manifest = {
    version: POLICY_VERSION,
    supabaseUrl,
    routes,
    formActions,
    notFound: inlineScriptHashes(notFound.body),
    pages,
    files: [...files].sort(),
  };
  return { manifest, rendered };
}

/**
 * The sources of a directive of a response's Content-Security-Policy, unquoted.
 * @param {Headers} headers
 * @param {string} directiveName
 */
function sourcesOf(headers, directiveName) {
  const directive = (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directiveName);
  return new Set((directive ?? []).slice(1).map((source) => source.replace(/^'|'$/g, '')));
}
/** The `'sha256-…'` sources of a response's script-src. @param {Headers} headers */
const allowedHashes = (headers) => sourcesOf(headers, 'script-src');

/**
 * What is wrong with how the server at `origin` serves `manifest`, as
 * sentences (none when it is right): every page of the manifest answers 200
 * with the very bytes the first pass served (`rendered`), so exactly the
 * inline scripts the manifest lists, each allowed by its own CSP, and its
 * forms' other sites allowed by its form-action; the not-found paths answer
 * 404 with the pages the manifest carries and their scripts allowed; every
 * script a page loads is there; and the hosts' own files (HOST_FILES) are
 * not served.
 * @param {{ origin: string, manifest: SiteManifest, rendered: Rendered, fetchImpl?: Fetch }} options
 * @returns {Promise<string[]>}
 */
export async function manifestProblems({ origin, manifest, rendered, fetchImpl = fetch }) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Set<string>} */
  const scripts = new Set();
  /**
   * @param {string} label
   * @param {Answer} answer
   * @param {number} status
   * @param {readonly string[] | undefined} hashes
   */
  const check = (label, answer, status, hashes) => {
    if (answer.status !== status) problems.push(`${label} answered ${answer.status}, not ${status}`);
    const allowed = allowedHashes(answer.headers);
    const missing = inlineScriptHashes(answer.body).filter((hash) => !allowed.has(hash));
    if (missing.length)
      problems.push(`${label}: ${missing.length} inline script(s) not allowed by its Content-Security-Policy`);
    const formAction = sourcesOf(answer.headers, 'form-action');
    for (const origin of formActionOrigins(answer.body)) {
      if (!formAction.has(origin))
        problems.push(
          `${label}: a form sends to ${origin}, which its Content-Security-Policy's form-action does not allow`,
        );
    }
    if (hashes && JSON.stringify(inlineScriptHashes(answer.body)) !== JSON.stringify(hashes)) {
      problems.push(`${label}: its inline scripts are not the ones the manifest was built with (a stale manifest)`);
    }
    if (digest(answer.body) !== rendered[label])
      problems.push(`${label}: its HTML is not the first pass's (both passes must render the same bytes)`);
    for (const [, src = ''] of answer.body.matchAll(SCRIPT_SRC))
      if (src.startsWith('/') && !src.startsWith('//')) scripts.add(src);
  };
  for (const [pathname, hashes] of Object.entries(manifest.routes)) {
    if (Object.hasOwn(manifest.pages, pathname)) continue;
    check(pathname, await get(origin, pathname, fetchImpl), 200, hashes);
  }
  check(NOT_FOUND_PROBE, await get(origin, NOT_FOUND_PROBE, fetchImpl), 404, manifest.notFound);
  for (const [pathname, html] of Object.entries(manifest.pages)) {
    const answer = await get(origin, pathname, fetchImpl);
    check(pathname, answer, 404, manifest.routes[pathname]);
    if (answer.body !== html) problems.push(`${pathname} is not the page the manifest carries`);
  }
  for (const file of HOST_FILES) {
    const { status } = await get(origin, file, fetchImpl);
    if (status !== 404) problems.push(`${file}, the hosts' headers file, answered ${status}, not 404`);
  }
  for (const src of scripts) {
    const { status } = await get(origin, src, fetchImpl);
    if (status !== 200) problems.push(`${src}, which a page loads, answered ${status}`);
  }
  return problems;
}
