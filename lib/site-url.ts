import { siteOrigin } from '@/lib/site-origin.mjs';

/**
 * The public origin of the site: canonical links, sitemap and Open Graph URLs are built on it. Only
 * NEXT_PUBLIC_SITE_URL is read here, which Next writes into the code at build time: the build
 * settled it from the host's variables first (scripts/build.mjs, by lib/site-origin.mjs's rule).
 */
export const SITE_URL = siteOrigin(
  { NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL },
  { development: process.env.NODE_ENV === 'development' },
).origin;

export function absoluteUrl(path: string) {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
