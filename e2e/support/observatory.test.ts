import { gradeFor, scoreResponse, type ObservatoryInput } from './observatory';

const URL_ = 'http://127.0.0.1:3000/';
const GOOD_CSP =
  "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const SITE_HEADERS = {
  'Content-Security-Policy': GOOD_CSP,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'content-type': 'text/html; charset=utf-8',
};

function score(headers: Record<string, string | undefined>, extra: Partial<ObservatoryInput> = {}) {
  return scoreResponse({ url: URL_, headers, ...extra });
}
function result(headers: Record<string, string | undefined>, test: string, extra: Partial<ObservatoryInput> = {}) {
  return score(headers, extra).tests.find((entry) => entry.test === test)!;
}
const withCsp = (csp: string | undefined) => ({ ...SITE_HEADERS, 'Content-Security-Policy': csp });

describe('content-security-policy', () => {
  it.each([
    [undefined, 'csp-not-implemented', -25],
    ["default-src 'self'; script-src 'self' 'unsafe-inline'", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src 'self' data:", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; object-src https:", 'csp-implemented-with-unsafe-inline', -20],
    ["frame-ancestors 'none'", 'csp-implemented-with-unsafe-inline', -20], // no script-src or default-src: anything runs
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", 'csp-implemented-with-unsafe-eval', -10],
    ["default-src 'self'; style-src 'self' 'unsafe-inline'", 'csp-implemented-with-unsafe-inline-in-style-src-only', 0],
    ["default-src 'self'", 'csp-implemented-with-no-unsafe', 5],
    ["default-src 'none'; script-src 'self'; form-action 'self'", 'csp-implemented-with-no-unsafe-default-src-none', 10],
    ["default-src 'self'; script-src 'self'; script-src 'unsafe-inline'", 'csp-header-invalid', -25],
    ["default-src 'self'; script-src 'strict-dynamic'", 'csp-header-invalid', -25],
    ['nonsense', 'csp-implemented-with-unsafe-inline', -20],
  ])('%s → %s (%d)', (csp, expected, modifier) => {
    expect(result(withCsp(csp), 'content-security-policy')).toMatchObject({ result: expected, modifier });
  });

  it("ignores 'unsafe-inline' next to a hash or nonce, as browsers do", () => {
    const csp = "default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-r4nd0m'";
    expect(result(withCsp(csp), 'content-security-policy').result).toBe('csp-implemented-with-no-unsafe');
  });

  it("with 'strict-dynamic' and a nonce, drops broad sources instead of failing", () => {
    const csp = "default-src 'self'; script-src 'strict-dynamic' 'nonce-r4nd0m' https: 'unsafe-inline'";
    expect(result(withCsp(csp), 'content-security-policy').result).toBe('csp-implemented-with-no-unsafe');
  });

  it('on https, penalises http: sources: active content harder than images', () => {
    const https = { url: 'https://example.com/' };
    expect(result(withCsp("default-src 'self'; connect-src http://api.test"), 'content-security-policy', https).result).toBe(
      'csp-implemented-with-insecure-scheme',
    );
    expect(result(withCsp("default-src 'self'; img-src http://img.test"), 'content-security-policy', https).result).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    );
    // Over http (the local stack) the backend at http://127.0.0.1:54321 is not insecure relative to the page.
    expect(result(withCsp("default-src 'self'; connect-src http://api.test"), 'content-security-policy').result).toBe(
      'csp-implemented-with-no-unsafe',
    );
  });

  it('counts a report-only policy as none', () => {
    const headers = { ...withCsp(undefined), 'content-security-policy-report-only': "default-src 'none'" };
    expect(result(headers, 'content-security-policy')).toMatchObject({ result: 'csp-not-implemented-but-reporting-enabled', modifier: -25 });
  });
});

describe('x-frame-options', () => {
  it('gives a bonus for frame-ancestors, none for the old header alone, and fails without either', () => {
    expect(result(SITE_HEADERS, 'x-frame-options')).toMatchObject({ result: 'x-frame-options-implemented-via-csp', modifier: 5 });
    expect(result(withCsp("default-src 'self'"), 'x-frame-options')).toMatchObject({ result: 'x-frame-options-sameorigin-or-deny', modifier: 0 });
    const neither = { ...withCsp("default-src 'self'"), 'X-Frame-Options': undefined };
    expect(result(neither, 'x-frame-options')).toMatchObject({ result: 'x-frame-options-not-implemented', modifier: -20 });
  });
});

describe('strict-transport-security', () => {
  it.each([
    ['max-age=63072000; includeSubDomains', 0],
    ['max-age=15552000', 0],
    ['max-age=86400', -10],
    ['includeSubDomains', -20],
    ['max-age=63072000, max-age=63072000', -20],
    [undefined, -20],
  ])('%s → %d', (value, modifier) => {
    expect(result({ ...SITE_HEADERS, 'Strict-Transport-Security': value }, 'strict-transport-security').modifier).toBe(modifier);
  });
});

