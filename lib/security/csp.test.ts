import { composeCsp, DEFAULT_SUPABASE_URL, MAP_ORIGIN, originOf } from '@/lib/security/csp';

/** Directive → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((entry) => {
      const [name, ...sources] = entry.split(' ');
      return [name!, sources];
    }),
  );
}

const HASH = 'sha256-e5MRB8LjGPrYhVP7QTki7RpSE+aCR/1166PRJDd8SNs=';

describe('composeCsp', () => {
  it('allows scripts from this origin and by hash, never inline or eval', () => {
    const policy = directives(composeCsp({ hashes: [HASH], https: false }));
    expect(policy.get('script-src')).toEqual(["'self'", `'${HASH}'`]);
  });

  it('allows inline scripts and eval only for next dev, where nothing is pre-rendered to hash', () => {
    expect(directives(composeCsp({ hashes: [], https: false, dev: true })).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ]);
    expect(directives(composeCsp({ hashes: [], https: false })).get('script-src')).toEqual(["'self'"]);
  });

  it('locks down objects, base, framing, forms, and limits connections and frames to the backend and the map', () => {
    const policy = directives(composeCsp({ hashes: [], supabaseUrl: 'https://abc.supabase.co/rest/v1', https: true }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // The form without JavaScript posts to the backend, which sends the browser back here.
    expect(policy.get('form-action')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('frame-src')).toEqual([MAP_ORIGIN]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets forms send to the other sites the page names, once each, and to nothing that is not an origin', () => {
    const policy = directives(
      composeCsp({
        hashes: [],
        supabaseUrl: 'https://abc.supabase.co',
        formActions: ['https://www.lakeshoreinnoshawa.com', 'https://abc.supabase.co', 'javascript:alert(1)'],
        https: true,
      }),
    );
    expect(policy.get('form-action')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://www.lakeshoreinnoshawa.com',
    ]);
  });

  it('upgrades insecure requests only over https, where it cannot break local http', () => {
    expect(directives(composeCsp({ hashes: [], https: true })).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(composeCsp({ hashes: [], https: false })).has('upgrade-insecure-requests')).toBe(false);
  });

  it('ignores a backend URL that is not an http(s) URL', () => {
    const policy = directives(composeCsp({ hashes: [], supabaseUrl: 'javascript:alert(1)', https: false }));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
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
