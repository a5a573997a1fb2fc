/**
 * The enquiry on a project's page: the buyer's size and plan, chosen in the schedule, are what the
 * form on the same page shows and sends, what the stored message and the team's email carry, and
 * what the WhatsApp message names; in both languages, and without a script too.
 */
import type { Page } from '@playwright/test';
import english from '../content/messages/en.json';
import urdu from '../content/messages/ur.json';
import { expect, test } from './fixtures';
import { expectHittable } from './support/hit';
import { emailsFrom, inDatabase, uniqueEmail } from './support/stack';

const PAGES = {
  en: {
    path: '/projects/cedarline-villas-karachi',
    project: 'Cedarline Villas Karachi',
    words: english,
    enquiry: 'Contact Sales Team',
    size: '120 sq yd villa',
    plan: '36-month plan',
    caption: '36-month plan, 120 sq yd villa',
    fields: { firstName: 'Sana', lastName: 'Qureshi', message: 'Is a corner 120 sq yd villa still available?' },
  },
  ur: {
    path: '/ur/projects/cedarline-villas-karachi',
    project: 'سیڈرلائن ولاز کراچی',
    words: urdu,
    enquiry: 'سیلز ٹیم سے رابطہ کریں',
    size: '120 مربع گز ولا',
    plan: '36 ماہ کا پلان',
    caption: '36 ماہ کا پلان برائے 120 مربع گز ولا',
    fields: { firstName: 'ثنا', lastName: 'قریشی', message: 'کیا کونے کا 120 مربع گز ولا دستیاب ہے؟' },
  },
} as const;
type Language = keyof typeof PAGES;

const enquiry = (page: Page) => page.locator('#enquire');
const form = (page: Page, language: Language) =>
  enquiry(page).getByRole('form', { name: PAGES[language].words.form.label });
const schedule = (page: Page) => page.locator('#schedule');

async function storedUnit(sender: string) {
  const rows = await inDatabase(
    (sql) => sql<{ project: string; unit_size: string; payment_plan: string; team: string }[]>`
    select project, unit_size, payment_plan, team from contact_messages where email = ${sender}`,
  );
  return rows.map((row) => ({ ...row }));
}

for (const language of ['en', 'ur'] as const) {
  const visit = PAGES[language];
  const { form: words, project: projectWords } = visit.words;

  test(`${language}: the size and plan chosen in the schedule are what the page's form shows, sends, stores and mails, and the WhatsApp message names`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const sender = uniqueEmail(`enquiry-${language}`);
    await page.goto(visit.path);
    await schedule(page).getByLabel(projectWords.schedule.sizeLabel).selectOption({ label: visit.size });
    await schedule(page).getByLabel(projectWords.schedule.planLabel).selectOption({ label: visit.plan });
    await page.getByRole('link', { name: visit.enquiry }).first().click();
    await expect(page).toHaveURL(new RegExp(`${visit.path}\\?size=120-sq-yd-villa&plan=36-month-plan#enquire$`));
    await expect(form(page, language)).toBeInViewport();
    const unit = form(page, language).getByRole('group', { name: words.unitTitle.replace('{project}', visit.project) });
    await expect(unit.getByLabel(projectWords.schedule.sizeLabel)).toHaveValue(visit.size);
    await expect(unit.getByLabel(projectWords.schedule.planLabel)).toHaveValue(visit.plan);
    const whatsapp = enquiry(page).getByRole('link', { name: projectWords.offering.whatsappButton });
    // Every control of the enquiry is where a finger lands, at this width, in this language.
    for (const control of [
      unit.getByLabel(projectWords.schedule.sizeLabel),
      unit.getByLabel(projectWords.schedule.planLabel),
      form(page, language).getByRole('button', { name: words.send }),
      whatsapp,
    ]) {
      await expectHittable(control);
    }
    await testInfo.attach(`enquiry-${language}`, { body: await enquiry(page).screenshot(), contentType: 'image/png' });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(encodeURIComponent(`${visit.size}`)));
    expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(visit.plan);

    // Changed in the form after it opened: the schedule follows, and so does the WhatsApp message.
    await unit.getByLabel(projectWords.schedule.planLabel).selectOption({ index: 0 });
    const firstPlan = await unit.getByLabel(projectWords.schedule.planLabel).inputValue();
    await expect(schedule(page).locator('caption')).toContainText(firstPlan);
    await expect.poll(async () => decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(firstPlan);
    // And back in the schedule: the form follows.
    await schedule(page).getByLabel(projectWords.schedule.planLabel).selectOption({ label: visit.plan });
    await expect(unit.getByLabel(projectWords.schedule.planLabel)).toHaveValue(visit.plan);
    await expect(schedule(page).locator('caption')).toHaveText(visit.caption);

    for (const [field, value] of Object.entries({ ...visit.fields, email: sender })) {
      await form(page, language)
        .getByRole('textbox', { name: words[field as keyof typeof visit.fields | 'email'] })
        .fill(value);
    }
    await form(page, language).getByRole('button', { name: words.send }).click();
    await expect(page.getByText(words.success)).toBeVisible();
    expect(await storedUnit(sender)).toEqual([
      { project: visit.project, unit_size: visit.size, payment_plan: visit.plan, team: 'karachi-sales' },
    ]);
    await expect
      .poll(async () => (await emailsFrom(sender)).map((email) => email.text.match(/^Enquiry about: .*$/m)?.[0]))
      .toEqual([`Enquiry about: ${visit.project} · ${visit.size} · ${visit.plan}`]);
    // The unit stays chosen for a second enquiry; what was typed is cleared.
    await expect(unit.getByLabel(projectWords.schedule.sizeLabel)).toHaveValue(visit.size);
    await expect(form(page, language).getByRole('textbox', { name: words.firstName })).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });
}

