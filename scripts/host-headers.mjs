// @ts-check
/**
 * `public/_headers`: the security headers for the files Cloudflare Workers
 * and Netlify serve from their own storage, before the site's code runs (the
 * proxy and next.config.mjs's headers() never see those requests). Written
 * from lib/security/headers.mjs by `npm run build`, so the list is stated
 * once; both hosts read the same file format. Pages are left alone: their
 * policy comes from the proxy, and a second Content-Security-Policy would be
 * enforced beside it. No host serves the file itself: the site's manifest leaves
 * it out of the files (scripts/site-manifest.mjs, HOST_FILES), so the proxy
 * answers /_headers with the not-found page, and each build checks it does.
 */
import { readdirSync } from 'node:fs';
import { HASHED_PUBLIC_DIRS, IMMUTABLE_CACHE, SECURITY_HEADERS, STRICT_CSP } from '../lib/security/headers.mjs';

/**
 * The `_headers` text for a site whose public/ folder is `publicDir`.
 * @param {string} publicDir
 * @returns {string}
 */
export function hostHeaders(publicDir) {
  const strict = [`  Content-Security-Policy: ${STRICT_CSP}`];
  /** @type {[string, string[]][]} */
  const rules = [
    ['/*', SECURITY_HEADERS.map(({ key, value }) => `  ${key}: ${value}`)],
    // Next's build output: named by content hash, so kept for a year.
    ['/_next/static/*', [...strict, `  Cache-Control: ${IMMUTABLE_CACHE}`]],
    // public/, entry by entry (the faces and the print stylesheet are named by content hash too).
    ...readdirSync(publicDir, { withFileTypes: true })
      .filter((entry) => entry.name !== '_headers')
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(
        (entry) =>
          /** @type {[string, string[]]} */ (
            entry.isDirectory()
              ? [
                  `/${entry.name}/*`,
                  HASHED_PUBLIC_DIRS.includes(entry.name) ? [...strict, `  Cache-Control: ${IMMUTABLE_CACHE}`] : strict,
                ]
              : [`/${entry.name}`, strict]
          ),
      ),
  ];
  return `# Written by npm run build (scripts/host-headers.mjs); not in git.\n${rules.map(([path, lines]) => [path, ...lines].join('\n')).join('\n')}\n`;
}
