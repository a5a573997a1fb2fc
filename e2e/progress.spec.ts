/**
 * A buyer paying in installments follows the building work: the project page gives the latest update first, with its date,
 * stage, share and photos, and the earlier ones below it; the Ongoing Projects cards give each project's latest share and
 * date; the page links to an Atom feed of the updates, which the site serves as Atom. In English and in Urdu.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import english from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import { expect, settle, test, WCAG_TAGS } from './fixtures';
import { expectHittable } from './support/hit';

type Update = { date: string; milestone: keyof typeof english.project.progress.stages; floor?: number; share: number };
const recordOf = (slug: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), `content/current-projects/${slug}.json`), 'utf8')) as {
    name: string;
    nameInUrdu: string;
    floors?: number;
    progress: Update[];
  };
const CHAMBERS = recordOf('cedarline-chambers');
/** The record's updates, the latest first (the editor may list them in any order). */
const updates = [...CHAMBERS.progress].sort((a, b) => b.date.localeCompare(a.date));
const latest = updates[0]!;
const earlier = updates.slice(1);

/** A day as the site writes dates in each language (lib/format.ts). */
const dayIn = (day: string, locale: 'en' | 'ur') =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ur-PK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

const LANGUAGES = [
  { locale: 'en', words: english.project.progress, page: '/projects/cedarline-chambers', ongoing: '/ongoing-projects' },
  {
    locale: 'ur',
    words: urdu.project.progress,
    page: '/ur/projects/cedarline-chambers',
    ongoing: '/ur/ongoing-projects',
  },
] as const;

async function axeViolations(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).include('#progress').withTags(WCAG_TAGS).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const { locale, words, page: address, ongoing } of LANGUAGES) {
  test.describe(`construction progress (${locale})`, () => {
    test('the project page gives the latest update first, with its date, stage, share and photos, and the earlier ones below', async ({
      page,
      consoleErrors,
    }) => {
      expect(latest).toMatchObject({ date: '2026-11-06', milestone: 'structure', floor: 8, share: 55 });
      await page.goto(address);
      const section = page.locator('section#progress');
      await expect(section.getByRole('heading', { level: 2, name: words.title })).toBeVisible();
      const first = section.getByRole('article', { name: words.latest });
      await expect(first).toContainText(fill(words.asOf, { date: dayIn(latest.date, locale) }));
      await expect(first).toContainText(fill(words.structure, { floor: latest.floor!, floors: CHAMBERS.floors! }));
      await expect(first).toContainText(fill(words.share, { percent: latest.share }));
      await expect(first.locator('time')).toHaveAttribute('datetime', latest.date);
      await expect(first.getByRole('figure')).toHaveCount(1);
      // The latest update comes before the timeline of the earlier ones, which runs from the newest to the oldest.
      const timeline = section.getByRole('list');
      await expect(section.getByRole('heading', { level: 3, name: words.earlier })).toBeVisible();
      await expect(timeline.getByRole('listitem')).toHaveCount(earlier.length);
      expect(
        await timeline.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
      ).toEqual(earlier.map((update) => update.date));
      const previous = earlier[0]!;
      await expect(timeline.getByRole('listitem').first()).toContainText(
        fill(words.structure, { floor: previous.floor!, floors: CHAMBERS.floors! }),
      );
      const firstBox = await first.boundingBox();
      const timelineBox = await timeline.boundingBox();
      expect(firstBox!.y).toBeLessThan(timelineBox!.y);
      // Every picture loads.
      for (const image of await section.locator('img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
          .toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test('the page links to its Atom feed, in the head and where a reader sees it, and the site serves it as Atom', async ({
      page,
    }) => {
      await page.goto(address);
      const feedPath = `${address}/progress.xml`;
      const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      await expect(head).toHaveCount(1);
      expect(new URL((await head.getAttribute('href'))!).pathname).toBe(feedPath);
      const follow = page.locator('section#progress').getByRole('link', { name: words.follow });
      await expectHittable(follow);
      await expect(follow).toHaveAttribute('href', feedPath);
      const response = await page.request.get(feedPath);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      const xml = await response.text();
      expect(xml).toContain(`xml:lang="${locale === 'en' ? 'en-CA' : 'ur'}"`);
      expect([...xml.matchAll(/<entry>/g)]).toHaveLength(updates.length);
      expect(xml).toContain(`<updated>${latest.date}T00:00:00Z</updated>`);
      // An entry's link is the update on the page, which is there to land on.
      const entry = /<entry>\s*<id>([^<]+)<\/id>/.exec(xml)![1]!;
      await page.goto(new URL(entry).pathname + new URL(entry).hash);
      await expect(page.locator(new URL(entry).hash)).toContainText(dayIn(latest.date, locale));
    });

    test('each card of the Ongoing Projects page gives its project’s latest share and date', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(ongoing);
      for (const slug of ['cedarline-chambers', 'cedarline-enclave', 'cedarline-heights']) {
        const record = recordOf(slug);
        const newest = [...record.progress].sort((a, b) => b.date.localeCompare(a.date))[0]!;
        const card = page
          .getByRole('heading', { level: 3, name: locale === 'en' ? record.name : record.nameInUrdu })
          .locator('xpath=ancestor::*[contains(@class, "group")][1]');
        await expect(card).toContainText(
          fill(words.card, { share: fill(words.share, { percent: newest.share }), date: dayIn(newest.date, locale) }),
        );
      }
      // A project ready for possession has no updates, and its card says none.
      const ready = recordOf('cedarline-villas-karachi');
      const villas = page
        .getByRole('heading', { level: 3, name: locale === 'en' ? ready.name : ready.nameInUrdu })
        .locator('xpath=ancestor::*[contains(@class, "group")][1]');
      await expect(villas).toBeVisible();
      await expect(villas).not.toContainText(fill(words.share, { percent: '' }).trim());
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('a feed for a project with no page, or no updates, is not served', async ({ page }) => {
  for (const missing of [
    '/projects/cedarline-enclave/progress.xml',
    '/projects/cedarline-villas-karachi/progress.xml',
  ]) {
    expect((await page.request.get(missing)).status(), missing).toBe(404);
  }
});
