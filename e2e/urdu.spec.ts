/**
 * The Karachi side of the site in Urdu (/ur): every page right to left in
 * Urdu, with its English counterpart one link away; the menus, the gallery
 * and the contact form as an Urdu reader uses them. Every /ur page is also in
 * the sitemap, so routes, a11y (axe), crawl and layout (no sideways scroll at
 * 360 px) check them with the English pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import englishWords from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import settings from '../content/settings.json';
import karachiSales from '../content/teams/karachi-sales.json';
import { fillTemplate } from '../lib/format';
import { URDU_LETTER } from '../lib/i18n/locales';
import { isUrduPath } from '../lib/routes';
import { bringOnScreen, expect, firstVisibleSlide, sitemapPaths, test } from './fixtures';
import { countedShift, drawnFaces, drawnRun, recordCountedShifts } from './support/fonts';
import { expectHittable } from './support/hit';
import { emailsFrom, inDatabase, uniqueEmail } from './support/stack';

const KARACHI_SALES_INBOX = 'sales.karachi@cedarlinegroup.com';
const VILLAS = '/ur/projects/cedarline-villas-karachi';
const words = urdu.form;

/** Each project's page and the Urdu name its record gives it. */
const PROJECT_NAMES = new Map<string, string>(
  ['current-projects', 'delivered-projects'].flatMap((collection) =>
    readdirSync(path.join('content', collection)).map((file) => {
      const record = JSON.parse(readFileSync(path.join('content', collection, file), 'utf8')) as { nameInUrdu: string };
      return [`/ur/projects/${file.replace(/\.json$/, '')}`, record.nameInUrdu] as const;
    }),
  ),
);

async function urduPaths(page: Page) {
  const paths = (await sitemapPaths(page)).filter(isUrduPath);
  expect(paths).toEqual(
    expect.arrayContaining(['/ur', '/ur/chg-pakistan', '/ur/delivered-projects', '/ur/ongoing-projects']),
  );
  const projects = paths.filter((candidate) => candidate.startsWith('/ur/projects/'));
  expect(projects).toContain(VILLAS);
  for (const project of projects) expect(PROJECT_NAMES.has(project), `${project} is a project's page`).toBe(true);
  return paths;
}

const englishOf = (urduPath: string) => urduPath.replace(/^\/ur/, '') || '/';

