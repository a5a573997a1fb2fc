import http from 'node:http';
import { SECURITY_HEADERS, STRICT_CSP } from '../lib/security/headers.mjs';
import { expect, test } from './fixtures';

/** Every redirect carries the headers pages carry, and a policy that allows nothing (it has no content). */
function expectSecurityHeaders(headers: Record<string, string>) {
  for (const { key, value } of SECURITY_HEADERS) expect(headers[key.toLowerCase()], key).toBe(value);
  expect(headers['content-security-policy']).toBe(STRICT_CSP);
}

/** A GET with the request target exactly as given: fetch clients clean `//` and `\\` before sending. */
function rawGet(origin: string, target: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const request = http.request({ hostname, port, path: target, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers as Record<string, string> }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/lakeshore-inn-oshawa', '/hotels/oshawa'],
    ['/lakeshore-inn-brockville', '/hotels/brockville'],
  ] as const) {
    test(`${from} answers 308 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
      expectSecurityHeaders(response.headers());
    });
  }

  test('a path with capitals answers 308 to its lowercase form, query kept', async ({ request }) => {
    const response = await request.get('/Hotels/OSHAWA?ref=Mail', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers()['location']!, 'http://x');
    expect(location.pathname).toBe('/hotels/oshawa');
    expect(location.search).toBe('?ref=Mail');
    expectSecurityHeaders(response.headers());
  });

  for (const [from, to] of [
    ['/about/', '/about'],
    ['/hotels/oshawa/?ref=Mail', '/hotels/oshawa?ref=Mail'],
    ['/robots.txt/', '/robots.txt'],
    ['/lakeshore-inn-oshawa/', '/hotels/oshawa'],
    ['/About/', '/about'],
    ['/Lakeshore-Inn-Brockville/', '/hotels/brockville'],
  ] as const) {
    test(`a trailing slash answers one 308 with the headers: ${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers()['location']!, 'http://x');
      expect(location.pathname + location.search).toBe(to);
      expectSecurityHeaders(response.headers());
    });
  }

  for (const [from, to] of [
    ['//about', '/about'],
    ['/hotels//oshawa?ref=a//b', '/hotels/oshawa?ref=a//b'],
    ['/\\about', '/about'],
    ['//evil.example/', '/evil.example/'],
  ] as const) {
    test(`a doubled slash or a backslash answers 308 with the headers, never to another host: ${from}`, async ({
      baseURL,
    }) => {
      const { status, headers } = await rawGet(baseURL!, from);
      expect(status).toBe(308);
      expect(headers['location']).toBe(to);
      expectSecurityHeaders(headers);
    });
  }

  test('a browser following a mixed-case link lands on the page', async ({ page }) => {
    await page.goto('/About');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('static files are not redirected, and keep the case of their names', async ({ request }) => {
    expect((await request.get('/icon.svg', { maxRedirects: 0 })).status()).toBe(200);
    const html = await (await request.get('/chg-canada')).text();
    // Picture paths follow the content's field names (heroImage…): capitals included.
    const images = new Set([...html.matchAll(/\/images\/[^"?&\s]+\.jpg/g)].map(([path]) => path));
    expect(images.size).toBeGreaterThan(0);
    for (const image of images) expect((await request.get(image, { maxRedirects: 0 })).status(), image).toBe(200);
  });
});
