// @ts-check
// Plain ESM, so next.config.mjs and proxy.ts share one list.
/**
 * Sent with every response, assets, redirects and errors included. The
 * Content-Security-Policy is not here: it differs per page (the hashes of
 * each page's inline scripts), so proxy.ts sets it on documents, and
 * STRICT_CSP on every other answer. No Cross-Origin-Opener-Policy either: it
 * would put the first page of a visit in a renderer of its own, which starts
 * later, and this site has no state for it to guard. See docs/security.md.
 */
export const SECURITY_HEADERS = [
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
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  // Older browsers that predate CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/**
 * The Content-Security-Policy of every answer that is not a page (redirects,
 * files, Next's own /_next/ paths, refused methods): nothing it contains may
 * load or run anything, and no site may frame it. base-uri and form-action do
 * not fall back to default-src, so they are named too.
 */
export const STRICT_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** For files named by their content hash (Next's build output, the faces): a name never changes content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The folders of public/ whose files are named by their content hash, so they take IMMUTABLE_CACHE:
 * the faces (scripts/subset-fonts.mjs) and the print stylesheet (scripts/site-stylesheet.mjs).
 */
export const HASHED_PUBLIC_DIRS = ['fonts', 'styles'];
