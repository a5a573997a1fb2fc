import { expect, test } from './fixtures';

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/lakeshore-inn-oshawa', '/hotels/oshawa'],
    ['/lakeshore-inn-brockville', '/hotels/brockville'],
  ] as const) {
    test(`${from} answers 308 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
    });
  }

  test('a path with capitals answers 308 to its lowercase form, query kept', async ({ request }) => {
    const response = await request.get('/Hotels/OSHAWA?ref=Mail', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers()['location']!, 'http://x');
    expect(location.pathname).toBe('/hotels/oshawa');
    expect(location.search).toBe('?ref=Mail');
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
