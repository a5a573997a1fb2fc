/**
 * A project page printed is a brochure: Chromium prints it to A4 as a reader's print dialog does (print media, the page's
 * own @page size and margins), and the PDF is read back: at most two sheets; each part of the brochure by its heading in
 * the PDF's outline (Chromium makes one from the headings it printed, in Unicode, so Urdu reads as written, where the
 * text drawn in the Nastaliq face comes back as its glyphs' fragments); and each part's figures, numbers and addresses
 * (Latin and digits, in either language) in the PDF's text. Every section heading on paper is a part the brochure lists.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import english from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import { fillTemplate } from '../lib/format';
import { expect, test } from './fixtures';

const PROJECTS = ['cedarline-chambers', 'cedarline-villas-karachi', 'property-rf-collaboration'];
const LANGUAGES = { en: { prefix: '', words: english }, ur: { prefix: '/ur', words: urdu } } as const;
type Language = keyof typeof LANGUAGES;
type Words = (typeof LANGUAGES)[Language]['words'];
const MAX_SHEETS = 2;

type Project = {
  name: string;
  nameInUrdu: string;
  progress?: { date: string; share: number }[];
  page: { value: { approvals: { number: string }[]; booking: { steps: { title: { en: string; ur: string } }[] } } };
};
const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8'));
const settings = read('content/settings.json');
const team = read('content/teams/karachi-sales.json');

/**
 * A part of the brochure: the section heading (h2, or the page's h1) it prints under, the headings inside it, and what
 * the printed text must hold (Latin and digits: numbers, phones, addresses).
 */
type Part = { name: string; heading: string; headings?: string[]; holds?: string[] };
type PartOf = (project: Project, language: Language, words: Words) => Part | null;

/** The parts of a project's brochure, in the order they print (null: a part this project has not). */
const BROCHURE_PARTS: PartOf[] = [
  (project, language) => ({
    name: 'name, summary and price',
    heading: language === 'en' ? project.name : project.nameInUrdu,
    holds: language === 'en' ? [] : [project.name],
  }),
  (project, _, words) => ({
    name: 'approvals',
    heading: words.project.approvals.title,
    holds: project.page.value.approvals.map(({ number }) => number),
  }),
  (project, language, words) => {
    const latest = (project.progress ?? []).toSorted((a, b) => b.date.localeCompare(a.date))[0];
    if (!latest) return null;
    const share = language === 'en' ? `${latest.share}%` : String(latest.share);
    return { name: 'latest construction progress', heading: words.project.progress.title, holds: [share] };
  },
  (_, __, words) => ({ name: 'sizes and prices', heading: words.project.offering.plotsTitle }),
  (_, __, words) => ({ name: 'floor plans', heading: words.project.floorPlans.title }),
  (_, __, words) => ({
    name: 'payment plans and the schedule',
    heading: words.project.offering.paymentsTitle,
    headings: [words.project.schedule.title],
  }),
  (project, language, words) => ({
    name: 'steps to book',
    heading: words.project.booking.title,
    headings: project.page.value.booking.steps.map((step) => step.title[language]),
  }),
  (project, language, words) => ({
    name: 'contact',
    heading: fillTemplate(words.project.offering.enquireTitle, {
      name: language === 'en' ? project.name : project.nameInUrdu,
    }),
    holds: [
      settings.offices.pakistan.phone,
      team.phone.value,
      team.whatsapp.value.number,
      settings.offices.pakistan.address.en.match(/\d{5}/)[0],
    ],
  }),
];
/** Text as compared: NFKC, without spaces, bidi marks or tatweel. */
const comparable = (text: string) => text.normalize('NFKC').replace(/[\s\u200c-\u200f\u2066-\u2069\u0640]+/g, '');
/** A heading as compared with the outline, which gives a run of digits in an Urdu title in visual order: its characters. */
const key = (text: string) => [...comparable(text)].sort().join('');

type Heading = { title: string; level: number; sheet: number };
/** Whether the page has its print rules, a stylesheet of their own linked for paper only (scripts/print-stylesheet.mjs). */
const printRulesLoaded = () =>
  [...document.styleSheets].some((sheet) => sheet.media.mediaText === 'print' && sheet.cssRules.length > 0);
