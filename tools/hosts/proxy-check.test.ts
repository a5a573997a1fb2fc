import { createHash } from 'node:crypto';
import { SECURITY_HEADERS, STRICT_CSP } from '../../lib/security/headers.mjs';
import { ALLOW, refusedWith } from '../../lib/security/requests.mjs';
import { proxyProblems } from './proxy-check.mjs';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const page = (script: string, extra = '') =>
  `<html lang="${extra || 'en'}"><body>${script ? `<script>${script}</script>` : ''}Hotel Not Found</body></html>`;
const PAGES: Record<string, string> = {
  '/': page('home()'),
  '/about': page('about()'),
  '/_not-found': page('missing()'),
};
const SECURITY = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]));
const policy = (...scripts: string[]) => `default-src 'self'; script-src 'self' ${scripts.map(hash).join(' ')}`;

/** A proxy that answers as the site's does; `change` alters one answer. */
function proxy(change: (path: string, response: Response, method: string) => Response = (_path, response) => response) {
  return async (path: string, method = 'GET') => {
    const answer = (() => {
      const refused = refusedWith(method, path);
      if (refused)
        return new Response(null, {
          status: refused,
          headers: { ...SECURITY, allow: ALLOW, 'content-security-policy': STRICT_CSP },
        });
      if (PAGES[path])
        return new Response(null, {
          headers: { 'content-security-policy': policy(PAGES[path]!.match(/<script>(.*?)<\/script>/)![1]!) },
        });
      if (path === '/hotels/no-such-hotel')
        return new Response(page('hotel()'), {
          status: 404,
          headers: { ...SECURITY, 'content-security-policy': policy('hotel()') },
        });
      if (path === '/ur/no-such-page')
        return new Response(page('urdu()', 'ur').replace('Hotel Not Found', ''), {
          status: 404,
          headers: { ...SECURITY, 'content-security-policy': policy('urdu()') },
        });
      const moved = { '/About': '/about', '/about/': '/about', '/lakeshore-inn-oshawa': '/hotels/oshawa' }[path];
      if (moved)
        return new Response(null, {
          status: 308,
          headers: { ...SECURITY, location: moved, 'content-security-policy': STRICT_CSP },
        });
      if (/\.(txt|xml|woff2)$/.test(path))
        return new Response(null, { headers: { 'content-security-policy': STRICT_CSP } });
      return new Response(null, { headers: { 'content-security-policy': policy('missing()') } });
    })();
    return change(path, answer, method);
  };
}
const check = (answer: (path: string, method?: string) => Promise<Response>) =>
  proxyProblems({ answer, pageHtml: (path) => PAGES[path]!, paths: ['/', '/about'], file: '/fonts/a.woff2' });

describe("a host's packaged proxy", () => {
  it('passes when it answers as the site needs', async () => {
    expect(await check(proxy())).toEqual([]);
  });

  it("names a page whose policy does not allow its scripts, as a proxy built without the site's policy answers", async () => {
    const withoutPolicy = proxy((path, response, method) =>
      path === '/about' && method === 'GET'
        ? new Response(null, { headers: { 'content-security-policy': "script-src 'self'" } })
        : response,
    );
    expect(await check(withoutPolicy)).toEqual([
      '/about: 1 inline script(s) of its page not allowed by the policy the proxy gives it',
    ]);
  });

  it("names a not-found that is not the site's own, a redirect without the headers, a file with a page's policy", async () => {
    const broken = proxy((path, response) => {
      if (path === '/hotels/no-such-hotel') return new Response('Not Found', { status: 404 });
      if (path === '/About')
        return new Response(null, {
          status: 308,
          headers: { location: '/about', 'content-security-policy': STRICT_CSP },
        });
      if (path === '/robots.txt')
        return new Response(null, { headers: { 'content-security-policy': policy('missing()') } });
      return response;
    });
    const problems = await check(broken);
    expect(problems).toContain("/hotels/no-such-hotel: answered 404 without the site's own not-found page");
    expect(problems).toContain('/About: no Strict-Transport-Security');
    expect(problems).toContain("/robots.txt: a file's policy is not the one that allows nothing");
  });

  it('names a method the proxy passes on, and a refusal without its headers', async () => {
    const lax = proxy((path, response, method) => {
      if (method === 'OPTIONS' && path === '/') return new Response(null, { status: 204 });
      if (method === 'DELETE' && path === '/about')
        return new Response(null, { status: 405, headers: { allow: ALLOW, 'content-security-policy': STRICT_CSP } });
      if (path === '/%zz') return new Response(null, { status: 500 });
      return response;
    });
    const problems = await check(lax);
    expect(problems).toContain(`OPTIONS /: answered 204, not 405 with Allow: ${ALLOW}`);
    expect(problems).toContain('DELETE /about: no Strict-Transport-Security');
    expect(problems).toContain('/%zz: answered 500, not 400');
  });
});
