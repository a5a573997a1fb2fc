import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGE_PAGE_PATHS } from '../supabase/functions/_shared/message-pages.mjs';
import { collectManifest, headFiles, NOT_FOUND_PROBE, manifestProblems, sitemapPaths } from './site-manifest.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const page = (script: string, extra = '', body = '') =>
  `<html><head><link rel="icon" href="/icon.svg?v1" type="image/svg+xml">${extra}</head><body>${body}<script>${script}</script><script src="/_next/static/chunks/a.js" async></script></body></html>`;
const SITEMAP =
  '<urlset><url><loc>https://www.example.com/</loc></url><url><loc>https://www.example.com/about</loc></url></urlset>';

type Answer = { status: number; body: string; csp?: string };

/** A site as a function of the path, answering like a server would; a CSP is made from the body unless given. */
function site(answers: Record<string, Answer>) {
  return async (url: URL) => {
    const answer = answers[url.pathname] ?? answers['*']!;
    const csp =
      answer.csp ??
      `script-src 'self' ${[...answer.body.matchAll(/<script>([^<]*)<\/script>/g)].map(([, body]) => `'${sha(body!)}'`).join(' ')}`;
    return new Response(answer.body, { status: answer.status, headers: { 'content-security-policy': csp } });
  };
}

const BUILT: Record<string, Answer> = {
  '/sitemap.xml': { status: 200, body: SITEMAP },
  '/': { status: 200, body: page('home()') },
  '/about': { status: 200, body: page('about()') },
  '/hotels/hotel-not-found': { status: 200, body: page('hotelMissing()') },
  '/ur/page-not-found': { status: 200, body: page('urduMissing()') },
  // The pages the contact form lands on without JavaScript, which no sitemap lists.
  ...Object.fromEntries(MESSAGE_PAGE_PATHS.map((path, i) => [path, { status: 200, body: page(`message${i}()`) }])),
  '/_next/static/chunks/a.js': { status: 200, body: '' },
  '*': { status: 404, body: page('missing()') },
};