/** The page printed to A4 as a reader prints it: its sheets, its outline's headings and its text. */
async function printed(page: Page, name: string) {
  await expect.poll(() => page.evaluate(printRulesLoaded)).toBe(true);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, outline: true, tagged: true });
  const dir = test.info().outputPath();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.pdf`), pdf);
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const headings: Heading[] = [];
  const walk = async (items: Awaited<ReturnType<typeof document.getOutline>>, level: number) => {
    for (const item of items ?? []) {
      const dest = typeof item.dest === 'string' ? await document.getDestination(item.dest) : item.dest;
      const sheet = dest ? (await document.getPageIndex(dest[0])) + 1 : 0;
      // A heading that Chromium laid out on one sheet and moved to the next (to keep it with what follows) is titled twice over.
      const half = item.title.slice(0, item.title.length / 2);
      headings.push({ title: `${half}${half}` === item.title ? half : item.title, level, sheet });
      await walk(item.items, level + 1);
    }
  };
  await walk(await document.getOutline(), 1);
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { sheets: totalPages, headings, text: comparable(text) };
}

for (const [language, { prefix, words }] of Object.entries(LANGUAGES) as [Language, (typeof LANGUAGES)[Language]][]) {
  for (const slug of PROJECTS) {
    test(`${language}: ${slug} prints as a brochure on at most ${MAX_SHEETS} A4 sheets with each of its parts @desktop`, async ({
      page,
    }) => {
      const project: Project = read(`content/current-projects/${slug}.json`);
      await page.goto(`${prefix}/projects/${slug}`);
      await expect(page.locator('#schedule table').first()).toBeVisible();
      const { sheets, headings, text } = await printed(page, `${language}-${slug}`);
      expect.soft(sheets, 'sheets of A4').toBeLessThanOrEqual(MAX_SHEETS);

      const parts = BROCHURE_PARTS.flatMap((part) => part(project, language, words) ?? []);
      const printedKeys = new Set(headings.map((heading) => key(heading.title)));
      for (const part of parts) {
        for (const heading of [part.heading, ...(part.headings ?? [])]) {
          expect.soft(printedKeys.has(key(heading)), `the ${part.name}: “${heading}” printed`).toBe(true);
        }
        for (const held of part.holds ?? [])
          expect.soft(text, `the ${part.name}: “${held}”`).toContain(comparable(held));
      }
      // Every section on paper is a part of the brochure: the h1 and the h2s, the outline's first two levels.
      const partKeys = parts.map((part) => key(part.heading));
      const sections = headings.filter((heading) => heading.level <= 2).map((heading) => heading.title);
      expect.soft(sections.map(key), `the sections printed: ${sections.join(' | ')}`).toEqual(partKeys);

      // The figures the screen shows are those on paper: the price, the schedule's total, the steps' down payment.
      for (const figure of [
        page.locator('main h1 ~ dl dd').first(),
        page.locator('#schedule table tr').last().locator('td span').first(),
        page.locator('#how-to-book ol'),
      ]) {
        const shown = (await figure.innerText()).match(/(PKR|Rs) [\d,.]+M?/)?.[0];
        expect(shown, 'a figure in rupees on the printed page').toBeTruthy();
        expect.soft(text, `the figure ${shown}`).toContain(comparable(shown!));
      }
      // Links do not click on paper: the page's address is written out.
      const address = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect.soft(text, `the page's address ${address}`).toContain(comparable(address!));
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [language, { prefix }] of Object.entries(LANGUAGES) as [Language, (typeof LANGUAGES)[Language]][]) {
    test(`${language}: a project page still prints on at most ${MAX_SHEETS} sheets, with the schedule a page that runs its script shows first @desktop`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/projects/cedarline-chambers`);
      // The page lists every schedule, having no chooser (whose own table, hidden, is the first's); on paper, the first only.
      const captions = [...new Set(await page.locator('#schedule table caption').allInnerTexts())];
      expect(captions.length).toBeGreaterThan(MAX_SHEETS * 2);
      const { sheets } = await printed(page, `${language}-cedarline-chambers-without-javascript`);
      expect.soft(sheets, 'sheets of A4').toBeLessThanOrEqual(MAX_SHEETS);
      // Still in print media: one schedule on paper, the first.
      const printedTables = page.locator('#schedule table:visible');
      await expect(printedTables).toHaveCount(1);
      await expect(printedTables.locator('caption')).toHaveText(captions[0]!);
    });
  }
});
