/**
 * An editor changes the site in the browser: the admin of `npm run edit`
 * writes the record's file under content/, and the page shows the new value.
 * What the build would refuse, the form refuses before saving, with a message
 * under the field, or cannot express at all. Every file this spec changes is
 * put back afterwards.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

const file = (name: string) => path.join(process.cwd(), 'content', name);
const CHAMBERS = file('current-projects/cedarline-chambers.json');
const VILLAS = file('current-projects/cedarline-villas-karachi.json');
const OSHAWA = file('canada-hotels/oshawa.json');
const ALOFT = file('canada-hotels/aloft-barrie.json');
const BARRIE = file('canada-hotels/extended-stay-barrie.json');
const SKYLINE = file('delivered-projects/cedarline-skyline.json');
const COURTHOUSE = file('canada-residential/courthouse-residences.json');
const RESTAURANT = file('canada-ventures/saffron-grill-burlington.json');
const TOUCHED = [CHAMBERS, VILLAS, OSHAWA, ALOFT, BARRIE, SKYLINE, COURTHOUSE, RESTAURANT];
const originals = new Map(TOUCHED.map((name) => [name, readFileSync(name, 'utf8')]));

/** The record as saved; undefined while the admin is still writing it. */
function record(name: string) {
  try {
    return JSON.parse(readFileSync(name, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every picture file of a record, with its bytes: saving a record must leave them as they are. */
function pictures(folder: string) {
  const dir = path.join(process.cwd(), 'public/images', folder);
  return Object.fromEntries(
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.jpg'))
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name)).toString('base64')]),
  );
}

test.describe.configure({ mode: 'serial' });
// The admin's first load compiles it under `next dev`.
test.setTimeout(180_000);

test.afterAll(() => {
  for (const [name, text] of originals) writeFileSync(name, text);
});

