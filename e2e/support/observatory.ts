/**
 * Scores one HTTP response the way the MDN HTTP Observatory grades a site
 * (github.com/mdn/mdn-http-observatory, src/analyzer/tests and src/grader):
 * the score starts at 100, every test adds its modifier, and bonuses (positive
 * modifiers) only count when the score with penalties alone is at least 90.
 * 100 or more is A+.
 *
 * Differences from the hosted scanner, because it runs against a local http
 * server in a test: Strict-Transport-Security is read as if the response came
 * over https (the hosted scan only reads it there); redirection is neutral
 * unless a redirect chain is given (http://127.0.0.1 cannot redirect to https);
 * the CORS test uses the headers of the response given (the scanner sends a
 * second request with an Origin header); CSP in <meta http-equiv> is not read;
 * the HSTS preload list is not consulted.
 */
import { onlyIfWorse, parseCsp, parseSetCookie, registrableDomain } from './observatory-parse';

export type ObservatoryInput = {
  /** The URL that was requested. */
  url: string;
  /** Response headers; names in any case; repeated headers joined by '\n' (as Playwright does) or ', '. */
  headers: Record<string, string | undefined>;
  /** The body, when HTML: needed for the subresource-integrity test. */
  html?: string;
  /** The Origin the request carried, for the CORS test. */
  requestOrigin?: string;
  /** URLs visited from the first http:// request to the final page, for the redirection test. */
  redirectChain?: readonly string[];
};

export type TestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

export type TestResult = { test: TestName; result: string; modifier: number };
export type ObservatoryScore = { score: number; grade: string; tests: TestResult[] };

type Headers = Map<string, string[]>;

/** Modifiers from the Observatory's score table (src/grader/charts.js). */
export const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-not-evaluated': 0,
  'redirection-to-https': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-implemented-with-same-origin': 10,
  'cross-origin-resource-policy-implemented-with-same-site': 10,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-header-invalid': -5,
};

const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const GRADES: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'],
  [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

function normalise(headers: ObservatoryInput['headers']): Headers {
  const map: Headers = new Map();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    map.set(key, [...(map.get(key) ?? []), ...value.split('\n')]);
  }
  return map;
}

const first = (headers: Headers, name: string) => headers.get(name)?.[0];

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const hasNonceOrHash = (sources: Set<string>) => [...sources].some((source) => /^'(sha256-|sha384-|sha512-|nonce-)/.test(source));
const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

type CspVerdict = { result: string; frameAncestors: boolean };

function cspTest(headers: Headers, https: boolean): CspVerdict {
  const policies = (headers.get('content-security-policy') ?? []).flatMap((value) => value.split(',')).map((p) => p.trim());
  if (!policies.length) {
    const reporting = headers.has('content-security-policy-report-only');
    return { result: reporting ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', frameAncestors: false };
  }
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(policies);
  } catch {
    return { result: 'csp-header-invalid', frameAncestors: false };
  }
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = fallback('script-src');
  const styleSrc = fallback('style-src');
  const objectSrc = fallback('object-src');
  let result: string | null = null;
  const flag = (outcome: string) => (result ??= outcome);

  // A hash or nonce makes browsers ignore 'unsafe-inline'.
  for (const sources of [scriptSrc, styleSrc]) if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const source of scriptSrc) {
        if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'") scriptSrc.delete(source);
      }
    } else flag('csp-header-invalid');
  }
  const active = [...csp].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    flag('csp-implemented-with-unsafe-inline');
  }
  if (https && active.some(insecure)) flag('csp-implemented-with-insecure-scheme');
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) flag('csp-implemented-with-unsafe-eval');
  if (https && passive.some(insecure)) flag('csp-implemented-with-insecure-scheme-in-passive-content-only');
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) flag('csp-implemented-with-unsafe-inline-in-style-src-only');
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) flag('csp-implemented-with-no-unsafe-default-src-none');
  return { result: flag('csp-implemented-with-no-unsafe'), frameAncestors: csp.has('frame-ancestors') };
}

const COOKIE_BADNESS = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

