import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatDate } from '../lib/format';
import { formatDay } from '../supabase/functions/_shared/visit';
import { expect, settle, test, WCAG_TAGS } from './fixtures';
import { emailsFrom, inDatabase, STACK, uniqueEmail } from './support/stack';

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
/** What a "Schedule Site Visit" button on a Karachi project links to (contactHref with visit). */
const VISIT_LINK = '/?subject=Villas%20Karachi%20%E2%80%94%20site%20visit&team=karachi-sales&visit=1#contact';
const FUNCTION_URL = `${STACK.apiUrl}/functions/v1/${STACK.functionName}`;
const KARACHI_SALES_INBOX = 'sales.karachi@cedarlinegroup.com';
const PHONE_MESSAGE = 'Enter a phone number such as 0300 1234567, or with its country code, such as +44 20 7946 0958.';

async function storedVisit(sender: string) {
  return inDatabase(async (sql) => [
    ...(await sql<{ team: string; phone: string | null; visit_day: string | null; visit_mode: string | null }[]>`
      select team, phone, to_char(visit_day, 'YYYY-MM-DD') as visit_day, visit_mode from contact_messages where email = ${sender}`),
  ]);
}

function form(page: Page) {
  return page.getByRole('form', { name: 'Contact form' });
}

const fields = (page: Page) => ({
  phone: form(page).getByRole('textbox', { name: 'Phone or WhatsApp (optional)' }),
  visit: form(page).getByRole('checkbox', { name: "I'd like to visit the site" }),
  day: form(page).getByLabel('Preferred day'),
  modes: form(page).getByRole('group', { name: 'How would you like to visit?' }),
  inPerson: form(page).getByRole('radio', { name: 'In person' }),
  video: form(page).getByRole('radio', { name: 'By video call' }),
});

/** The five fields every message has; the subject is the link's. */
async function fillMessage(page: Page, sender: string) {
  await form(page).getByRole('textbox', { name: 'First name' }).fill('Bilal');
  await form(page).getByRole('textbox', { name: 'Last name' }).fill('Ahmed');
  await form(page).getByRole('textbox', { name: 'Email' }).fill(sender);
  await form(page)
    .getByRole('textbox', { name: 'Message' })
    .fill('We would like to see the show villa with our family.');
}

async function openVisitLink(page: Page) {
  await page.goto(VISIT_LINK);
  await expect(fields(page).visit).toBeChecked();
  await expect(fields(page).day).toBeVisible();
}