test.describe('the Urdu pages', () => {
  test('each is Urdu, right to left, titled in Urdu, and links to its English page and back', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    for (const urduPath of await urduPaths(page)) {
      const response = await page.goto(urduPath);
      expect(response?.status(), urduPath).toBe(200);
      await expect(page.locator('html'), urduPath).toHaveAttribute('lang', 'ur');
      await expect(page.locator('html'), urduPath).toHaveAttribute('dir', 'rtl');
      const h1 = page.getByRole('heading', { level: 1 });
      const name = PROJECT_NAMES.get(urduPath);
      if (name) await expect(h1, urduPath).toHaveText(name);
      else await expect(h1, urduPath).toHaveText(URDU_LETTER);
      const english = englishOf(urduPath);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]'), urduPath).toHaveAttribute(
        'href',
        new RegExp(`${english === '/' ? '/?' : english}$`),
      );

      // "Read this page in English" leads to the English page, whose own switch leads back.
      await page.getByRole('link', { name: `${urdu.language.switchLabel} English` }).click();
      await expect(page, urduPath).toHaveURL(new RegExp(`${english === '/' ? '/' : english}(#contact)?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await page.getByRole('link', { name: `${englishWords.language.switchLabel} ${urdu.language.name}` }).click();
      await expect(page, urduPath).toHaveURL(new RegExp(`${urduPath}(#contact)?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('an English page never fetches the Urdu face, though it links to its Urdu page', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/chg-pakistan', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('link', { name: `${englishWords.language.switchLabel} ${urdu.language.name}` }),
    ).toBeVisible();
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => font.includes('nastaliq'))).toEqual([]);
  });

  // The face is served under its content hash and cached for a year: a page loaded afresh does not ask again.
  test('an Urdu page loaded afresh has the Nastaliq face from the cache', async ({ page }) => {
    await page.goto('/ur/chg-pakistan', { waitUntil: 'networkidle' });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await drawnFaces(page, 'main p')).toContain('Noto Nastaliq Urdu');
  });

  test('a page opened by a link is in Nastaliq, and nothing a reader would notice moves', async ({ page }) => {
    await page.goto('/ur', { waitUntil: 'networkidle' });
    await recordCountedShifts(page);
    const link = page.getByRole('contentinfo').locator('a[href="/ur/chg-pakistan"]');
    await bringOnScreen(link, { byWheel: true });
    await link.click();
    await expect(page).toHaveURL(/\/ur\/chg-pakistan$/);
    await expect.poll(() => drawnFaces(page, 'main p')).toContain('Noto Nastaliq Urdu');
    // What the site allows a face's swap (docs/performance.md); Chromium's "good" CLS is twice that.
    expect(await countedShift(page)).toBeLessThanOrEqual(0.05);
  });

  test('the Urdu home presents the Karachi projects, on sale and delivered, each leading to its Urdu page, above its contact section', async ({
    page,
  }) => {
    const home = JSON.parse(readFileSync('content/pages/urdu-home.json', 'utf8'));
    const record = (collection: string, file: string) =>
      JSON.parse(readFileSync(path.join('content', collection, file), 'utf8'));
    const listed = (collection: string, shown: (data: { page?: { discriminant: boolean } }) => boolean | undefined) =>
      readdirSync(path.join('content', collection))
        .filter((file) => shown(record(collection, file)))
        .map((file) => file.replace(/\.json$/, ''));
    const groups = [
      { title: home.onSale.title, slugs: listed('current-projects', (data) => data.page?.discriminant) },
      { title: home.delivered.title, slugs: listed('delivered-projects', () => true) },
    ];
    await page.goto('/ur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.projects.title);
    for (const { title, slugs } of groups) {
      const group = page.getByRole('region', { name: title });
      expect(slugs.length).toBeGreaterThan(2);
      for (const slug of slugs) {
        await expect(group.getByRole('link', { name: PROJECT_NAMES.get(`/ur/projects/${slug}`) })).toHaveAttribute(
          'href',
          `/ur/projects/${slug}`,
        );
      }
    }
    const projectsEnd = await page
      .locator('#projects')
      .evaluate((section) => section.getBoundingClientRect().bottom + window.scrollY);
    const contactStart = await page
      .locator('#contact')
      .evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
    expect(projectsEnd).toBeLessThanOrEqual(contactStart);
    await page
      .getByRole('region', { name: home.onSale.title })
      .getByRole('link', { name: PROJECT_NAMES.get('/ur/projects/cedarline-chambers') })
      .click();
    await expect(page).toHaveURL(/\/ur\/projects\/cedarline-chambers$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      PROJECT_NAMES.get('/ur/projects/cedarline-chambers')!,
    );
  });

  test('an unknown address under /ur answers 404 with a page in Urdu that leads home', async ({ page }) => {
    const response = await page.goto('/ur/projects/no-such-project');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(URDU_LETTER);
    await expect(page.getByRole('main').getByRole('link', { name: URDU_LETTER }).first()).toHaveAttribute(
      'href',
      /^\/ur/,
    );
  });

  test('links to pages that exist only in English say so, in Urdu, and name the language they lead to', async ({
    page,
  }) => {
    await page.goto('/ur/chg-pakistan');
    const footer = page.getByRole('contentinfo');
    const about = footer.getByRole('link', { name: `ہمارے بارے میں ${urdu.language.inEnglish}` });
    await expect(about).toHaveAttribute('href', '/about');
    await expect(about).toHaveAttribute('hreflang', 'en');
    const builders = footer.getByRole('link', { name: 'سیڈرلائن بلڈرز اینڈ ڈیولپرز', exact: true });
    await expect(builders).toHaveAttribute('href', '/ur/chg-pakistan');
    await expect(builders).not.toHaveAttribute('hreflang', /./);
  });

  test('the gallery runs right to left: the next photo comes from the left, with the left arrow key', async ({
    page,
  }) => {
    await page.goto(VILLAS);
    const carousel = page.getByRole('region', {
      name: fillTemplate(urdu.project.gallery.region, { name: PROJECT_NAMES.get(VILLAS)! }),
    });
    await carousel.scrollIntoViewIfNeeded();
    // Screen readers hear what the carousel and each photo are in Urdu too.
    await expect(carousel).toHaveAttribute('aria-roledescription', urdu.project.gallery.carousel);
    await expect(carousel.getByRole('group').first()).toHaveAttribute(
      'aria-roledescription',
      urdu.project.gallery.slideKind,
    );
    const count = await carousel.getByRole('group').count();
    const slide = (index: number) => fillTemplate(urdu.project.gallery.slide, { index, count });
    expect(count).toBeGreaterThan(2);
    await expect.poll(() => firstVisibleSlide(carousel, 'rtl')).toBe(slide(1));

    const [first, second] = [
      carousel.getByRole('group', { name: slide(1) }),
      carousel.getByRole('group', { name: slide(2) }),
    ];
    const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
    expect(secondBox!.x, 'the second photo sits left of the first').toBeLessThan(firstBox!.x);

    for (const name of [urdu.project.gallery.previous, urdu.project.gallery.next])
      await expectHittable(carousel.getByRole('button', { name }));
    await carousel.getByRole('button', { name: urdu.project.gallery.next }).click();
    await expect.poll(() => firstVisibleSlide(carousel, 'rtl')).toBe(slide(2));
    await carousel.getByRole('button', { name: urdu.project.gallery.previous }).click();
    await expect.poll(() => firstVisibleSlide(carousel, 'rtl')).toBe(slide(1));

    // The keys work once the carousel has focus, as a click or tap on a photo gives it.
    await expectHittable(first);
    await first.click();
    await expect(carousel).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => firstVisibleSlide(carousel, 'rtl')).toBe(slide(2));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => firstVisibleSlide(carousel, 'rtl')).toBe(slide(1));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => firstVisibleSlide(carousel, 'rtl')).toBe(slide(count));
  });

  test('the schedule chooser and the map button are where a finger or pointer lands on them, and work', async ({
    page,
  }) => {
    await page.goto(VILLAS);
    const schedule = page.locator('#schedule');
    const words = urdu.project.schedule;
    for (const control of [
      schedule.getByLabel(words.sizeLabel),
      schedule.getByLabel(words.planLabel),
      schedule.getByRole('link', { name: new RegExp(words.share) }),
      schedule.getByRole('button', { name: words.print }),
    ]) {
      await expectHittable(control);
    }
    const plan = schedule.getByLabel(words.planLabel);
    await plan.click();
    const last = await plan.locator('option').last().getAttribute('value');
    await plan.selectOption(last!);
    await expect(page).toHaveURL(new RegExp(`plan=${last}#schedule$`));

    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
    );
    const show = page.locator('#location').getByRole('button', { name: urdu.project.map.showMap });
    await expectHittable(show);
    await show.click();
    await expect(page.locator('#location iframe')).toBeVisible();
  });
});

