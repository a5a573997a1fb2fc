/**
 * The security headers (lib/security/headers.mjs) go on every response. Every
 * redirect lives in proxy.ts (the trailing slash, capitals, the old hotel
 * addresses): Next sends its own redirects, and those of a `redirects()` list,
 * without these headers, so that list stays empty and Next's trailing-slash
 * redirect is switched off.
 */
import { existsSync } from 'node:fs';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { IMMUTABLE_CACHE, SECURITY_HEADERS, STRICT_CSP } from './lib/security/headers.mjs';
import { builtPolicyFile } from './scripts/site-policy.mjs';
import { SITE_STYLESHEET_MODULE } from './scripts/site-stylesheet.mjs';

/** next-intl reads each page's locale and message catalogue here (lib/i18n/request.ts). */
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * The editor's admin (/keystatic, /api/keystatic) is made of `*.admin.tsx` /
 * `*.admin.ts` route files, which Next only sees under `npm run edit`: the
 * public build has no admin route and no Keystatic code.
 */
const ADMIN = process.env.KEYSTATIC_ADMIN === '1';
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';

/**
 * Module aliases outside the editor: its inputs become stand-ins (the public
 * site reads content through the editor's fields but never draws them). In a
 * production build (scripts/build.mjs writes both files first): the server
 * render gets the stylesheet's text to inline and the browser nothing, so no
 * page links a stylesheet (components/layout/stylesheet.tsx); and, in the
 * second pass, the proxy's policy becomes the one read off the first.
 */
function publicAliases(phase) {
  const production = phase === PHASE_PRODUCTION_BUILD;
  const policy = builtPolicyFile(DIST_DIR);
  return {
    '@/lib/keystatic/inputs': './lib/keystatic/no-inputs.ts',
    ...(production ? { '@/lib/styles/site-stylesheet': { browser: './lib/styles/no-stylesheet.ts', default: `./${SITE_STYLESHEET_MODULE}` } } : {}),
    ...(production && existsSync(policy) ? { '@/lib/security/built-policy': `./${policy}` } : {}),
  };
}

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => {
  // The proxy's policy is made by `npm run build`, around `next build`: a bare
  // `next build` would deploy pages whose scripts their own policy blocks.
  if (phase === PHASE_PRODUCTION_BUILD && !ADMIN && !process.env.SITE_BUILD_ID) {
    throw new Error('Build the site with `npm run build` (scripts/build.mjs), not a bare `next build`: it builds the pages\' script hashes into the proxy.');
  }
  return {
    pageExtensions: ADMIN ? ['admin.tsx', 'admin.ts', 'tsx', 'ts'] : ['tsx', 'ts'],
    // A separate build directory lets the bench build beside a running site.
    distDir: DIST_DIR,
    // A self-contained server in .next/standalone, for a container or any Node host.
    output: 'standalone',
    // Both passes of one `npm run build` share the id, so they render the same pages.
    generateBuildId: () => process.env.SITE_BUILD_ID ?? null,
    poweredByHeader: false,
    // Nothing of the framework covers the editor's admin.
    devIndicators: ADMIN ? false : undefined,
    // proxy.ts makes this redirect itself, with the headers (docs/security.md).
    skipTrailingSlashRedirect: true,
    reactStrictMode: true,
    // Two root layouts (English, and Urdu at /ur): an unknown path gets app/global-not-found.tsx.
    experimental: { globalNotFound: true },
    turbopack: ADMIN ? undefined : { resolveAlias: publicAliases(phase) },
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
        // The faces are served under their content hash (scripts/subset-fonts.mjs): a name never changes content.
        { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE }] },
      ];
    },
  };
};

const config = (phase) => withNextIntl(nextConfig(phase));
export default config;
