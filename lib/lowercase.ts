/** The lowercase form of a URL whose path has capitals (query and hash kept), or null when it is already lowercase. */
export function lowercaseRedirect(url: URL): URL | null {
  const lower = url.pathname.toLowerCase();
  if (lower === url.pathname) return null;
  const target = new URL(url.href);
  target.pathname = lower;
  return target;
}
