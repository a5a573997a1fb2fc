/**
 * A buyer in Karachi decides from a project page: the schedule of a chosen
 * size and plan in rupees (with and without JavaScript), shared on WhatsApp
 * and reopened from the link, printed as chosen; the approvals to check;
 * the site on a map that loads only when asked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import english from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import { fillTemplate } from '../lib/format';
import { expect, test } from './fixtures';
import { expectHittable } from './support/hit';

const VILLAS = '/projects/cedarline-villas-karachi';
const record = JSON.parse(
  readFileSync(path.join(process.cwd(), 'content/current-projects/cedarline-villas-karachi.json'), 'utf8'),
).page.value;
const size = record.sizes.items.find(
  (item: { area: number; kind: string }) => item.area === 120 && item.kind === 'villa',
);
const plan = record.payments.value.plans.find(
  (candidate: { installments: number; frequency: string }) =>
    candidate.installments === 36 && candidate.frequency === 'monthly',
);
/**
 * What the record implies for a 120 sq yd villa (PKR 7,200,000) on the 36-month plan (25% down,
 * no discount, possession after 12 installments), worked out by hand: 1,800,000 down, then 36 × 150,000,
 * the last 24 after possession.
 */
const expected = { down: 'PKR 1,800,000', installment: 'PKR 150,000', total: 'PKR 7,200,000' };

/** The schedule's table, by its caption. */
const scheduleTable = (page: Page, caption: string) => page.getByRole('table', { name: caption });

