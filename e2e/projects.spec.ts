import { expect, test } from './fixtures';

test.describe('Pakistan projects', () => {
  test('the delivered list shows five projects, each linking to its page', async ({ page }) => {
    await page.goto('/delivered-projects');
    const links = page.getByRole('main').locator('a[href^="/projects/"]');
    const hrefs = new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))));
    expect(hrefs.size).toBe(5);
    await expect(page.getByText(/^Delivered \d{4}/).first()).toBeVisible();
    await page.getByRole('link', { name: /Cedarline Skyline/ }).first().click();
    await expect(page).toHaveURL(/\/projects\/cedarline-skyline$/);
    await expect(page.getByText('150%').first()).toBeVisible();
  });

  test('the ongoing grid shows eight cards with Expected years and possession spelled right, and its closing opens the form for Karachi sales', async ({ page }) => {
    await page.goto('/ongoing-projects');
    await expect(page.getByText(/^Expected \d{4}$/)).toHaveCount(8);
    await expect(page.getByText('Ready for Possession').first()).toBeVisible();
    await expect(page.getByText('Ready for Posession')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Learn More About the Group' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/?team=karachi-sales#contact');
  });

  test('Villas Karachi buttons scroll to plots and payments, and sales buttons pre-fill the contact form', async ({ page }) => {
    await page.goto('/projects/cedarline-villas-karachi');
    await page.getByRole('link', { name: 'View Available Plots' }).first().click();
    await expect(page.locator('#available-units')).toBeInViewport();
    await page.getByRole('link', { name: 'View Payment Options' }).first().click();
    await expect(page.locator('#payment-options')).toBeInViewport();
    await page.getByRole('link', { name: 'Schedule Site Visit' }).first().click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(/Villas Karachi/);
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
