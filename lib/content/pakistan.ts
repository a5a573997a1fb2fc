/**
 * Cedarline Builders & Developers in Karachi: the delivered and current projects, their pages at /projects/{slug}
 * (and /ur/projects/{slug}), and the copy of the Karachi pages, each in the page's locale. Figures are stated once
 * in a record and filled into the `{token}`s of its texts: a year, a building's floors and units, a price.
 */
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { areasText, fillSentence, fillTemplate, listText, rupees, termText, unitsText } from '@/lib/format';
import { planMonths, planSlug } from '@/lib/schedule';
import { bookingFigures } from '@/lib/steps-to-book';
import { byPosition, readContent, readContentIn, type ContentIn as Read } from './reader';
import { chosen, getCatalogue, getCopy, withTeam } from './base';
import { planFigures } from './plans';
import { newestFirst } from './progress';

/** The words every project page shares, from the catalogue of `locale`, with the prices' words and the page's locale. */
export async function getProjectCopy(locale: Locale) {
  const { project, money } = await getCatalogue(locale);
  return { ...project, money, locale };
}
export type ProjectCopy = Awaited<ReturnType<typeof getProjectCopy>>;

type DeliveredRecord = Read['delivered-projects'][number];
export type Building = Extract<DeliveredRecord['building'], { discriminant: true }>['value'];
export type DeliveredFeature = { kind: 'text'; text: string } | { kind: 'units' | 'floors' };
export type DeliveredDetail = { kind: 'text'; label: string; value: string } | { kind: 'units' | 'floors' | 'location' };

function toDelivered({ building, ...project }: DeliveredRecord, copy: ProjectCopy) {
  const figures = chosen(building);
  const fill = (text: string) => fillSentence(text, { year: project.year, ...(figures && { floors: figures.floors, units: unitsText(figures, copy.unitsOver).toLowerCase() }) });
  return {
    ...project, building: figures,
    description: fill(project.description), summary: fill(project.summary), overview: project.overview.map(fill),
    features: project.features.map((item): DeliveredFeature => (item.discriminant === 'text' ? { kind: 'text', text: fill(item.value) } : { kind: item.discriminant })),
    details: project.details.map((item): DeliveredDetail => (item.discriminant === 'text' ? { kind: 'text', ...item.value } : { kind: item.discriminant })),
  };
}
export type DeliveredProject = ReturnType<typeof toDelivered>;

/** Every delivered project, each with its page, in list order; built once per render (a page and its metadata both look their project up in it). */
export const listDeliveredProjects = cache(async (locale: Locale) => {
  const copy = await getProjectCopy(locale);
  return byPosition((await readContentIn(locale))['delivered-projects']).map((project) => toDelivered(project, copy));
});
/** The year of the first delivery, which the pages give as "since 2003". */
export const firstDeliveryYear = async () => Math.min(...(await readContent())['delivered-projects'].map((project) => project.year));

type CurrentRecord = Read['current-projects'][number];
type PageFields = Extract<CurrentRecord['page'], { discriminant: true }>['value'];
type PaymentPlan = Extract<PageFields['payments'], { discriminant: true }>['value']['plans'][number];

/** Where a project page's button goes: one of its sections, or the contact form with a subject (and the day of a site visit asked for). */
export type ProjectAction = { label: string; goesTo: { kind: 'sizes' } | { kind: 'payments' } | { kind: 'contact'; subject: string; visit: boolean } };

type SizeRecord = PageFields['sizes']['items'][number];
/**
 * A size on sale, named from its terms ("120 sq yd villa") in the page's language; its address name is the same in both.
 * Its covered area, bedrooms and bathrooms are counted from its plan's rooms.
 */
const sizeOf = (size: SizeRecord, { sizes: words }: ProjectCopy) =>
  ({ ...size, name: fillTemplate(words.name, { area: size.area, unit: words.units[size.unit], kind: words.kinds[size.kind] }), slug: `${size.area}-${size.unit}-${size.kind}`, figures: planFigures(size.plan) });
/** The button to the sizes names what they are: "View Available Shops and Offices". */
const viewSizesLabel = (sizes: readonly SizeRecord[], { sizes: words, locale }: ProjectCopy) =>
  fillTemplate(words.view, { kinds: listText(sizes.map((size) => words.plurals[size.kind]), locale) });
/** A plan, named from its terms ("18-month plan"), with how an address names it and the months it runs over. */
function planOf(plan: PaymentPlan, copy: ProjectCopy) {
  const months = planMonths(plan);
  return { ...plan, name: plan.installments ? fillTemplate(copy.plans[plan.frequency], { months }) : copy.plans.full, slug: planSlug(plan), months };
}

