import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, settle, sitemapPaths, test, WCAG_TAGS } from './fixtures';

/** axe's violations on the page as it is now, one readable line per element. */
async function violations(page: Page, where: string) {
  await settle(page);
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}

async function expectExpanded(button: Locator) {
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

test.describe('accessibility: axe finds no WCAG 2.x A/AA violation', () => {
  test('on every page of the sitemap', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of await sitemapPaths(page)) {
      await page.goto(path);
      expect.soft(await violations(page, path), `axe on ${path}`).toEqual([]);
    }
  });

  // The full-screen menu is for small screens.
  test('with the mobile menu open and each of its sections expanded', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    expect.soft(await violations(page, 'mobile menu'), 'axe with the menu open').toEqual([]);
    for (const name of ['CHG Canada', 'Cedarline Builders & Developers']) {
      const section = menu.getByRole('button', { name });
      await section.click();
      await expectExpanded(section);
      expect.soft(await violations(page, `mobile menu, ${name} expanded`), `axe with ${name} expanded`).toEqual([]);
    }
  });

  // The desktop bar is hidden on small screens.
  test('with each desktop dropdown open', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const triggers = nav.getByRole('button');
    await expect(triggers).not.toHaveCount(0);
    for (const trigger of await triggers.all()) {
      const name = (await trigger.textContent())?.trim() ?? '';
      // From the keyboard: a click would land on a dropdown the hover has already opened, and close it.
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expectExpanded(trigger);
      expect.soft(await violations(page, `${name} dropdown`), `axe with the ${name} dropdown open`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  });
});
