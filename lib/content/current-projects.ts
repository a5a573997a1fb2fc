/**
 * The projects Cedarline Builders & Developers has under way or on sale in
 * Karachi: one file per project in content/current-projects/. A project shows
 * as a card on /ongoing-projects (`ongoing`), has its own page at
 * /projects/{slug} (`page`), or both; name, place, type and photo are stated
 * once for both. A price is stated once, as a number; prose that quotes it
 * must agree.
 */
import { z } from 'zod';
import { formatPkr } from '@/lib/format';
import { countSchema, imageSchema, lineSchema, optionalGroup, slugSchema, textSchema, yearSchema } from './fields';
import { ONLY_WHEN_VALID, drawnFrom, pkrMentions } from './project-fields';
import { ACTION_KINDS, CURRENT_STATUSES, FACT_KINDS, SALE_STATUSES } from './project-choices';
import { once, readCollection, type Entry } from './read';
import { withTeam, type Team } from './teams';

const ongoingSchema = z.object({
  status: z.enum(CURRENT_STATUSES),
  /** The expected year of completion. */
  year: yearSchema,
  description: textSchema,
});

const [, ...DRAWN_FACTS] = FACT_KINDS;

const factSchema = z
  .discriminatedUnion('discriminant', [
    z.object({ discriminant: z.literal('text'), value: z.object({ label: lineSchema, value: lineSchema }) }),
    ...DRAWN_FACTS.map(drawnFrom),
  ])
  .transform((item) => (item.discriminant === 'text' ? { kind: 'text' as const, ...item.value } : { kind: item.discriminant }));

const [PLOTS, PAYMENTS, CONTACT] = ACTION_KINDS;

const actionSchema = z.object({
  label: lineSchema,
  goesTo: z
    .discriminatedUnion('discriminant', [drawnFrom(PLOTS), drawnFrom(PAYMENTS), z.object({ discriminant: z.literal(CONTACT), value: lineSchema })])
    .transform((target) => (target.discriminant === CONTACT ? { kind: CONTACT, subject: target.value } : { kind: target.discriminant })),
});
export type ProjectAction = z.output<typeof actionSchema>;

const plotSchema = z.object({ size: lineSchema, available: z.number().int().min(0), price: countSchema });

const paymentPlanSchema = z.object({
  name: lineSchema,
  downPaymentPercent: z.number().int().min(0).max(100),
  /** 0 for payment in full. */
  months: z.number().int().min(0),
  note: textSchema,
});

const pageSchema = z
  .object({
    status: z.enum(SALE_STATUSES),
    summary: textSchema,
    flags: z.array(lineSchema),
    price: z.object({ label: lineSchema, amount: countSchema.nullish(), compact: z.boolean() }),
    facts: z.array(factSchema),
    overview: z.array(textSchema).min(1),
    features: z.array(lineSchema).min(3),
    plots: z.array(plotSchema),
    paymentPlans: z.array(paymentPlanSchema),
    actions: z.array(actionSchema).min(1),
    /** Who answers the page's contact buttons; its phone and WhatsApp show beside them. */
    team: slugSchema,
  })
  .superRefine((page, ctx) => {
    if (page.plots.length && page.price.amount != null)
      ctx.addIssue({ code: 'custom', path: ['price', 'amount'], message: 'must be left empty: the page shows the lowest plot price' });
    if (!page.plots.length && page.price.amount == null)
      ctx.addIssue({ code: 'custom', path: ['price', 'amount'], message: 'is required when the page lists no plots' });
    page.actions.forEach((action, index) => {
      const { kind } = action.goesTo;
      if ((kind === PLOTS && !page.plots.length) || (kind === PAYMENTS && !page.paymentPlans.length))
        ctx.addIssue({ code: 'custom', path: ['actions', index, 'goesTo'], message: `"${action.label}" points at the ${kind === PLOTS ? 'plots' : 'payment options'}, which this page does not show` });
    });
  })
  .transform((page) => ({
    ...page,
    /** The price the page headlines: its own, or the lowest plot price. */
    price: { ...page.price, amount: page.price.amount ?? Math.min(...page.plots.map((plot) => plot.price)) },
  }));

