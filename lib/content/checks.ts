/**
 * The rules no single form can check, because they span records or files: a record another one names exists, a picture's file
 * is there, two records do not claim one address. They run after every file has passed its form's rules: at build, and under
 * `npm run edit` on every save and page view.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GENERAL_TEAM } from '@/supabase/functions/_shared/teams';
import { BUILD_DATE } from '@/lib/build-date';
import { FIXED_ROUTES, recordPagePath } from '@/lib/routes';
import { templateTokens } from '@/lib/format';
import { paymentSchedule, planSlug } from '@/lib/schedule';
import { isBilingual } from '@/lib/keystatic/fields';
import { BOOKING_TOKENS } from '@/lib/keystatic/pakistan';
import { findFigure, tokenList } from '@/lib/keystatic/figures';
import { findRestatedFacts } from './facts';
import { mapFields, type Pair, type Where } from './localize';
import { planProblems } from './plans';
import { progressProblems } from './progress';
import { brokenPromises } from './promises';
import { fieldAt, fileOf, recordsOf, SCHEMAS, type CollectionKey, type Content, type Key, type Problem } from './schemas';

export function checkContent(content: Content, root = process.cwd(), today = BUILD_DATE): Problem[] {
  const problems: Problem[] = [];
  const slugsOf = (key: string) => new Set((content[key as CollectionKey] ?? []).map((record) => record.slug));

  /** A problem of the file of `key` (`record`'s, in a collection), at the field `where` or as `where` names it. */
  const report = (key: Key, record: object, where: Where | string, message: string) =>
    problems.push({ file: fileOf(key, (record as { slug?: string }).slug), field: typeof where === 'string' ? where : fieldAt(SCHEMAS[key], where, record).label, message });

  for (const { key, record } of recordsOf(content)) {
    const at = (where: Where, message: string) => report(key, record, where, message);
    mapFields(SCHEMAS[key], record, (field, value, where) => {
      if ('collection' in field && typeof field.collection === 'string' && !slugsOf(field.collection).has(value as string)) {
        at(where, `names "${value}", which is not a file of ${field.collection}: choose one that exists`);
      }
      if (field.kind === 'form' && field.formKind === 'asset' && typeof value === 'string' && !existsSync(path.join(root, 'public', value))) {
        at(where, `the file ${value} is not under public/: upload it again`);
      }
      if (isBilingual(field)) {
        const { en, ur } = value as Pair;
        // An optional text is given in both languages or in neither; a page never falls back to the other language.
        if (Boolean(en) !== Boolean(ur)) at([...where, en ? 'ur' : 'en'], `is empty while the ${en ? 'English' : 'Urdu'} is not: write it in both languages, or in neither`);
        // The side that lacks a {token} the other writes is named: each side already refuses the figure typed instead.
        for (const [side, text, other, language] of [['en', en, ur, 'Urdu'], ['ur', ur, en, 'English']] as const) {
          const missing = en && ur ? templateTokens(other).filter((token) => !templateTokens(text).includes(token)) : [];
          if (missing.length) at([...where, side], `has no ${tokenList(missing)} where the ${language} has: write it where this text states that figure, or take it out of the ${language}`);
        }
      }
    });
  }

  if (!slugsOf('teams').has(GENERAL_TEAM)) report('teams', { slug: GENERAL_TEAM }, '', 'is missing: messages for no team in particular go to this team');

  // /projects/{slug} is a delivered project's page or a current project's: never both.
  const offerings = content['current-projects'].filter((project): project is typeof project & { page: { discriminant: true } } => project.page.discriminant);
  for (const project of offerings) {
    if (slugsOf('delivered-projects').has(project.slug)) report('current-projects', project, 'File name', `a delivered project has the file name "${project.slug}" too: rename one of them`);
  }
  // What the site promises a buyer of a project on sale, booked `today` (./promises.ts).
  for (const { project, where, message } of brokenPromises(content['current-projects'], today)) report('current-projects', project, where, message);

  // A venue's or residence's page is at /{slug}, beside the site's own pages.
  for (const key of ['canada-ventures', 'canada-residential'] as const) {
    for (const record of content[key]) {
      const page = recordPagePath(record);
      if (page && FIXED_ROUTES.includes(page)) report(key, record, 'File name', `its page would be ${page}, which is a page of the site already: rename the file`);
    }
  }

  const pakistan = content['pakistan-page'];
  pakistan.opportunities.items.forEach(({ example }, index) => {
    const slug = example.discriminant ? example.value.project : null;
    if (!slug || offerings.some((project) => project.slug === slug)) return;
    report('pakistan-page', pakistan, ['opportunities', 'items', index, 'example', 'value', 'project'], `"${slug}" has no project page to link to: choose a project that has one`);
  });

  // A card writes the figures of a page only when the project has one (and {term} only with payment plans).
  for (const project of content['current-projects']) {
    const { ongoing, page } = project;
    const card = (message: string) => report('current-projects', project, ['ongoing', 'description', 'en'], message);
    const { en, ur } = ongoing.description;
    const without = page.discriminant ? (page.value.payments.discriminant ? [] : ['term']) : ['price', 'sizes', 'term'];
    const wrong = templateTokens(en).filter((token) => without.includes(token));
    const sizes = page.discriminant ? findFigure(`${en} ${ur}`, ['size']) : null;
    if (sizes) card(`“${sizes.typed}” is a size: write {sizes} instead, and the card fills in the sizes the project page sells`);
    if (wrong.length) card(`writes ${tokenList(wrong)}, but the project has no page ${page.discriminant ? 'with payment plans' : 'with sizes and prices'}: write the text without it`);
  }
  // A plan's shares must leave a schedule that adds up, for every size the page sells; two plans never share a name.
  for (const project of offerings) {
    const { sizes, payments } = project.page.value;
    if (!payments.discriminant) continue;
    const plans = payments.value.plans;
    plans.forEach((plan, index) => {
      const at = (message: string) => report('current-projects', project, ['page', 'value', 'payments', 'value', 'plans', index], message);
      if (plans.findIndex((other) => planSlug(other) === planSlug(plan)) < index) {
        at('has the same number and frequency of installments as another plan, so the same name: change its terms, or remove one');
      }
      if (sizes.items.every((size) => paymentSchedule(size.price, plan))) return;
      at(
        plan.installments
          ? 'the down payment and the shares due on balloting and on possession leave too little for the installments: lower them, or the number of installments'
          : 'paid in full, the down payment and the shares due on balloting and on possession must come to the whole price (100%)',
      );
    });
  }
  // A size's plan has the size's area, and its rooms stand inside it without overlapping (./plans.ts).
  for (const project of offerings) {
    project.page.value.sizes.items.forEach((size, index) => {
      const at = ['page', 'value', 'sizes', 'items', index, 'plan'];
      for (const { room, message } of planProblems(size, size.plan)) {
        report('current-projects', project, room === null ? at : [...at, 'rooms', room], message);
      }
    });
  }
  // The steps to book start from the enquiry, and write the plans' figures only when the page's plans give them.
  for (const project of offerings) {
    const { booking, payments } = project.page.value;
    const steps = ['page', 'value', 'booking', 'steps'];
    const plans = payments.discriminant ? payments.value.plans : [];
    const given: Record<(typeof BOOKING_TOKENS)[number], string | null> = {
      downPayment: plans.length ? null : 'the page shows no payment options',
      firstInstallment: plans.some((plan) => plan.installments > 0) ? null : 'no payment plan has installments',
    };
    booking.steps.forEach((step, index) => {
      const wrong = templateTokens(step.text.en).filter((token) => given[token as keyof typeof given]);
      if (wrong.length) report('current-projects', project, [...steps, index, 'text', 'en'], `writes ${tokenList(wrong)}, but ${wrong.map((token) => given[token as keyof typeof given]).join(' and ')}: write the step without it`);
    });
    if (!booking.steps.some((step) => step.enquiry)) report('current-projects', project, steps, 'no step has the button to the enquiry form: tick "Ends with the button to the enquiry form" on the step that starts the booking');
  }
  // A delivered project's texts and cards show its floors and units only when the building figures are given.
  for (const project of content['delivered-projects']) {
    if (project.building.discriminant) continue;
    const at = (where: Where, what: string) =>
      report('delivered-projects', project, where, `${what}, but the building figures are off: tick "A building whose floors and units the page gives", or take it out`);
    mapFields(SCHEMAS['delivered-projects'], project, (field, value, where) => {
      const tokens = isBilingual(field) ? templateTokens((value as Pair).en).filter((token) => token === 'floors' || token === 'units') : [];
      if (tokens.length) at([...where, 'en'], `writes ${tokenList(tokens)}`);
    });
    for (const key of ['features', 'details'] as const) {
      project[key].forEach((item, index) => {
        if (item.discriminant === 'units' || item.discriminant === 'floors') at([key, index, 'discriminant'], `shows the ${item.discriminant}`);
      });
    }
  }
  // A figure another file holds, typed in any text (lib/content/facts.ts).
  for (const { key, record, where, message } of findRestatedFacts(content, today.getUTCFullYear())) report(key, record, where, message);
  problems.push(...checkTime(content, today, report));
  return problems;
}