test.describe('the Urdu menus', () => {
  test(
    'desktop: a dropdown opens from the keyboard, inside the screen, and leads to the Urdu page',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/ur/chg-pakistan');
      const nav = page.getByRole('navigation', { name: urdu.chrome.menuLabel });
      const trigger = nav.getByRole('button', { name: 'سیڈرلائن بلڈرز اینڈ ڈیولپرز' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const link = nav.getByRole('link', { name: 'مکمل شدہ پروجیکٹس' });
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/ur\/delivered-projects$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(URDU_LETTER);
    },
  );

  test(
    'mobile: the menu opens in Urdu, its sections expand, and a link leads to the Urdu page and closes it',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/ur');
      await page.getByRole('button', { name: urdu.chrome.mobileMenu.open }).tap();
      const menu = page.getByRole('navigation', { name: urdu.chrome.mobileMenu.label });
      await expect(menu).toBeVisible();
      // The Canada entries without a page carry their records' statuses, in Urdu: under construction is not planning.
      await menu.getByRole('button', { name: 'سی ایچ جی کینیڈا' }).tap();
      for (const [name, status] of [
        ['Cedarline Extended Stay Barrie', 'Under Construction'],
        ['Aloft Barrie', 'Planning'],
      ] as const) {
        await expect(menu.getByRole('listitem').filter({ hasText: name }).last()).toHaveText(
          `${name}${urdu.chrome.statuses[status]}`,
        );
      }
      const section = menu.getByRole('button', { name: 'سیڈرلائن بلڈرز اینڈ ڈیولپرز' });
      await section.tap();
      await expect(section).toHaveAttribute('aria-expanded', 'true');
      await menu.getByRole('link', { name: 'جاری پروجیکٹس' }).tap();
      await expect(page).toHaveURL(/\/ur\/ongoing-projects$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: urdu.chrome.mobileMenu.open })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    },
  );
});

