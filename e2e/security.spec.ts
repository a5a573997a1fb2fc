import http from 'node:http';
import { STRICT_CSP } from '../lib/security/headers.mjs';
// The pages the contact form lands on without JavaScript: in no sitemap (each answers one visitor's post), pages all the same.
import { MESSAGE_PAGE_PATHS } from '../supabase/functions/_shared/message-pages.mjs';
import { inlineScriptHashes } from '../lib/security/inline-scripts.mjs';
import { hydrated, sourcesOf, STATIC_HEADERS, unlistedScripts, violations, watchViolations } from './support/csp';
import { expect, sitemapPaths, test } from './fixtures';

/**
 * Paths answered by a not-found page: the generic one (for a path that looks like a file too, and for
 * the hosts' own /_headers, which public/ holds), and the unknown hotel's own.
 */
const NOT_FOUND_PATHS = ['/no-such-page', '/hotels/no-such-hotel', '/wp-login.php', '/_headers'];
const BACKEND = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321';

// Headers do not depend on the viewport: check them once.
/** A request with any method token, as a client on the network could send it (fetch refuses TRACE). */
function rawRequest(
  origin: string,
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    // The path as written, unparsed: a URL would re-encode what does not decode.
    const request = http.request({ hostname, port, path, method }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers as Record<string, string> }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('security headers', { tag: '@desktop' }, () => {
  test('every page and every kind of 404 carries the security headers and a policy that runs no script it does not list', async ({
    page,
    request,
  }) => {
    const paths = [...(await sitemapPaths(page)), ...MESSAGE_PAGE_PATHS, ...NOT_FOUND_PATHS];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(NOT_FOUND_PATHS.includes(path) ? 404 : 200);
      const headers = response.headers();
      expect(headers, path).toMatchObject(STATIC_HEADERS);
      expect(headers['x-powered-by'], path).toBeUndefined();
      const csp = headers['content-security-policy'] ?? '';
      const scripts = sourcesOf(csp);
      expect(scripts, path).toContain("'self'");
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(
        scripts.filter((source) => source !== "'self'" && !source.startsWith("'sha256-")),
        path,
      ).toEqual([]);
      expect(sourcesOf(csp, 'default-src'), path).toEqual(["'self'"]);
      expect(sourcesOf(csp, 'object-src'), path).toEqual(["'none'"]);
      expect(sourcesOf(csp, 'base-uri'), path).toEqual(["'none'"]);
      expect(sourcesOf(csp, 'frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  test('a method the site does not serve answers 405 with Allow and the security headers on every kind of path, never a 500', async ({
    request,
    baseURL,
  }) => {
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await request.get('/')).text())?.[1];
    expect(chunk).toBeTruthy();
    for (const path of ['/', '/about', chunk!, '/robots.txt', '/icon.svg', '/no-such-page', '/About']) {
      for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'TRACK', 'FOO']) {
        const { status, headers } = await rawRequest(baseURL!, method, path);
        expect(status, `${method} ${path}`).toBe(405);
        expect(headers.allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(headers, `${method} ${path}`).toMatchObject({
          ...STATIC_HEADERS,
          'content-security-policy': STRICT_CSP,
        });
      }
    }
  });

  test('a request target that is not a path answers 400, one over 4096 characters 414, with the headers; a long path redirects, never a 5xx', async ({
    baseURL,
  }) => {
    const targets: [string, number][] = [
      ['*', 400],
      ['*about', 400],
      ['http://evil.example/', 400],
      [`${baseURL}/about`, 400],
      [`/${'a'.repeat(5000)}`, 414],
      [`//${'a'.repeat(8000)}`, 414],
    ];
    for (const [target, expected] of targets) {
      for (const method of ['GET', 'HEAD']) {
        const { status, headers } = await rawRequest(baseURL!, method, target);
        const shown = `${method} ${target.slice(0, 40)}`;
        expect(status, shown).toBe(expected);
        expect(headers.location, shown).toBeUndefined();
        expect(headers, shown).toMatchObject({ ...STATIC_HEADERS, 'content-security-policy': STRICT_CSP });
      }
    }
    // Next's redirect of a long path repeats it in Location and Refresh: through the front, not a 502.
    const { status, headers } = await rawRequest(baseURL!, 'GET', `/About${'a'.repeat(4000)}/`);
    expect(status).toBe(308);
    expect(new URL(headers.location!, baseURL).pathname).toBe(`/about${'a'.repeat(4000)}`);
  });

  test('a path whose percent-encoding does not decode answers 400 with the security headers and a policy', async ({
    baseURL,
  }) => {
    for (const path of ['/%', '/%zz', '/about%', '/ur/%E0%A4%A']) {
      for (const method of ['GET', 'HEAD']) {
        const { status, headers } = await rawRequest(baseURL!, method, path);
        expect(status, `${method} ${path}`).toBe(400);
        expect(headers, `${method} ${path}`).toMatchObject({
          ...STATIC_HEADERS,
          'content-security-policy': STRICT_CSP,
        });
      }
    }
  });

  test("assets, text files and Next's own paths carry the same headers as pages, with a policy that allows nothing", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    const image = /(\/images\/[^"?&\s]+\.jpg)/.exec(html)?.[1];
    expect(chunk).toBeTruthy();
    expect(image).toBeTruthy();
    // Next's image optimizer sends its own policy, as strict and sandboxed, in place of ours.
    const IMAGE_CSP = "script-src 'none'; frame-src 'none'; sandbox;";
    const answers = [
      [chunk!, 200, STRICT_CSP],
      [image!, 200, STRICT_CSP],
      [`/_next/image?url=${encodeURIComponent(image!)}&w=640&q=75`, 200, IMAGE_CSP],
      ['/sitemap.xml', 200, STRICT_CSP],
      ['/robots.txt', 200, STRICT_CSP],
      ['/icon.svg', 200, STRICT_CSP],
      // What Next answers itself under /_next: a plain 404, its not-found page, image errors.
      ['/_next/static/no-such-chunk.js', 404, STRICT_CSP],
      ['/_next/no-such-path', 404, STRICT_CSP],
      ['/_next/image?url=%2Fnope.jpg&w=640&q=75', 404, STRICT_CSP],
      ['/_next/image?url=x', 400, STRICT_CSP],
    ] as const;
    for (const [path, status, csp] of answers) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(response.headers(), path).toMatchObject(STATIC_HEADERS);
      expect(response.headers()['permissions-policy'], path).toContain('camera=()');
      expect(response.headers()['x-powered-by'], path).toBeUndefined();
      // One policy: two would both be enforced.
      const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
      expect(
        policies.map(({ value }) => value),
        path,
      ).toEqual([csp]);
    }
  });

  test('a path that looks like a file but is none gets the not-found page with its policy', async ({ request }) => {
    const policy = (await request.get('/no-such-page')).headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'sha256-");
    for (const path of ['/wp-login.php', '/x.js', '/about.html', '/.env', '/ICON.SVG', '/images/no-such-picture.jpg']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers(), path).toMatchObject(STATIC_HEADERS);
      expect(response.headers()['content-security-policy'], path).toBe(policy);
    }
  });

  test('a redirect, a file and a text answer carry the security headers and the policy that allows nothing, as pages do', async ({
    request,
  }) => {
    for (const [path, status] of [
      ['/about/', 308],
      ['/About', 308],
      ['/lakeshore-inn-oshawa', 308],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/icon.svg', 200],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(response.headers(), path).toMatchObject({ ...STATIC_HEADERS, 'content-security-policy': STRICT_CSP });
    }
  });

  test("each document's policy lists the hash of every inline script it serves", async ({ page, request }) => {
    for (const path of [...(await sitemapPaths(page)), ...MESSAGE_PAGE_PATHS, ...NOT_FOUND_PATHS]) {
      const response = await request.get(path);
      const html = await response.text();
      expect(inlineScriptHashes(html).length, path).toBeGreaterThan(0);
      expect(unlistedScripts(html, response.headers()['content-security-policy'] ?? ''), path).toEqual([]);
    }
  });
});

