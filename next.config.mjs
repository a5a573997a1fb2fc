/**
 * Sent with every response, assets included. The Content-Security-Policy is
 * not here: it differs per page (the hashes of each page's inline scripts), so
 * proxy.ts sets it on documents. See docs/security.md.
 */
const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: [
      'accelerometer=()',
      'autoplay=()',
      'browsing-topics=()',
      'camera=()',
      'display-capture=()',
      'encrypted-media=()',
      'geolocation=()',
      'gyroscope=()',
      'hid=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'publickey-credentials-get=()',
      'screen-wake-lock=()',
      'serial=()',
      'usb=()',
      'xr-spatial-tracking=()',
    ].join(', '),
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  // Older browsers that predate CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

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
  },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
  async redirects() {
    return [
      { source: '/lakeshore-inn-oshawa', destination: '/hotels/oshawa', permanent: true },
      { source: '/lakeshore-inn-brockville', destination: '/hotels/brockville', permanent: true },
    ];
  },
};

export default nextConfig;