test.describe('a payment schedule', () => {
  test('Villas Karachi, 120 sq yd, 36-month plan: down payment, monthly amount and total as the record implies', async ({
    page,
  }) => {
    // The record's terms the figures below were worked out from.
    expect([
      size.price,
      plan.downPaymentPercent,
      plan.installments,
      plan.frequency,
      plan.discountPercent,
      plan.possessionAfter,
    ]).toEqual([7_200_000, 25, 36, 'monthly', 0, 12]);
    await page.goto(VILLAS);
    const schedule = page.locator('#schedule');
    await expect(schedule.getByText(english.project.schedule.intro)).toBeVisible();
    // Each control is where a finger or pointer lands on it; a select is opened by a click before its choice.
    for (const control of [
      schedule.getByLabel('Size'),
      schedule.getByLabel('Payment plan'),
      schedule.getByRole('link', { name: /Share on WhatsApp/ }),
      schedule.getByRole('button', { name: 'Print this schedule' }),
    ]) {
      await expectHittable(control);
    }
    await schedule.getByLabel('Size').click();
    await schedule.getByLabel('Size').selectOption({ label: '120 sq yd villa' });
    await schedule.getByLabel('Payment plan').click();
    await schedule.getByLabel('Payment plan').selectOption({ label: '36-month plan' });
    const table = scheduleTable(page, '36-month plan, 120 sq yd villa');
    await expect(table.getByRole('row', { name: /Down payment \(25%\)/ })).toContainText(expected.down);
    await expect(table.getByRole('row', { name: /Installments 1 to 12, monthly, until possession/ })).toContainText(
      `${expected.installment} each`,
    );
    await expect(table.getByRole('row', { name: /Installments 13 to 36, monthly, after possession/ })).toContainText(
      `${expected.installment} each`,
    );
    await expect(table.getByRole('row', { name: /Total/ })).toContainText(expected.total);
    await expect(table.getByRole('row', { name: /Total/ })).toContainText('72 lakh');
    await expect(page).toHaveURL(/\?size=120-sq-yd-villa&plan=36-month-plan#schedule$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every size and plan has its table, the same figures included', async ({ page }) => {
      await page.goto(VILLAS);
      await expect(page.locator('#schedule table:visible')).toHaveCount(9);
      const table = scheduleTable(page, '36-month plan, 120 sq yd villa');
      await expect(table).toBeVisible();
      await expect(table).toContainText(expected.down);
      await expect(table).toContainText(`${expected.installment} each`);
      await expect(table).toContainText(expected.total);
      // The chooser needs JavaScript, so it is not shown at all, nor the words that ask to use it.
      await expect(page.locator('#schedule').getByLabel('Payment plan')).toBeHidden();
      await expect(page.locator('#schedule').getByText(english.project.schedule.intro)).toBeHidden();
    });

    test('the Urdu page does not ask to pick a size and a plan either', async ({ page }) => {
      await page.goto(`/ur${VILLAS}`);
      await expect(page.locator('#schedule table:visible')).toHaveCount(9);
      await expect(page.locator('#schedule').getByText(urdu.project.schedule.intro)).toBeHidden();
    });
  });

  test('its WhatsApp message carries the chosen figures, and its link opens the same choice', async ({ page }) => {
    await page.goto(VILLAS);
    const schedule = page.locator('#schedule');
    await schedule.getByLabel('Size').selectOption({ label: '120 sq yd villa' });
    await schedule.getByLabel('Payment plan').selectOption({ label: '36-month plan' });
    // Chosen as soon as the page is there, maybe before it is interactive: the link carries the choice once the
    // chooser has taken it up (it must, within the assertion's wait), so read it then, not at once.
    const shareLink = schedule.getByRole('link', { name: /Share on WhatsApp/ });
    await expect(shareLink).toHaveAttribute('href', new RegExp(encodeURIComponent('36-month plan, 120 sq yd villa')));
    const share = new URL((await shareLink.getAttribute('href'))!);
    expect(share.origin + share.pathname).toBe('https://wa.me/');
    const text = share.searchParams.get('text')!;
    for (const part of [
      'Cedarline Villas Karachi',
      '120 sq yd villa',
      '36-month plan',
      expected.down,
      expected.installment,
      expected.total,
    ]) {
      expect(text).toContain(part);
    }
    const link = new URL(text.match(/https?:\/\/\S+/)![0]);
    await page.goto(`${link.pathname}${link.search}${link.hash}`);
    await expect(schedule.getByLabel('Size')).toHaveValue('120-sq-yd-villa');
    await expect(schedule.getByLabel('Payment plan')).toHaveValue('36-month-plan');
    await expect(scheduleTable(page, '36-month plan, 120 sq yd villa')).toBeVisible();
  });

  test.describe('chosen on a slow phone before the page is interactive', () => {
    /** React attaches its fiber to an element it has hydrated; the server's HTML, before any script, has none. */
    const isHydrated = (control: Locator) =>
      control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

    for (const { language, prefix, messages } of [
      { language: 'English', prefix: '', messages: english },
      { language: 'Urdu', prefix: '/ur', messages: urdu },
    ]) {
      test(`${language}: the 120 sq yd villa on the 36-month plan is what the schedule, the address and the WhatsApp message give`, async ({
        page,
      }) => {
        const cpu = await page.context().newCDPSession(page);
        await cpu.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        // The page's scripts arrive once the choice is made: the second a slow phone leaves is too short to count on here.
        let chosen!: () => void;
        const choiceMade = new Promise<void>((resolve) => (chosen = resolve));
        await page.route('**/_next/static/**/*.js', async (route) => {
          await choiceMade;
          await route.continue();
        });
        await page.goto(`${prefix}${VILLAS}`, { waitUntil: 'commit' });
        const words = messages.project.schedule;
        const schedule = page.locator('#schedule');
        const [sizeSelect, planSelect] = [schedule.getByLabel(words.sizeLabel), schedule.getByLabel(words.planLabel)];
        // As soon as the server's selects are there, as a buyer who knows what they want would.
        await sizeSelect.selectOption('120-sq-yd-villa');
        await planSelect.selectOption('36-month-plan');
        expect(
          [await isHydrated(sizeSelect), await isHydrated(planSelect)],
          'both chosen before React had hydrated them',
        ).toEqual([false, false]);
        chosen();

        await expect.poll(() => isHydrated(planSelect), { timeout: 30_000 }).toBe(true);
        await expect(sizeSelect).toHaveValue('120-sq-yd-villa');
        await expect(planSelect).toHaveValue('36-month-plan');
        const sizeName = (await sizeSelect.locator('option[value="120-sq-yd-villa"]').textContent())!;
        const planName = (await planSelect.locator('option[value="36-month-plan"]').textContent())!;
        const choice = fillTemplate(words.caption, { plan: planName, size: sizeName });
        const figures = [expected.down, expected.installment, expected.total].map((figure) =>
          fillTemplate(messages.money.amount, { amount: figure.replace('PKR ', '') }),
        );
        const table = scheduleTable(page, choice);
        for (const figure of figures) await expect(table).toContainText(figure);
        await expect(page).toHaveURL(
          new RegExp(`${prefix}${VILLAS}\\?size=120-sq-yd-villa&plan=36-month-plan#schedule$`),
        );

        const text = new URL(
          (await schedule.getByRole('link', { name: words.share }).getAttribute('href'))!,
        ).searchParams.get('text')!;
        for (const part of [choice, ...figures]) expect(text).toContain(part);
        const link = new URL(text.match(/https?:\/\/\S+/)![0]);
        expect(`${link.pathname}${link.search}${link.hash}`).toBe(
          `${prefix}${VILLAS}?size=120-sq-yd-villa&plan=36-month-plan#schedule`,
        );
      });
    }
  });

  // The whole brochure, its sheets and parts, is e2e/print.spec.ts's: here, that the schedule printed is the one chosen.
  test('prints the schedule chosen, with the approvals, and no navigation or map @desktop', async ({ page }) => {
    await page.goto(`${VILLAS}?size=120-sq-yd-villa&plan=36-month-plan`);
    await expect(scheduleTable(page, '36-month plan, 120 sq yd villa')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.locator('#location')).toBeHidden();
    await expect(scheduleTable(page, '36-month plan, 120 sq yd villa')).toBeVisible();
    await expect(page.locator('#approvals')).toBeVisible();
  });
});

