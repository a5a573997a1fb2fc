// @ts-check
/**
 * The site's public origin (scheme, host, port), which canonical links, hreflang, Open Graph, the
 * sitemap and the share links are built on. `npm run build` (scripts/build.mjs) settles it before
 * anything is built and hands it to `next build` as NEXT_PUBLIC_SITE_URL, which Next writes into
 * the code; lib/site-url.ts reads it back through the same rule. In order:
 *
 * 1. NEXT_PUBLIC_SITE_URL, when set: the deployer's choice, and what `npm start` and the tests name.
 * 2. On Vercel, https:// and VERCEL_PROJECT_PRODUCTION_URL, the project's production domain.
 * 3. On Netlify, URL, the site's main address.
 *    (Both are the production address in a preview build too, so a preview's canonical links point
 *    at production.)
 * 4. Under `next dev` (`npm run dev`, `npm run edit`), which no host runs: LOCAL_ORIGIN.
 * 5. Nothing else: no other host says where the site is, so the build stops and says what to set.
 *
 * The origin is an absolute http(s) URL with nothing after the host but a trailing slash, which is
 * dropped; http only for localhost and 127.0.0.1.
 */

const EXAMPLE = 'https://www.example.com';

/**
 * @typedef {object} SiteOrigin
 * @property {string} origin Scheme, host and port, with no trailing slash: `https://www.example.com`.
 * @property {string} from The variable it was read from, for the build's log.
 */

/** A site on this machine, which no host serves: `next dev`'s, and what the tests' and measurements' builds name. */
export const LOCAL_ORIGIN = 'http://localhost:3000';
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

const MISSING =
  `NEXT_PUBLIC_SITE_URL is not set. Set it where the site is built to the site's public origin, e.g. NEXT_PUBLIC_SITE_URL=${EXAMPLE}: ` +
  'canonical links, the sitemap, Open Graph and share links are built on it. Only Vercel (VERCEL_PROJECT_PRODUCTION_URL) and ' +
  'Netlify (URL) give a production address in its place, and this build has neither.';

/**
 * `text` as a URL, or null when it is not one.
 * @param {string} text
 */
function parsedUrl(text) {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * `value`, read from `name`, as an origin, or an error that says what is wrong with it.
 * @param {string} name
 * @param {string} value
 */
function checkedOrigin(name, value) {
  const url = parsedUrl(value.replace(/\/+$/, ''));
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`${name} is "${value}", not an absolute http(s) address such as ${EXAMPLE}.`);
  }
  if (url.href !== `${url.origin}/`) {
    throw new Error(
      `${name} is "${value}": give the origin alone, ${url.origin}, with no path, query or user. The site is served from the root of its origin.`,
    );
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.includes(url.hostname)) {
    throw new Error(
      `${name} is "${value}": a public address must be https (https://${url.host}); http is for localhost and 127.0.0.1 only.`,
    );
  }
  return url.origin;
}

/**
 * The site's origin, and the variable it came from, by the rule above. `development` is true under
 * `next dev` only: a build never takes that step.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {{ development?: boolean }} [options]
 * @returns {SiteOrigin}
 */
export function siteOrigin(env, { development = false } = {}) {
  /** @type {[string, string | false | undefined][]} */
  const candidates = [
    ['NEXT_PUBLIC_SITE_URL', env.NEXT_PUBLIC_SITE_URL],
    [
      'VERCEL_PROJECT_PRODUCTION_URL',
      env.VERCEL === '1' && env.VERCEL_PROJECT_PRODUCTION_URL && `https://${env.VERCEL_PROJECT_PRODUCTION_URL}`,
    ],
    ["Netlify's URL", env.NETLIFY === 'true' && env.URL],
    ['next dev', development && LOCAL_ORIGIN],
  ];
  const found = candidates.find(([, value]) => value);
  if (!found) throw new Error(MISSING);
  const [from, value] = found;
  return { origin: checkedOrigin(from, /** @type {string} */ (value)), from };
}
