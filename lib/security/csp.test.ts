import { buildCsp, DEFAULT_SUPABASE_URL, MAP_ORIGIN, newNonce, originOf, pathNonce } from '@/lib/security/csp';

/** Directive → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split('; ').map((entry) => { const [name, ...sources] = entry.split(' '); return [name!, sources]; }));
}

const HASH = 'sha256-e5MRB8LjGPrYhVP7QTki7RpSE+aCR/1166PRJDd8SNs=';

describe('buildCsp', () => {
  it('allows scripts from this origin and by hash, never inline or eval', () => {
    const policy = directives(buildCsp({ hashes: [HASH], https: false }));
    expect(policy.get('script-src')).toEqual(["'self'", `'${HASH}'`]);
  });

  it('adds the nonce to script-src when one is issued', () => {
    const policy = directives(buildCsp({ hashes: [HASH], nonce: 'abc123==', https: false }));
    expect(policy.get('script-src')).toEqual(["'self'", `'${HASH}'`, "'nonce-abc123=='"]);
  });

  it("allows 'unsafe-eval' only for next dev", () => {
    expect(directives(buildCsp({ hashes: [], https: false, dev: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(buildCsp({ hashes: [], https: false })).not.toContain('unsafe-eval');
  });

  it('locks down objects, base, framing, forms, and limits connections and frames to the backend and the map', () => {
    const policy = directives(buildCsp({ hashes: [], supabaseUrl: 'https://abc.supabase.co/rest/v1', https: true }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('frame-src')).toEqual([MAP_ORIGIN]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('upgrades insecure requests only over https, where it cannot break local http', () => {
    expect(directives(buildCsp({ hashes: [], https: true })).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(buildCsp({ hashes: [], https: false })).has('upgrade-insecure-requests')).toBe(false);
  });

  it('ignores a backend URL that is not an http(s) URL', () => {
    expect(directives(buildCsp({ hashes: [], supabaseUrl: 'javascript:alert(1)', https: false })).get('connect-src')).toEqual(["'self'"]);
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port only', () => {
    expect(originOf(DEFAULT_SUPABASE_URL)).toBe('http://127.0.0.1:54321');
    expect(originOf('https://x.supabase.co/functions/v1')).toBe('https://x.supabase.co');
    expect(originOf('not a url')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('pathNonce', () => {
  it('gives one path the same nonce for the life of a build, so a cached not-found page keeps working', () => {
    expect(pathNonce('secret-a', '/hotels/nowhere')).toBe(pathNonce('secret-a', '/hotels/nowhere'));
    expect(pathNonce('secret-a', '/hotels/nowhere')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('differs between paths and between builds (secrets)', () => {
    expect(pathNonce('secret-a', '/a')).not.toBe(pathNonce('secret-a', '/b'));
    expect(pathNonce('secret-a', '/a')).not.toBe(pathNonce('secret-b', '/a'));
  });
});
