import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import hotelNotFound from '../content/pages/hotel-not-found.json';
import notFound from '../content/pages/not-found.json';
import settings from '../content/settings.json';
import { expect, test } from './fixtures';

const SENTENCE = "Sorry, we couldn't find the page you're looking for. It may have been moved or doesn't exist.";

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/projects/no-such-project', '/hotels/oshawa/extra', '/about/team']) {
    test(`${path} shows the 404 page with status 404 and logs the path`, async ({ page }) => {
      const logged = page.waitForEvent('console', (message) => message.text().includes(path));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText(SENTENCE)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('main').getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
      await logged;
    });
  }

  test('the 404 pages’ titles end with the group’s short name, as every page’s does', async ({ page }) => {
    for (const [path, title] of [
      ['/nope', `${notFound.title.en} | ${settings.shortName.en}`],
      ['/ur/nope', `${notFound.title.ur} | ${settings.shortName.ur}`],
      ['/hotels/nope', `${hotelNotFound.title} | ${settings.shortName.en}`],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('an unknown hotel lists the hotels that have a page, each leading to it', async ({ page }) => {
    const hotels = readdirSync('content/canada-hotels')
      .map((file) => ({
        slug: file.replace(/\.json$/, ''),
        ...JSON.parse(readFileSync(path.join('content/canada-hotels', file), 'utf8')),
      }))
      .filter((hotel: { page: { discriminant: boolean } }) => hotel.page.discriminant);
    expect(hotels.length).toBeGreaterThan(1);
    await page.goto('/hotels/no-such-hotel');
    const list = page.getByRole('main').getByRole('list');
    await expect(list.getByRole('link')).toHaveCount(hotels.length);
    for (const hotel of hotels)
      await expect(list.getByRole('link', { name: hotel.name })).toHaveAttribute('href', `/hotels/${hotel.slug}`);
    await list.getByRole('link', { name: hotels[0].name }).click();
    await expect(page).toHaveURL(new RegExp(`/hotels/${hotels[0].slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotels[0].name);
  });

  test('an unknown hotel shows Hotel Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/hotels/no-such-hotel');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Hotel Not Found' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to CHG Canada' });
    await expect(back).toHaveAttribute('href', '/chg-canada');
    await back.click();
    await expect(page).toHaveURL(/\/chg-canada$/);
  });
});
