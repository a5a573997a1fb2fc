import {
  formActionsFor,
  isFile,
  isPrerendered,
  scriptHashesFor,
  siteManifestSchema,
  type SiteManifest,
} from '@/lib/security/site-manifest';
import { documentCsp, isHttps } from '@/lib/security/document-csp';

const A = `sha256-${'A'.repeat(43)}=`;
const B = `sha256-${'B'.repeat(43)}=`;
const MANIFEST: SiteManifest = {
  version: 5,
  supabaseUrl: 'https://abc.supabase.co',
  routes: { '/': [A], '/about': [A], '/hotels/oshawa': [A] },
  formActions: { '/hotels/oshawa': ['https://www.lakeshoreinnoshawa.com'] },
  notFound: [B],
  pages: {},
  files: ['/robots.txt', '/images/pages/chg-canada/heroImage/src.jpg', '/images/a b.jpg'],
};

describe('scriptHashesFor', () => {
  it('gives a pre-rendered page its own hashes', () => {
    expect(scriptHashesFor(MANIFEST, '/about')).toEqual([A]);
    expect(scriptHashesFor(MANIFEST, '/about/')).toEqual([A]);
    expect(scriptHashesFor(MANIFEST, '/')).toEqual([A]);
  });

  it("gives any other path the pre-rendered not-found page's hashes", () => {
    expect(scriptHashesFor(MANIFEST, '/no-such-page')).toEqual([B]);
  });

  it('without a manifest (next dev), lists no hashes', () => {
    expect(scriptHashesFor(null, '/about')).toEqual([]);
  });
});

describe('formActionsFor', () => {
  it('gives a pre-rendered page the other sites its forms send to, and any other page none', () => {
    expect(formActionsFor(MANIFEST, '/hotels/oshawa')).toEqual(['https://www.lakeshoreinnoshawa.com']);
    expect(formActionsFor(MANIFEST, '/hotels/oshawa/')).toEqual(['https://www.lakeshoreinnoshawa.com']);
    expect(formActionsFor(MANIFEST, '/about')).toEqual([]);
    expect(formActionsFor(MANIFEST, '/hotels/midland')).toEqual([]);
    expect(formActionsFor(null, '/hotels/oshawa')).toEqual([]);
  });
});

describe('siteManifestSchema', () => {
  it('takes a manifest whose hashes are sha256 sources and whose form sites are origins, and nothing looser', () => {
    expect(siteManifestSchema.parse(MANIFEST)).toEqual(MANIFEST);
    expect(() => siteManifestSchema.parse({ ...MANIFEST, notFound: ["'unsafe-inline'"] })).toThrow();
    for (const source of ['*', "'unsafe-inline'", 'https://a.test; script-src *', 'https://a.test/book', 'https:']) {
      expect(() => siteManifestSchema.parse({ ...MANIFEST, formActions: { '/hotels/oshawa': [source] } })).toThrow();
    }
  });
});

describe('documentCsp', () => {
  it('serves a pre-rendered page its hashes and the backend the build inlined', () => {
    const csp = documentCsp({ manifest: MANIFEST, pathname: '/about', https: true, supabaseUrl: 'http://other:1' });
    expect(csp).toContain(`script-src 'self' '${A}';`);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
  });

  it("lets a page's forms send to the other sites its HTML names, and only that page's", () => {
    expect(documentCsp({ manifest: MANIFEST, pathname: '/hotels/oshawa', https: true })).toContain(
      "; form-action 'self' https://abc.supabase.co https://www.lakeshoreinnoshawa.com;",
    );
    expect(documentCsp({ manifest: MANIFEST, pathname: '/about', https: true })).toContain(
      "; form-action 'self' https://abc.supabase.co;",
    );
  });

  it('serves an unknown path the not-found hashes and nothing looser', () => {
    const csp = documentCsp({ manifest: MANIFEST, pathname: '/nope', https: false });
    expect(csp).toContain(`; script-src 'self' '${B}';`);
  });

  it('under next dev lists no hashes, which would switch off its inline allowance', () => {
    const csp = documentCsp({ manifest: MANIFEST, pathname: '/about', https: false, dev: true });
    expect(csp).toContain("; script-src 'self' 'unsafe-inline' 'unsafe-eval';");
  });

  it('falls back to the runtime backend URL, then the local default', () => {
    const unrecorded = { ...MANIFEST, supabaseUrl: null };
    expect(
      documentCsp({ manifest: unrecorded, pathname: '/', https: false, supabaseUrl: 'https://x.supabase.co' }),
    ).toContain("connect-src 'self' https://x.supabase.co;");
    expect(documentCsp({ manifest: null, pathname: '/', https: false })).toContain(
      "connect-src 'self' http://127.0.0.1:54321;",
    );
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
    for (const path of ['/wp-login.php', '/about.html', '/x.js', '/about', '/%E0%A4%A'])
      expect(isFile(MANIFEST, path)).toBe(false);
  });
});
