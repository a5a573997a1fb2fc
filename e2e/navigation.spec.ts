import english from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import { expect, isMobile, test } from './fixtures';
import { expectHittable } from './support/hit';
import aloft from '../content/canada-hotels/aloft-barrie.json';
import extendedStay from '../content/canada-hotels/extended-stay-barrie.json';
import courthouse from '../content/canada-residential/courthouse-residences.json';
import pakistan from '../content/pages/chg-pakistan.json';

/** The Canada records without a page, and the status their cards show, which the menu flags them with. */
const UNBUILT = [extendedStay, aloft, courthouse].map(
  ({ name, status }) => [name, english.chrome.statuses[status as keyof typeof english.chrome.statuses]] as const,
);

// The desktop bar is hidden on small screens; the full-screen menu is only there.
test.describe('desktop navigation', { tag: '@desktop' }, () => {
  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'CHG Canada' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Lakeshore Inn & Suites Oshawa' })).toBeVisible();
    // An entry without a page is flagged with its record's status, the words of its card's badge on /chg-canada.
    for (const [name, status] of UNBUILT) {
      const entry = nav.getByRole('listitem').filter({ hasText: name });
      await expect(entry).toBeVisible();
      await expect(entry).toHaveText(`${name}${status}`);
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    }
    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown works from the keyboard: Enter opens, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Cedarline Builders & Developers' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Delivered Projects' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/delivered-projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [path, words] of [
    ['/about', english.chrome],
    ['/ur/chg-pakistan', urdu.chrome],
  ] as const) {
    test(`every bar link, dropdown button and dropdown link is where the pointer lands on it (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: words.menuLabel });
      await expectHittable(page.getByRole('banner').getByRole('link').first(), 'the logo is reached by a click');
      const triggers = await nav.getByRole('button').all();
      expect(triggers.length).toBe(2);
      for (const link of await nav.getByRole('link').all())
        await expectHittable(link, `${await link.textContent()} is reached by a click`);
      for (const trigger of triggers) {
        await expectHittable(trigger);
        // A click, as a touch screen at this width gives: it opens the panel under the bar.
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
        const links = await panel.getByRole('link').all();
        expect(links.length).toBeGreaterThan(1);
        for (const link of links) await expectHittable(link, `${await link.textContent()} is reached by a click`);
        await page.keyboard.press('Escape');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      }
    });
  }

  test('each menu link goes to its page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'CHG Canada' }).click();
    await nav.getByRole('link', { name: 'Oshawa Convention Center' }).click();
    await expect(page).toHaveURL(/\/oshawa-convention-center$/);
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('mobile navigation', { tag: '@mobile' }, () => {
  test('the menu button opens a full-screen menu whose sections expand and whose links close it', async ({ page }) => {
    await page.goto('/');
    expect(isMobile(page)).toBe(true);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    const section = menu.getByRole('button', { name: 'CHG Canada' });
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Lakeshore Inn & Suites Brockville' })).toBeHidden();
    await section.tap();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    // In the section's own list: the section's item holds its entries' text too.
    const entries = menu.locator(`#${await section.getAttribute('aria-controls')}`);
    for (const [name, status] of UNBUILT)
      await expect(entries.getByRole('listitem').filter({ hasText: name })).toHaveText(`${name}${status}`);
    await section.tap();
    await expect(menu.getByRole('link', { name: 'Lakeshore Inn & Suites Brockville' })).toBeHidden();

    await menu.getByRole('button', { name: 'Cedarline Builders & Developers' }).tap();
    await menu.getByRole('link', { name: 'Ongoing Projects' }).tap();
    await expect(page).toHaveURL(/\/ongoing-projects$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  for (const [path, words] of [
    ['/', english.chrome.mobileMenu],
    ['/ur', urdu.chrome.mobileMenu],
  ] as const) {
    test(`the open menu covers the screen below the bar, and every item is where a finger lands on it (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.getByRole('button', { name: words.open }).tap();
      const menu = page.getByRole('navigation', { name: words.label });
      const bar = (await page.getByRole('banner').boundingBox())!;
      const panel = (await menu.boundingBox())!;
      const screen = page.viewportSize()!;
      expect(panel.x).toBe(0);
      expect(panel.width).toBe(screen.width);
      expect(panel.y).toBeLessThanOrEqual(bar.y + bar.height);
      expect(panel.y + panel.height).toBeGreaterThanOrEqual(screen.height - 1);

      const sections = await menu.getByRole('button').all();
      expect(sections.length).toBe(2);
      for (const section of sections) {
        await expectHittable(section);
        await section.tap();
        await expect(section).toHaveAttribute('aria-expanded', 'true');
      }
      const links = await menu.getByRole('link').all();
      expect(links.length).toBeGreaterThan(10);
      for (const link of links) await expectHittable(link, `${await link.textContent()} is reached by a tap`);
      await expectHittable(page.getByRole('button', { name: words.close }));
    });
  }

  test('while the menu is open the page behind it does not scroll, and Tab stays in the menu', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // A swipe on the bar, above the menu, would scroll the page if it could.
    await page.mouse.move(100, 30);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const inMenu = () =>
      page.evaluate(() => document.activeElement?.closest('header div:has(> #mobile-menu)') !== null);
    const close = page.getByRole('button', { name: 'Close menu' });
    await close.focus();
    const stops = (await menu.getByRole('link').count()) + (await menu.getByRole('button').count()) + 1;
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inMenu(), `focus after ${step + 1} Tab presses`).toBe(true);
    }
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link').last()).toBeFocused();

    await close.tap();
    await expect(menu).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('scrolling', () => {
  test('Contact Us from another page lands on the contact form', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact Us' }).tap();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    }
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'CHG Canada' }).click();
    await expect(page).toHaveURL(/\/chg-canada$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a jump made before the page is interactive stays where it landed once the page hydrates', async ({ page }) => {
    // The page's scripts arrive only once the visitor has jumped, as on a slow phone.
    let jumped!: () => void;
    const jump = new Promise<void>((resolve) => (jumped = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await jump;
      await route.continue();
    });
    await page.goto('/projects/cedarline-villas-karachi', { waitUntil: 'commit' });
    const plots = page.getByRole('link', { name: 'View Available Villas' }).first();
    await plots.click();
    await expect(page.locator('#available-units')).toBeInViewport();
    // Every place the page is scrolled to from here on.
    const landed = await page.evaluate(() => {
      const places = ((window as unknown as { places: number[] }).places = [window.scrollY]);
      window.addEventListener('scroll', () => places.push(window.scrollY));
      return window.scrollY;
    });
    const isHydrated = () => plots.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')));
    expect(await isHydrated(), 'jumped before React hydrated the link').toBe(false);
    jumped();
    await expect.poll(isHydrated, { timeout: 30_000 }).toBe(true);
    // Well past the scroll manager's 100 ms hash delay: nothing has moved the page, not even for a moment.
    await page.waitForTimeout(500);
    expect(new Set(await page.evaluate(() => (window as unknown as { places: number[] }).places))).toEqual(
      new Set([landed]),
    );
    await expect(page.locator('#available-units')).toBeInViewport();
  });

  test('the first button of the Karachi division page, in English and in Urdu, leads to its projects', async ({
    page,
  }) => {
    for (const [path, locale] of [
      ['/chg-pakistan', 'en'],
      ['/ur/chg-pakistan', 'ur'],
    ] as const) {
      await page.goto(path);
      const first = page.getByRole('main').getByRole('link').first();
      await expect(first).toHaveText(pakistan.projectsButton[locale]);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${path}#projects$`));
      await expect(page.getByRole('region', { name: pakistan.projects.title[locale] })).toBeInViewport();
    }
    // The Urdu home has no hero: its first link is a Karachi project's.
    await page.goto('/ur');
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/ur\/projects\/[a-z0-9-]+$/,
    );
  });

  test('home hero buttons go to the Canada portfolio and the About page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Discover Our Projects' }).click();
    await expect(page).toHaveURL(/\/chg-canada$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
