/** The security headers (lib/security/headers.mjs) go on every response; the legacy redirects live in proxy.ts, which gives its answers the same headers. */
import { SECURITY_HEADERS } from './lib/security/headers.mjs';

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
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // 45: the page heroes, dimmed under a gradient (components/ui/page-hero.tsx); 75: every other image.
    qualities: [45, 75],
  },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

export default nextConfig;