async function openRecord(page: Page, collection: string, slug: string) {
  await page.goto(`/keystatic/collection/${collection}/item/${slug}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 120_000 });
}

/** Saves, and expects the form to refuse with `message` under a field, the file left as it was. */
async function expectRefused(page: Page, name: string, message: string | RegExp) {
  const before = readFileSync(name, 'utf8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.getByText('Unsaved')).toBeVisible();
  expect(readFileSync(name, 'utf8')).toBe(before);
}

const group = (page: Page | Locator, name: string) => page.getByRole('group', { name, exact: true });

test.describe('editing a record', () => {
  test('changing Chambers’ starting price rewrites its file, and the project page and card show the new price', async ({ page }) => {
    await openRecord(page, 'current-projects', 'cedarline-chambers');
    await page.getByRole('textbox', { name: 'Price in rupees', exact: true }).fill('1600000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(CHAMBERS)?.page.value.offer.value.amount, { timeout: 20_000 }).toBe(1_600_000);

    await page.goto('/projects/cedarline-chambers');
    await expect(page.getByText('PKR 1.6M', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/from PKR 1\.6M/).first()).toBeVisible();
    await page.goto('/ongoing-projects');
    await expect(page.getByText(/sold from PKR 1\.6M/)).toBeVisible({ timeout: 60_000 });
  });

  test('Villas Karachi: a new price, plan term, availability date and approval number, and every figure on the page follows', async ({ page }) => {
    await openRecord(page, 'current-projects', 'cedarline-villas-karachi');
    /** Opens the list item `row` of the list `list`, changes its fields, and closes it. */
    const editItem = async (list: RegExp, row: string | RegExp, change: (dialog: Locator) => Promise<void>) => {
      await page.getByRole('group', { name: list }).getByRole('row', { name: row }).getByText(row).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit item' });
      await change(dialog);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toHaveCount(0);
    };
    await editItem(/^Sizes/, '120 sq yd villa', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Price in rupees' }).fill('7500000');
      await dialog.getByRole('textbox', { name: 'Available as of' }).fill('2026-11-20');
    });
    await editItem(/^Payment plans/, '36-month plan', (dialog) => dialog.getByRole('textbox', { name: /^Down payment/ }).fill('30'));
    await editItem(/^Approvals/, /^KDA/, (dialog) => dialog.getByRole('textbox', { name: /^Number/ }).fill('KDA/LP/SJT-11B/2019/0420'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(VILLAS)?.page.value.approvals[0].number, { timeout: 20_000 }).toBe('KDA/LP/SJT-11B/2019/0420');

    const saved = record(VILLAS).page.value;
    const size = saved.offer.value.items[1];
    const plan = saved.payments.value.plans[2];
    expect([size.price, size.asOf, plan.downPaymentPercent]).toEqual([7_500_000, '2026-11-20', 30]);

    await page.goto('/projects/cedarline-villas-karachi?size=120-sq-yd-villa&plan=36-month-plan');
    const table = page.getByRole('table', { name: '36-month plan, 120 sq yd villa' });
    // 30% of 7,500,000 down; the 5,250,000 left over 36 does not divide: the last installment takes the remainder.
    await expect(table.getByRole('row', { name: /Down payment \(30%\)/ })).toContainText('PKR 2,250,000', { timeout: 60_000 });
    await expect(table.getByRole('row', { name: /Installments 1 to 35, monthly/ })).toContainText('PKR 145,833 each');
    await expect(table.getByRole('row', { name: /Installment 36, monthly/ })).toContainText('PKR 145,845');
    await expect(table.getByRole('row', { name: /Total/ })).toContainText('PKR 7,500,000');
    await expect(page.locator('#available-plots').getByRole('row', { name: /120 sq yd villa/ })).toContainText('as of 20 November 2026');
    await expect(page.locator('#approvals')).toContainText('KDA/LP/SJT-11B/2019/0420');
  });

  test('changing the Oshawa hotel’s check-in time rewrites its file, and the hotel page shows it', async ({ page }) => {
    const picturesBefore = pictures('canada-hotels/oshawa');
    await openRecord(page, 'canada-hotels', 'oshawa');
    await page.getByLabel(/^Check-in time/).fill('14:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(OSHAWA)?.page.value.checkIn, { timeout: 20_000 }).toBe('14:30');
    expect(pictures('canada-hotels/oshawa')).toEqual(picturesBefore);

    await page.goto('/hotels/oshawa');
    const checkIn = page.locator('dl > div').filter({ has: page.getByText('Check-in', { exact: true }) });
    await expect(checkIn.locator('dd')).toHaveText('2:30 PM', { timeout: 60_000 });
  });

  test('a year reads as a year, and an optional number can be emptied and saved', async ({ page }) => {
    await openRecord(page, 'canada-hotels', 'extended-stay-barrie');
    await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue('2027');
    await page.getByRole('textbox', { name: 'Number of rooms' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(BARRIE) && 'rooms' in record(BARRIE), { timeout: 20_000 }).toBe(false);

    await page.goto('/chg-canada');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cedarline Extended Stay Barrie' }) });
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card.getByText(/rooms/i)).toHaveCount(0);
    // The preview shows its pictures: the editor's host check lets Next's image optimizer through.
    await expect.poll(() => card.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  });

  test('Skyline’s type in Urdu is edited beside the English, right to left, refused in English, and the Urdu page shows it', async ({ page }) => {
    await openRecord(page, 'delivered-projects', 'cedarline-skyline');
    const urdu = page.getByRole('textbox', { name: 'Type (Urdu)', exact: true });
    await expect(page.getByRole('textbox', { name: 'Type', exact: true })).toHaveValue('High-Rise Apartments');
    await expect(urdu).toHaveCSS('direction', 'rtl');
    await urdu.fill('High-Rise Apartments');
    await expectRefused(page, SKYLINE, /must be written in Urdu, with figures as 0–9/);

    await urdu.fill('بلند و بالا اپارٹمنٹس');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(SKYLINE)?.type.ur, { timeout: 20_000 }).toBe('بلند و بالا اپارٹمنٹس');
    expect(record(SKYLINE).type.en).toBe('High-Rise Apartments');
    await page.goto('/ur/projects/cedarline-skyline');
    await expect(page.getByText('بلند و بالا اپارٹمنٹس').first()).toBeVisible({ timeout: 60_000 });
    await page.goto('/projects/cedarline-skyline');
    await expect(page.getByText('High-Rise Apartments').first()).toBeVisible({ timeout: 60_000 });
  });

  test('a negative price or an empty name is refused in the form, with the reason, and nothing is saved', async ({ page }) => {
    await openRecord(page, 'current-projects', 'cedarline-chambers');
    await page.getByRole('textbox', { name: 'Price in rupees', exact: true }).fill('-5');
    await expectRefused(page, CHAMBERS, 'must be at least 1');

    await page.getByRole('textbox', { name: 'Price in rupees', exact: true }).fill('1500000');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await expectRefused(page, CHAMBERS, 'Name must not be empty');
  });
});

test.describe('the rules that span fields: each edit is refused, or cannot be made', () => {
  test('Aloft, which has no page, cannot be given a rating; given a page, its rating needs its review count', async ({ page }) => {
    await openRecord(page, 'canada-hotels', 'aloft-barrie');
    await expect(page.getByRole('textbox', { name: 'Guest rating (out of 5)' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'The hotel has its own page' }).check();
    await page.getByRole('textbox', { name: 'Guest rating (out of 5)' }).fill('4.2');
    await expectRefused(page, ALOFT, 'Number of guest reviews is required');
  });

  test('Oshawa’s rating cannot be cleared', async ({ page }) => {
    await openRecord(page, 'canada-hotels', 'oshawa');
    await page.getByRole('textbox', { name: 'Guest rating (out of 5)' }).fill('');
    await expectRefused(page, OSHAWA, 'Guest rating (out of 5) is required');
  });

  test('Chambers’ summary cannot type its price', async ({ page }) => {
    await openRecord(page, 'current-projects', 'cedarline-chambers');
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('The first IT tower in Block-2: offices from PKR 1.5M.');
    await expectRefused(page, CHAMBERS, /write \{price\} instead of typing a price/);
  });

  test('Villas Karachi, whose page lists its sizes, has no price of its own to give', async ({ page }) => {
    await openRecord(page, 'current-projects', 'cedarline-villas-karachi');
    await expect(page.getByRole('button', { name: /What the page sells/ })).toContainText('Plots or villas of several sizes');
    await expect(page.getByRole('textbox', { name: 'Price in rupees', exact: true })).toHaveCount(0);
    await expect(group(page, 'Sizes(required)').getByRole('row')).toHaveCount(3);
  });

  test('Skyline’s delivery year is written once: its texts follow a new year, and cannot type one', async ({ page }) => {
    await openRecord(page, 'delivered-projects', 'cedarline-skyline');
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Apartments in North Nazimabad, delivered in 2013, with a stated 150% increase in value.');
    await expectRefused(page, SKYLINE, /write \{year\}, \{floors\} and \{units\} instead of the figures/);

    await page.getByRole('button', { name: 'Reset changes' }).click();
    await page.getByRole('textbox', { name: 'Year delivered' }).fill('2014');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(SKYLINE)?.year, { timeout: 20_000 }).toBe(2014);
    await page.goto('/projects/cedarline-skyline');
    await expect(page.getByText(/Cedarline Skyline, delivered in 2014, is the group’s tallest building/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Delivered 2014').first()).toBeVisible();
  });

  test('Skyline’s building figures cannot be switched off while its cards show them: the cards go with them', async ({ page }) => {
    await openRecord(page, 'delivered-projects', 'cedarline-skyline');
    await expect(page.getByRole('textbox', { name: 'Floors above the ground floor' })).toHaveValue('13');
    await page.getByRole('checkbox', { name: /^A building whose floors and units the page gives/ }).uncheck();
    await expect(page.getByRole('textbox', { name: 'Floors above the ground floor' })).toHaveCount(0);
    // The texts and cards start again, and a card can no longer be drawn from the figures.
    await page.getByRole('group', { name: /^Detail cards/ }).getByRole('button', { name: 'Add' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Card/ }).click();
    await expect(page.getByRole('option')).toHaveText(['Written out', 'The location, without the city']);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expectRefused(page, SKYLINE, 'Card description must be at least 20 characters long');
  });

  test('Courthouse’s description cannot state its units and floors', async ({ page }) => {
    await openRecord(page, 'canada-residential', 'courthouse-residences');
    await page.getByRole('textbox', { name: 'Card description' }).fill('A condominium tower of 122 units over 14 floors near the historic Leeds and Grenville courthouse.');
    await expectRefused(page, COURTHOUSE, /leave out the number of units and floors/);
  });

  test('the restaurant’s heading cannot type its closing time', async ({ page }) => {
    await openRecord(page, 'canada-ventures', 'saffron-grill-burlington');
    await group(page, 'About section').getByRole('textbox', { name: 'Heading', exact: true }).fill('Grilled to order, served until 12:00 AM');
    await expectRefused(page, RESTAURANT, /write \{closes\} instead of the time/);
  });
});

test.describe('what the editor reads is for an editor', () => {
  test('another record is chosen by its name, and a content error shows as a plain page in the preview', async ({ page }) => {
    await openRecord(page, 'canada-residential', 'signature-suites-by-cedarline');
    await expect(page.getByRole('button', { name: /Team that answers/ })).toContainText('Canada hospitality');

    const broken = record(COURTHOUSE);
    broken.image.src = '/images/canada-residential/courthouse-residences/image/gone.jpg';
    writeFileSync(COURTHOUSE, JSON.stringify(broken, null, 2));
    try {
      await page.goto('/chg-canada');
      await expect(page.getByRole('heading', { name: 'Some content needs fixing before the site can show it' })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('content/canada-residential/courthouse-residences.json', { exact: true })).toBeVisible();
      await expect(page.getByText('— Card photo')).toBeVisible();
      await expect(page.getByText(/is not under public\/: upload it again/)).toBeVisible();
      // Said once, on the page: not again in the framework's error overlay.
      await expect(page.getByText(/is not under public\//)).toHaveCount(1);
    } finally {
      writeFileSync(COURTHOUSE, originals.get(COURTHOUSE)!);
    }
    await page.goto('/chg-canada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hospitality and homes across Ontario', { timeout: 60_000 });
  });

  test('the editor answers only its own host names', async ({ request, baseURL }) => {
    const { port } = new URL(baseURL!);
    for (const host of ['127.0.0.1', 'localhost']) {
      expect((await request.get(`/keystatic`, { headers: { host: `${host}:${port}` } })).status()).toBe(200);
    }
    for (const route of ['/keystatic', '/api/keystatic/tree']) {
      expect((await request.get(route, { headers: { host: `evil.example:${port}` } })).status()).toBe(403);
    }
    expect((await request.post('/api/keystatic/update', { headers: { origin: 'http://evil.example' }, data: {} })).status()).toBe(403);
    // Another page on this machine: a loopback name with another port or scheme is another origin.
    for (const origin of ['http://localhost:9999', `http://127.0.0.1:${Number(port) + 1}`, `https://127.0.0.1:${port}`]) {
      expect((await request.post('/api/keystatic/update', { headers: { origin }, data: {} })).status(), origin).toBe(403);
    }
    expect((await request.post('/api/keystatic/update', { headers: { origin: new URL(baseURL!).origin }, data: {} })).status()).not.toBe(403);
  });
});
