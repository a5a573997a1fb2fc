/** A path whose last segment has an extension names a file: public/ keeps file names as they were written. */
const FILE = /\.[A-Za-z0-9]+$/;

/**
 * The URL without its trailing slashes ('/' aside), query and hash kept, or
 * null when it has none. This is the redirect Next would make itself
 * (`skipTrailingSlashRedirect` hands it to the proxy, whose answers carry the
 * security headers).
 */
export function trailingSlashRedirect(url: URL): URL | null {
  if (url.pathname.length < 2 || !url.pathname.endsWith('/')) return null;
  const target = new URL(url.href);
  target.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return target;
}

/**
 * The canonical form of a URL (query and hash kept), or null when it already
 * is canonical: no trailing slash, and no capitals in a page's path. A file's
 * path keeps its case, since the file names in public/ do.
 */
export function canonicalRedirect(url: URL): URL | null {
  const target = trailingSlashRedirect(url) ?? new URL(url.href);
  if (!FILE.test(target.pathname)) target.pathname = target.pathname.toLowerCase();
  return target.pathname === url.pathname ? null : target;
}
