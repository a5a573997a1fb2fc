/**
 * The contact form in a browser that runs no script, in both languages. It
 * posts to the contact function, which stores and mails the message and sends
 * the visitor on to a page of the site that says so; when the function refuses
 * the message or cannot store it, to a page giving every other way to reach the
 * team. Nothing the visitor typed is ever in an address: not in a request's
 * URL, not in the address bar, not in the browser's history.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import english from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import messagePages from '../content/pages/message-pages.json';
import settings from '../content/settings.json';
import { MESSAGE_PAGES } from '../supabase/functions/_shared/form-post';
import { expect, settle, test, WCAG_TAGS } from './fixtures';
import { emailsFrom, inDatabase, STACK, startFunctionWithoutDatabase, uniqueEmail } from './support/stack';

const FUNCTION_URL = `${STACK.apiUrl}/functions/v1/${STACK.functionName}`;

/** What a visitor on each language's home page writes, and where it goes. */
const VISITS = {
  en: {
    home: '/#contact',
    words: english.form,
    fields: {
      firstName: 'Zubaida',
      lastName: 'Rahimtoola',
      subject: 'Quiet room for a reading group',
      message: 'Do you have a quiet room for twelve on a Sunday afternoon?',
    },
    stored: { team: 'general', language: 'en', phone: null },
    inbox: 'info@cedarlinegroup.com',
  },
  ur: {
    home: '/ur#contact',
    words: urdu.form,
    fields: {
      firstName: 'زبیدہ',
      lastName: 'رحیم',
      subject: 'ولا کی قسطیں',
      message: 'کیا 160 مربع گز ولا کی قسطوں کا منصوبہ دستیاب ہے؟',
      phone: '0300 7654321',
    },
    stored: { team: 'karachi-sales', language: 'ur', phone: '+923007654321' },
    inbox: 'sales.karachi@cedarlinegroup.com',
  },
} as const;
type Language = keyof typeof VISITS;
const LANGUAGES = Object.keys(VISITS) as Language[];

function form(page: Page, language: Language) {
  return page.getByRole('form', { name: VISITS[language].words.label });
}

function box(
  page: Page,
  language: Language,
  field: 'firstName' | 'lastName' | 'email' | 'subject' | 'message' | 'phone',
) {
  return form(page, language).getByRole('textbox', { name: VISITS[language].words[field] });
}

/** Fills every field the form shows with this visit's details, and `sender` as the email. */
async function fill(
  page: Page,
  language: Language,
  sender: string,
  changes: Partial<Record<'firstName' | 'phone', string>> = {},
) {
  const fields = { ...VISITS[language].fields, email: sender, ...changes };
  for (const [field, value] of Object.entries(fields))
    await box(page, language, field as keyof typeof fields).fill(value);
  return fields;
}

/** Every address the page asked for or was at: each request's URL and each navigation's. */
function watchAddresses(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

/** The browser's own history of the tab: every entry's address. */
async function history(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { entries } = await cdp.send('Page.getNavigationHistory');
  await cdp.detach();
  return entries.map((entry) => entry.url);
}

/** No address holds any of `details`, as typed or encoded in any way a form or a link would. */
function expectNoDetails(addresses: readonly string[], details: readonly string[]) {
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    let decoded = address;
    try {
      decoded = decodeURIComponent(address.replaceAll('+', ' '));
    } catch {
      // An address that does not decode is checked as it is.
    }
    for (const detail of details) {
      expect(address, `${address} holds "${detail}"`).not.toContain(detail);
      expect(decoded, `${address} holds "${detail}"`).not.toContain(detail);
    }
  }
}

