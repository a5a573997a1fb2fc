// Plain ESM so that both the postbuild script (Node, no TypeScript) and the proxy can use it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Script types a browser executes; anything else (application/ld+json…) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The `sha256-…` source (unquoted) of every executable inline script in `html`, in order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** 'index.html' → '/', 'hotels/oshawa.html' → '/hotels/oshawa' (path relative to server/app). */
export function routeOf(relativeFile) {
  const route = `/${relativeFile.split(path.sep).join('/').replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route.replace(/\/index$/, '');
}

/**
 * The CSP manifest of a build: every pre-rendered page under
 * `${distDir}/server/app` with its inline-script hashes, and the HTML of the
 * pages the proxy serves itself (`servedPages`). Internal pages
 * (`_global-error`…) are left out; `_not-found` is kept apart because it
 * answers every unknown path. Only the postbuild step reads the build's
 * internals; the proxy reads this manifest.
 */
export function collectManifest(distDir, supabaseUrl = null, servedPages = []) {
  const appDir = path.join(distDir, 'server', 'app');
  const files = readdirSync(appDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .sort();
  const routes = {};
  const pages = {};
  let notFound = null;
  for (const file of files) {
    const html = readFileSync(path.join(appDir, file), 'utf8');
    const hashes = inlineScriptHashes(html);
    const route = routeOf(file);
    if (route === '/_not-found') notFound = hashes;
    else if (!route.split('/').some((segment) => segment.startsWith('_'))) routes[route] = hashes;
    if (servedPages.includes(route)) pages[route] = html;
  }
  if (!notFound) throw new Error(`no pre-rendered not-found page under ${appDir}`);
  const missing = servedPages.filter((page) => !(page in pages));
  if (missing.length) throw new Error(`the proxy serves ${missing.join(', ')}, which the build did not pre-render`);
  return { version: 2, supabaseUrl, routes, notFound, pages };
}
