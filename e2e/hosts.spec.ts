/**
 * The site as another host serves it, held to what `npm start` serves: by
 * default the build's standalone server copied to a folder of its own and
 * started there (what the container runs, see Dockerfile); with HOST_ORIGIN
 * set, whatever serves that origin (`npm run check:hosts` points it at the
 * Cloudflare preview). Nothing here reads the project's build output: only
 * what the host answers.
 */
import type { Page } from '@playwright/test';
import { STRICT_CSP } from '../lib/security/headers.mjs';
import { headProblems, pageHead } from '../scripts/measure/before-lcp.mjs';
import { pagePaths } from '../scripts/site-manifest.mjs';
import { hydrated, STATIC_HEADERS, unlistedScripts, violations, watchViolations } from './support/csp';
import { expectHittable } from './support/hit';
import { startStandaloneCopy } from './support/standalone';
import { expect, isMobile, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let origin = process.env.HOST_ORIGIN ?? '';
let stop: (() => void) | undefined;

test.beforeAll(async () => {
  if (origin) return;
  ({ origin, stop } = await startStandaloneCopy());
});
test.afterAll(() => stop?.());

const at = (path: string) => new URL(path, origin).href;

/** Every page the host serves: its sitemap's, and the pages the contact form lands on. */
async function sitemap(page: Page) {
  const response = await page.request.get(at('/sitemap.xml'));
  expect(response.status()).toBe(200);
  const paths = pagePaths(await response.text());
  expect(paths.length).toBeGreaterThan(20);
  return paths;
}

/** The font requests that did not answer 200 while `visit` ran. */
async function brokenFonts(page: Page, visit: () => Promise<void>) {
  const broken: string[] = [];
  const listen = (response: {
    url: () => string;
    status: () => number;
    request: () => { resourceType: () => string };
  }) => {
    if (response.request().resourceType() === 'font' && response.status() !== 200)
      broken.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', listen);
  await visit();
  page.off('response', listen);
  return broken;
}

const NOT_FOUND = [
  { path: '/no-such-page', heading: 'Page Not Found', lang: /^en/ },
  { path: '/hotels/no-such-hotel', heading: 'Hotel Not Found', lang: /^en/ },
  { path: '/ur/no-such-page', heading: null, lang: /^ur/ },
  { path: '/wp-login.php', heading: 'Page Not Found', lang: /^en/ },
];

test(
  'every page of the sitemap lists its own inline scripts by hash, with the headers',
  { tag: '@desktop' },
  async ({ page }) => {
    for (const path of await sitemap(page)) {
      const response = await page.request.get(at(path));
      expect(response.status(), path).toBe(200);
      expect(response.headers(), path).toMatchObject(STATIC_HEADERS);
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp, path).not.toContain("'unsafe-inline' 'unsafe-eval'");
      expect(unlistedScripts(await response.text(), csp), path).toEqual([]);
    }
  },
);

test(
  'every page hydrates with no CSP violation, no console error and every font there',
  { tag: '@desktop' },
  async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    await watchViolations(page);
    const fonts = await brokenFonts(page, async () => {
      for (const path of await sitemap(page)) {
        // Not the load event: a host's image service may take its time (Cloudflare's, emulated in preview, seconds a picture).
        await page.goto(at(path), { waitUntil: 'domcontentloaded' });
        await page.evaluate(() => document.fonts.ready);
        await expect.poll(() => hydrated(page), { message: `${path} hydrates` }).toBe(true);
        expect(await violations(page), path).toEqual([]);
      }
    });
    expect(fonts).toEqual([]);
    expect(consoleErrors).toEqual([]);
  },
);

test("the site's own not-found pages answer 404 and hydrate", async ({ page }) => {
  await watchViolations(page);
  for (const { path, heading, lang } of NOT_FOUND) {
    const response = await page.goto(at(path), { waitUntil: 'domcontentloaded' });
    expect(response?.status(), path).toBe(404);
    expect(unlistedScripts(await response!.text(), response!.headers()['content-security-policy'] ?? ''), path).toEqual(
      [],
    );
    await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
    if (heading) await expect(page.getByRole('heading', { name: heading }), path).toBeVisible();
    await expect.poll(() => hydrated(page), { message: `${path} hydrates` }).toBe(true);
    expect(await violations(page), path).toEqual([]);
  }
});