/**
 * A Latin run on an Urdu page reads as typed: left to right, in the Latin face around it (`face`:
 * Inter, or Playfair's beside a heading, as scripts/subset-fonts.mjs names them for Urdu lines), with that face's spaces.
 */
async function expectAsTyped(run: Locator, text: string, face = 'Inter Urdu') {
  await bringOnScreen(run);
  await run.evaluate(() => document.fonts.ready);
  const drawn = await drawnRun(run);
  expect(drawn, text).toMatchObject({ text, direction: 'ltr' });
  expect(drawn.spaces.length, text).toBe(text.split(' ').length - 1);
  for (const space of drawn.spaces) expect(space, `a space of "${text}", in ems`).toBeGreaterThan(0.2);
  expect(drawn.face, text).toBe(face);
}

test.describe('Latin inside Urdu', () => {
  const OFFICE_PHONE = settings.offices.pakistan.phone;
  const SALES_PHONE = karachiSales.phone.value;

  test('a phone number, a price and a name read as typed, in the Latin face', async ({ page }) => {
    for (const path of ['/ur', '/ur/chg-pakistan']) {
      await page.goto(path);
      const phone = page.getByRole('link', { name: OFFICE_PHONE, exact: true });
      await expectAsTyped(phone.getByText(OFFICE_PHONE, { exact: true }), OFFICE_PHONE);
    }

    await page.goto(VILLAS);
    const call = page.getByRole('link', {
      name: fillTemplate(urdu.project.offering.callButton, { phone: SALES_PHONE }),
    });
    await expectAsTyped(call.getByText(SALES_PHONE, { exact: true }), SALES_PHONE);
    // …on the line of the button's Urdu words, not above it: each text's box is where its face puts its letters.
    const [number, words] = await call.evaluate((link) =>
      [...link.querySelectorAll('*'), link]
        .flatMap((element) =>
          [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
        )
        .map((text) => {
          const range = document.createRange();
          range.selectNodeContents(text);
          const { top, bottom } = range.getBoundingClientRect();
          return { top, bottom };
        }),
    );
    expect(number!.top).toBeCloseTo(words!.top, 0);
    expect(number!.bottom).toBeCloseTo(words!.bottom, 0);
    await expectAsTyped(
      page.locator('#schedule').getByRole('table').first().getByText('Rs 4,800,000', { exact: true }).first(),
      'Rs 4,800,000',
    );
    // Beside a heading, the Latin face is the headings' own.
    await expectAsTyped(
      page.getByText('Cedarline Villas Karachi', { exact: true }).first(),
      'Cedarline Villas Karachi',
      'Playfair Display Urdu',
    );
    await expectAsTyped(
      page.getByRole('main').getByText('Rs 48', { exact: true }).first(),
      'Rs 48',
      'Playfair Display Urdu',
    );
  });

  test("a heading's figures are the table's: lining in both faces", async ({ page }) => {
    await page.goto(VILLAS);
    const figures = async (element: Locator) => element.evaluate((node) => getComputedStyle(node).fontVariantNumeric);
    // Playfair, the headings' face, draws old-style figures unless asked; Inter, the tables', has lining ones only.
    const heading = page.getByRole('heading', {
      level: 3,
      name: fillTemplate(urdu.project.plans.monthly, { months: 18 }),
    });
    const amount = page
      .locator('#schedule')
      .getByRole('table')
      .first()
      .getByText('Rs 4,800,000', { exact: true })
      .first();
    expect(await figures(heading)).toMatch(/lining/);
    expect(await figures(amount)).toBe(await figures(heading));
  });

  test('mobile: "(in English)" beside a menu entry stays on one line', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/ur');
    await page.getByRole('button', { name: urdu.chrome.mobileMenu.open }).tap();
    const menu = page.getByRole('navigation', { name: urdu.chrome.mobileMenu.label });
    await menu.getByRole('button', { name: settings.companies.canada.ur }).tap();
    // As the reader sees it once the Nastaliq face is in, whose words are wider than its fallback's.
    await page.evaluate(() => document.fonts.ready);
    const markers = menu.getByText(urdu.language.inEnglish, { exact: true }).filter({ visible: true });
    await expect(markers.first()).toBeVisible();
    expect(await markers.count()).toBeGreaterThan(3);
    for (const marker of await markers.all()) {
      // In a menu entry, a flex row, the marker is a box of its own: broken, it is one box two lines high.
      const { entry, boxes, height, line } = await marker.evaluate((node) => ({
        entry: node.parentElement!.textContent!,
        boxes: node.getClientRects().length,
        height: node.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(node).lineHeight),
      }));
      expect(boxes, entry).toBe(1);
      expect(height, entry).toBeLessThan(line * 1.5);
    }
  });
});

