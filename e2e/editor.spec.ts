/**
 * An editor changes the site in the browser: the admin of `npm run edit`
 * writes the record's file under content/, and the page shows the new value.
 * What the build would refuse, the form refuses before saving, with a message
 * under the field that is wrong, or cannot express at all; a figure is refused
 * however it is typed. Every file this spec changes or creates is put back.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
/** The record the "new record" test creates, and its pictures. */
const CREATED = 'cedarline-test-tower';
const createdFiles = [
  file(`delivered-projects/${CREATED}.json`),
  path.join(process.cwd(), 'public/images/delivered-projects', CREATED),
];

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
  for (const created of createdFiles) if (existsSync(created)) rmSync(created, { recursive: true });
});

async function openRecord(page: Page, collection: string, slug: string) {
  await page.goto(`/keystatic/collection/${collection}/item/${slug}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 120_000 });
}

const textbox = (page: Page | Locator, name: string) => page.getByRole('textbox', { name, exact: true });

/** Saves, and expects the form to refuse: `message` under the field `field` (and under no other), the file left as it was. */
async function expectRefused(page: Page, name: string, field: Locator, message: string | RegExp) {
  const before = readFileSync(name, 'utf8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAccessibleDescription(message instanceof RegExp ? message : new RegExp(escape(message)));
  await expect(page.getByText('Unsaved')).toBeVisible();
  expect(readFileSync(name, 'utf8')).toBe(before);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the list item `row` of the list `list`, changes its fields, and closes it. */
async function editItem(page: Page, list: RegExp, row: string | RegExp, change: (dialog: Locator) => Promise<void>) {
  await page.getByRole('group', { name: list }).getByRole('row', { name: row }).getByText(row).first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  await change(dialog);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
}

const group = (page: Page | Locator, name: string) => page.getByRole('group', { name, exact: true });

test.describe('editing a record', () => {
  test('a new price for one of Chambers’ shops rewrites its file, and the project page and card show it', async ({
    page,
  }) => {
    await openRecord(page, 'current-projects', 'cedarline-chambers');
    await editItem(page, /^Sizes/, '150 square feet, shop', (dialog) =>
      textbox(dialog, 'Price in rupees').fill('1600000'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(CHAMBERS)?.page.value.sizes.items[0].price, { timeout: 20_000 }).toBe(1_600_000);

    await page.goto('/projects/cedarline-chambers');
    await expect(page.getByText('PKR 1.6M', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('#available-units').getByRole('row', { name: /150 sq ft shop/ })).toContainText(
      'PKR 1,600,000',
    );
    await page.goto('/ongoing-projects');
    await expect(page.getByText(/sold from PKR 1\.6M with installments over 3 years/)).toBeVisible({ timeout: 60_000 });
  });

  test('Villas Karachi: a new price, plan term, availability date and approval number, and every figure on the page follows, the plan’s name too', async ({
    page,
  }) => {
    await openRecord(page, 'current-projects', 'cedarline-villas-karachi');
    await editItem(page, /^Sizes/, '120 square yards, villa', async (dialog) => {
      await textbox(dialog, 'Price in rupees').fill('7500000');
      await textbox(dialog, 'Available as of').fill('2026-11-20');
    });
    await editItem(page, /^Payment plans/, '25% down, 36 installments every month', (dialog) =>
      dialog.getByRole('textbox', { name: /^Down payment/ }).fill('30'),
    );
    await editItem(page, /^Payment plans/, '30% down, 18 installments every month', (dialog) =>
      dialog.getByRole('textbox', { name: /^Installments/ }).fill('24'),
    );
    await editItem(page, /^Approvals/, /^KDA/, (dialog) =>
      dialog.getByRole('textbox', { name: /^Number/ }).fill('KDA/LP/SJT-11B/2019/0420'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => record(VILLAS)?.page.value.approvals[0].number, { timeout: 20_000 })
      .toBe('KDA/LP/SJT-11B/2019/0420');

    const saved = record(VILLAS).page.value;
    const size = saved.sizes.items[1];
    expect([
      size.price,
      size.asOf,
      saved.payments.value.plans[2].downPaymentPercent,
      saved.payments.value.plans[1].installments,
    ]).toEqual([7_500_000, '2026-11-20', 30, 24]);

    await page.goto('/projects/cedarline-villas-karachi?size=120-sq-yd-villa&plan=36-month-plan');
    const table = page.getByRole('table', { name: '36-month plan, 120 sq yd villa' });
    // 30% of 7,500,000 down; the 5,250,000 left over 36 does not divide: the last installment takes the remainder.
    // Possession comes after 12 of them, so the rest are marked as paid after it.
    await expect(table.getByRole('row', { name: /Down payment \(30%\)/ })).toContainText('PKR 2,250,000', {
      timeout: 60_000,
    });
    await expect(table.getByRole('row', { name: /Installments 1 to 12, monthly, until possession/ })).toContainText(
      'PKR 145,833 each',
    );
    await expect(table.getByRole('row', { name: /Installments 13 to 35, monthly, after possession/ })).toContainText(
      'PKR 145,833 each',
    );
    await expect(table.getByRole('row', { name: /Installment 36, monthly, after possession/ })).toContainText(
      'PKR 145,845',
    );
    await expect(table.getByRole('row', { name: /Total/ })).toContainText('PKR 7,500,000');
    await expect(page.locator('#available-units').getByRole('row', { name: /120 sq yd villa/ })).toContainText(
      'as of 20 November 2026',
    );
    await expect(page.locator('#approvals')).toContainText('KDA/LP/SJT-11B/2019/0420');
    // The plan of 18 installments, now 24, is named from its terms in both languages.
    await expect(page.getByRole('heading', { name: '24-month plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '18-month plan' })).toHaveCount(0);
    await page.goto('/ur/projects/cedarline-villas-karachi');
    await expect(page.getByRole('heading', { name: '24 ماہ کا پلان' })).toBeVisible({ timeout: 60_000 });
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
    await expect(textbox(page, 'Year')).toHaveValue('2027');
    await textbox(page, 'Number of rooms').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(BARRIE) && 'rooms' in record(BARRIE), { timeout: 20_000 }).toBe(false);

    await page.goto('/chg-canada');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Cedarline Extended Stay Barrie' }) });
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(card.getByText(/rooms/i)).toHaveCount(0);
    // The preview shows its pictures: the editor's host check lets Next's image optimizer through.
    await expect
      .poll(() => card.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  });

  test('map coordinates keep every decimal typed: shown to six, saved as typed, and the page’s directions go there', async ({
    page,
  }) => {
    await openRecord(page, 'delivered-projects', 'cedarline-skyline');
    await expect(textbox(page, 'Latitude')).toHaveValue('24.950406');
    await expect(textbox(page, 'Longitude')).toHaveValue('67.043587');
    await textbox(page, 'Latitude').fill('24.9207');
    await textbox(page, 'Longitude').fill('67.0954');
    await textbox(page, 'Longitude').blur();
    await expect(textbox(page, 'Latitude')).toHaveValue('24.9207');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => record(SKYLINE)?.coordinates, { timeout: 20_000 })
      .toEqual({ latitude: 24.9207, longitude: 67.0954 });
    await page.goto('/projects/cedarline-skyline');
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      /destination=24\.9207,67\.0954/,
      { timeout: 60_000 },
    );
  });

  test('a negative price or an empty name is refused in the form, with the reason, and nothing is saved', async ({
    page,
  }) => {
    await openRecord(page, 'current-projects', 'cedarline-chambers');
    const before = readFileSync(CHAMBERS, 'utf8');
    // The item's dialog edits the record in place: its field says what is wrong once left, and Save refuses the record.
    await editItem(page, /^Sizes/, '300 square feet, shop', async (dialog) => {
      await textbox(dialog, 'Price in rupees').fill('-5');
      await textbox(dialog, 'Price in rupees').blur();
      await expect(textbox(dialog, 'Price in rupees')).toHaveAccessibleDescription(
        /Price in rupees must be at least 1/,
      );
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unsaved')).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(readFileSync(CHAMBERS, 'utf8')).toBe(before);
    await editItem(page, /^Sizes/, '300 square feet, shop', (dialog) =>
      textbox(dialog, 'Price in rupees').fill('2850000'),
    );
    await textbox(page, 'Name').fill('');
    await expectRefused(page, CHAMBERS, textbox(page, 'Name'), 'Name must not be empty');
  });
});

test.describe('two languages, said where a field is', () => {
  test('Skyline’s type in Urdu is edited beside the English, right to left, refused in English, and the Urdu page shows it', async ({
    page,
  }) => {
    await openRecord(page, 'delivered-projects', 'cedarline-skyline');
    const urdu = textbox(page, 'Type (Urdu)');
    await expect(textbox(page, 'Type')).toHaveValue('High-Rise Apartments');
    await expect(urdu).toHaveCSS('direction', 'rtl');
    await urdu.fill('High-Rise Apartments');
    await expectRefused(page, SKYLINE, urdu, /must be written in Urdu, with figures as 0–9/);

    await urdu.fill('بلند و بالا اپارٹمنٹس');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(SKYLINE)?.type.ur, { timeout: 20_000 }).toBe('بلند و بالا اپارٹمنٹس');
    expect(record(SKYLINE).type.en).toBe('High-Rise Apartments');
    await page.goto('/ur/projects/cedarline-skyline');
    await expect(page.getByText('بلند و بالا اپارٹمنٹس').first()).toBeVisible({ timeout: 60_000 });
    await page.goto('/projects/cedarline-skyline');
    await expect(page.getByText('High-Rise Apartments').first()).toBeVisible({ timeout: 60_000 });
  });

  test('a field written once has one box: the Ontario hotels have no Urdu', async ({ page }) => {
    await openRecord(page, 'canada-hotels', 'oshawa');
    await expect(textbox(page, 'Card description')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /\(Urdu\)$/ })).toHaveCount(0);
  });
});

test.describe('a fact has one home: another file’s figure, typed in a text, is refused under the field', () => {
  test('Oshawa’s nearby attraction cannot state the convention centre’s opening year, in digits or in words', async ({
    page,
  }) => {
    await openRecord(page, 'canada-hotels', 'oshawa');
    // The admin reads every file's facts as it opens (/api/editor/facts); the fields check them from then on.
    await expect(page.locator('html[data-site-facts]')).toBeAttached({ timeout: 60_000 });
    await page
      .getByRole('group', { name: /^Nearby attractions/ })
      .getByText('Lakeview Park')
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit item' });
    const description = textbox(dialog, 'Description');
    const held =
      'is Oshawa Convention Center’s year, held in content/canada-ventures/oshawa-convention-center.json: leave it out here';
    for (const year of ['twenty sixteen', '2016']) {
      await description.fill(
        `Sandy beach beside the Oshawa Convention Center, which has hosted weddings since ${year}.`,
      );
      await description.blur();
      await expect(description).toHaveAccessibleDescription(new RegExp(escape(`“${year}” ${held}`)));
    }
    // The item's dialog closes as Keystatic's do; the record is not saved while the text restates the year.
    await dialog.getByRole('button', { name: 'Done' }).click();
    const before = readFileSync(OSHAWA, 'utf8');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unsaved')).toBeVisible();
    expect(readFileSync(OSHAWA, 'utf8')).toBe(before);
  });
});

test.describe('a figure is typed once, in any wording: issue 16’s eight edits, in words', () => {
  test('Aloft, which has no page, cannot be given a rating, nor state one in its description', async ({ page }) => {
    await openRecord(page, 'canada-hotels', 'aloft-barrie');
    await expect(textbox(page, 'Guest rating (out of 5)')).toHaveCount(0);
    await textbox(page, 'Card description').fill(
      'A design-led hotel planned for Barrie: the first guests who toured it gave it four and a half stars.',
    );
    await expectRefused(
      page,
      ALOFT,
      textbox(page, 'Card description'),
      '“four and a half stars” is the guest rating: leave it out, the page shows it from its own field',
    );
    await page.getByRole('button', { name: 'Reset changes' }).click();
    await page.getByRole('checkbox', { name: 'The hotel has its own page' }).check();
    await textbox(page, 'Guest rating (out of 5)').fill('4.2');
    await expectRefused(page, ALOFT, textbox(page, 'Number of guest reviews'), /Number of guest reviews is required/);
  });

  test('Oshawa’s rating cannot be cleared, nor written into its text', async ({ page }) => {
    await openRecord(page, 'canada-hotels', 'oshawa');
    await textbox(page, 'Guest rating (out of 5)').fill('');
    await expectRefused(
      page,
      OSHAWA,
      textbox(page, 'Guest rating (out of 5)'),
      /Guest rating \(out of 5\) is required/,
    );
    await page.getByRole('button', { name: 'Reset changes' }).click();
    await textbox(page, 'Subtitle').fill('A full-service stay in Durham Region, rated 4.5 out of 5 by 1,214 guests');
    await expectRefused(page, OSHAWA, textbox(page, 'Subtitle'), /is the guest rating: leave it out/);
  });

  test('Chambers’ summary cannot type its price in words, in English or Urdu: the message is under the field that types it', async ({
    page,
  }) => {
    await openRecord(page, 'current-projects', 'cedarline-chambers');
    const english = textbox(page, 'Summary');
    const urdu = textbox(page, 'Summary (Urdu)');
    await english.fill('The first IT tower in Block-2 of Gulistan-e-Jauhar, sold from 1.5 million rupees.');
    await expectRefused(
      page,
      CHAMBERS,
      english,
      '“1.5 million rupees” is a price: write {price} instead, and the page fills it in',
    );
    await expect(urdu).not.toHaveAccessibleDescription(/price/);

    await english.fill('The first IT tower in Block-2 of Gulistan-e-Jauhar, sold from {price}.');
    await urdu.fill('گلستانِ جوہر بلاک 2 کا پہلا آئی ٹی ٹاور، پندرہ لاکھ روپے سے شروع۔');
    await expectRefused(
      page,
      CHAMBERS,
      urdu,
      '“پندرہ لاکھ روپے” is a price: write {price} instead, and the page fills it in',
    );
    await expect(english).not.toHaveAccessibleDescription(/price/);

    // Following the message leaves the page right: the figure is filled in from the price.
    await urdu.fill('گلستانِ جوہر بلاک 2 کا پہلا آئی ٹی ٹاور، {price} سے شروع۔');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => record(CHAMBERS)?.page.value.summary.en, { timeout: 20_000 })
      .toContain('sold from {price}');
    await page.goto('/projects/cedarline-chambers');
    await expect(
      page.getByText(/^The first IT tower in Block-2 of Gulistan-e-Jauhar, sold from PKR [\d.]+M\.$/).first(),
    ).toBeVisible({ timeout: 60_000 });
  });

  test('Villas Karachi, whose page sells sizes, has no price of its own to give, nor to write in its summary', async ({
    page,
  }) => {
    await openRecord(page, 'current-projects', 'cedarline-villas-karachi');
    await expect(textbox(page, 'Price in rupees')).toHaveCount(0);
    await expect(group(page, 'Sizes(required)').getByRole('row')).toHaveCount(3);
    await textbox(page, 'Summary').fill(
      'Ready-to-move villas in Surjani Town from forty-eight lakh, with plans of up to {term}.',
    );
    await expectRefused(
      page,
      VILLAS,
      textbox(page, 'Summary'),
      '“forty-eight lakh” is a price: write {price} instead, and the page fills it in',
    );
  });

  test('Skyline’s delivery year is written once: its texts follow a new year, and cannot type one in words', async ({
    page,
  }) => {
    await openRecord(page, 'delivered-projects', 'cedarline-skyline');
    await textbox(page, 'Summary').fill(
      'Apartments in North Nazimabad, handed over thirteen years ago, with a stated 150% increase in value.',
    );
    await expectRefused(
      page,
      SKYLINE,
      textbox(page, 'Summary'),
      '“thirteen years ago” is a year: write {year} instead, and the page fills it in',
    );
    await textbox(page, 'Summary (Urdu)').fill('نارتھ ناظم آباد میں اپارٹمنٹس، جو دو ہزار تیرہ میں حوالے کیے گئے۔');
    await expectRefused(
      page,
      SKYLINE,
      textbox(page, 'Summary (Urdu)'),
      '“دو ہزار تیرہ” is a year: write {year} instead, and the page fills it in',
    );

    await page.getByRole('button', { name: 'Reset changes' }).click();
    await textbox(page, 'Year delivered').fill('2014');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(SKYLINE)?.year, { timeout: 20_000 }).toBe(2014);
    await page.goto('/projects/cedarline-skyline');
    await expect(page.getByText(/Cedarline Skyline, delivered in 2014, is the group’s tallest building/)).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('Delivered 2014').first()).toBeVisible();
  });

  test('Skyline’s building figures: its texts cannot type them in words, and switching them off keeps the texts while the preview says what still uses them', async ({
    page,
  }) => {
    await openRecord(page, 'delivered-projects', 'cedarline-skyline');
    await textbox(page, 'Card description').fill(
      'Over a hundred apartments on fourteen storeys, one of North Nazimabad’s tallest residential towers.',
    );
    await expectRefused(
      page,
      SKYLINE,
      textbox(page, 'Card description'),
      '“a hundred apartments” is a number of units: write {units} instead, and the page fills it in',
    );
    await page.getByRole('button', { name: 'Reset changes' }).click();

    const description = await textbox(page, 'Card description').inputValue();
    await page.getByRole('checkbox', { name: /^A building whose floors and units the page gives/ }).uncheck();
    await expect(textbox(page, 'Floors above the ground floor')).toHaveCount(0);
    await expect(textbox(page, 'Card description')).toHaveValue(description);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => record(SKYLINE)?.building, { timeout: 20_000 }).toEqual({ discriminant: false });
    await page.goto('/projects/cedarline-skyline');
    await expect(
      page.getByRole('heading', { name: 'Some content needs fixing before the site can show it' }),
    ).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByText(/writes \{units\} and \{floors\}, but the building figures are off/).first(),
    ).toBeVisible();
    writeFileSync(SKYLINE, originals.get(SKYLINE)!);
  });

  test('Courthouse’s description cannot state its units and floors, in digits or words', async ({ page }) => {
    await openRecord(page, 'canada-residential', 'courthouse-residences');
    const description = textbox(page, 'Card description');
    await description.fill(
      'A condominium tower of one hundred and twenty-two luxury condominium units over fourteen levels near the courthouse.',
    );
    await expectRefused(
      page,
      COURTHOUSE,
      description,
      '“one hundred and twenty-two luxury condominium units” is a number of units: leave it out, the page shows it from its own field',
    );
    await description.fill(
      'A condominium tower proposed for downtown Brockville, rising over 12 levels near the courthouse.',
    );
    await expectRefused(
      page,
      COURTHOUSE,
      description,
      '“12 levels” is a number of floors: leave it out, the page shows it from its own field',
    );
  });

  test('the restaurant’s heading cannot type its closing time, as "11 p.m." or "eleven at night"', async ({ page }) => {
    await openRecord(page, 'canada-ventures', 'saffron-grill-burlington');
    const heading = textbox(group(page, 'About section'), 'Heading');
    await heading.fill('Grilled to order, served until eleven at night');
    await expectRefused(
      page,
      RESTAURANT,
      heading,
      '“eleven at night” is a time of day: write {closes} instead, and the page fills it in',
    );
    await heading.fill('Grilled to order, served until 11 p.m.');
    await expectRefused(
      page,
      RESTAURANT,
      heading,
      '“11 p.m.” is a time of day: write {closes} instead, and the page fills it in',
    );
  });
});

test.describe('a new record appears where the editor expects it', () => {
  test('a new delivered project says its minimums before Create, and its page is there after one Create', async ({
    page,
    context,
  }) => {
    await page.goto('/keystatic/collection/delivered-projects/create');
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('group', { name: /^Features/ })).toContainText('At least 3');

    // The quickest complete record: Skyline's, duplicated and renamed.
    await openRecord(page, 'delivered-projects', 'cedarline-skyline');
    await page.getByRole('button', { name: /Duplicate entry/ }).click();
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible({ timeout: 60_000 });
    await textbox(page, 'Name').fill('Cedarline Test Tower');
    await textbox(page, 'File name and web address').fill(CREATED);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(() => record(file(`delivered-projects/${CREATED}.json`))?.name, { timeout: 30_000 })
      .toBe('Cedarline Test Tower');

    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 60_000 });
    const preview = page.getByRole('button', { name: 'Preview' });
    await expect(preview).toHaveAttribute('href', `/preview/delivered-projects/${CREATED}`);
    const [opened] = await Promise.all([context.waitForEvent('page'), preview.click()]);
    await expect(opened).toHaveURL(new RegExp(`/projects/${CREATED}$`), { timeout: 90_000 });
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Cedarline Test Tower');
    await opened.goto('/delivered-projects');
    await expect(opened.getByRole('heading', { name: 'Cedarline Test Tower' })).toBeVisible({ timeout: 60_000 });
  });

  test('a list shows its records by name, and a record’s actions say what they do', async ({ page }) => {
    await page.goto('/keystatic/collection/current-projects');
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('rowheader', { name: 'Cedarline Chambers IT Tower & Mall' })).toBeVisible();
    await openRecord(page, 'current-projects', 'cedarline-chambers');
    for (const action of ['Reset changes', 'Delete entry…', 'Duplicate entry…', 'Preview']) {
      await expect(page.locator('header').getByText(action, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/preview/current-projects/cedarline-chambers',
    );
  });
});

test.describe('what the editor reads is for an editor', () => {
  test('another record is chosen by its name, and a content error shows as a plain page in the preview', async ({
    page,
  }) => {
    await openRecord(page, 'canada-residential', 'signature-suites-by-cedarline');
    await expect(page.getByRole('button', { name: /Team that answers/ })).toContainText('Canada hospitality');

    const broken = record(COURTHOUSE);
    broken.image.src = '/images/canada-residential/courthouse-residences/image/gone.jpg';
    writeFileSync(COURTHOUSE, JSON.stringify(broken, null, 2));
    try {
      await page.goto('/chg-canada');
      await expect(
        page.getByRole('heading', { name: 'Some content needs fixing before the site can show it' }),
      ).toBeVisible({ timeout: 60_000 });
      await expect(
        page.getByText('content/canada-residential/courthouse-residences.json', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText('— Card photo')).toBeVisible();
      await expect(page.getByText(/is not under public\/: upload it again/)).toBeVisible();
      // Said once, on the page: not again in the framework's error overlay.
      await expect(page.getByText(/is not under public\//)).toHaveCount(1);
    } finally {
      writeFileSync(COURTHOUSE, originals.get(COURTHOUSE)!);
    }
    await page.goto('/chg-canada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hospitality and homes across Ontario', {
      timeout: 60_000,
    });
  });

  test('the editor answers only its own host names', async ({ request, baseURL }) => {
    const { port } = new URL(baseURL!);
    for (const host of ['127.0.0.1', 'localhost']) {
      expect((await request.get(`/keystatic`, { headers: { host: `${host}:${port}` } })).status()).toBe(200);
    }
    for (const route of ['/keystatic', '/api/keystatic/tree']) {
      expect((await request.get(route, { headers: { host: `evil.example:${port}` } })).status()).toBe(403);
    }
    expect(
      (await request.post('/api/keystatic/update', { headers: { origin: 'http://evil.example' }, data: {} })).status(),
    ).toBe(403);
    // Another page on this machine: a loopback name with another port or scheme is another origin.
    for (const origin of [
      'http://localhost:9999',
      `http://127.0.0.1:${Number(port) + 1}`,
      `https://127.0.0.1:${port}`,
    ]) {
      expect((await request.post('/api/keystatic/update', { headers: { origin }, data: {} })).status(), origin).toBe(
        403,
      );
    }
    expect(
      (
        await request.post('/api/keystatic/update', { headers: { origin: new URL(baseURL!).origin }, data: {} })
      ).status(),
    ).not.toBe(403);
  });
});