test("redirects, files and Next's assets carry the headers and one policy that allows nothing", async ({ page }) => {
  const html = await (await page.request.get(at('/'))).text();
  const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const image = /(\/images\/[^"?&\s]+\.jpg)/.exec(html)?.[1];
  const font = /url\((?:'|")?(\/fonts\/[^'")]+\.woff2)/.exec(html)?.[1];
  const print = /<link rel="stylesheet" media="print" href="(\/styles\/print-[0-9a-f]+\.css)"/.exec(html)?.[1];
  expect([chunk, image, font, print].every(Boolean), `${chunk} ${image} ${font} ${print}`).toBe(true);
  const answers: [string, number, string?][] = [
    ['/About', 308, '/about'],
    ['/about/', 308, '/about'],
    ['/lakeshore-inn-oshawa', 308, '/hotels/oshawa'],
    ['/robots.txt', 200],
    ['/sitemap.xml', 200],
    // A project's progress feeds, written at build (app/(site)/projects/[slug]/progress.xml).
    ['/projects/cedarline-chambers/progress.xml', 200],
    ['/ur/projects/cedarline-chambers/progress.xml', 200],
    [chunk!, 200],
    [image!, 200],
    [font!, 200],
    [print!, 200],
  ];
  for (const [path, status, location] of answers) {
    const response = await page.request.get(at(path), { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    if (location) expect(new URL(response.headers().location!, origin).pathname, path).toBe(location);
    expect(response.headers(), path).toMatchObject(STATIC_HEADERS);
    const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
    expect(
      policies.map(({ value }) => value),
      path,
    ).toEqual([STRICT_CSP]);
  }
  for (const feed of ['/projects/cedarline-chambers/progress.xml', '/ur/projects/cedarline-chambers/progress.xml']) {
    expect((await page.request.get(at(feed))).headers()['content-type'], feed).toBe(
      'application/atom+xml; charset=utf-8',
    );
  }
  // The faces and the print rules are served under their content hash: a browser keeps them.
  for (const file of [font!, print!])
    expect((await page.request.get(at(file))).headers()['cache-control'], file).toContain('immutable');
  const printRules = await page.request.get(at(print!));
  expect(printRules.headers()['content-type'], print).toMatch(/^text\/css/);
  expect(await printRules.text(), print).toContain('@page');
});

test('a method but GET and HEAD is answered 405 with Allow, a path that does not decode 400, each with the headers and the policy that allows nothing', async ({
  page,
}) => {
  for (const path of ['/', '/about', '/no-such-page', '/robots.txt']) {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await page.request.fetch(at(path), { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      const allowed = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'allow')
        .flatMap(({ value }) => value.split(/\s*,\s*/));
      expect(allowed.sort(), `${method} ${path}`).toEqual(['GET', 'HEAD']);
      expect(response.headers(), `${method} ${path}`).toMatchObject(STATIC_HEADERS);
      expect(response.headers()['content-security-policy'], `${method} ${path}`).toBe(STRICT_CSP);
    }
  }
  for (const path of ['/%zz', '/about%']) {
    const response = await page.request.get(at(path), { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(response.headers(), path).toMatchObject(STATIC_HEADERS);
    expect(response.headers()['content-security-policy'], path).toBe(STRICT_CSP);
  }
});

test('the first paint waits for nothing: the stylesheet inlined once, no font preloaded, the hero first', async () => {
  for (const path of ['/', '/about', '/hotels/oshawa', '/ur/chg-pakistan', '/ur']) {
    const { head } = await pageHead(origin, path);
    expect(headProblems(head), path).toEqual([]);
  }
});

test('a menu opens where a finger or pointer meets it', async ({ page }) => {
  await page.goto(at('/'), { waitUntil: 'domcontentloaded' });
  await expect.poll(() => hydrated(page)).toBe(true);
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expectHittable(menu.getByRole('link', { name: 'About Us' }));
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'CHG Canada' }).hover();
    await expectHittable(nav.getByRole('link', { name: 'Lakeshore Inn & Suites Oshawa' }));
  }
});
