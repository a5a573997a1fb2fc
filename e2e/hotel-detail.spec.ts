import type { Locator, Page } from '@playwright/test';
import { addDays, HOTEL_TIME_ZONE, todayIn } from '../lib/booking';
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
    const slideWidth = await carousel
      .getByRole('group')
      .first()
      .evaluate((slide) => slide.getBoundingClientRect().width);
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
    await page
      .getByRole('link', { name: /Lakeshore Inn & Suites Brockville/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hotels\/brockville$/);
  });
});

test.describe('a guest can act on a hotel page, as on the venue pages', () => {
  for (const [slug, phone, street] of [
    ['oshawa', '+1 905 555 0145', '1350 Champlain Avenue'],
    ['brockville', '+1 613 555 0146', '1200 Stewart Boulevard'],
  ] as const) {
    test(`${slug}: the front-desk phone, the address with directions, and the map loaded only on request`, async ({
      page,
    }) => {
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
      await expect(directions).toHaveAttribute(
        'href',
        new RegExp(`^https://www\\.google\\.com/maps/dir/.*destination=${encodeURIComponent(street)}`),
      );
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
      );
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
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
    );
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

/** The hotels' booking engines (content/canada-hotels/*.json): every request to them is answered here, so no test leaves the machine. */
const ENGINES = {
  oshawa: 'https://www.lakeshoreinnoshawa.com',
  brockville: 'https://www.lakeshoreinnbrockville.com',
} as const;

/** The addresses the page's tab and any tab it opens asked the engine for. */
async function engineRequests(page: Page, engine: string) {
  const asked: string[] = [];
  await page.context().route(`${engine}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>booking engine</p>' });
  });
  return asked;
}

/** A stay `from` days after today at the hotel, of `nights` nights. */
function stay(from: number, nights: number) {
  const checkIn = addDays(todayIn(HOTEL_TIME_ZONE, new Date()), from);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

const bookingBar = (page: Page) => page.getByRole('form', { name: 'Book a stay' });

/** The height the phone's bar at the bottom of the screen takes there (0 where it is not shown). */
function bottomBarHeight(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-action-bar]');
    return bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().height : 0;
  });
}

/** Shown whole on the screen the page opens on, above the phone's bar, without scrolling. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await locator.boundingBox())!;
  const bottom = page.viewportSize()!.height - (await bottomBarHeight(page));
  expect(box.y, 'starts below the top of the screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `ends above ${bottom} px`).toBeLessThanOrEqual(bottom);
}

test.describe('a guest books a stay from the first screen', () => {
  for (const slug of ['oshawa', 'brockville'] as const) {
    test(`${slug}: the booking bar is on the first screen, each of its controls where a finger lands`, async ({
      page,
    }) => {
      await page.goto(`/hotels/${slug}`);
      const bar = bookingBar(page);
      await expect(bar).toHaveAttribute('novalidate', '');
      await expectOnFirstScreen(page, bar);
      for (const control of [
        bar.getByLabel('Check-in'),
        bar.getByLabel('Check-out'),
        bar.getByLabel('Adults'),
        bar.getByRole('button', { name: /Book Your Stay/ }),
      ]) {
        await expectHittable(control);
      }
    });
  }

  test('the dates and adults chosen go to the engine in its deep link, in a new tab', async ({ page }) => {
    const asked = await engineRequests(page, ENGINES.oshawa);
    await page.goto('/hotels/oshawa');
    const bar = bookingBar(page);
    await expect(bar).toHaveAttribute('novalidate', '');
    const { checkIn, checkOut } = stay(10, 3);
    await bar.getByLabel('Check-in').fill(checkIn);
    await bar.getByLabel('Check-out').fill(checkOut);
    await bar.getByLabel('Adults').selectOption('3');
    const opened = page.context().waitForEvent('page');
    await bar.getByRole('button', { name: /Book Your Stay/ }).click();
    await opened;
    await expect.poll(() => asked).toEqual([`${ENGINES.oshawa}/book?arrive=${checkIn}&depart=${checkOut}&adults=3`]);
    await expect(page).toHaveURL(/\/hotels\/oshawa$/);
  });

  test('Brockville’s engine gets its own parameters, the fixed one included', async ({ page }) => {
    const asked = await engineRequests(page, ENGINES.brockville);
    await page.goto('/hotels/brockville');
    const bar = bookingBar(page);
    await expect(bar).toHaveAttribute('novalidate', '');
    const { checkIn, checkOut } = stay(0, 30);
    await bar.getByLabel('Check-in').fill(checkIn);
    await bar.getByLabel('Check-out').fill(checkOut);
    await bar.getByRole('button', { name: /Book Your Stay/ }).click();
    await expect
      .poll(() => asked)
      .toEqual([`${ENGINES.brockville}/book?property=BRK&arrive=${checkIn}&depart=${checkOut}&adults=2`]);
  });

  test('dates it cannot book are refused in the bar, each with its message, and nothing is opened', async ({
    page,
  }) => {
    const asked = await engineRequests(page, ENGINES.oshawa);
    await page.goto('/hotels/oshawa');
    const bar = bookingBar(page);
    await expect(bar).toHaveAttribute('novalidate', '');
    const checkIn = bar.getByLabel('Check-in');
    const checkOut = bar.getByLabel('Check-out');
    const book = bar.getByRole('button', { name: /Book Your Stay/ });

    /** The field says it is wrong, and why, in the words under it. */
    async function expectRefused(field: Locator, message: string) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(bar.getByText(message)).toBeVisible();
    }

    await book.click();
    await expectRefused(checkIn, 'Choose the day you arrive.');
    await expectRefused(checkOut, 'Choose the day you leave.');
    await expect(checkIn).toBeFocused();

    const yesterday = stay(-1, 2);
    await checkIn.fill(yesterday.checkIn);
    await checkOut.fill(yesterday.checkOut);
    await book.click();
    await expectRefused(checkIn, 'Check-in can’t be before today.');
    await expect(checkOut).not.toHaveAttribute('aria-invalid');

    const backwards = stay(5, -2);
    await checkIn.fill(backwards.checkIn);
    await checkOut.fill(backwards.checkOut);
    await book.click();
    await expectRefused(checkOut, 'Check-out must be at least a day after check-in.');
    await expect(checkIn).not.toHaveAttribute('aria-invalid');
    await expect(checkOut).toBeFocused();

    const long = stay(5, 31);
    await checkOut.fill(long.checkOut);
    await book.click();
    await expectRefused(checkOut, 'Stays of up to 30 nights can be booked here; call the front desk for a longer one.');

    // Put right, the message goes as the day changes.
    await checkOut.fill(stay(5, 30).checkOut);
    await expect(checkOut).not.toHaveAttribute('aria-invalid');
    await expect(bar.getByText(/call the front desk/)).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});

test.describe('without JavaScript, the booking bar is a form to the engine', () => {
  test.use({ javaScriptEnabled: false });

  test('it GETs the engine with the dates and adults as its parameters, after the browser checks they are given', async ({
    page,
  }) => {
    const asked = await engineRequests(page, ENGINES.brockville);
    await page.goto('/hotels/brockville');
    const bar = bookingBar(page);
    await expect(bar).toHaveAttribute('method', 'get');
    await expect(bar).toHaveAttribute('action', `${ENGINES.brockville}/book`);
    const checkIn = bar.getByLabel('Check-in');
    await expect(checkIn).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);

    await bar.getByRole('button', { name: /Book Your Stay/ }).click();
    await expect(bar.locator('input:invalid')).toHaveCount(2);

    const { checkIn: arrive, checkOut: depart } = stay(7, 2);
    await checkIn.fill(arrive);
    await bar.getByLabel('Check-out').fill(depart);
    await bar.getByLabel('Adults').selectOption('4');
    await bar.getByRole('button', { name: /Book Your Stay/ }).click();
    await expect.poll(() => asked).toHaveLength(1);
    const sent = new URL(asked[0]!);
    expect(sent.origin + sent.pathname).toBe(`${ENGINES.brockville}/book`);
    expect(Object.fromEntries(sent.searchParams)).toEqual({ property: 'BRK', arrive, depart, adults: '4' });
  });
});

test.describe('on a phone, Call and Book stay in reach', () => {
  test(
    'at 390 px the bar at the bottom holds the front desk’s phone and the booking bar, and covers nothing',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/hotels/oshawa');
      const phoneBar = page.locator('[data-action-bar]');
      const call = phoneBar.getByRole('link', { name: 'Call Us' });
      const book = phoneBar.getByRole('link', { name: 'Book Your Stay' });
      await expect(call).toHaveAttribute('href', 'tel:+19055550145');
      await expect(book).toHaveAttribute('href', '#booking');

      // Halfway down the page, both are where a thumb lands.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      for (const link of [call, book]) await expectHittable(link);

      // Book goes back to the booking bar.
      await book.click();
      await expect(page).toHaveURL(/#booking$/);
      await expectHittable(bookingBar(page).getByLabel('Check-in'));

      // At the end of the page, the footer's last line is above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barTop = (await phoneBar.boundingBox())!.y;
      const footerBottom = await page
        .getByRole('contentinfo')
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);

      // While a field has focus (the keyboard is up), the bar steps aside.
      await bookingBar(page).getByLabel('Check-in').focus();
      await expect(phoneBar).toBeHidden();
      await bookingBar(page).getByLabel('Check-in').blur();
      await expect(phoneBar).toBeVisible();
    },
  );

  for (const [path, phone, action] of [
    ['/oshawa-convention-center', '+19055550150', 'Request Quote'],
    ['/signature-suites-by-cedarline', '+19055550151', 'Check Availability'],
    ['/cedarline-estate-residency', '+16135550152', 'Register Your Interest'],
  ] as const) {
    test(
      `${path}: at 390 px the bar at the bottom calls the venue and offers ${action}`,
      { tag: '@mobile' },
      async ({ page }) => {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
        const phoneBar = page.locator('[data-action-bar]');
        await expect(phoneBar.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', `tel:${phone}`);
        await expectHittable(phoneBar.getByRole('link', { name: /^Call/ }));
        await expectHittable(phoneBar.getByRole('link', { name: new RegExp(`^${action}`) }));
      },
    );
  }

  test('at 1280 px there is no bar at the bottom: the hero holds both steps', { tag: '@desktop' }, async ({ page }) => {
    for (const path of ['/hotels/oshawa', '/oshawa-convention-center', '/cedarline-estate-residency']) {
      await page.goto(path);
      await expect(page.locator('[data-action-bar]')).toBeHidden();
      await expect(page.locator('[data-action-bar]').getByRole('link', { name: /^Call/ })).not.toBeInViewport();
    }
  });
});

test.describe('every Canada venue page shows its phone, the residences included', () => {
  for (const [path, phone] of [
    ['/signature-suites-by-cedarline', '+1 905 555 0151'],
    ['/cedarline-estate-residency', '+1 613 555 0152'],
  ] as const) {
    test(`${path}: a call button at the top, and the number with the address`, async ({ page }) => {
      await page.goto(path);
      const tel = `tel:${phone.replaceAll(' ', '')}`;
      const hero = page.locator('main section').first();
      const call = hero.getByRole('link', { name: 'Call Us' });
      await expect(call).toHaveAttribute('href', tel);
      await expectOnFirstScreen(page, call);
      await expectHittable(call);
      await expect(page.locator('#location').getByRole('link', { name: phone })).toHaveAttribute('href', tel);
    });
  }
});