test("the form's script is not in the page's first load: it loads as the visitor nears the form, and what they typed meanwhile is sent", async ({
  page,
  consoleErrors,
}) => {
  const sender = uniqueEmail('enquiry-near');
  const visit = PAGES.en;
  const words = english.form;
  await page.goto(visit.path, { waitUntil: 'networkidle' });
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => entry.name),
    );
  const firstLoad = await scripts();
  // The served form, as the page was built: the browser's checks on, no script of its own yet.
  await expect(form(page, 'en')).not.toHaveAttribute('novalidate');
  // From here on, the scripts the page asks for wait, as on a slow connection.
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await form(page, 'en').scrollIntoViewIfNeeded();
  for (const [field, value] of Object.entries({ ...visit.fields, email: sender })) {
    await form(page, 'en')
      .getByRole('textbox', { name: words[field as keyof typeof visit.fields | 'email'] })
      .fill(value);
  }
  await form(page, 'en').getByLabel(english.project.schedule.sizeLabel).selectOption({ label: visit.size });
  await expect(form(page, 'en')).not.toHaveAttribute('novalidate');
  arrive();
  await expect(form(page, 'en')).toHaveAttribute('novalidate', '');
  expect(
    (await scripts()).filter((name) => !firstLoad.includes(name)).length,
    'the form loaded scripts of its own',
  ).toBeGreaterThan(0);
  await expect(form(page, 'en').getByRole('textbox', { name: words.message })).toHaveValue(visit.fields.message);
  await expect(form(page, 'en').getByLabel(english.project.schedule.sizeLabel)).toHaveValue(visit.size);
  // The schedule shows the size chosen in the form.
  await expect(schedule(page).locator('caption')).toContainText(visit.size);
  await form(page, 'en').getByRole('button', { name: words.send }).click();
  await expect(page.getByText(words.success)).toBeVisible();
  expect(await storedUnit(sender)).toEqual([
    { project: visit.project, unit_size: visit.size, payment_plan: expect.any(String), team: 'karachi-sales' },
  ]);
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the project page's form posts the project as a hidden field and the size and plan as chosen in it, and lands on the sent page", async ({
    page,
  }) => {
    const sender = uniqueEmail('enquiry-nojs');
    const visit = PAGES.en;
    const words = english.form;
    await page.goto(visit.path);
    const noScriptForm = form(page, 'en');
    await expect(noScriptForm.locator('input[type=hidden][name=project]')).toHaveValue(visit.project);
    await noScriptForm.getByLabel(english.project.schedule.sizeLabel).selectOption({ label: visit.size });
    await noScriptForm.getByLabel(english.project.schedule.planLabel).selectOption({ label: visit.plan });
    for (const [field, value] of Object.entries({ ...visit.fields, email: sender })) {
      await noScriptForm
        .getByRole('textbox', { name: words[field as keyof typeof visit.fields | 'email'] })
        .fill(value);
    }
    await noScriptForm.getByRole('button', { name: words.send }).click();
    await expect(page).toHaveURL(/\/message-sent$/);
    expect(await storedUnit(sender)).toEqual([
      { project: visit.project, unit_size: visit.size, payment_plan: visit.plan, team: 'karachi-sales' },
    ]);
  });
});
