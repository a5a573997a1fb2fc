import { expect, test } from './fixtures';

test.describe('Pakistan projects', () => {
  test('the delivered list shows every delivered project, seven, each linking to its page, as the CHG Pakistan page does', async ({
    page,
  }) => {
    const projectLinks = async (path: string) => {
      await page.goto(path);
      const links = page.getByRole('main').locator('a[href^="/projects/"]');
      return new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))));
    };
    const pakistan = await projectLinks('/chg-pakistan');
    const hrefs = await projectLinks('/delivered-projects');
    expect(hrefs.size).toBe(7);
    expect([...hrefs].every((href) => pakistan.has(href))).toBe(true);
    await expect(page.getByText(/^Delivered \d{4}/).first()).toBeVisible();
    await page
      .getByRole('link', { name: /Cedarline Skyline/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/projects\/cedarline-skyline$/);
    await expect(page.getByText('150%').first()).toBeVisible();
  });

  test('the ongoing grid shows every current project, no expected year passed, possession spelled right, and its closing opens the form for Karachi sales', async ({
    page,
  }) => {
    await page.goto('/ongoing-projects');
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(9);
    await expect(
      page.getByRole('heading', { name: 'Cedarline × Property.rf Collaboration' }).getByRole('link'),
    ).toHaveAttribute('href', '/projects/property-rf-collaboration');
    // A card without a page says so, and only those: three of the nine link to their pages.
    await expect(page.getByRole('main').locator('h3 a')).toHaveCount(3);
    await expect(page.getByText('No project page yet: ask the sales team')).toHaveCount(6);
    const thisYear = new Date().getUTCFullYear();
    for (const label of await page.getByText(/^Expected \d{4}$/).allTextContents())
      expect(Number(label.slice(-4))).toBeGreaterThanOrEqual(thisYear);
    await expect(page.getByText(/^Possession since \d{4}$/)).toHaveCount(2);
    await expect(page.getByText('Ready for Possession').first()).toBeVisible();
    await expect(page.getByText('Ready for Posession')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Learn More About the Group' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
      'href',
      '/?team=karachi-sales#contact',
    );
  });

  test("Villas Karachi buttons scroll to the villas and payments, and the site visit to the page's own form, visit asked", async ({
    page,
  }) => {
    await page.goto('/projects/cedarline-villas-karachi');
    await page.getByRole('link', { name: 'View Available Villas' }).first().click();
    await expect(page.locator('#available-units')).toBeInViewport();
    await page.getByRole('link', { name: 'View Payment Options' }).first().click();
    await expect(page.locator('#payment-options')).toBeInViewport();
    await page.getByRole('link', { name: 'Schedule Site Visit' }).first().click();
    await expect(page).toHaveURL(/\/projects\/cedarline-villas-karachi#site-visit$/);
    const form = page.locator('#enquire').getByRole('form', { name: 'Contact form' });
    await expect(form).toBeInViewport();
    await expect(form.getByRole('checkbox', { name: "I'd like to visit the site" })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Villas Karachi — site visit');
  });

  test('Chambers and the Property.rf collaboration show their prices and terms', async ({ page }) => {
    await page.goto('/projects/cedarline-chambers');
    await expect(page.getByText('First in Block-2').first()).toBeVisible();
    await expect(page.getByText('PKR 1.5M').first()).toBeVisible();
    await page.goto('/projects/property-rf-collaboration');
    await expect(page.getByText('Launching').first()).toBeVisible();
    await expect(page.getByText('PKR 1,000,000').first()).toBeVisible();
  });
});
