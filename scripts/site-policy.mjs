/**
 * The site's policy, read from what a build serves: every page of the sitemap
 * with the hashes of its inline scripts and the other sites its forms send to,
 * the not-found page's hashes, the HTML of the
 * not-found pages the proxy answers other paths with (lib/security/proxy-pages.mjs),
 * and the paths answered with a file. `npm run build` (scripts/build.mjs)
 * collects it from the first pass over HTTP, builds it into the proxy in the
 * second, and checks over HTTP that the second pass serves exactly what it
 * says. Only HTTP is read: nothing of Next's build output but what it serves.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { formActionOrigins, inlineScriptHashes, POLICY_VERSION } from '../lib/security/inline-scripts.mjs';
import { PROXY_SERVED_PAGES } from '../lib/security/proxy-pages.mjs';
import { HOST_FILES } from '../lib/security/requests.mjs';
import { MESSAGE_PAGE_PATHS } from '../supabase/functions/_shared/message-pages.mjs';

/**
 * Where the build writes the policy the second pass builds into the proxy,
 * per build directory (the bench builds beside the site). Not under the build
 * directory itself, which `next build` empties first.
 */
export function builtPolicyFile(distDir = '.next') {
  return path.join('node_modules', '.cache', 'cedarline-site', distDir.replace(/[^\w.-]/g, '_'), 'site-policy.mjs');
}

/** A path no page has: what it answers is the general not-found page. */
export const NOT_FOUND_PROBE = '/site-policy-probe-no-such-page';
/** Files a page's head links to that are not under /_next (the icon, a web manifest). */
const HEAD_FILE_LINK = /<link\b[^>]*\brel="(?:icon|shortcut icon|apple-touch-icon|manifest)"[^>]*>/gi;
const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/gi;


/** Every file under `dir` as the path it is served at ('images/a.jpg' → '/images/a.jpg'), sorted. */
export function servedPaths(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .sort();
}

/** The paths of a sitemap's `<loc>`s (they carry the public origin, which the build's server is not). */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

/**
 * Every page of the site, from its sitemap: the sitemap's, and the pages the
 * contact form lands on, in no sitemap (each answers one visitor's post) but
 * pages all the same.
 */
export function pagePaths(xml) {
  return [...new Set([...sitemapPaths(xml), ...MESSAGE_PAGE_PATHS])];
}

/** Same-origin files a page's head links to, outside /_next: '/icon.svg?abc' → '/icon.svg'. */
export function headFiles(html) {
  return [...html.matchAll(HEAD_FILE_LINK)]
    .map(([link]) => /\bhref="([^"]+)"/i.exec(link)?.[1])
    .filter((href) => href?.startsWith('/') && !href.startsWith('//') && !href.startsWith('/_next/'))
    .map((href) => new URL(href, 'https://site.invalid').pathname);
}

async function get(origin, pathname, fetchImpl) {
  const response = await fetchImpl(new URL(pathname, origin), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * Reads the policy off a server of the build at `origin`. `supabaseUrl` is
 * the backend the build inlined into the contact form; `publicDir` the
 * project's public/ folder, whose files the site serves as they are.
 */
export async function collectPolicy({ origin, supabaseUrl = null, publicDir = 'public', fetchImpl = fetch }) {
  const sitemap = await get(origin, '/sitemap.xml', fetchImpl);
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const routes = {};
  const formActions = {};
  const pages = {};
  const files = new Set(['/robots.txt', '/sitemap.xml', ...servedPaths(publicDir).filter((file) => !HOST_FILES.includes(file))]);
  for (const pathname of [...new Set([...pagePaths(sitemap.body), ...PROXY_SERVED_PAGES])]) {
    const page = await get(origin, pathname, fetchImpl);
    if (page.status !== 200) throw new Error(`${pathname} answered ${page.status} while the site's policy was read`);
    routes[pathname] = inlineScriptHashes(page.body);
    const actions = formActionOrigins(page.body);
    if (actions.length) formActions[pathname] = actions;
    if (PROXY_SERVED_PAGES.includes(pathname)) pages[pathname] = page.body;
    for (const file of headFiles(page.body)) files.add(file);
  }
  const notFound = await get(origin, NOT_FOUND_PROBE, fetchImpl);
  if (notFound.status !== 404) throw new Error(`${NOT_FOUND_PROBE} answered ${notFound.status}, not 404`);
  return { version: POLICY_VERSION, supabaseUrl, routes, formActions, notFound: inlineScriptHashes(notFound.body), pages, files: [...files].sort() };
}

/** The sources of a directive of a response's Content-Security-Policy, unquoted. */
function sourcesOf(headers, directiveName) {
  const directive = (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directiveName);
  return new Set((directive ?? []).slice(1).map((source) => source.replace(/^'|'$/g, '')));
}
/** The `'sha256-…'` sources of a response's script-src. */
const allowedHashes = (headers) => sourcesOf(headers, 'script-src');

/**
 * What is wrong with how the server at `origin` serves `policy`, as sentences
 * (none when it is right): every page of the policy answers 200 with exactly
 * the inline scripts the policy lists, each allowed by its own CSP, and its
 * forms' other sites allowed by its form-action; the
 * not-found paths answer 404 with the pages the policy carries and their
 * scripts allowed; every script a page loads is there; and the hosts' own
 * files (HOST_FILES) are not served.
 */
export async function policyProblems({ origin, policy, fetchImpl = fetch }) {
  const problems = [];
  const scripts = new Set();
  const check = (label, answer, status, hashes) => {
    if (answer.status !== status) problems.push(`${label} answered ${answer.status}, not ${status}`);
    const allowed = allowedHashes(answer.headers);
    const missing = inlineScriptHashes(answer.body).filter((hash) => !allowed.has(hash));
    if (missing.length) problems.push(`${label}: ${missing.length} inline script(s) not allowed by its Content-Security-Policy`);
    const formAction = sourcesOf(answer.headers, 'form-action');
    for (const origin of formActionOrigins(answer.body)) {
      if (!formAction.has(origin)) problems.push(`${label}: a form sends to ${origin}, which its Content-Security-Policy's form-action does not allow`);
    }
    if (hashes && JSON.stringify(inlineScriptHashes(answer.body)) !== JSON.stringify(hashes)) {
      problems.push(`${label}: its inline scripts are not the ones the policy was built with (a stale policy)`);
    }
    for (const [, src] of answer.body.matchAll(SCRIPT_SRC)) if (src.startsWith('/') && !src.startsWith('//')) scripts.add(src);
  };
  for (const [pathname, hashes] of Object.entries(policy.routes)) {
    if (Object.hasOwn(policy.pages, pathname)) continue;
    check(pathname, await get(origin, pathname, fetchImpl), 200, hashes);
  }
  check(NOT_FOUND_PROBE, await get(origin, NOT_FOUND_PROBE, fetchImpl), 404, policy.notFound);
  for (const [pathname, html] of Object.entries(policy.pages)) {
    const answer = await get(origin, pathname, fetchImpl);
    check(pathname, answer, 404, policy.routes[pathname]);
    if (answer.body !== html) problems.push(`${pathname} is not the page the policy carries`);
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
