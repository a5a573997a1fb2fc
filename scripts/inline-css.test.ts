import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { absoluteUrls, inlineBuild, inlineStylesheets } from './inline-css.mjs';

const HREF = '/_next/static/chunks/site.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const CSS = '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2")}body{color:red}';
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><script>self.__next_f.push([1,"${HREF}"])</script></body></html>`;

describe('inlining the stylesheet', () => {
  it('resolves relative urls against the stylesheet and leaves absolute ones', () => {
    expect(absoluteUrls('a{src:url(../media/a.woff2)}b{background:url("./x.png")}', HREF)).toBe(
      'a{src:url(/_next/static/media/a.woff2)}b{background:url("/_next/static/chunks/x.png")}',
    );
    const absolute = 'a{background:url(/images/x.jpg)}b{background:url(data:image/png;base64,AA)}c{mask:url(#m)}';
    expect(absoluteUrls(absolute, HREF)).toBe(absolute);
  });

  it('puts the text in once and keeps the link, disabled, for React to find', () => {
    const { html, inlined } = inlineStylesheets(page(LINK), () => CSS);
    expect(inlined).toEqual([HREF]);
    expect(html).toContain(`<style data-inlined="${HREF}">@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2")}body{color:red}</style>`);
    expect(html).toContain(`<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`);
    expect(html.split('body{color:red}')).toHaveLength(2);
    expect(html).not.toContain(LINK);
  });

  it('leaves a page without Next stylesheet links as it is', () => {
    const other = page('<link rel="stylesheet" href="https://cdn.invalid/x.css"/>');
    expect(inlineStylesheets(other, () => CSS)).toEqual({ html: other, inlined: [] });
  });

  it('refuses a stylesheet that would end the <style> early', () => {
    expect(() => inlineStylesheets(page(LINK), () => 'a::after{content:"</style>"}')).toThrow('</style');
  });

  it('rewrites every pre-rendered copy of a page in the build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'cedarline-inline-'));
    try {
      const write = (name: string, text: string) => {
        mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
        writeFileSync(path.join(dist, name), text);
      };
      write('static/chunks/site.css', CSS);
      write('server/app/about.html', page(LINK));
      write('server/route-cache/APP_PAGE/abc/$/about.html', page(LINK));
      write('server/app/about.rsc', `1:HL["${HREF}","style"]`);
      expect(inlineBuild(dist)).toBe(2);
      for (const file of ['server/app/about.html', 'server/route-cache/APP_PAGE/abc/$/about.html']) {
        expect(readFileSync(path.join(dist, file), 'utf8')).toContain('<style data-inlined=');
      }
      expect(readFileSync(path.join(dist, 'server/app/about.rsc'), 'utf8')).toBe(`1:HL["${HREF}","style"]`);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
