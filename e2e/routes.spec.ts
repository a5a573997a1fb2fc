import settings from '../content/settings.json';
import { isUrduPath } from '../lib/routes';
import { expect, sitemapPaths, test } from './fixtures';

test.describe('every page', () => {
  test('answers 200 with one h1, and its text is in the HTML without JavaScript', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const paths = await sitemapPaths(page);
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    for (const path of paths) {
      const response = await plain.goto(path);
      expect(response?.status(), path).toBe(200);
      const headings = plain.getByRole('heading', { level: 1 });
      await expect(headings, path).toHaveCount(1);
      const h1 = (await headings.textContent())?.trim() ?? '';
      expect(h1.length, `${path} h1`).toBeGreaterThan(2);
      const html = await response!.text();
      // The main content is server-rendered: the h1 and the first paragraph of main are in the raw HTML.
      const firstParagraph = (await plain.locator('main p').first().textContent())?.trim() ?? '';
      expect(html, `${path} h1 in HTML`).toContain(escapeHtml(h1).slice(0, 20));
      expect(html, `${path} text in HTML`).toContain(escapeHtml(firstParagraph).slice(0, 30));
    }
    await noJs.close();
  });

  test('has a lowercase canonical link, a description and Open Graph data', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of await sitemapPaths(page)) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/?' : path}$`),
      );
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', /summary/);
      // Each title ends with the group's name in the page's language; the home page's is that name.
      const name = isUrduPath(path) ? settings.shortName.ur : settings.shortName.en;
      if (path === '/') expect(await page.title(), path).toContain(name);
      else expect(await page.title(), path).toMatch(new RegExp(`^.+ \\| ${name}$`));
    }
  });

  test('shows the shared header and footer', async ({ page }) => {
    for (const path of (await sitemapPaths(page)).slice(0, 6)) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      // The copyright is the year the site was built: this year, as the tests build it.
      await expect(footer.getByText(`© ${new Date().getUTCFullYear()} `)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'info@cedarlinegroup.com' })).toBeVisible();
    }
  });
});

function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');
}