async function toOffering(page: PageFields, copy: ProjectCopy) {
  const { sizes: offered, payments, contacts, facts, team, booking, ...rest } = page;
  const sizes = offered.items.map((size) => sizeOf(size, copy));
  const amount = Math.min(...sizes.map((size) => size.price));
  const payment = chosen(payments);
  const plans = payment?.plans.map((plan) => planOf(plan, copy)) ?? [];
  const longest = Math.max(0, ...plans.map((plan) => plan.months));
  const figures = { price: rupees(copy.locale, copy.money).asChosen(amount, page.price.compact), sizes: areasText(sizes, copy.sizes, copy.locale), term: termText(longest, copy.term) };
  const fill = (text: string) => fillSentence(text, figures);
  const { booking: words, schedule, money, locale } = copy;
  const steps = bookingFigures(sizes, plans, { ...words, caption: schedule.caption, money, locale });
  // A figure the plans do not give is refused before a page is drawn (lib/content/checks.ts).
  const step = (text: string) => fillSentence(text, Object.fromEntries(Object.entries(steps).filter(([, value]) => value !== null)) as Record<string, string>);
  const actions: ProjectAction[] = [
    { label: viewSizesLabel(offered.items, copy), goesTo: { kind: 'sizes' } },
    ...(payment ? [{ label: payment.button, goesTo: { kind: 'payments' as const } }] : []),
    ...contacts.map(({ label, subject, visit }) => ({ label, goesTo: { kind: 'contact' as const, subject, visit } })),
  ];
  const offering = {
    ...rest,
    summary: fill(page.summary), flags: page.flags.map(fill), overview: page.overview.map(fill), features: page.features.map(fill),
    /** The price the page headlines: the lowest size's. */
    price: { ...page.price, amount }, sizes, paymentPlans: plans, excludes: payment?.excludes ?? [],
    facts: facts.map((fact) => {
      if (fact.discriminant === 'text') return { kind: 'text' as const, label: fact.value.label, value: fill(fact.value.value) };
      return fact.discriminant === 'installments' ? { kind: 'installments' as const, months: longest } : { kind: 'location' as const };
    }),
    actions, team: (await withTeam({ team }, copy.locale)).team,
    /** The steps to book, their figures filled in from the plans (lib/steps-to-book.ts). */
    booking: booking.steps.map((each) => ({ ...each, text: step(each.text) })),
  };
  /** `fill` writes the page's figures into the project's other texts (its card). */
  return { offering, fill };
}
export type OfferingPage = Awaited<ReturnType<typeof toOffering>>['offering'];

async function toCurrent({ ongoing, page, ...record }: CurrentRecord, copy: ProjectCopy) {
  const { offering, fill } = page.discriminant ? await toOffering(page.value, copy) : { offering: null, fill: (text: string) => text };
  // Its construction progress, the latest update first (./progress.ts).
  return { ...record, progress: newestFirst(record.progress), ongoing: { ...ongoing, description: fill(ongoing.description) }, page: offering };
}
type CurrentProject = Awaited<ReturnType<typeof toCurrent>>;
export type ProgressEntry = CurrentProject['progress'][number];
export type OngoingProject = CurrentProject;
export type OfferingProject = CurrentProject & { page: OfferingPage };

const listCurrentProjects = cache(async (locale: Locale) => {
  const copy = await getProjectCopy(locale);
  return Promise.all(byPosition((await readContentIn(locale))['current-projects']).map((record) => toCurrent(record, copy)));
});
/** The cards of /ongoing-projects, in order: every current project. */
export const listOngoingProjects = listCurrentProjects;
export const listOfferingProjects = async (locale: Locale) => (await listCurrentProjects(locale)).filter((project): project is OfferingProject => project.page !== null);

export type ProjectPage = { layout: 'delivered'; slug: string; project: DeliveredProject } | { layout: 'offering'; slug: string; project: OfferingProject };

/** Every delivered project, and every current project with a page (a slug is never both: lib/content/checks.ts). */
export const listProjectPages = async (locale: Locale): Promise<ProjectPage[]> => [
  ...(await listDeliveredProjects(locale)).map((project) => ({ layout: 'delivered' as const, slug: project.slug, project })),
  ...(await listOfferingProjects(locale)).map((project) => ({ layout: 'offering' as const, slug: project.slug, project })),
];
export const getProjectPage = async (slug: string, locale: Locale) => (await listProjectPages(locale)).find((page) => page.slug === slug) ?? null;

/** /chg-pakistan's copy in `locale`, its teams and example projects looked up. */
export async function getPakistanPage(locale: Locale) {
  const [page, offerings] = await Promise.all([getCopy('pakistan-page', locale), listOfferingProjects(locale)]);
  const items = await Promise.all(page.opportunities.items.map(async ({ example, ...item }) => ({
    ...(await withTeam(item, locale)),
    example: example.discriminant ? { label: example.value.label, project: offerings.find((project) => project.slug === example.value.project)! } : null,
  })));
  return { ...page, opportunities: { ...page.opportunities, items }, office: await withTeam(page.office, locale) };
}
export type PakistanPage = Awaited<ReturnType<typeof getPakistanPage>>;
export type Opportunity = PakistanPage['opportunities']['items'][number];

export async function getOngoingProjectsPage(locale: Locale) {
  const page = await getCopy('ongoing-projects-page', locale);
  return { ...page, closing: await withTeam(page.closing, locale) };
}
