/**
 * An editor changes the site in the browser: the admin of `npm run edit`
 * writes the record's file under content/, and the page shows the new value.
 * What the build would refuse, the form refuses before saving, and says why.
 * Every file this spec changes is put back afterwards.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const CHAMBERS = path.join(process.cwd(), 'content/current-projects/cedarline-chambers.json');
const OSHAWA = path.join(process.cwd(), 'content/canada-hotels/oshawa.json');
const originals = new Map([CHAMBERS, OSHAWA].map((file) => [file, readFileSync(file, 'utf8')]));
const record = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

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
  for (const [file, text] of originals) writeFileSync(file, text);
});

async function openRecord(page: Page, collection: string, slug: string) {
  await page.goto(`/keystatic/collection/${collection}/item/${slug}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 120_000 });
}

test('changing Chambers’ starting price rewrites its file, and the project page and card show the new price', async ({ page }) => {
  await openRecord(page, 'current-projects', 'cedarline-chambers');
  await page.getByLabel('Price in rupees', { exact: true }).fill('1600000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => record(CHAMBERS).page.value.price.amount, { timeout: 20_000 }).toBe(1_600_000);

  await page.goto('/projects/cedarline-chambers');
  await expect(page.getByText('PKR 1.6M', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/from PKR 1\.6M/).first()).toBeVisible();
  await page.goto('/ongoing-projects');
  await expect(page.getByText(/sold from PKR 1\.6M/)).toBeVisible({ timeout: 60_000 });
});

test('changing the Oshawa hotel’s check-in time rewrites its file, and the hotel page shows it', async ({ page }) => {
  const picturesBefore = pictures('canada-hotels/oshawa');
  await openRecord(page, 'canada-hotels', 'oshawa');
  await page.getByLabel(/^Check-in time/).fill('14:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => record(OSHAWA).page.value.checkIn, { timeout: 20_000 }).toBe('14:30');
  expect(pictures('canada-hotels/oshawa')).toEqual(picturesBefore);

  await page.goto('/hotels/oshawa');
  const checkIn = page.locator('dl > div').filter({ has: page.getByText('Check-in', { exact: true }) });
  await expect(checkIn.locator('dd')).toHaveText('2:30 PM', { timeout: 60_000 });
});

test('a negative price or an empty name is refused in the form, with the reason, and nothing is saved', async ({ page }) => {
  const before = readFileSync(CHAMBERS, 'utf8');
  await openRecord(page, 'current-projects', 'cedarline-chambers');

  await page.getByLabel('Price in rupees', { exact: true }).fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Price in rupees must be at least 1')).toBeVisible();

  await page.getByLabel('Price in rupees', { exact: true }).fill('1500000');
  await page.getByRole('textbox', { name: /^Name/ }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name must not be empty')).toBeVisible();

  await expect(page.getByText('Unsaved')).toBeVisible();
  expect(readFileSync(CHAMBERS, 'utf8')).toBe(before);
});
