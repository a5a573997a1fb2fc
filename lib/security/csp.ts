import { createHmac } from 'node:crypto';

/** Where the contact form's backend lives when nothing says otherwise: the local stack's API gateway. */
export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';
/** The only site the pages frame: the click-to-load map on the venue pages. */
export const MAP_ORIGIN = 'https://www.google.com';

export type CspOptions = {
  /** `'sha256-…'` sources for the inline scripts of the page being answered. */
  hashes: readonly string[];
  /** Set when the page may be rendered at request time: Next adds it to the scripts it renders. */
  nonce?: string;
  /** The backend the contact form posts to; only its origin is allowed. */
  supabaseUrl?: string;
  /** Served over https: then any http: subresource is upgraded. */
  https: boolean;
  /** `next dev` only: React's dev build reconstructs server stacks with eval. */
  dev?: boolean;
};

/** The origin of `url`, or null when it is not an absolute http(s) URL. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** A 128-bit random value, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The nonce of one path: an HMAC of the path, unguessable without `secret`,
 * the same for every request to that path. Next renders the not-found page of
 * an unknown path such as `/hotels/<unknown>` once and caches it on disk
 * (`${distDir}/server/route-cache`, x-nextjs-cache: HIT from the second
 * request on, across restarts) with the nonce of the first request; a fresh
 * nonce per request would block that cached page's scripts. So the secret
 * lives as long as that cache: one per build (kept in the CSP manifest).
 */
export function pathNonce(secret: string, pathname: string): string {
  return createHmac('sha256', secret).update(pathname).digest().subarray(0, 16).toString('base64');
}

/**
 * The Content-Security-Policy of one document. Scripts run only from this
 * origin or when their hash (pre-rendered pages) or nonce (pages rendered at
 * request time) is listed — never 'unsafe-inline', never 'unsafe-eval' outside
 * `next dev`. Styles keep 'unsafe-inline': React style attributes and the
 * toaster's injected styles need it, and style cannot run code.
 */
export function buildCsp({ hashes, nonce, supabaseUrl, https, dev = false }: CspOptions): string {
  const backend = originOf(supabaseUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.map((hash) => `'${hash}'`), ...(nonce ? [`'nonce-${nonce}'`] : []), ...(dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(backend ? [backend] : [])],
    ['frame-src', MAP_ORIGIN],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
