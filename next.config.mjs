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
    // 45: the page heroes, dimmed under a gradient; 75: every other image.
    images: { formats: ['image/avif', 'image/webp'], qualities: [45, 75] },
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
