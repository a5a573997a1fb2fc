// @ts-check
/**
 * Every response gets the security headers (lib/security/headers.mjs). Every redirect is
 * proxy.ts's: Next sends its own without them, so its trailing-slash redirect is off.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { HASHED_PUBLIC_DIRS, IMMUTABLE_CACHE, SECURITY_HEADERS, STRICT_CSP } from './lib/security/headers.mjs';

/** Under `npm run edit` only: the editor's admin, made of `*.admin.tsx` / `*.admin.ts` route files. */
const ADMIN = process.env.KEYSTATIC_ADMIN === '1';

/** @type {(phase: string) => import('next').NextConfig} */
export default function config(phase) {
  // `npm run build` builds twice, the second time with the pages' script hashes in the proxy (scripts/build.mjs).
  if (phase === PHASE_PRODUCTION_BUILD && !ADMIN && !process.env.SITE_BUILD_ID)
    throw new Error('Build the site with `npm run build`, not a bare `next build`.');
  return createNextIntlPlugin('./lib/i18n/request.ts')({
    pageExtensions: ADMIN ? ['admin.tsx', 'admin.ts', 'tsx', 'ts'] : ['tsx', 'ts'],
    distDir: process.env.NEXT_DIST_DIR ?? '.next',
    output: 'standalone',
    generateBuildId: () => process.env.SITE_BUILD_ID ?? null,
    poweredByHeader: false,
    devIndicators: ADMIN ? false : undefined,
    skipTrailingSlashRedirect: true,
    reactStrictMode: true,
    // Two root layouts (English, and Urdu at /ur): an unknown path gets app/global-not-found.tsx.
    experimental: { globalNotFound: true },
    // The public site reads content through the editor's fields but never draws them.
    turbopack: ADMIN ? undefined : { resolveAlias: { '@/lib/keystatic/inputs': './lib/keystatic/no-inputs.ts' } },
    images: {
      formats: ['image/avif', 'image/webp'],
      // 45: the page heroes, dimmed under a gradient; 75: every other image.
      qualities: [45, 75],
      // Next's widths are the whole screen of common phones (750: 375 px at 2×; 1080: 360 px at 3×).
      // Most of the site's pictures sit in the container, 40 px narrower on a phone
      // (lib/image-slots.ts): 680 is its width at 375 px and 2× (670) or 412 px and 1.75× (651),
      // 980 at 360 px and 3× (960) or 393–412 px and 2.6–2.75× (971–976), each a fifth fewer pixels
      // than the next width up.
      deviceSizes: [640, 680, 750, 828, 980, 1080, 1200, 1920, 2048, 3840],
    },
    headers: async () => [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // The proxy never sees /_next: its policy is set here, once.
      { source: '/_next/:path*', headers: [{ key: 'Content-Security-Policy', value: STRICT_CSP }] },
      // Served under their content hash: the faces, the print stylesheet.
      ...HASHED_PUBLIC_DIRS.map((dir) => ({
        source: `/${dir}/:file*`,
        headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE }],
      })),
    ],
  });
}