test.describe('content security policy in the browser', () => {
  test.beforeEach(async ({ page }) => watchViolations(page));

  test('no page, 404 included, reports a violation or a console error, and every one hydrates', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    for (const path of [...(await sitemapPaths(page)), ...MESSAGE_PAGE_PATHS, ...NOT_FOUND_PATHS]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => hydrated(page), { message: `${path} hydrates` }).toBe(true);
      expect(await violations(page), path).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("the venue map loads from the map provider after 'Show map'", async ({ page, consoleErrors }) => {
    // Never the real internet in tests: the provider answers with a stand-in page.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>Map stand-in</p>' }),
    );
    await page.goto('/oshawa-convention-center');
    const framed = page.waitForRequest((request) => request.url().startsWith('https://www.google.com/maps'));
    await page.getByRole('button', { name: 'Show map' }).click();
    await framed;
    await expect(page.frameLocator('iframe[title^="Map of"]').getByText('Map stand-in')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the contact form reaches the backend', async ({ page, consoleErrors }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Amina');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Khan');
    await form.getByRole('textbox', { name: 'Email' }).fill(`e2e-csp-${Date.now()}@example.com`);
    await form.getByRole('textbox', { name: 'Subject' }).fill('Security headers check');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Checking that the contact form may talk to its backend.');
    const sent = page.waitForRequest((request) => request.url().startsWith(BACKEND) && request.method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // A fetch that connect-src blocks never becomes a request.
    expect((await (await sent).response())?.ok()).toBe(true);
    await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
