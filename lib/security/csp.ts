/** Where the contact form's backend lives when nothing says otherwise: the local stack's API gateway. */
export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';
/** The only site the pages frame: the click-to-load map on the venue pages. */
export const MAP_ORIGIN = 'https://www.google.com';

export type CspOptions = {
  /** `'sha256-…'` sources for the inline scripts of the page being answered. */
  hashes: readonly string[];
  /** The backend the contact form calls, and posts itself to without JavaScript; only its origin is allowed. */
  supabaseUrl?: string;
  /** Origins of the other sites the page's forms send to, as its HTML has them (a hotel's booking engine). */
  formActions?: readonly string[];
  /** Served over https: then any http: subresource is upgraded. */
  https: boolean;
  /**
   * `next dev` only: nothing is pre-rendered, so there are no hashes to list;
   * inline scripts are allowed, and eval, which React's dev build needs.
   */
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

/**
 * The Content-Security-Policy of one document, composed from what it needs. Scripts run only from this
 * origin or when their hash is listed (every page is pre-rendered) — never
 * 'unsafe-inline' or 'unsafe-eval' outside `next dev`. Styles keep 'unsafe-inline': the stylesheet the server render
 * puts into every page, React style attributes and the toaster's injected styles need it, and
 * style cannot run code.
 */
export function composeCsp({ hashes, supabaseUrl, formActions = [], https, dev = false }: CspOptions): string {
  const backend = originOf(supabaseUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...hashes.map((hash) => `'${hash}'`),
      ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(backend ? [backend] : [])],
    ['frame-src', MAP_ORIGIN],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // The form without JavaScript posts to the function, which answers with a redirect back to a page
    // of this site: browsers hold a form's redirects to form-action too, so both are listed. A page
    // whose form sends elsewhere (a hotel's booking bar, to its engine) lists that origin as well.
    [
      'form-action',
      ...new Set([
        "'self'",
        ...(backend ? [backend] : []),
        ...formActions.map(originOf).filter((origin) => origin !== null),
      ]),
    ],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
