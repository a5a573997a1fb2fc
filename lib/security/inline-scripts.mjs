// Plain ESM so that both the postbuild script (Node, no TypeScript) and the proxy can use it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Bumped whenever the manifest's shape changes: `npm start` rebuilds a site whose manifest is older. */
export const MANIFEST_VERSION = 3;

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

/** Every file under `dir` as the path it is served at ('images/a.jpg' → '/images/a.jpg'), sorted. */
function servedPaths(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => `/${file.split(path.sep).join('/')}`)
    .sort();
}

/**
 * The CSP manifest of a build: every pre-rendered page under
 * `${distDir}/server/app` with its inline-script hashes, the HTML of the
 * pages the proxy serves itself (`servedPages`), and the paths answered with
 * a file rather than a page: what `publicDir` holds and the routes the build
 * pre-rendered as something other than HTML (robots.txt, sitemap.xml, the
 * icon). Internal pages (`_global-error`…) are left out; `_not-found` is kept
 * apart because it answers every unknown path. Only the postbuild step reads
 * the build's internals; the proxy reads this manifest.
 */
export function collectManifest(distDir, supabaseUrl = null, servedPages = [], publicDir = 'public') {
  const appDir = path.join(distDir, 'server', 'app');
  const built = readdirSync(appDir, { recursive: true }).map(String).sort();
  const documents = built.filter((file) => file.endsWith('.html'));
  const bodies = built
    .filter((file) => file.endsWith('.body'))
    .map((file) => `/${file.split(path.sep).join('/').replace(/\.body$/, '')}`)
    .filter((route) => !route.split('/').some((segment) => segment.startsWith('_')));
  const routes = {};
  const pages = {};
  let notFound = null;
  for (const file of documents) {
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
  const staticFiles = [...new Set([...servedPaths(publicDir), ...bodies])].sort();
  return { version: MANIFEST_VERSION, supabaseUrl, routes, notFound, pages, files: staticFiles };
}
