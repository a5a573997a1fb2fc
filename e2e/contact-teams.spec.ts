import { expect, test } from './fixtures';
import { emailsFrom, inDatabase, uniqueEmail } from './support/stack';

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
/** The local inboxes (scripts/local/config.mjs). */
const INBOX = {
  general: 'info@cedarlinegroup.com',
  karachiSales: 'sales.karachi@cedarlinegroup.com',
  hospitality: 'hospitality@cedarlinegroup.com',
};

type Page = import('@playwright/test').Page;

/** Where the local mailbox delivered the messages from `sender`. */
async function inboxesOf(sender: string): Promise<string[][]> {
  return (await emailsFrom(sender)).map((email) => [email.to].flat());
}

async function storedTeam(sender: string) {
  const rows = await inDatabase(
    (sql) => sql<{ team: string }[]>`select team from contact_messages where email = ${sender}`,
  );
  return rows.map((row) => row.team);
}

/** Fills the five fields (never the team) and sends. */
async function send(page: Page, sender: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Bilal');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Ahmed');
  await form.getByRole('textbox', { name: 'Email' }).fill(sender);
  if (!(await form.getByRole('textbox', { name: 'Subject' }).inputValue()))
    await form.getByRole('textbox', { name: 'Subject' }).fill('A question');
  await form.getByRole('textbox', { name: 'Message' }).fill('Could you tell me more, please?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
}

const teamSelect = (page: Page) => page.getByRole('combobox', { name: 'Your message goes to' });

test.describe('every enquiry reaches the team that can answer it', () => {
  test("Contact Sales Team on Villas Karachi opens the page's own form for Karachi sales, and the message reaches their inbox", async ({
    page,
    consoleErrors,
  }) => {
    const sender = uniqueEmail('team-villas');
    await page.goto('/projects/cedarline-villas-karachi');
    await page.getByRole('link', { name: 'Contact Sales Team' }).first().click();
    await expect(page).toHaveURL(/\/projects\/cedarline-villas-karachi#enquire$/);
    const form = page.locator('#enquire').getByRole('form', { name: 'Contact form' });
    await expect(form.getByText('Your message goes to Karachi sales.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Villas Karachi — sales enquiry');
    await send(page, sender);
    await expect.poll(() => inboxesOf(sender)).toEqual([[INBOX.karachiSales]]);
    expect(await storedTeam(sender)).toEqual(['karachi-sales']);
    expect(consoleErrors).toEqual([]);
  });

  // The small-screen menu's Contact Us is the same link from content/navigation.json (navigation.spec.ts opens it).
  test(
    "the header's Contact Us opens the form for general enquiries, and the message reaches the general inbox",
    { tag: '@desktop' },
    async ({ page }) => {
      const sender = uniqueEmail('team-header');
      await page.goto('/about');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(teamSelect(page).locator('option:checked')).toHaveText('General enquiries');
      await send(page, sender);
      await expect.poll(() => inboxesOf(sender)).toEqual([[INBOX.general]]);
      expect(await storedTeam(sender)).toEqual(['general']);
    },
  );

  test('a visitor who came to the wrong place picks another team, and that team gets the message', async ({ page }) => {
    const sender = uniqueEmail('team-changed');
    await page.goto('/?team=karachi-sales#contact');
    await expect(teamSelect(page)).toHaveValue('karachi-sales');
    await teamSelect(page).selectOption({ label: 'Canada hospitality' });
    await send(page, sender);
    await expect.poll(() => inboxesOf(sender)).toEqual([[INBOX.hospitality]]);
    expect(await storedTeam(sender)).toEqual(['canada-hospitality']);
  });

  test('a link naming a team the site does not know opens the form for general enquiries', async ({ page }) => {
    await page.goto('/?team=no-such-team#contact');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(teamSelect(page)).toHaveValue('general');
  });

  test('the residences and the Pakistan division open the form for their teams', async ({ page }) => {
    await page.goto('/cedarline-estate-residency');
    await expect(page.getByRole('link', { name: 'Register Your Interest' }).first()).toHaveAttribute(
      'href',
      /[?&]team=canada-hospitality#contact$/,
    );
    await page.goto('/chg-pakistan');
    await expect(page.locator('#office').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/?team=karachi-sales#contact',
    );
  });

  test('the closing buttons of the two portfolio pages open the form for their division', async ({ page }) => {
    await page.goto('/ongoing-projects');
    await page.locator('#next-steps').getByRole('link', { name: 'Get In Touch' }).click();
    await expect(page).toHaveURL(/[?&]team=karachi-sales#contact$/);
    await expect(teamSelect(page).locator('option:checked')).toHaveText('Karachi sales');
    await page.goto('/chg-canada');
    await page.locator('#get-in-touch').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/[?&]team=canada-hospitality#contact$/);
    await expect(teamSelect(page).locator('option:checked')).toHaveText('Canada hospitality');
  });
});

test.describe('Karachi pages offer WhatsApp next to the phone', () => {
  const WHATSAPP = /^https:\/\/wa\.me\/923005550149\?text=/;

  function chat(href: string | null) {
    expect(href).toMatch(WHATSAPP);
    return new URL(href!).searchParams.get('text');
  }

  test('Villas Karachi: a chat with Karachi sales naming the project, in a new tab, beside the sales phone', async ({
    page,
  }) => {
    await page.goto('/projects/cedarline-villas-karachi');
    const enquire = page.locator('#enquire');
    const whatsapp = enquire.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    expect(chat(await whatsapp.getAttribute('href'))).toBe(
      'Assalam-o-Alaikum, I would like to know more about Cedarline Villas Karachi.',
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    await expect(enquire.getByRole('link', { name: 'Call +92 21 5550 0148' })).toHaveAttribute(
      'href',
      'tel:+922155500148',
    );
  });

  test('each offering names its own project in the chat', async ({ page }) => {
    await page.goto('/projects/cedarline-chambers');
    const href = await page
      .locator('#enquire')
      .getByRole('link', { name: /Chat on WhatsApp/ })
      .getAttribute('href');
    expect(chat(href)).toContain('Cedarline Chambers');
  });

  test('the Pakistan division: the office phone, and the sales WhatsApp about the builders', async ({ page }) => {
    await page.goto('/chg-pakistan');
    const office = page.locator('#office');
    await expect(office.getByRole('link', { name: '+92 21 5550 0147' })).toHaveAttribute('href', 'tel:+922155500147');
    const whatsapp = office.getByRole('link', { name: '+92 300 555 0149 (opens in a new tab)' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(chat(await whatsapp.getAttribute('href'))).toBe(
      'Assalam-o-Alaikum, I would like to know more about Cedarline Builders & Developers.',
    );
  });

  test('Ontario pages offer no WhatsApp', async ({ page }) => {
    for (const path of ['/signature-suites-by-cedarline', '/oshawa-convention-center', '/hotels/oshawa']) {
      await page.goto(path);
      await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    }
  });
});
