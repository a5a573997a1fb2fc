/**
 * The language switch in the header of every page, on a phone (390 px, the menu closed) and a
 * desktop (1280 px): named in the language it leads to, on screen, where a finger or pointer lands,
 * on one line; it opens the same page in the other language where there is one (the hreflang pair,
 * the place on it kept), and the other language's home where there is none.
 */
import type { Locator, Page } from '@playwright/test';
import english from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import { expect, isMobile, test } from './fixtures';
import { expectHittable } from './support/hit';

type Locale = 'en' | 'ur';
const WORDS = { en: english.language, ur: urdu.language };
const OTHER: Record<Locale, Locale> = { en: 'ur', ur: 'en' };
const HTML_LANG = { en: 'en-CA', ur: 'ur' };
const VILLAS = '/projects/cedarline-villas-karachi';

const localeOf = (path: string): Locale => (path === '/ur' || path.startsWith('/ur/') ? 'ur' : 'en');

/** The switch of a page in `locale`, by what a screen reader hears: "Read this page in اردو", or "Home page in اردو" where the page has no counterpart. */
function languageSwitch(page: Page, locale: Locale, counterpart = true) {
  const words = WORDS[locale];
  const name = `${counterpart ? words.switchLabel : words.homeLabel} ${WORDS[OTHER[locale]].name}`;
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

async function follow(page: Page, link: Locator) {
  if (isMobile(page)) await link.tap();
  else await link.click();
}

const JOURNEYS = [
  { from: VILLAS, to: `/ur${VILLAS}`, counterpart: true },
  { from: `/ur${VILLAS}`, to: VILLAS, counterpart: true },
  { from: '/ur/chg-pakistan', to: '/chg-pakistan', counterpart: true },
  { from: '/', to: '/ur', counterpart: true },
  { from: '/about', to: '/ur', counterpart: false },
  { from: '/hotels/oshawa', to: '/ur', counterpart: false },
  { from: '/ur/no-such-page', to: '/', counterpart: false },
];

test.describe('the language switch', () => {
  for (const { from, to, counterpart } of JOURNEYS) {
    test(`on ${from}: named in its language, on screen, under a finger, on one line, and leads to ${to}`, async ({
      page,
    }) => {
      await page.goto(from);
      const locale = localeOf(from);
      const other = OTHER[locale];
      const link = languageSwitch(page, locale, counterpart);
      await expect(link).toBeInViewport();
      await expectHittable(link);
      await expect(link).toHaveAttribute('hreflang', other);
      const name = link.locator('[lang]');
      await expect(name).toHaveText(WORDS[other].name);
      await expect(name).toHaveAttribute('lang', HTML_LANG[other]);

      const box = await link.evaluate((element) => {
        const words = element.querySelector('[lang]')!;
        const { width, height } = element.getBoundingClientRect();
        return {
          width,
          height,
          text: words.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(words).lineHeight),
        };
      });
      expect(
        Math.abs(box.text - box.line),
        `its name is one line (${box.text} px high, lines of ${box.line} px)`,
      ).toBeLessThanOrEqual(1);
      expect(box.width, 'a finger’s width').toBeGreaterThanOrEqual(44);
      expect(box.height, 'a finger’s height').toBeGreaterThanOrEqual(44);

      await follow(page, link);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[other]);
    });
  }

  test('keeps the place: a project’s size and plan and its schedule are what the other language opens on', async ({
    page,
  }) => {
    const place = '?size=120-sq-yd-villa&plan=36-month-plan#schedule';
    await page.goto(`${VILLAS}${place}`);
    const at = (url: URL) => `${url.pathname}${url.search}${url.hash}`;
    await follow(page, languageSwitch(page, 'en'));
    await expect(page).toHaveURL((url) => at(url) === `/ur${VILLAS}${place}`);
    await expect(page.locator('#schedule').getByLabel(urdu.project.schedule.planLabel)).toHaveValue('36-month-plan');
    await follow(page, languageSwitch(page, 'ur'));
    await expect(page).toHaveURL((url) => at(url) === `${VILLAS}${place}`);
  });

  test('follows the page when the visitor moves within a language', async ({ page }) => {
    await page.goto('/');
    await expect(languageSwitch(page, 'en')).toHaveAttribute('href', '/ur');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(languageSwitch(page, 'en', false)).toHaveAttribute('href', '/ur');

    await page.goto('/ur');
    await page.getByRole('contentinfo').locator('a[href="/ur/chg-pakistan"]').click();
    await expect(page).toHaveURL(/\/ur\/chg-pakistan$/);
    await expect(languageSwitch(page, 'ur')).toHaveAttribute('href', '/chg-pakistan');
  });

  test('is reached from the keyboard, after the menu on a desktop and before the menu button on a phone', async ({
    page,
  }) => {
    await page.goto('/ur/ongoing-projects');
    const before = isMobile(page)
      ? page.getByRole('banner').getByRole('link').first()
      : page.getByRole('navigation', { name: urdu.chrome.menuLabel }).getByRole('link').last();
    await before.focus();
    await page.keyboard.press('Tab');
    await expect(languageSwitch(page, 'ur')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ongoing-projects$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });

  test('stays on screen and under a finger with the phone menu open', { tag: '@mobile' }, async ({ page }) => {
    for (const path of [VILLAS, `/ur${VILLAS}`]) {
      await page.goto(path);
      const locale = localeOf(path);
      await page.getByRole('button', { name: (locale === 'en' ? english : urdu).chrome.mobileMenu.open }).tap();
      await expect(
        page.getByRole('navigation', { name: (locale === 'en' ? english : urdu).chrome.mobileMenu.label }),
      ).toBeVisible();
      await expectHittable(languageSwitch(page, locale));
    }
  });
});