/** What a buyer decides on, from each project on sale's record, and the names its page gives sizes and plans (made from their terms). */
const ON_SALE = ['cedarline-chambers', 'cedarline-villas-karachi', 'property-rf-collaboration'].map((slug) => {
  const page = JSON.parse(readFileSync(path.join(process.cwd(), `content/current-projects/${slug}.json`), 'utf8')).page
    .value;
  const sizes = page.sizes.items.map(
    (item: { area: number; unit: string; kind: string }) => `${item.area} ${item.unit.replace('-', ' ')} ${item.kind}`,
  );
  const plans = page.payments.value.plans.map(
    ({ installments, frequency }: { installments: number; frequency: string }) =>
      installments === 0
        ? 'Full payment'
        : `${installments * (frequency === 'quarterly' ? 3 : 1)}-month ${frequency === 'quarterly' ? 'quarterly ' : ''}plan`,
  );
  return { slug, sizes, plans, count: page.sizes.items.length };
});

test.describe('a buyer can decide on every project on sale', () => {
  for (const { slug, sizes, plans, count } of ON_SALE) {
    test(`${slug}: sizes with prices and availability as of a date, the possession date, and a schedule for each size and plan`, async ({
      page,
    }) => {
      await page.goto(`/projects/${slug}`);
      const rows = page.locator('#available-units tbody tr');
      await expect(rows).toHaveCount(count);
      for (const [index, size] of sizes.entries()) {
        await expect(rows.nth(index)).toContainText(size);
        await expect(rows.nth(index)).toContainText(/PKR [\d,]+/);
        await expect(rows.nth(index)).toContainText(/as of \d+ \w+ 20\d\d/);
      }
      await expect(page.getByRole('main')).toContainText(/Possession\s*From \w+ 20\d\d/);
      const schedule = page.locator('#schedule');
      await expect(schedule.getByLabel('Size').locator('option')).toHaveText(sizes);
      await expect(schedule.getByLabel('Payment plan').locator('option')).toHaveText(plans);
      const [size, plan] = [sizes.at(-1)!, plans.at(-1)!];
      await schedule.getByLabel('Size').selectOption({ label: size });
      await schedule.getByLabel('Payment plan').selectOption({ label: plan });
      await expect(scheduleTable(page, `${plan}, ${size}`).getByRole('row', { name: /Total/ })).toContainText(
        /PKR [\d,]+/,
      );
    });
  }

  test('Chambers: the 900 sq ft office on the 36-month quarterly plan, worked out from its price and terms', async ({
    page,
  }) => {
    await page.goto('/projects/cedarline-chambers?size=900-sq-ft-office&plan=36-month-quarterly-plan');
    // 6,900,000: 20% down, 10% on possession, the 70% left in 12 quarterly installments, those after
    // December 2027 (counted from the day of the build) marked as paid after possession.
    const table = scheduleTable(page, '36-month quarterly plan, 900 sq ft office');
    await expect(table.getByRole('row', { name: /Down payment \(20%\)/ })).toContainText('PKR 1,380,000');
    await expect(table.getByRole('row', { name: /Installments \d+ to 12, quarterly, after possession/ })).toContainText(
      'PKR 402,500 each',
    );
    await expect(table.getByRole('row', { name: /On possession \(10%\)/ })).toContainText('PKR 690,000');
    await expect(table.getByRole('row', { name: /Total/ })).toContainText('PKR 6,900,000');
  });

  test('the Urdu pages give the same sizes, availability, possession and plans, in Urdu', async ({ page }) => {
    await page.goto('/ur/projects/cedarline-chambers');
    await expect(page.locator('#available-units tbody tr')).toHaveCount(4);
    await expect(page.locator('#available-units tbody tr').first()).toContainText('150 مربع فٹ دکان');
    await expect(page.locator('#available-units tbody tr').first()).toContainText('Rs 1,500,000');
    await expect(page.getByRole('main')).toContainText('دسمبر 2027 سے');
    await expect(page.locator('#schedule').getByRole('combobox').nth(1).locator('option')).toHaveText([
      '36 ماہ کا پلان',
      '36 ماہ کا سہ ماہی پلان',
      'یکمشت ادائیگی',
    ]);
  });
});