async function stored(sender: string) {
  return inDatabase(async (sql) => [
    ...(await sql<
      { team: string; language: string; subject: string }[]
    >`select team, language, subject from contact_messages where email = ${sender}`),
  ]);
}

const form = (page: Page) => page.getByRole('form', { name: words.label });
const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

/**
 * The Urdu page at its form, once the running form has taken the served one's place (contact-form-when-near.tsx): these
 * tests are of its messages. A send asked of the served form before then meets the browser's own checks instead.
 */
async function openForm(page: Page) {
  await page.goto('/ur#contact');
  await expect(form(page)).toHaveAttribute('novalidate', '');
}

async function fill(page: Page, sender: string) {
  await box(page, words.firstName).fill('بلال');
  await box(page, words.lastName).fill('احمد');
  await box(page, words.email).fill(sender);
  await box(page, words.subject).fill('ولا کی قیمت');
  await box(page, words.message).fill('کیا 120 مربع گز ولا اب بھی دستیاب ہے؟');
}

test.describe('the Urdu contact form', () => {
  test('says what is wrong in Urdu, then sends to Karachi sales, marked as written from the Urdu page', async ({
    page,
    consoleErrors,
  }) => {
    const sender = uniqueEmail('urdu-ok');
    await openForm(page);
    await expect(form(page).getByText(fillTemplate(words.recipient, { team: 'کراچی سیلز' }))).toBeVisible();
    await expect(box(page, words.email)).toHaveAttribute('dir', 'ltr');

    await form(page).getByRole('button', { name: words.send }).click();
    await expect(form(page).getByText(fillTemplate(words.errors.required, { field: words.firstName }))).toBeVisible();
    await expect(box(page, words.firstName)).toBeFocused();
    await box(page, words.email).fill('not-an-address');
    await form(page).getByRole('button', { name: words.send }).click();
    await expect(form(page).getByText(words.errors.email)).toBeVisible();

    await fill(page, sender);
    await form(page).getByRole('button', { name: words.send }).click();
    await expect(page.getByText(words.success)).toBeVisible();
    // The toast is in the page's faces: its Urdu in Nastaliq, not a system face.
    expect(await drawnFaces(page, '[data-sonner-toast] [data-title]')).toContain('Noto Nastaliq Urdu');
    // Its region and close button are named in Urdu, for a screen reader as for the text.
    await expect(page.getByRole('region', { name: new RegExp(`^${words.notifications}`) })).toBeAttached();
    await expect(
      page.locator('[data-sonner-toast]').getByRole('button', { name: words.closeNotification }),
    ).toBeVisible();
    await expect(box(page, words.message)).toHaveValue('');

    await expect.poll(async () => (await emailsFrom(sender)).length).toBe(1);
    const [email] = await emailsFrom(sender);
    expect([email!.to].flat()).toEqual([KARACHI_SALES_INBOX]);
    expect(email!.subject).toContain('Urdu page');
    expect(email!.subject).toContain('ولا کی قیمت');
    expect(email!.text).toContain('Language: Urdu');
    expect(await stored(sender)).toEqual([{ team: 'karachi-sales', language: 'ur', subject: 'ولا کی قیمت' }]);
    expect(consoleErrors).toEqual([]);
  });

  test('while sending the button says so in Urdu; when the message cannot go, the visitor is told in Urdu and keeps it', async ({
    page,
  }) => {
    const sender = uniqueEmail('urdu-failed');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/send-contact-email', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.abort('connectionfailed');
    });
    await openForm(page);
    await fill(page, sender);
    await form(page).getByRole('button', { name: words.send }).click();
    const sending = form(page).getByRole('button', { name: words.sending });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByText(words.failure)).toBeVisible();
    await expect(box(page, words.message)).toHaveValue('کیا 120 مربع گز ولا اب بھی دستیاب ہے؟');
    await expect(form(page).getByRole('button', { name: words.send })).toBeEnabled();
    expect(await stored(sender)).toEqual([]);
  });

  test("a project's Schedule Site Visit link opens the page's Urdu form with the visit asked and the days in Urdu", async ({
    page,
  }) => {
    // 24 November 2026, 11:00 in Karachi: a visit may be asked for from 25 November 2026 to 23 January 2027.
    await page.clock.setFixedTime(new Date('2026-11-24T06:00:00Z'));
    await page.goto(VILLAS);
    await page.getByRole('link', { name: 'سائٹ وزٹ طے کریں' }).first().click();
    await expect(page).toHaveURL(/\/ur\/projects\/cedarline-villas-karachi#site-visit$/);
    await expect(form(page).getByRole('checkbox', { name: words.visit })).toBeChecked();
    await expect(box(page, words.subject)).toHaveValue(/سیڈرلائن ولاز کراچی/);
    const day = form(page).getByLabel(words.visitDay);
    await expect(day).toHaveAccessibleDescription('25 نومبر، 2026 سے 23 جنوری، 2027 تک کوئی بھی دن۔');
    // The day picked, in Urdu words beside the input, which writes it as the browser's settings do.
    await expect(form(page).getByRole('status')).toHaveText('');
    await day.fill('2026-12-12');
    await expect(form(page).getByRole('status')).toHaveText('ہفتہ، 12 دسمبر، 2026');
    await day.fill('2020-01-01');
    await form(page).getByRole('radio', { name: words.inPerson }).check();
    await form(page).getByRole('button', { name: words.send }).click();
    await expect(
      form(page).getByText('ترجیحی دن 25 نومبر، 2026 اور 23 جنوری، 2027 کے درمیان ہونا چاہیے۔'),
    ).toBeVisible();
  });
});
