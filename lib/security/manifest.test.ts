import { jest } from '@jest/globals';
import { createManifestLoader, isFile, isPrerendered, scriptHashesFor, type CspManifest } from '@/lib/security/manifest';
import { documentPolicy, isHttps } from '@/lib/security/document-policy';

const A = `sha256-${'A'.repeat(43)}=`;
const B = `sha256-${'B'.repeat(43)}=`;
const MANIFEST: CspManifest = {
  version: 3,
  supabaseUrl: 'https://abc.supabase.co',
  routes: { '/': [A], '/about': [A] },
  notFound: [B],
  pages: {},
  files: ['/robots.txt', '/images/pages/chg-canada/heroImage/src.jpg', '/images/a b.jpg'],
};
const enoent = () => {
  throw Object.assign(new Error('missing'), { code: 'ENOENT' });
};

describe('scriptHashesFor', () => {
  it('gives a pre-rendered page its own hashes', () => {
    expect(scriptHashesFor(MANIFEST, '/about')).toEqual([A]);
    expect(scriptHashesFor(MANIFEST, '/about/')).toEqual([A]);
    expect(scriptHashesFor(MANIFEST, '/')).toEqual([A]);
  });

  it('gives any other path the pre-rendered not-found page\'s hashes', () => {
    expect(scriptHashesFor(MANIFEST, '/no-such-page')).toEqual([B]);
  });

  it('without a manifest, lists no hashes', () => {
    expect(scriptHashesFor(null, '/about')).toEqual([]);
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

  it('when the file is missing, answers null and warns once; it never reads the build itself', () => {
    const warn = jest.fn();
    const read = jest.fn(enoent);
    const load = createManifestLoader({ distDir: '/build', read, warn });
    expect(load()).toBeNull();
    expect(load()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(read.mock.calls).toEqual([['/build/csp-manifest.json']]);
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
  it('serves a pre-rendered page its hashes and the backend the build inlined', () => {
    const csp = documentPolicy({ manifest: MANIFEST, pathname: '/about', https: true, supabaseUrl: 'http://other:1' });
    expect(csp).toContain(`script-src 'self' '${A}';`);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
  });

  it('serves an unknown path the not-found hashes and nothing looser', () => {
    const csp = documentPolicy({ manifest: MANIFEST, pathname: '/nope', https: false });
    expect(csp).toContain(`; script-src 'self' '${B}';`);
  });

  it('under next dev lists no hashes, which would switch off its inline allowance', () => {
    const csp = documentPolicy({ manifest: MANIFEST, pathname: '/about', https: false, dev: true });
    expect(csp).toContain("; script-src 'self' 'unsafe-inline' 'unsafe-eval';");
  });

  it('falls back to the runtime backend URL, then the local default', () => {
    const unrecorded = { ...MANIFEST, supabaseUrl: null };
    expect(documentPolicy({ manifest: unrecorded, pathname: '/', https: false, supabaseUrl: 'https://x.supabase.co' })).toContain(
      "connect-src 'self' https://x.supabase.co;",
    );
    expect(documentPolicy({ manifest: null, pathname: '/', https: false })).toContain("connect-src 'self' http://127.0.0.1:54321;");
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

describe('isPrerendered', () => {
  it('knows the pages the build pre-rendered, with or without a trailing slash', () => {
    const manifest = { ...MANIFEST, routes: { '/hotels/oshawa': [] } };
    expect(isPrerendered(manifest, '/hotels/oshawa')).toBe(true);
    expect(isPrerendered(manifest, '/hotels/oshawa/')).toBe(true);
    expect(isPrerendered(manifest, '/hotels/midland')).toBe(false);
    expect(isPrerendered(manifest, 'constructor')).toBe(false);
  });
});

describe('isFile', () => {
  it('knows the paths the build answers with a file, by their exact name', () => {
    expect(isFile(MANIFEST, '/robots.txt')).toBe(true);
    expect(isFile(MANIFEST, '/images/pages/chg-canada/heroImage/src.jpg')).toBe(true);
    expect(isFile(MANIFEST, '/images/a%20b.jpg')).toBe(true);
    expect(isFile(MANIFEST, '/images/pages/chg-canada/heroimage/src.jpg')).toBe(false);
  });

  it('takes any other path, with an extension or not, as no file', () => {
    for (const path of ['/wp-login.php', '/about.html', '/x.js', '/about', '/%E0%A4%A']) expect(isFile(MANIFEST, path)).toBe(false);
  });
});