test.describe('what a buyer checks', () => {
  test('availability carries the date of its count', async ({ page }) => {
    await page.goto(VILLAS);
    const row = page.locator('#available-units').getByRole('row', { name: /120 sq yd villa/ });
    await expect(row).toContainText(String(size.available));
    await expect(row).toContainText('as of 1 November 2026');
  });

  test('the approvals panel gives each approval’s number and date, and its document opens', async ({ page }) => {
    await page.goto(VILLAS);
    const panel = page.locator('#approvals');
    const layout = panel.getByRole('listitem').filter({ hasText: 'Layout plan' });
    await expect(layout).toContainText(record.approvals[0].number);
    await expect(layout).toContainText('14 August 2019');
    const document = await layout.getByRole('link', { name: /View document/ }).getAttribute('href');
    const response = await page.request.get(document!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');

    // Every project sold with prices lists the NOC for sale the site promises (lib/content/promises.ts).
    await page.goto('/projects/property-rf-collaboration');
    await expect(
      page.locator('#approvals').getByRole('listitem').filter({ hasText: 'NOC for sale and advertisement' }),
    ).toContainText('SBCA/NOC/S&A/2026/3087');
  });

  test('the site shows on a map only once asked, with directions from its coordinates', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.goto('/projects/cedarline-skyline');
    const { latitude, longitude } = JSON.parse(
      readFileSync(path.join(process.cwd(), 'content/delivered-projects/cedarline-skyline.json'), 'utf8'),
    ).coordinates;
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
    );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
    );
    await expectHittable(page.getByRole('button', { name: /Show map/ }));
    await page.getByRole('button', { name: /Show map/ }).click();
    await expect(
      page.locator(`iframe[src="https://www.google.com/maps?q=${latitude},${longitude}&output=embed"]`),
    ).toBeVisible();
    expect(thirdParty.filter((url) => !url.startsWith('https://www.google.com/maps'))).toEqual([]);
  });
});
