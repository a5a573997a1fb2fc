import { expect, sitemapPaths, test } from './fixtures';

test.describe('links', () => {
  // Links are the same at every width: crawl once.
  test(
    'a crawl from / follows every internal link and finds no broken one',
    { tag: '@desktop' },
    async ({ page, request }) => {
      test.setTimeout(180_000);
      const seen = new Set<string>();
      const queue = ['/'];
      const broken: string[] = [];
      while (queue.length) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await request.get(path, { maxRedirects: 0 });
        const status = response.status();
        if (status === 308) {
          queue.push(new URL(response.headers()['location']!, 'http://x').pathname);
          continue;
        }
        if (status !== 200) {
          broken.push(`${path} → ${status}`);
          continue;
        }
        const html = await response.text();
        for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
          const href = match[1]!.replace(/&amp;/g, '&');
          if (!href.startsWith('/') || href.startsWith('//')) continue;
          const target = new URL(href, 'http://x');
          expect(target.pathname, `lowercase link on ${path}`).toBe(target.pathname.toLowerCase());
          if (!seen.has(target.pathname)) queue.push(target.pathname);
        }
      }
      expect(broken).toEqual([]);
      // Every canonical page is reachable by following links: nothing is orphaned.
      for (const path of await sitemapPaths(page)) expect(seen, `reachable: ${path}`).toContain(path);
    },
  );

  test('no page logs a console error', async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    for (const path of await sitemapPaths(page)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
    expect(consoleErrors).toEqual([]);
  });
});