describe('the other header tests', () => {
  it.each([
    ['Referrer-Policy', 'strict-origin-when-cross-origin', 'referrer-policy', 5],
    ['Referrer-Policy', 'unsafe-url', 'referrer-policy', -5],
    ['Referrer-Policy', 'no-referrer, unsafe-url', 'referrer-policy', -5], // the last one understood wins
    ['Referrer-Policy', 'bogus', 'referrer-policy', -5],
    ['Referrer-Policy', undefined, 'referrer-policy', 0],
    ['X-Content-Type-Options', 'nosniff', 'x-content-type-options', 0],
    ['X-Content-Type-Options', 'sniff', 'x-content-type-options', -5],
    ['X-Content-Type-Options', undefined, 'x-content-type-options', -5],
    ['Cross-Origin-Resource-Policy', 'same-origin', 'cross-origin-resource-policy', 10],
    ['Cross-Origin-Resource-Policy', 'cross-origin', 'cross-origin-resource-policy', 0],
    ['Cross-Origin-Resource-Policy', 'nope', 'cross-origin-resource-policy', -5],
    ['Access-Control-Allow-Origin', '*', 'cross-origin-resource-sharing', 0],
  ])('%s: %s → %s %d', (header, value, test, modifier) => {
    expect(result({ ...SITE_HEADERS, [header]: value }, test).modifier).toBe(modifier);
  });

  it('fails CORS that reflects the origin with credentials', () => {
    const headers = { ...SITE_HEADERS, 'Access-Control-Allow-Origin': 'https://evil.test', 'Access-Control-Allow-Credentials': 'true' };
    expect(result(headers, 'cross-origin-resource-sharing', { requestOrigin: 'https://evil.test' }).modifier).toBe(-50);
  });
});

describe('cookies', () => {
  it.each([
    [undefined, 'cookies-not-found', 0],
    ['id=1; Secure; HttpOnly; SameSite=Lax', 'cookies-secure-with-httponly-sessions-and-samesite', 5],
    ['id=1; Secure; HttpOnly', 'cookies-secure-with-httponly-sessions', 0],
    ['id=1; HttpOnly; SameSite=Lax', 'cookies-without-secure-flag-but-protected-by-hsts', -5],
    ['sessionid=1; Secure; SameSite=Lax', 'cookies-session-without-httponly-flag', -30],
    ['id=1; Secure; SameSite', 'cookies-samesite-flag-invalid', -20],
    ['id=1; Secure; SameSite=Lax\nsessionid=2; SameSite=Lax', 'cookies-session-without-httponly-flag', -30],
  ])('%s → %s', (cookie, expected, modifier) => {
    expect(result({ ...SITE_HEADERS, 'Set-Cookie': cookie }, 'cookies')).toMatchObject({ result: expected, modifier });
  });
});

describe('subresource-integrity', () => {
  it.each([
    ['<p>no scripts</p>', 'sri-not-implemented-but-no-scripts-loaded', 0],
    ['<script src="/_next/static/a.js"></script><script>inline()</script>', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0],
    ['<script src="https://cdn.other.test/a.js"></script>', 'sri-not-implemented-but-external-scripts-loaded-securely', -5],
    ['<script src="https://cdn.other.test/a.js" integrity="sha384-x"></script>', 'sri-implemented-and-external-scripts-loaded-securely', 5],
    ['<script src="http://cdn.other.test/a.js"></script>', 'sri-not-implemented-and-external-scripts-not-loaded-securely', -50],
  ])('%s → %s', (html, expected, modifier) => {
    expect(result(SITE_HEADERS, 'subresource-integrity', { html })).toMatchObject({ result: expected, modifier });
  });
});

describe('redirection', () => {
  it('is neutral when no chain from http is given (a local http server cannot redirect to https)', () => {
    expect(result(SITE_HEADERS, 'redirection')).toMatchObject({ result: 'redirection-not-evaluated', modifier: 0 });
  });

  it.each([
    [['http://a.test/', 'https://a.test/'], 0],
    [['http://a.test/'], -20],
    [['http://a.test/', 'http://www.a.test/', 'https://www.a.test/'], -10],
    [['http://a.test/', 'https://www.a.test/'], -5],
    [['http://a.test/', 'https://a.test/', 'http://a.test/x'], -20],
  ])('%j → %d', (redirectChain, modifier) => {
    expect(result(SITE_HEADERS, 'redirection', { redirectChain }).modifier).toBe(modifier);
  });
});

describe('scoreResponse', () => {
  it("gives the site's headers A+ with every bonus: 100 + 5 referrer + 5 frame-ancestors + 10 CORP", () => {
    expect(score(SITE_HEADERS, { html: '<script src="/a.js"></script>' })).toMatchObject({ score: 120, grade: 'A+' });
  });

  it('scores no headers at all as D: 100 - 25 CSP - 20 HSTS - 5 nosniff - 20 framing', () => {
    expect(score({})).toMatchObject({ score: 30, grade: 'D' });
  });

  it('drops bonuses when penalties alone take the score below 90', () => {
    // -20 (no HSTS) leaves 80: the +20 of bonuses must not lift it back to 100.
    expect(score({ ...SITE_HEADERS, 'Strict-Transport-Security': undefined })).toMatchObject({ score: 80, grade: 'B+' });
    // -10 (short HSTS) leaves 90: bonuses count again.
    expect(score({ ...SITE_HEADERS, 'Strict-Transport-Security': 'max-age=600' }).score).toBe(110);
  });
});

describe('gradeFor', () => {
  it.each([
    [135, 'A+'], [100, 'A+'], [99, 'A'], [90, 'A'], [89, 'A-'], [80, 'B+'], [79, 'B'], [65, 'B-'], [55, 'C'], [45, 'C-'], [40, 'D+'],
    [25, 'D-'], [24, 'F'], [-10, 'F'],
  ])('%d → %s', (value, grade) => expect(gradeFor(value)).toBe(grade));
});
