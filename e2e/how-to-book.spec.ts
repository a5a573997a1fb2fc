/**
 * The steps to book on each project page, in English and in Urdu: an ordered list of the record's steps, the down payment
 * it names equal to the schedule's for the plan and size it names, and the step that starts it opening the enquiry form
 * on the same page where a finger or pointer meets its button.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import english from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import { bringOnScreen, expect, test } from './fixtures';
import { expectHittable } from './support/hit';

const PROJECTS = ['cedarline-chambers', 'cedarline-villas-karachi', 'property-rf-collaboration'];
const LANGUAGES = {
  en: { prefix: '', words: english, dir: 'ltr' },
  ur: { prefix: '/ur', words: urdu, dir: 'rtl' },
} as const;
type Step = { title: { en: string; ur: string }; enquiry: boolean };
const stepsOf = (slug: string): Step[] =>
  JSON.parse(readFileSync(path.join(process.cwd(), `content/current-projects/${slug}.json`), 'utf8')).page.value.booking
    .steps;

const section = (page: Page) => page.locator('#how-to-book');
/** "{amount} ({choice})", and the choice "{plan}, {size}" (or "{plan} برائے {size}"), as the catalogue writes them. */
function downPaymentIn(text: string, words: typeof english) {
  const [before, after] = words.project.schedule.caption.split('{plan}')[1]!.split('{size}');
  const match = new RegExp(`(Rs|PKR) ([\\d,]+) \\((.+?)${escape(before!)}(.+?)${escape(after!)}\\)`).exec(text);
  expect(match, `a down payment with its plan and size in “${text}”`).not.toBeNull();
  return { amount: `${match![1]} ${match![2]}`, plan: match![3]!, size: match![4]! };
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [language, { prefix, words, dir }] of Object.entries(LANGUAGES)) {
  const lang = language as keyof typeof LANGUAGES;
  for (const slug of PROJECTS) {
    test(`${language}: ${slug} lists its steps to book in order, with the schedule's down payment, and its first step opens the enquiry form`, async ({
      page,
      consoleErrors,
    }) => {
      const steps = stepsOf(slug);
      await page.goto(`${prefix}/projects/${slug}`);
      const booking = section(page);
      await expect(booking.getByRole('heading', { level: 2, name: words.project.booking.title })).toBeVisible();
      const items = booking.getByRole('list').first().locator(':scope > li');
      await expect(items).toHaveCount(steps.length);
      for (const [index, step] of steps.entries()) {
        await expect(
          items.nth(index).getByRole('heading', { level: 3, name: step.title[lang], exact: true }),
        ).toBeVisible();
      }

      // Right to left in Urdu: a step's number (beside its title, hidden from screen readers) stands at the heading's start.
      const heading = items.first().getByRole('heading', { level: 3 });
      const number = (await heading.locator('[aria-hidden="true"]').boundingBox())!;
      const box = (await heading.boundingBox())!;
      const start = dir === 'rtl' ? box.x + box.width - (number.x + number.width) : number.x - box.x;
      expect(Math.abs(start), `the number stands at the ${dir} start of its title`).toBeLessThan(2);

      // The down payment it names is the schedule's down payment for the plan and size it names, read on screen.
      await bringOnScreen(booking.locator('ol'));
      const named = downPaymentIn(await booking.locator('ol').innerText(), words);
      const schedule = page.locator('#schedule');
      await schedule.getByLabel(words.project.schedule.sizeLabel).selectOption({ label: named.size });
      await schedule.getByLabel(words.project.schedule.planLabel).selectOption({ label: named.plan });
      const table = schedule.getByRole('table', {
        name: words.project.schedule.caption.replace('{plan}', named.plan).replace('{size}', named.size),
      });
      const downRow = table.getByRole('row').filter({ hasText: words.project.schedule.down.split(' ')[0]! });
      await expect(downRow.getByRole('cell')).toContainText(named.amount);

      // The step that starts it opens the form on the same page, in the page's language.
      const starts = steps.findIndex((step) => step.enquiry);
      const button = items.nth(starts).getByRole('link', { name: words.project.booking.enquiryButton });
      await expect(button).toHaveAttribute('href', '#enquire');
      await expectHittable(button);
      await button.click();
      await expect(page).toHaveURL(/#enquire$/);
      await expect(page.locator('#enquire').getByRole('form', { name: words.form.label })).toBeInViewport();
      expect(consoleErrors).toEqual([]);
    });
  }
}
