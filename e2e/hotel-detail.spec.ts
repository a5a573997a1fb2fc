import { expect, firstVisibleSlide, test } from './fixtures';
import { expectHittable } from './support/hit';

test.describe('hotel detail', () => {
  test('shows rating, reviews, location, booking links, stats and the lease section on Oshawa', async ({ page }) => {
    await page.goto('/hotels/oshawa');
    await expect(page.getByRole('heading', { level: 1, name: 'Lakeshore Inn & Suites Oshawa' })).toBeVisible();
    await expect(page.getByText('1,214 reviews').first()).toBeVisible();
    await expect(page.getByText('4.5').first()).toBeVisible();
    const website = page.getByRole('link', { name: 'Visit Official Website' });
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('href', /^https:\/\//);
    // Booking goes to the engine in a new tab, as the "Book Your Stay" link did.
    const booking = page.getByRole('form', { name: 'Book a stay' });
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('action', /^https:\/\//);
    await expect(booking.getByRole('button', { name: 'Book Your Stay (opens in a new tab)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '3rd Party Lease in Place' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nearby attractions' })).toBeVisible();
  });

  test('Brockville has its own rating and no lease section', async ({ page }) => {
    await page.goto('/hotels/brockville');
    await expect(page.getByText('1,340 reviews').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '3rd Party Lease in Place' })).toHaveCount(0);
  });

  test('the gallery moves with its buttons and the arrow keys, and loops', async ({ page }) => {
    await page.goto('/hotels/oshawa');
    const carousel = page.getByRole('region', { name: /gallery/ });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.getByRole('group');
    const count = await slides.count();
    expect(count).toBeGreaterThan(3);
    await expect.poll(() => firstVisibleSlide(carousel)).toBe(`1 of ${count}`);
    for (const name of ['Previous image', 'Next image']) await expectHittable(carousel.getByRole('button', { name }));

    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => firstVisibleSlide(carousel)).toBe(`2 of ${count}`);

    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(() => firstVisibleSlide(carousel)).toBe(`1 of ${count}`);
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(() => firstVisibleSlide(carousel)).toBe(`${count} of ${count}`);

    // The keys work once the carousel has focus, as a click or tap on a picture gives it.
    const picture = carousel.getByRole('group', { name: `${count} of ${count}` });
    await expectHittable(picture);
    await picture.click();
    await expect(carousel).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => firstVisibleSlide(carousel)).toBe(`1 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => firstVisibleSlide(carousel)).toBe(`2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => firstVisibleSlide(carousel)).toBe(`1 of ${count}`);
  });

  test('shows 1 slide on small screens and 3 on large ones', async ({ page }) => {
    await page.goto('/hotels/brockville');
    const carousel = page.getByRole('region', { name: /gallery/ });
    await carousel.scrollIntoViewIfNeeded();
    const viewportWidth = page.viewportSize()!.width;
    const slideWidth = await carousel.getByRole('group').first().evaluate((slide) => slide.getBoundingClientRect().width);
    const regionWidth = await carousel.evaluate((region) => region.getBoundingClientRect().width);
    const perView = Math.round(regionWidth / slideWidth);
    expect(perView).toBe(viewportWidth >= 1024 ? 3 : viewportWidth >= 768 ? 2 : 1);
  });
});

test.describe('Canada portfolio', () => {
  test('cards link to detail pages, and hotels or homes without one show real disabled buttons', async ({ page }) => {
    await page.goto('/chg-canada');
    await expect(page.getByRole('button', { name: 'Coming Soon' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'In Development' })).toBeDisabled();
    await expect(page.getByText('Expected 2028', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: /Lakeshore Inn & Suites Brockville/ }).first().click();
    await expect(page).toHaveURL(/\/hotels\/brockville$/);
  });
});

test.describe('a guest can act on a hotel page, as on the venue pages', () => {
  for (const [slug, phone, street] of [
    ['oshawa', '+1 905 555 0145', '1350 Champlain Avenue'],
    ['brockville', '+1 613 555 0146', '1200 Stewart Boulevard'],
  ] as const) {
    test(`${slug}: the front-desk phone, the address with directions, and the map loaded only on request`, async ({ page }) => {
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
      });
      await page.goto(`/hotels/${slug}`);
      const location = page.locator('#location');
      const tel = `tel:${phone.replaceAll(' ', '')}`;
      await expect(location.getByRole('link', { name: phone })).toHaveAttribute('href', tel);
      await expect(location.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', tel);
      await expect(location.locator('address')).toContainText(street);
      const directions = location.getByRole('link', { name: /Get Directions/ });
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('href', new RegExp(`^https://www\\.google\\.com/maps/dir/.*destination=${encodeURIComponent(street)}`));
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
      await expectHittable(location.getByRole('button', { name: 'Show map' }));
      await location.getByRole('button', { name: 'Show map' }).click();
      await expect(location.locator('iframe[src^="https://www.google.com/maps"]')).toBeVisible();
      expect(thirdParty.filter((url) => !url.startsWith('https://www.google.com/maps'))).toEqual([]);
    });
  }
});

test.describe('venues', () => {
  test('the convention centre loads its map only on request and offers directions and a call', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.goto('/oshawa-convention-center');
    await expect(page.getByText('242 reviews').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Call Us/ }).first()).toHaveAttribute('href', /^tel:\+1905555/);
    await expect(page.getByRole('link', { name: /Get Directions/ }).first()).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Request Quote/ }).first()).toHaveAttribute('href', /^https:\/\//);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.getByRole('button', { name: /Show map/ }).click();
    await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toBeVisible();
    expect(thirdParty.filter((url) => !url.startsWith('https://www.google.com/maps'))).toEqual([]);
  });

  test('the restaurant shows its hours and a phone link for orders', async ({ page }) => {
    await page.goto('/saffron-grill-burlington');
    await expect(page.getByText('11:00 AM – 12:00 AM').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Call for Orders/ }).first()).toHaveAttribute('href', /^tel:/);
  });
});
