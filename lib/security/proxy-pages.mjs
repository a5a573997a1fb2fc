// Plain ESM, so the postbuild script (Node, no TypeScript) and the proxy share it.
/**
 * Pre-rendered pages the proxy answers other paths with (an unknown hotel gets
 * the hotel not-found page, status 404). `npm run build` copies their HTML
 * into the CSP manifest, so the proxy never reads Next's build internals.
 */
export const PROXY_SERVED_PAGES = ['/hotels/hotel-not-found'];