export const currentProjectSchema = z
  .object({
    name: lineSchema,
    position: z.number().int().min(0),
    type: lineSchema,
    location: lineSchema,
    image: imageSchema,
    ongoing: optionalGroup(ongoingSchema),
    page: optionalGroup(pageSchema),
  })
  .superRefine((project, ctx) => {
    const { page, ongoing } = project;
    const prose: [PropertyKey[], string][] = [
      ...(ongoing ? [[['ongoing', 'value', 'description'], ongoing.description] as [PropertyKey[], string]] : []),
      ...(page
        ? [
            [['page', 'value', 'summary'], page.summary] as [PropertyKey[], string],
            ...page.overview.map((text, i): [PropertyKey[], string] => [['page', 'value', 'overview', i], text]),
            ...page.features.map((text, i): [PropertyKey[], string] => [['page', 'value', 'features', i], text]),
          ]
        : []),
    ];
    for (const [path, text] of prose) {
      if (pkrMentions(text).length)
        ctx.addIssue({ code: 'custom', path, message: `types a price: write ${PRICE_TOKEN} where the price goes, and the page fills it in from the price field` });
      if (text.includes(PRICE_TOKEN) && !page)
        ctx.addIssue({ code: 'custom', path, message: `uses ${PRICE_TOKEN}, but the project has no page with a price` });
    }
  }, ONLY_WHEN_VALID)
  .transform(fillPrice);

/** Where prose mentions the price, the editor writes this and the site fills in the one price field. */
export const PRICE_TOKEN = '{price}';

/** Prose with {price} filled in from the page's price, so a new price is typed once. */
function fillPrice<T extends { ongoing: { description: string } | null; page: { price: { amount: number; compact: boolean }; summary: string; overview: string[]; features: string[] } | null }>(project: T): T {
  const { page, ongoing } = project;
  if (!page) return project;
  const price = formatPkr(page.price.amount, page.price.compact);
  const fill = (text: string) => text.replaceAll(PRICE_TOKEN, price);
  return {
    ...project,
    ongoing: ongoing && { ...ongoing, description: fill(ongoing.description) },
    page: { ...page, summary: fill(page.summary), overview: page.overview.map(fill), features: page.features.map(fill) },
  };
}

type ParsedProject = Entry<z.output<typeof currentProjectSchema>>;
type ParsedPage = NonNullable<ParsedProject['page']>;
export type CurrentProject = Omit<ParsedProject, 'page'> & { page: (Omit<ParsedPage, 'team'> & { team: Team }) | null };
export type OngoingProject = CurrentProject & { ongoing: NonNullable<CurrentProject['ongoing']> };
export type OfferingProject = CurrentProject & { page: NonNullable<CurrentProject['page']> };
export type OfferingPage = OfferingProject['page'];

const read = once(() =>
  readCollection('current-projects', currentProjectSchema)
    .sort((a, b) => a.position - b.position)
    .map(withPageTeam),
);

/** The page's team looked up, so the page shows its name, phone and WhatsApp. */
function withPageTeam(project: ParsedProject): CurrentProject {
  const { page } = project;
  if (!page) return { ...project, page: null };
  return { ...project, page: withTeam(page, `content/current-projects/${project.slug}.json`, 'page.value') };
}

export function listCurrentProjects(): CurrentProject[] {
  return read();
}

/** The cards of /ongoing-projects, in order. */
export function listOngoingProjects() {
  return read().filter((project): project is OngoingProject => project.ongoing !== null);
}

/** The current projects with a page of their own. */
export function listOfferingProjects() {
  return read().filter((project): project is OfferingProject => project.page !== null);
}

export function getCurrentProject(slug: string) {
  return read().find((project) => project.slug === slug) ?? null;
}