const DAY = 24 * 60 * 60 * 1000;
/** How old a count of units available may be before the build reports it. */
export const STALE_AFTER_DAYS = 90;
const monthOf = (day: string | Date) => (typeof day === 'string' ? day.slice(0, 7) : day.toISOString().slice(0, 7));
const monthName = (day: string) => new Date(`${day.slice(0, 7)}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * What the day of the build makes wrong: an expected date that has passed, a project ready for possession whose possession is
 * still to come, a progress update dated after it; a count of units or a progress update too old to state as current (a
 * warning: the build goes on).
 */
function checkTime(content: Content, today: Date, report: (key: Key, record: object, where: Where | string, message: string) => number): Problem[] {
  const warnings: Problem[] = [];
  const now = monthOf(today);
  const year = today.getUTCFullYear();
  for (const project of content['current-projects']) {
    const at = (message: string) => report('current-projects', project, ['possession'], message);
    const ready = project.ongoing.status === 'Ready for Posession';
    if (!ready && monthOf(project.possession) < now) {
      at(`${monthName(project.possession)} has passed (the site is built in ${monthName(today.toISOString())}): set the month buyers can now expect, or mark the project Ready for Possession`);
    }
    if (ready && monthOf(project.possession) > now) at(`is ${monthName(project.possession)}, still to come, but the project is Ready for Possession: give the month possession began, or change its status`);
    // Construction progress (./progress.ts): an update that cannot be true is refused; a latest one grown old is a warning.
    for (const { where, message, warning } of progressProblems(project, today)) {
      if (!warning) report('current-projects', project, where, message);
      else warnings.push({ file: fileOf('current-projects', project.slug), field: fieldAt(SCHEMAS['current-projects'], where, project).label, message, warning });
    }
    if (!project.page.discriminant) continue;
    project.page.value.sizes.items.forEach((size, index) => {
      const days = Math.floor((today.getTime() - Date.parse(`${size.asOf}T00:00:00Z`)) / DAY);
      if (days <= STALE_AFTER_DAYS) return;
      const field = fieldAt(SCHEMAS['current-projects'], ['page', 'value', 'sizes', 'items', index, 'asOf'], project).label;
      warnings.push({ file: fileOf('current-projects', project.slug), field, message: `the units available were counted ${days} days ago: count them again, or the page states an old figure as today’s`, warning: true });
    });
  }
  for (const key of ['canada-hotels', 'canada-residential', 'canada-ventures'] as const) {
    for (const record of content[key]) {
      if (record.status !== 'Operating' && record.year < year) {
        report(key, record, ['year'], `${record.year} has passed, but the status is ${record.status}: give the year it is now expected, or mark it Operating`);
      }
    }
  }
  return warnings;
}
