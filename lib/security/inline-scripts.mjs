// @ts-check
// Plain ESM so that both the build's scripts (Node, no TypeScript) and the tests can use it.
import { createHash } from 'node:crypto';

/** Bumped whenever the manifest's shape changes (lib/security/site-manifest.ts). */
export const POLICY_VERSION = /** @type {const} */ (5);

/** Script types a browser executes; anything else (application/ld+json…) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The `sha256-…` source (unquoted) of every executable inline script in `html`, in order, without repeats.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

const FORM = /<form\b[^>]*>/gi;

/**
 * The origins of other sites the forms in `html` send to (their `action`), in order, without repeats: a page's policy lets its
 * forms go there (form-action) and nowhere else. An action on this site, or none, adds nothing.
 * @param {string} html
 * @returns {string[]}
 */
export function formActionOrigins(html) {
  const origins = new Set();
  for (const [tag] of html.matchAll(FORM)) {
    const action = /\baction\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const url = (action?.[1] ?? action?.[2] ?? action?.[3] ?? '').replaceAll('&amp;', '&');
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not an address a browser would send to either.
    }
  }
  return [...origins];
}
