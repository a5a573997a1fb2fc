/**
 * The security headers (lib/security/headers.mjs) go on every response. Every
 * redirect lives in proxy.ts (the trailing slash, capitals, the old hotel
 * addresses): Next sends its own redirects, and those of a `redirects()` list,
 * without these headers, so that list stays empty and Next's trailing-slash
 * redirect is switched off.
 */
import createNextIntlPlugin from 'next-intl/plugin';
import { SECURITY_HEADERS, STRICT_CSP } from './lib/security/headers.mjs';

/** next-intl reads each page's locale and message catalogue here (lib/i18n/request.ts). */
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * The editor's admin (/keystatic, /api/keystatic) is made of `*.admin.tsx` /
 * `*.admin.ts` route files, which Next only sees under `npm run edit`: the
 * public build has no admin route and no Keystatic code.
 */
const ADMIN = process.env.KEYSTATIC_ADMIN === '1';

/** @type {import('next').NextConfig} */
const nextConfig = {
  pageExtensions: ADMIN ? ['admin.tsx', 'admin.ts', 'tsx', 'ts'] : ['tsx', 'ts'],
  // A separate build directory lets the bench build beside a running site.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Nothing of the framework covers the editor's admin.
  devIndicators: ADMIN ? false : undefined,
  // proxy.ts makes this redirect itself, with the headers (docs/security.md).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Two root layouts (English, and Urdu at /ur): an unknown path gets app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  // The public build reads content through the editor's fields but never draws their inputs:
  // it gets stand-ins, so none of the admin's interface is in it.
  turbopack: ADMIN ? undefined : { resolveAlias: { '@/lib/keystatic/inputs': './lib/keystatic/no-inputs.ts' } },
  images: {
    formats: ['image/avif', 'image/webp'],
    // 45: the page heroes, dimmed under a gradient (components/ui/page-hero.tsx); 75: every other image.
    qualities: [45, 75],
  },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // Next's own paths never pass the proxy (its matcher leaves out /_next): their policy is set
      // here, on assets and on whatever Next answers there (a 404 page, an image error), never twice.
      { source: '/_next/:path*', headers: [{ key: 'Content-Security-Policy', value: STRICT_CSP }] },
    ];
  },
};

export default withNextIntl(nextConfig);
