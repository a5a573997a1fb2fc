// @ts-check
/**
 * What the site accepts, one rule wherever it is served: the proxy (every
 * host) and scripts/front.mjs (a Node host of its own) answer the rest
 * themselves, with the security headers and a policy that allows nothing.
 */

/** Every page and file is read, never written: any other method is answered 405 with `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD'];

/**
 * Files in public/ that hosts read and no visitor may: `_headers` (scripts/host-headers.mjs) tells
 * Cloudflare and Netlify which headers to send. The proxy answers them as paths the site does not
 * have (404), the site's policy leaves them out of its files, and each build checks both.
 */
export const HOST_FILES = ['/_headers'];

/** @typedef {400 | 405 | 408 | 414 | 417 | 431} RefusalStatus */

/**
 * The reason phrase of each refusal, also its one-line body.
 * @type {Readonly<Record<RefusalStatus, string>>}
 */
export const REFUSALS = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  414: 'URI Too Long',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

/**
 * The longest request target the site answers (414 past it): its longest address is a few dozen
 * characters, and a Next redirect of a long path carries it twice (Location and Refresh).
 */
export const MAX_TARGET_LENGTH = 4096;

/** The `Allow` header of that 405. */
export const ALLOW = ALLOWED_METHODS.join(', ');

/**
 * Whether a request target's path decodes: every `%` starts a valid escape and
 * the bytes are UTF-8. A path that does not is answered 400.
 * @param {string} target
 */
export function decodablePath(target) {
  const queryAt = target.search(/[?#]/);
  try {
    decodeURIComponent(queryAt === -1 ? target : target.slice(0, queryAt));
    return true;
  } catch {
    return false;
  }
}

/**
 * A refusal's one-line body and its own headers (`Allow` on a 405); who sends it adds the security headers.
 * @param {RefusalStatus} status
 * @returns {{ body: string; headers: Record<string, string> }}
 */
export function refusalOf(status) {
  return {
    body: `${REFUSALS[status]}\n`,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...(status === 405 ? { Allow: ALLOW } : {}) },
  };
}

/**
 * The status the site refuses a request with (414, 400, 405), or null when it serves it. A target
 * must be a path (origin-form, RFC 9112 §3.2.1): `*`, an absolute URL or a host and port name no
 * page of the site, and an absolute URL's `//` would read as a doubled slash.
 * @param {string} method
 * @param {string} target
 * @returns {400 | 405 | 414 | null}
 */
export function refusedWith(method, target) {
  if (target.length > MAX_TARGET_LENGTH) return 414;
  if (!target.startsWith('/')) return 400;
  if (!ALLOWED_METHODS.includes(method)) return 405;
  if (!decodablePath(target)) return 400;
  return null;
}
