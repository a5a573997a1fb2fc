import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import en from '../content/messages/en.json';
import ur from '../content/messages/ur.json';
import { fillTemplate } from '../lib/format';
import { expect, settle, test, WCAG_TAGS } from './fixtures';
import { expectHittable } from './support/hit';

/** The records as the editor saved them: what the page must show is counted here again, from the rooms. */
type Room = { name: { en: string; ur: string }; kind: string; level: string; width: number; depth: number };
type Size = {
  area: number;
  unit: 'sq-yd' | 'sq-ft';
  kind: string;
  plan: { frontage: number; depth: number; rooms: Room[] };
};
const ON_SALE = readdirSync('content/current-projects')
  .map((file) => ({
    slug: file.replace(/\.json$/, ''),
    record: JSON.parse(readFileSync(`content/current-projects/${file}`, 'utf8')),
  }))
  .filter(({ record }) => record.page.discriminant)
  .map(({ slug, record }) => ({ slug, sizes: record.page.value.sizes.items as Size[] }));
const OPEN = ['porch', 'lawn', 'balcony', 'terrace', 'setback', 'buildable'];
const CATALOGUES = { en, ur };
const LEVELS = ['single', 'ground', 'first', 'second', 'roof'];

/** What a buyer is told of a size, worked out from its rooms as a buyer would: count the bedrooms, add up the rooms under a roof. */
function expected(size: Size, locale: 'en' | 'ur') {
  const words = CATALOGUES[locale].project;
  const count = (kind: string) => size.plan.rooms.filter((room) => room.kind === kind).length;
  const covered = size.plan.rooms
    .filter((room) => !OPEN.includes(room.kind))
    .reduce((sum, room) => sum + room.width * room.depth, 0);
  const plural = (forms: { one: string; other: string }, n: number) =>
    fillTemplate(n === 1 ? forms.one : forms.other, { count: n });
  return {
    name: fillTemplate(words.sizes.name, {
      area: size.area,
      unit: words.sizes.units[size.unit],
      kind: words.sizes.kinds[size.kind as 'villa'],
    }),
    facts: [
      count('bedroom') ? plural(words.floorPlans.bedrooms, count('bedroom')) : '',
      count('bathroom') ? plural(words.floorPlans.bathrooms, count('bathroom')) : '',
      covered ? fillTemplate(words.floorPlans.covered, { area: covered.toLocaleString('en') }) : '',
    ].filter(Boolean),
    levels: new Set(size.plan.rooms.map((room) => room.level)).size,
    // The table lists the rooms level by level, from the bottom up.
    rooms: LEVELS.flatMap((level) =>
      size.plan.rooms.filter((room) => room.level === level).map((room) => room.name[locale]),
    ),
  };
}

test.describe('floor plans, drawn from their rooms', () => {
  for (const { slug, sizes } of ON_SALE) {
    for (const locale of ['en', 'ur'] as const) {
      test(`${slug} (${locale}): a plan per size, its counts the rooms', a table of them, every control reachable, axe clean`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(`${locale === 'ur' ? '/ur' : ''}/projects/${slug}`);
        const words = CATALOGUES[locale].project.floorPlans;
        const section = page.locator('#floor-plans');
        await expect(section.getByRole('heading', { level: 2, name: words.title })).toBeVisible();
        const plans = section.locator('details');
        await expect(plans).toHaveCount(sizes.length);
        for (const [index, size] of sizes.entries()) {
          const { name, facts, levels, rooms } = expected(size, locale);
          const plan = plans.nth(index);
          const summary = plan.locator('summary');
          await expect(summary).toContainText(name);
          for (const fact of facts) {
            await expect(summary).toContainText(fact);
            // The sizes table states the same figures beside the size.
            await expect(
              page.locator('#available-units').getByRole('row', { name: new RegExp(`^${name}`) }),
            ).toContainText(fact);
          }
          if (index > 0) {
            await expect(plan).not.toHaveAttribute('open');
            await expectHittable(summary);
            await summary.click();
          }
          await expect(plan).toHaveAttribute('open');
          const drawings = plan.getByRole('img');
          await expect(drawings).toHaveCount(levels);
          await expect(drawings.first()).toHaveAccessibleName(new RegExp(name));
          const table = plan.getByRole('table', { name: fillTemplate(words.caption, { size: name }) });
          await expect(table.locator('tbody th[scope=row]')).toHaveText(
            rooms.map((room, number) => fillTemplate(words.room, { number: number + 1, name: room })),
          );
          // Every label stays inside its room: a name that does not fit gives way to the room's number.
          const outside = await plan.locator('rect[data-room]').evaluateAll((rooms) =>
            rooms.flatMap((room) => {
              const edges = room.getBoundingClientRect();
              const labels: Element[] = [];
              for (let next = room.nextElementSibling; next?.tagName === 'text'; next = next.nextElementSibling)
                labels.push(next);
              return labels.flatMap((label) => {
                const box = label.getBoundingClientRect();
                const inside =
                  box.left >= edges.left - 1 &&
                  box.right <= edges.right + 1 &&
                  box.top >= edges.top - 1 &&
                  box.bottom <= edges.bottom + 1;
                return inside ? [] : [label.textContent];
              });
            }),
          );
          expect(outside, 'labels drawn past their room').toEqual([]);
        }
        // The button to the sizes names what they are: "View Available Shops and Offices".
        const kinds = [...new Set(sizes.map((size) => CATALOGUES[locale].project.sizes.plurals[size.kind as 'villa']))];
        const button = page.getByRole('link', {
          name: fillTemplate(CATALOGUES[locale].project.sizes.view, {
            kinds: kinds.join(locale === 'en' ? ' and ' : ' اور '),
          }),
          exact: true,
        });
        await expectHittable(button.first());
        await settle(page);
        const { violations } = await new AxeBuilder({ page }).include('#floor-plans').withTags(WCAG_TAGS).analyze();
        expect(
          violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
        ).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('a plan is not mirrored on an Urdu page: the porch is on the same side in both languages', async ({ page }) => {
    const porchX = async (path: string) => {
      await page.goto(path);
      return page
        .locator('#floor-plans details')
        .first()
        .locator('svg[data-level=ground] rect[data-room="1"]')
        .evaluate((rect) => {
          const svg = (rect as SVGRectElement).ownerSVGElement!.getBoundingClientRect();
          const box = rect.getBoundingClientRect();
          return Math.round(((box.left - svg.left) / svg.width) * 100);
        });
    };
    expect(await porchX('/ur/projects/cedarline-villas-karachi')).toBe(
      await porchX('/projects/cedarline-villas-karachi'),
    );
  });
});
