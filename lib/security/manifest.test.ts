import { createManifestLoader, scriptPolicyFor, type CspManifest } from '@/lib/security/manifest';
import { documentPolicy, isHttps } from '@/lib/security/document-policy';

const A = `sha256-${'A'.repeat(43)}=`;
const B = `sha256-${'B'.repeat(43)}=`;
const MANIFEST: CspManifest = { version: 1, supabaseUrl: 'https://abc.supabase.co', routes: { '/': [A], '/about': [A] }, notFound: [B], nonceSecret: 'build-secret-0123456789' };
const enoent = () => {
  throw Object.assign(new Error('missing'), { code: 'ENOENT' });
};

describe('scriptPolicyFor', () => {
  it("gives a pre-rendered page its own hashes and no nonce (so it stays static)", () => {
    expect(scriptPolicyFor(MANIFEST, '/about')).toEqual({ hashes: [A], needsNonce: false });
    expect(scriptPolicyFor(MANIFEST, '/about/')).toEqual({ hashes: [A], needsNonce: false });
    expect(scriptPolicyFor(MANIFEST, '/')).toEqual({ hashes: [A], needsNonce: false });
  });

  it('gives any other path the not-found hashes and a nonce, for a not-found page rendered at request time', () => {
    expect(scriptPolicyFor(MANIFEST, '/hotels/nowhere')).toEqual({ hashes: [B], needsNonce: true });
  });

  it('without a manifest, relies on a nonce alone', () => {
    expect(scriptPolicyFor(null, '/about')).toEqual({ hashes: [], needsNonce: true });
  });
});

describe('createManifestLoader', () => {
  it('reads the file once and keeps it', () => {
    const read = jest.fn(() => JSON.stringify(MANIFEST));
    const load = createManifestLoader({ distDir: '/build', read, warn: jest.fn() });
    expect(load()).toEqual(MANIFEST);
    expect(load()).toEqual(MANIFEST);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('/build/csp-manifest.json');
  });

  it('when the file is missing, hashes the pre-rendered pages itself and warns once', () => {
    const warn = jest.fn();
    const load = createManifestLoader({ distDir: '/build', read: enoent, collect: () => MANIFEST, warn });
    expect(load()).toEqual(MANIFEST);
    load();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('with neither file nor pre-rendered pages (next dev), answers null and warns once', () => {
    const warn = jest.fn();
    const load = createManifestLoader({ distDir: '/build', read: enoent, collect: enoent, warn });
    expect(load()).toBeNull();
    expect(load()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('rejects a manifest whose hashes are not sha256 sources', () => {
    const warn = jest.fn();
    const bad = { ...MANIFEST, notFound: ["'unsafe-inline'"] };
    const load = createManifestLoader({ distDir: '/build', read: () => JSON.stringify(bad), warn });
    expect(load()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('documentPolicy', () => {
  const nonce = () => 'fixed-nonce';

  it('serves a pre-rendered page its hashes, no nonce, and the backend the build inlined', () => {
    const { csp, nonce: issued } = documentPolicy({ manifest: MANIFEST, pathname: '/about', https: true, supabaseUrl: 'http://other:1', nonce });
    expect(issued).toBeNull();
    expect(csp).toContain(`script-src 'self' '${A}';`);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
  });

  it('issues a nonce for an unknown path, next to the not-found hashes', () => {
    const { csp, nonce: issued } = documentPolicy({ manifest: MANIFEST, pathname: '/nope', https: false, nonce });
    expect(issued).toBe('fixed-nonce');
    expect(csp).toContain(`script-src 'self' '${B}' 'nonce-fixed-nonce';`);
  });

  it('falls back to the runtime backend URL, then the local default', () => {
    const unrecorded = { ...MANIFEST, supabaseUrl: null };
    expect(documentPolicy({ manifest: unrecorded, pathname: '/', https: false, supabaseUrl: 'https://x.supabase.co', nonce }).csp).toContain(
      "connect-src 'self' https://x.supabase.co;",
    );
    expect(documentPolicy({ manifest: null, pathname: '/', https: false, nonce }).csp).toContain("connect-src 'self' http://127.0.0.1:54321;");
  });
});

describe('documentPolicy nonces', () => {
  it("keys the nonce with the build's secret: stable per path, different per build", () => {
    const first = documentPolicy({ manifest: MANIFEST, pathname: '/hotels/x', https: false }).nonce;
    expect(documentPolicy({ manifest: MANIFEST, pathname: '/hotels/x', https: false }).nonce).toBe(first);
    const rebuilt = { ...MANIFEST, nonceSecret: 'another-build-secret-0123' };
    expect(documentPolicy({ manifest: rebuilt, pathname: '/hotels/x', https: false }).nonce).not.toBe(first);
  });
});

describe('isHttps', () => {
  it('trusts the URL scheme or the first x-forwarded-proto', () => {
    expect(isHttps(new URL('https://a.test/'), null)).toBe(true);
    expect(isHttps(new URL('http://a.test/'), 'https, http')).toBe(true);
    expect(isHttps(new URL('http://a.test/'), 'http')).toBe(false);
    expect(isHttps(new URL('http://a.test/'), null)).toBe(false);
  });
});