function cookiesTest(headers: Headers, hstsPasses: boolean): string {
  const cookies = (headers.get('set-cookie') ?? []).filter(Boolean).map(parseSetCookie);
  if (!cookies.length) return 'cookies-not-found';
  let result: string | null = null;
  const worse = (outcome: string) => (result = onlyIfWorse(outcome, result, COOKIE_BADNESS));
  let missingSameSite = false;
  for (const cookie of cookies) {
    const session = ['login', 'sess'].some((part) => cookie.name.toLowerCase().includes(part));
    const antiCsrf = cookie.name.toLowerCase().includes('csrf');
    if (cookie.sameSite !== null && !['lax', 'strict', 'none'].includes(cookie.sameSite)) worse('cookies-samesite-flag-invalid');
    if (!cookie.secure && cookie.sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!cookie.secure) worse(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (antiCsrf && cookie.sameSite === null) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure) {
      worse(hstsPasses ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    }
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
    if (cookie.sameSite === null) missingSameSite = true;
  }
  return result ?? (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite');
}

function corsTest(headers: Headers, requestOrigin: string | undefined): string {
  const allowOrigin = first(headers, 'access-control-allow-origin')?.trim().toLowerCase();
  if (!allowOrigin) return 'cross-origin-resource-sharing-not-implemented';
  if (allowOrigin === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = first(headers, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  if (requestOrigin && requestOrigin.toLowerCase() === allowOrigin && credentials) {
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  }
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

function redirectionTest(chain: readonly string[] | undefined): string {
  if (!chain || chain.length === 0) return 'redirection-not-evaluated';
  const urls = chain.map((href) => new URL(href));
  const [start, next] = urls;
  const last = urls.at(-1)!;
  if (urls.length === 1) return 'redirection-missing'; // stayed on http
  if (last.protocol !== 'https:') return 'redirection-not-to-https';
  if (next!.protocol !== 'https:') return 'redirection-not-to-https-on-initial-redirection';
  if (next!.hostname !== start!.hostname) return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

const REFERRER_GOOD = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const REFERRER_BAD = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

function referrerTest(headers: Headers): string {
  const values = headers.get('referrer-policy');
  if (!values?.length) return 'referrer-policy-not-implemented';
  // The last policy a browser understands is the one it applies.
  const tokens = values.join(',').split(',').map((token) => token.trim().toLowerCase());
  const policy = tokens.filter((token) => REFERRER_GOOD.includes(token) || REFERRER_BAD.includes(token)).at(-1);
  if (policy && REFERRER_GOOD.includes(policy)) return 'referrer-policy-private';
  if (policy) return 'referrer-policy-unsafe';
  return 'referrer-policy-header-invalid';
}

// The Observatory's "six months", rounded down as it is in the wild.
const SIX_MONTHS = 15_552_000;

function hstsTest(headers: Headers): string {
  const value = headers.get('strict-transport-security')?.join(',');
  if (!value) return 'hsts-not-implemented';
  if (value.includes(',')) return 'hsts-header-invalid'; // sent twice
  const maxAge = value
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  const seconds = maxAge ? Number.parseInt(maxAge.slice('max-age='.length), 10) : Number.NaN;
  if (Number.isNaN(seconds)) return 'hsts-header-invalid';
  return seconds < SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
}

const SRI_BADNESS = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];

function sriTest(headers: Headers, html: string | undefined, pageUrl: URL): string {
  const mime = first(headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mime && mime !== 'text/html' && mime !== 'application/xhtml+xml') return 'sri-not-implemented-response-not-html';
  const scripts = [...(html ?? '').matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
  if (!scripts.length) return 'sri-not-implemented-but-no-scripts-loaded';
  let result: string | null = null;
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attributes);
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || (absolute && registrableDomain(new URL(src).hostname) === registrableDomain(pageUrl.hostname));
    const secureScheme = (absolute && new URL(src).protocol === 'https:') || (relative && pageUrl.protocol === 'https:');
    if (relative || (sameSite && !protocolRelative)) {
      if (integrity && secureScheme && !result) result = 'sri-implemented-and-all-scripts-loaded-securely';
      continue;
    }
    foreign = true;
    if (integrity && !secureScheme) result = onlyIfWorse('sri-implemented-but-external-scripts-not-loaded-securely', result, SRI_BADNESS);
    else if (!integrity && secureScheme) result = onlyIfWorse('sri-not-implemented-but-external-scripts-loaded-securely', result, SRI_BADNESS);
    else if (!integrity) result = onlyIfWorse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, SRI_BADNESS);
  }
  return result ?? (foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
}

function xContentTypeOptionsTest(headers: Headers): string {
  const value = first(headers, 'x-content-type-options');
  if (!value) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

function xFrameOptionsTest(headers: Headers, csp: CspVerdict): string {
  if (csp.frameAncestors) return 'x-frame-options-implemented-via-csp';
  const value = first(headers, 'x-frame-options')?.trim().toLowerCase();
  if (!value) return 'x-frame-options-not-implemented';
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return value.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

function corpTest(headers: Headers): string {
  const value = first(headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return 'cross-origin-resource-policy-not-implemented';
  const known = ['same-origin', 'same-site', 'cross-origin'];
  return known.includes(value) ? `cross-origin-resource-policy-implemented-with-${value}` : 'cross-origin-resource-policy-header-invalid';
}

export function gradeFor(score: number): string {
  return GRADES.find(([minimum]) => Math.max(score, 0) >= minimum)![1];
}

export function scoreResponse(input: ObservatoryInput): ObservatoryScore {
  const headers = normalise(input.headers);
  const url = new URL(input.url);
  const https = url.protocol === 'https:';
  const csp = cspTest(headers, https);
  const hsts = hstsTest(headers);
  const results: [TestName, string][] = [
    ['content-security-policy', csp.result],
    ['cookies', cookiesTest(headers, hsts === 'hsts-implemented-max-age-at-least-six-months')],
    ['cross-origin-resource-sharing', corsTest(headers, input.requestOrigin)],
    ['redirection', redirectionTest(input.redirectChain)],
    ['referrer-policy', referrerTest(headers)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(headers, input.html, url)],
    ['x-content-type-options', xContentTypeOptionsTest(headers)],
    ['x-frame-options', xFrameOptionsTest(headers, csp)],
    ['cross-origin-resource-policy', corpTest(headers)],
  ];
  const tests = results.map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] ?? 0 }));
  const withBonuses = 100 + tests.reduce((sum, { modifier }) => sum + modifier, 0);
  const penaltiesOnly = 100 + tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const score = Math.max(penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly, 0);
  return { score, grade: gradeFor(score), tests };
}