describe('the site manifest', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'site-manifest-'));
    mkdirSync(path.join(publicDir, 'images'));
    writeFileSync(path.join(publicDir, 'images', 'a b.jpg'), '');
    // What npm run build writes for Cloudflare and Netlify: read by those hosts, served by none.
    writeFileSync(path.join(publicDir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it('reads every sitemap page, the pages the contact form lands on, the not-found pages and the files off a served build', async () => {
    const { manifest, rendered } = await collectManifest({
      origin: 'http://127.0.0.1:1',
      supabaseUrl: 'https://x.supabase.co',
      publicDir,
      fetchImpl: site(BUILT),
    });
    expect(Object.keys(rendered).sort()).toEqual([...Object.keys(manifest.routes), NOT_FOUND_PROBE].sort());
    expect(manifest).toEqual({
      version: 5,
      supabaseUrl: 'https://x.supabase.co',
      routes: {
        '/': [sha('home()')],
        '/about': [sha('about()')],
        ...Object.fromEntries(MESSAGE_PAGE_PATHS.map((path, i) => [path, [sha(`message${i}()`)]])),
        '/hotels/hotel-not-found': [sha('hotelMissing()')],
        '/ur/page-not-found': [sha('urduMissing()')],
      },
      formActions: {},
      notFound: [sha('missing()')],
      pages: {
        '/hotels/hotel-not-found': BUILT['/hotels/hotel-not-found']!.body,
        '/ur/page-not-found': BUILT['/ur/page-not-found']!.body,
      },
      files: ['/icon.svg', '/images/a b.jpg', '/robots.txt', '/sitemap.xml'],
    });
  });

  it('refuses a build whose sitemap names a page it does not serve', async () => {
    const broken = { ...BUILT, '/about': { status: 500, body: 'oops' } };
    await expect(collectManifest({ origin: 'http://127.0.0.1:1', publicDir, fetchImpl: site(broken) })).rejects.toThrow(
      '/about answered 500',
    );
  });

  describe('checked against the second build', () => {
    const served = (changes: Record<string, Answer>) => ({
      ...BUILT,
      '/hotels/hotel-not-found': { ...BUILT['/hotels/hotel-not-found']!, status: 404 },
      '/ur/page-not-found': { ...BUILT['/ur/page-not-found']!, status: 404 },
      ...changes,
    });
    const problems = async (changes: Record<string, Answer> = {}) => {
      const { manifest, rendered } = await collectManifest({
        origin: 'http://127.0.0.1:1',
        publicDir,
        fetchImpl: site(BUILT),
      });
      return manifestProblems({ origin: 'http://127.0.0.1:1', manifest, rendered, fetchImpl: site(served(changes)) });
    };

    it('finds nothing wrong when the build serves what the manifest says', async () => {
      expect(await problems()).toEqual([]);
    });

    it("names the hosts' headers file when the build serves it", async () => {
      expect(await problems({ '/_headers': { status: 200, body: '/*\n' } })).toEqual([
        "/_headers, the hosts' headers file, answered 200, not 404",
      ]);
    });

    it('names a page whose scripts changed since the manifest was read (a stale manifest)', async () => {
      expect(await problems({ '/about': { status: 200, body: page('aboutChanged()') } })).toEqual([
        '/about: its inline scripts are not the ones the manifest was built with (a stale manifest)',
        "/about: its HTML is not the first pass's (both passes must render the same bytes)",
      ]);
    });

    it('names a page the second pass renders other bytes of, even with the same scripts', async () => {
      expect(
        await problems({ '/about': { status: 200, body: page('about()', '<meta name="built-at" content="12:01">') } }),
      ).toEqual(["/about: its HTML is not the first pass's (both passes must render the same bytes)"]);
      expect(
        await problems({ [NOT_FOUND_PROBE]: { status: 404, body: page('missing()', '<meta name="x">') } }),
      ).toEqual([`${NOT_FOUND_PROBE}: its HTML is not the first pass's (both passes must render the same bytes)`]);
    });

    it('names a page whose own policy blocks one of its scripts', async () => {
      expect(await problems({ '/about': { status: 200, body: page('about()'), csp: "script-src 'self'" } })).toEqual([
        '/about: 1 inline script(s) not allowed by its Content-Security-Policy',
      ]);
    });

    it('names a not-found page the proxy does not answer with, or answers with status 200', async () => {
      expect(await problems({ '/hotels/hotel-not-found': { status: 200, body: page('hotelMissing()') } })).toEqual([
        '/hotels/hotel-not-found answered 200, not 404',
      ]);
      expect(
        await problems({ '/ur/page-not-found': { status: 404, body: page('urduMissing()', '<meta name="x">') } }),
      ).toEqual([
        "/ur/page-not-found: its HTML is not the first pass's (both passes must render the same bytes)",
        '/ur/page-not-found is not the page the manifest carries',
      ]);
    });

    it("lists the other sites a page's forms send to, and names a page whose own policy would stop its form", async () => {
      const booking = '<form method="get" action="https://www.lakeshoreinnoshawa.com/book" target="_blank"></form>';
      const withForm = { ...BUILT, '/about': { status: 200, body: page('about()', '', booking) } };
      const { manifest, rendered } = await collectManifest({
        origin: 'http://127.0.0.1:1',
        publicDir,
        fetchImpl: site(withForm),
      });
      expect(manifest.formActions).toEqual({ '/about': ['https://www.lakeshoreinnoshawa.com'] });
      const scripts = `script-src 'self' '${sha('about()')}'`;
      const servedWith = (formAction: string) =>
        manifestProblems({
          origin: 'http://127.0.0.1:1',
          manifest,
          rendered,
          fetchImpl: site(
            served({ '/about': { ...withForm['/about']!, csp: `${scripts}; form-action ${formAction}` } }),
          ),
        });
      expect(await servedWith("'self' https://www.lakeshoreinnoshawa.com")).toEqual([]);
      expect(await servedWith("'self'")).toEqual([
        "/about: a form sends to https://www.lakeshoreinnoshawa.com, which its Content-Security-Policy's form-action does not allow",
      ]);
    });

    it('names a script a page loads that the build does not have', async () => {
      expect(await problems({ '/_next/static/chunks/a.js': { status: 404, body: '' } })).toEqual([
        '/_next/static/chunks/a.js, which a page loads, answered 404',
      ]);
    });

    it('names a general not-found page that answers 200', async () => {
      expect(await problems({ [NOT_FOUND_PROBE]: { status: 200, body: page('missing()') } })).toEqual([
        `${NOT_FOUND_PROBE} answered 200, not 404`,
      ]);
    });
  });
});

describe('reading pages', () => {
  it("takes a sitemap's paths, whatever its origin", () => {
    expect(sitemapPaths(SITEMAP)).toEqual(['/', '/about']);
  });

  it("takes the files a page's head links to, outside /_next", () => {
    const head =
      '<link rel="icon" href="/icon.svg?abc"><link rel="manifest" href="/site.webmanifest"><link rel="stylesheet" href="/_next/static/a.css"><link rel="icon" href="https://cdn.example/x.png"><link rel="alternate" href="/ur">';
    expect(headFiles(head)).toEqual(['/icon.svg', '/site.webmanifest']);
  });

  it("takes the path of a page's feed, linked on the origin the site was built for", () => {
    const head =
      '<link rel="alternate" type="application/atom+xml" title="Progress" href="https://www.example.com/ur/projects/x/progress.xml"><link rel="alternate" hrefLang="ur" href="https://www.example.com/ur">';
    expect(headFiles(head)).toEqual(['/ur/projects/x/progress.xml']);
  });
});