function storedFrom(sender: string) {
  return inDatabase(async (sql) => [
    ...(await sql<{ team: string; language: string; phone: string | null; first_name: string; message: string }[]>`
      select team, language, phone, first_name, message from contact_messages where email = ${sender}`),
  ]);
}

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    const { home, words } = VISITS[language];
    const sent = messagePages.sent;
    const notSent = messagePages.notSent;

    test(`${language}: the message is posted, stored and mailed, and the visitor lands on a page in their language saying so; nothing typed is ever in an address`, async ({
      page,
      baseURL,
    }) => {
      const sender = uniqueEmail(`nojs-${language}`);
      const addresses = watchAddresses(page);
      await page.goto(home);
      const details = Object.values(await fill(page, language, sender));
      const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url() === FUNCTION_URL);
      await form(page, language).getByRole('button', { name: words.send }).click();

      await expect(page).toHaveURL(`${baseURL}${MESSAGE_PAGES.sent[language]}`);
      await expect(page.getByRole('heading', { level: 1, name: sent.title[language] })).toBeVisible();
      await expect(page.getByText(sent.text[language])).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en-CA' : 'ur');
      // The details went in the body of a post to the function, the page's language and team with them.
      const body = new URLSearchParams((await posted).postData() ?? '');
      expect(body.get('email')).toBe(sender);
      expect(body.get('language')).toBe(language);
      expect(body.get('team')).toBe(VISITS[language].stored.team);

      const [row, ...more] = await storedFrom(sender);
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        ...VISITS[language].stored,
        first_name: VISITS[language].fields.firstName,
        message: VISITS[language].fields.message,
      });
      await expect.poll(async () => (await emailsFrom(sender)).length).toBe(1);
      const [email] = await emailsFrom(sender);
      expect([email!.to].flat()).toEqual([VISITS[language].inbox]);
      expect(email!.subject).toContain(VISITS[language].fields.subject);

      // Back in the history is the form's own page, as it was opened.
      await page.goBack();
      await expect(page).toHaveURL(`${baseURL}${home}`);
      expectNoDetails([...addresses, page.url(), ...(await history(page))], details);
    });

    test(`${language}: a message the function refuses lands on the page giving the other ways to reach the team, and nothing is stored`, async ({
      page,
      baseURL,
    }) => {
      const sender = uniqueEmail(`nojs-refused-${language}`);
      const addresses = watchAddresses(page);
      await page.goto(home);
      // What the browser cannot check: a name hiding a zero-width space; in Urdu, a phone number that cannot exist.
      const details = Object.values(
        await fill(page, language, sender, language === 'en' ? { firstName: 'Zu\u200bbaida' } : { phone: '0300 12' }),
      );
      await form(page, language).getByRole('button', { name: words.send }).click();
      await expect(page).toHaveURL(`${baseURL}${MESSAGE_PAGES.notSent[language]}`);
      await expect(page.getByRole('heading', { level: 1, name: notSent.title[language] })).toBeVisible();
      expect(await storedFrom(sender)).toEqual([]);
      expectNoDetails([...addresses, page.url(), ...(await history(page))], details);
    });

    test(`${language}: when the function cannot store it (its database down), the visitor lands on the page with every other way to reach the team, and Back keeps what they wrote`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const failing = await startFunctionWithoutDatabase();
      try {
        // The form's post goes to a function like the stack's, whose database does not answer.
        await page.route(FUNCTION_URL, (route) => route.continue({ url: failing.url }));
        const sender = uniqueEmail(`nojs-down-${language}`);
        const addresses = watchAddresses(page);
        await page.goto(home);
        const details = Object.values(await fill(page, language, sender));
        await form(page, language).getByRole('button', { name: words.send }).click();

        await expect(page).toHaveURL(`${baseURL}${MESSAGE_PAGES.notSent[language]}`);
        await expect(page.getByRole('heading', { level: 1, name: notSent.title[language] })).toBeVisible();
        await expect(page.getByText(notSent.text[language])).toBeVisible();
        // The group's email and Karachi sales' phone and WhatsApp, on both pages; every team with a phone on the English one.
        const main = page.getByRole('main');
        await expect(main.locator(`a[href="mailto:${settings.email}"]`)).toBeVisible();
        await expect(main.locator('a[href="tel:+922155500148"]')).toBeVisible();
        await expect(main.locator('a[href^="https://wa.me/923005550149?text="]')).toBeVisible();
        await expect(main.locator('a[href="tel:+19055550143"]')).toHaveCount(language === 'en' ? 1 : 0);
        await expect(
          main.locator(`a[href="tel:${settings.offices.pakistan.phone.replaceAll(' ', '')}"]`),
        ).toBeVisible();
        expect(await storedFrom(sender)).toEqual([]);

        // What the page says: the browser's Back button returns to the form with what was written.
        await page.goBack();
        await expect(page).toHaveURL(`${baseURL}${home}`);
        await expect(box(page, language, 'message')).toHaveValue(VISITS[language].fields.message);
        await expect(box(page, language, 'email')).toHaveValue(sender);
        expectNoDetails([...addresses, page.url(), ...(await history(page))], details);
      } finally {
        await failing.stop();
      }
    });

    test(`${language}: the browser checks the required fields and the email first, and posts nothing until they are filled`, async ({
      page,
      baseURL,
    }) => {
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST') posts += 1;
      });
      await page.goto(home);
      await box(page, language, 'email').fill('not an address');
      await form(page, language).getByRole('button', { name: words.send }).click();
      await expect(form(page, language).locator('[name="firstName"]:invalid')).toHaveCount(1);
      await expect(form(page, language).locator('[name="email"]:invalid')).toHaveCount(1);
      await expect(page).toHaveURL(`${baseURL}${home}`);
      expect(posts).toBe(0);
    });
  }

  test('ur: the phone is offered; the site visit, which needs the day picker and so the script, is not', async ({
    page,
  }) => {
    await page.goto('/ur#contact');
    await expect(box(page, 'ur', 'phone')).toBeVisible();
    await expect(form(page, 'ur').getByRole('checkbox', { name: urdu.form.visit })).toBeHidden();
  });
});

test.describe('the pages the form lands on', () => {
  test('each is in its language, kept out of search results, and axe finds no WCAG 2.x A/AA violation', async ({
    page,
  }) => {
    for (const [outcome, pages] of Object.entries(MESSAGE_PAGES) as [
      keyof typeof MESSAGE_PAGES,
      (typeof MESSAGE_PAGES)['sent'],
    ][]) {
      for (const language of LANGUAGES) {
        const response = await page.goto(pages[language]);
        expect(response?.status(), pages[language]).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagePages[outcome].title[language]);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await settle(page);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(violations.map((violation) => `${pages[language]}: ${violation.id}`)).toEqual([]);
      }
    }
  });

  test("a page's policy lets its forms post to the contact function and nowhere else but the site", async ({
    request,
  }) => {
    for (const path of ['/', '/ur']) {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
      const formAction = policy
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('form-action '));
      expect(formAction, path).toBe(`form-action 'self' ${new URL(FUNCTION_URL).origin}`);
    }
  });
});
