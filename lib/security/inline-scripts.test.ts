import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectManifest, inlineScriptHashes, MANIFEST_VERSION, routeOf } from './inline-scripts.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const PUSH = 'self.__next_f.push([1,"a\\u003cb"])';

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each executable inline script, once each', () => {
    const html = `<script>${PUSH}</script><script id="_R_">boot()</script><script>${PUSH}</script><script type="module">m()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(PUSH), sha('boot()'), sha('m()')]);
  });

  it('skips external scripts and data blocks such as JSON-LD, which CSP does not govern', () => {
    const html = '<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"@type":"Hotel"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('matches the hash a browser computes for the same script (the empty script)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual(['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=']);
  });
});

describe('routeOf', () => {
  it('maps pre-rendered files to paths', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('about.html')).toBe('/about');
    expect(routeOf(path.join('hotels', 'oshawa.html'))).toBe('/hotels/oshawa');
  });
});

describe('collectManifest', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    mkdirSync(path.join(dist, 'server', 'app', 'hotels'), { recursive: true });
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));
  const write = (file: string, html: string) => writeFileSync(path.join(dist, 'server', 'app', file), html);
  const noPublic = () => path.join(dist, 'no-public');

  it('lists every page, keeps the not-found page apart and leaves internal pages out', () => {
    write('index.html', '<script>home()</script>');
    write(path.join('hotels', 'oshawa.html'), '<script>hotel()</script>');
    write('_not-found.html', '<script>missing()</script>');
    write('_global-error.html', '<script>oops()</script>');
    const manifest = collectManifest(dist, 'http://127.0.0.1:54321', ['/hotels/oshawa'], noPublic());
    expect(manifest).toEqual({
      version: MANIFEST_VERSION,
      supabaseUrl: 'http://127.0.0.1:54321',
      routes: { '/': [sha('home()')], '/hotels/oshawa': [sha('hotel()')] },
      notFound: [sha('missing()')],
      pages: { '/hotels/oshawa': expect.stringContaining('<script>hotel()</script>') },
      files: [],
    });
  });

  it("lists the files the site serves: public/'s, under their own names, and the build's non-HTML routes", () => {
    write('_not-found.html', '<script>missing()</script>');
    write('robots.txt.body', 'User-agent: *');
    write('robots.txt.meta', '{}');
    write('sitemap.xml.body', '<urlset/>');
    write('_global-error.body', 'internal');
    const publicDir = path.join(dist, 'public');
    mkdirSync(path.join(publicDir, 'images', 'heroImage'), { recursive: true });
    writeFileSync(path.join(publicDir, 'images', 'heroImage', 'src.jpg'), '');
    writeFileSync(path.join(publicDir, 'icon.svg'), '');
    expect(collectManifest(dist, null, [], publicDir).files).toEqual(['/icon.svg', '/images/heroImage/src.jpg', '/robots.txt', '/sitemap.xml']);
  });

  it('refuses a build without a page the proxy serves', () => {
    write('_not-found.html', '<script>missing()</script>');
    expect(() => collectManifest(dist, null, ['/hotels/hotel-not-found'], noPublic())).toThrow(/hotel-not-found/);
  });

  it('refuses a build without a not-found page', () => {
    write('index.html', '<script>home()</script>');
    expect(() => collectManifest(dist, null, [], noPublic())).toThrow(/not-found/);
  });
});
