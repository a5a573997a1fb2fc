import { SECURITY_HEADERS } from '../lib/security/headers.mjs';
import { expect, test } from './fixtures';

/** Every redirect carries the headers pages carry. */
function expectSecurityHeaders(headers: Record<string, string>) {
  for (const { key, value } of SECURITY_HEADERS) expect(headers[key.toLowerCase()], key).toBe(value);
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

  test('a browser following a mixed-case link lands on the page', async ({ page }) => {
    await page.goto('/About');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('static files are not redirected', async ({ request }) => {
    const response = await request.get('/icon.svg', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});
