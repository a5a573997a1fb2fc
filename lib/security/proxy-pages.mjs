// @ts-check
// Plain ESM, so the postbuild script (Node, no TypeScript) and the proxy share it.
/**
 * Pre-rendered pages the proxy answers other paths with, status 404: an unknown
 * hotel gets the hotel not-found page, an unknown path under /ur the Urdu one
 * (lib/not-found.ts). `npm run build` copies their HTML
 * into the CSP manifest, so the proxy never reads Next's build internals.
 */
export const PROXY_SERVED_PAGES = ['/hotels/hotel-not-found', '/ur/page-not-found'];