test.describe('a Karachi buyer books a site visit from the contact form', () => {
  test('from a Schedule Site Visit link, a message with a phone and a day reaches Karachi sales with both in it', async ({
    page,
    consoleErrors,
  }) => {
    const sender = uniqueEmail('visit-ok');
    await openVisitLink(page);
    const { phone, day, inPerson } = fields(page);
    await expect(page.getByRole('combobox', { name: 'Your message goes to' })).toHaveValue('karachi-sales');
    await expect(form(page).getByRole('textbox', { name: 'Subject' })).toHaveValue('Villas Karachi — site visit');
    await fillMessage(page, sender);
    await phone.fill('0300 1234567');
    // Tomorrow in Karachi, the first day the picker offers.
    const first = (await day.getAttribute('min'))!;
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await day.fill(first);
    // The input shows the day as the browser's settings write it; beside it, the day in words.
    await expect(form(page).getByRole('status')).toHaveText(formatDate(first, 'en', 'weekday'));
    await inPerson.check();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();

    await expect.poll(async () => (await emailsFrom(sender)).length).toBe(1);
    const [email] = await emailsFrom(sender);
    expect([email!.to].flat()).toEqual([KARACHI_SALES_INBOX]);
    expect(email!.subject).toBe(
      `Site visit ${formatDay(first)} (in person, +92 300 1234567) — Villas Karachi — site visit`,
    );
    expect(email!.text).toContain('Phone: +92 300 1234567');
    expect(email!.text).toContain(`Preferred day: ${formatDay(first, { weekday: true })}`);
    expect(email!.text).toContain('Visit: in person');
    expect(email!.html).toContain('href="tel:+923001234567"');
    expect(await storedVisit(sender)).toEqual([
      { team: 'karachi-sales', phone: '+923001234567', visit_day: first, visit_mode: 'in-person' },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('a past day and a malformed number are refused by the form, under their fields, with every other value kept', async ({
    page,
  }) => {
    const sender = uniqueEmail('visit-refused');
    let posts = 0;
    await page.route('**/functions/v1/send-contact-email', (route) => {
      if (route.request().method() === 'POST') posts += 1;
      return route.continue();
    });
    await openVisitLink(page);
    const { phone, day, inPerson } = fields(page);
    await fillMessage(page, sender);
    await phone.fill('0300 12');
    await day.fill('2020-01-01');
    await inPerson.check();
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    const [first, last] = [await day.getAttribute('min'), await day.getAttribute('max')];
    const dayMessage = `Preferred day must be between ${formatDay(first!)} and ${formatDay(last!)}.`;
    await expect(form(page).getByText(dayMessage)).toBeVisible();
    await expect(form(page).getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(new RegExp(`${dayMessage.replace(/\./g, '\\.')}$`));
    await expect(phone).toHaveAccessibleDescription(new RegExp(`${PHONE_MESSAGE.replace(/[.+]/g, '\\$&')}$`));
    // Focus goes to the first field to fix.
    await expect(phone).toBeFocused();

    await expect(form(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Bilal');
    await expect(form(page).getByRole('textbox', { name: 'Email' })).toHaveValue(sender);
    await expect(form(page).getByRole('textbox', { name: 'Subject' })).toHaveValue('Villas Karachi — site visit');
    await expect(form(page).getByRole('textbox', { name: 'Message' })).not.toHaveValue('');
    await expect(phone).toHaveValue('0300 12');
    await expect(day).toHaveValue('2020-01-01');
    await expect(inPerson).toBeChecked();
    expect(posts).toBe(0);
    expect(await storedVisit(sender)).toEqual([]);

    // Corrected, it goes.
    await phone.fill('+44 20 7946 0958');
    await day.fill(last!);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(await storedVisit(sender)).toEqual([
      { team: 'karachi-sales', phone: '+442079460958', visit_day: last, visit_mode: 'in-person' },
    ]);
  });

  test('the function refuses them too, naming the field and its problem, and stores nothing', async ({ request }) => {
    const sender = uniqueEmail('visit-direct');
    const message = {
      firstName: 'Bilal',
      lastName: 'Ahmed',
      email: sender,
      subject: 'Site visit',
      message: 'Hello',
      website: '',
    };
    const visit = {
      ...message,
      team: 'karachi-sales',
      phone: '0300 1234567',
      visit: true,
      visitDay: '2020-01-01',
      visitMode: 'video',
    };
    const post = (data: object) =>
      request.post(FUNCTION_URL, {
        data,
        headers: { Authorization: `Bearer ${STACK.anonKey}`, apikey: STACK.anonKey },
      });

    for (const [body, field, words] of [
      [visit, 'visitDay', /^visitDayRange\?first=\d{4}-\d\d-\d\d&last=\d{4}-\d\d-\d\d$/],
      [{ ...visit, visitDay: '2099-01-01' }, 'visitDay', /^visitDayRange\?/],
      [{ ...visit, visitDay: undefined, phone: '12345' }, 'phone', /^phone$/],
      [{ ...visit, team: 'general', visitDay: undefined }, 'visit', /^visitTeam$/],
    ] as const) {
      const response = await post(body);
      expect(response.status()).toBe(400);
      const json = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(json.error).toBe('invalid_request');
      expect(json.fields[field]).toMatch(words);
    }
    expect(await storedVisit(sender)).toEqual([]);

    // The same message with a day in range is taken, so the refusals were about the fields named.
    const taken = await post({ ...message, team: 'karachi-sales', phone: '+92 300 1234567' });
    expect(taken.status()).toBe(200);
    expect(await storedVisit(sender)).toEqual([
      { team: 'karachi-sales', phone: '+923001234567', visit_day: null, visit_mode: null },
    ]);
  });

  test('axe finds no WCAG 2.x A/AA violation on the home page with the visit fields open, nor with their errors shown', async ({
    page,
  }) => {
    await openVisitLink(page);
    const check = async (where: string) => {
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).include('#contact').withTags(WCAG_TAGS).analyze();
      expect(
        violations.map(
          (violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    };
    await check('visit fields open');
    await fields(page).phone.fill('abc');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(form(page).getByText('Choose in person or by video call.')).toBeVisible();
    await check('errors shown');
    // And the whole page, as a11y.spec.ts checks it.
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('the visit fields work by keyboard', async ({ page }) => {
    await page.goto('/?team=karachi-sales#contact');
    const { visit, day, inPerson, video } = fields(page);
    await expect(day).toHaveCount(0);
    await visit.focus();
    await page.keyboard.press('Space');
    await expect(visit).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(day).toBeFocused();
    await inPerson.focus();
    await page.keyboard.press('Space');
    await expect(inPerson).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(video).toBeChecked();
    await expect(video).toBeFocused();
  });

  test('at 360 px wide the form with the visit fields open fits its card and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openVisitLink(page);
    await fields(page).modes.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // Every control and line of the form within the form's own box, not merely clipped at the window's edge.
    const outside = await form(page).evaluate((element) => {
      const { left, right } = element.getBoundingClientRect();
      // The honeypot sits off-screen on purpose, hidden from people and assistive technology.
      return [...element.querySelectorAll('input, select, textarea, button, label, legend, p')]
        .filter((child) => !child.closest('[aria-hidden="true"]'))
        .filter((child) => {
          const box = child.getBoundingClientRect();
          return box.width > 0 && (box.left < left - 0.5 || box.right > right + 0.5);
        })
        .map((child) => `${child.tagName} ${child.textContent?.slice(0, 30) ?? ''}`);
    });
    expect(outside).toEqual([]);
  });
});
