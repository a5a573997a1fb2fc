import { z } from 'zod';
import {
  currentProjects,
  deliveredProjects,
  deliveredProjectsPage,
  ongoingProjectsPage,
  pakistanDivision,
  projectPages,
} from '@/content/pakistan-projects';
import { imageSchema } from '@/lib/content/image';
import { assertUnique, parseCollection, parseRecord } from '@/lib/content/parse';
import { contactHref } from '@/lib/routes';

const FILE = 'content/pakistan-projects.ts';

export const PLOTS_SECTION_ID = 'available-plots';
export const PAYMENT_SECTION_ID = 'payment-options';

/* ---------------------------------------------------------------- label rules */

/** Seconds between the fade-ins of consecutive cards on /ongoing-projects. */
export const CARD_DELAY_STEP_S = 0.1;

export function deliveredLabel(year: number) {
  return `Delivered ${year}`;
}

export function expectedLabel(year: number) {
  return `Expected ${year}`;
}

export function cardDelay(index: number) {
  return Math.round(index * CARD_DELAY_STEP_S * 100) / 100;
}

/** Badge colour of a current project's status (a subset of the Badge tones). */
export type StatusTone = 'blue' | 'orange' | 'green';

export function statusTone(status: string): StatusTone {
  if (status === 'Under Development') return 'blue';
  if (status === 'Planned') return 'orange';
  return 'green';
}

/** The data keeps the source spelling "Ready for Posession"; visitors always read it spelled correctly. */
export function statusLabel(status: string) {
  return status === 'Ready for Posession' ? 'Ready for Possession' : status;
}

/** 'PKR 1,000,000', or with `compact` 'PKR 1.5M' for whole or fractional millions. */
export function formatPkr(amount: number, compact = false) {
  if (compact && amount >= 1_000_000) {
    const millions = amount / 1_000_000;
    return `PKR ${Number.isInteger(millions) ? millions : millions.toFixed(1).replace(/\.0$/, '')}M`;
  }
  return `PKR ${amount.toLocaleString('en-US')}`;
}

/** 'Block 1, Nazimabad, Karachi' → 'Block 1, Nazimabad' (every project is in Karachi). */
export function shortLocation(location: string) {
  return location.replace(/,\s*Karachi$/, '');
}

/* ---------------------------------------------------------------- schemas */

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug');
const yearSchema = z.number().int().min(1985).max(2040);
const textSchema = z.string().min(12, 'needs a real sentence');
const labelValueSchema = z.object({ label: z.string().min(2), value: z.string().min(1) });

export const deliveredProjectSchema = z.object({
  id: slugSchema,
  slug: slugSchema,
  name: z.string().min(3),
  location: z.string().min(3),
  year: yearSchema,
  status: z.literal('Delivered'),
  type: z.string().min(3),
  listed: z.boolean(),
  description: textSchema,
  image: imageSchema,
});
export type DeliveredProject = z.infer<typeof deliveredProjectSchema>;

export const currentProjectStatusSchema = z.enum(['Under Development', 'Ready for Posession', 'Planned']);
export type CurrentProjectStatus = z.infer<typeof currentProjectStatusSchema>;

export const currentProjectSchema = z.object({
  id: slugSchema,
  slug: slugSchema.optional(),
  name: z.string().min(3),
  location: z.string().min(3),
  year: yearSchema,
  status: currentProjectStatusSchema,
  type: z.string().min(3),
  description: textSchema,
  image: imageSchema,
});
export type CurrentProject = z.infer<typeof currentProjectSchema>;

const deliveredPageSchema = z.object({
  layout: z.literal('delivered'),
  slug: slugSchema,
  category: z.string().min(3),
  schemaType: z.enum(['ApartmentComplex', 'GatedResidenceCommunity', 'ShoppingCenter', 'Place']),
  summary: textSchema,
  overview: z.array(textSchema).min(1),
  features: z.array(z.string().min(3)).min(3),
  details: z.array(labelValueSchema).min(2),
});

const actionSchema = z.object({
  label: z.string().min(3),
  /** `section`: scrolls to the element with id `target` on the page; `contact`: the contact form with `target` as subject. */
  kind: z.enum(['section', 'contact']),
  target: z.string().min(3),
});

const offeringPageSchema = z.object({
  layout: z.literal('offering'),
  slug: slugSchema,
  name: z.string().min(3),
  location: z.string().min(3),
  status: z.enum(['Active', 'Launching', 'Under Development']),
  category: z.string().min(3),
  summary: textSchema,
  image: imageSchema,
  flags: z.array(z.string().min(3)),
  price: z.object({ label: z.string().min(3), amount: z.number().int().positive(), compact: z.boolean() }),
  facts: z.array(labelValueSchema),
  overview: z.array(textSchema).min(1),
  features: z.array(z.string().min(3)).min(3),
  plots: z
    .array(z.object({ size: z.string().min(3), available: z.number().int().nonnegative(), price: z.number().int().positive() }))
    .optional(),
  paymentPlans: z
    .array(
      z.object({
        name: z.string().min(3),
        downPaymentPercent: z.number().min(0).max(100),
        months: z.number().int().nonnegative(),
        note: textSchema,
      }),
    )
    .optional(),
  actions: z.array(actionSchema).min(1),
});

export const projectPageSchema = z.discriminatedUnion('layout', [deliveredPageSchema, offeringPageSchema]);
export type ProjectPageRecord = z.infer<typeof projectPageSchema>;
export type OfferingPage = z.infer<typeof offeringPageSchema>;
export type OfferingAction = z.infer<typeof actionSchema>;
/** A delivered page joined with its delivered project (name, place, year, image). */
export type DeliveredPage = z.infer<typeof deliveredPageSchema> & { project: DeliveredProject };
export type ProjectPage = DeliveredPage | OfferingPage;

const listPageSchema = z.object({
  eyebrow: z.string().min(3),
  title: z.string().min(3),
  lead: textSchema,
  image: imageSchema,
});
export type ListPage = z.infer<typeof listPageSchema>;

const ongoingPageSchema = listPageSchema.extend({
  closing: z.object({ title: z.string().min(3), text: textSchema }),
});

const titledTextSchema = z.object({ title: z.string().min(3), text: textSchema });

export const pakistanDivisionSchema = z.object({
  title: z.string().min(3),
  eyebrow: z.string().min(3),
  lead: textSchema,
  image: imageSchema,
  operations: z.object({ intro: textSchema, items: z.array(titledTextSchema).min(1) }),
  focusAreas: z.array(titledTextSchema).min(1),
  office: z.object({ label: z.string().min(3), address: z.string().min(10), phone: z.string().min(7) }),
  email: z.email(),
  officeHours: z.string().min(5),
  opportunities: z
    .array(
      titledTextSchema.extend({
        subject: z.string().min(3),
        /** A project that shows the opportunity at work. */
        example: z.object({ label: z.string().min(3), href: z.string().regex(/^\/projects\/[a-z0-9-]+$/) }).optional(),
      }),
    )
    .length(3),
});
export type PakistanDivision = z.infer<typeof pakistanDivisionSchema>;

/* ---------------------------------------------------------------- parse once */

/**
 * Checks that the collections agree with each other: every delivered project has exactly one
 * delivered page and vice versa, and a current project that links to a page names the same
 * project at the same place, and an offering's buttons only point at sections it shows. Exported for tests; runs at module load so `next build` fails.
 */
export function crossCheck(delivered: DeliveredProject[], current: CurrentProject[], pages: ProjectPageRecord[]) {
  const pageBySlug = new Map(pages.map((page) => [page.slug, page]));
  for (const project of delivered) {
    if (pageBySlug.get(project.slug)?.layout !== 'delivered')
      throw new Error(`Invalid content in ${FILE}, record "${project.id}": field "slug": no delivered project page "${project.slug}"`);
  }
  for (const page of pages) {
    if (page.layout === 'delivered' && !delivered.some((project) => project.slug === page.slug))
      throw new Error(`Invalid content in ${FILE}, record "${page.slug}": field "slug": no delivered project with this slug`);
  }
  for (const page of pages) {
    if (page.layout !== 'offering') continue;
    const ids = offeringSectionIds(page);
    for (const action of page.actions) {
      if (action.kind === 'section' && !ids.includes(action.target))
        throw new Error(
          `Invalid content in ${FILE}, record "${page.slug}": field "actions": "${action.label}" points at #${action.target}, which this page does not show (it shows: ${ids.join(', ') || 'none'})`,
        );
    }
  }
  for (const project of current) {
    if (!project.slug) continue;
    const page = pageBySlug.get(project.slug);
    if (page?.layout !== 'offering' || page.name !== project.name || page.location !== project.location)
      throw new Error(
        `Invalid content in ${FILE}, record "${project.id}": field "slug": "${project.slug}" must be an offering page with the same name and location`,
      );
  }
}

const DELIVERED = parseCollection(`${FILE} (deliveredProjects)`, deliveredProjectSchema, deliveredProjects);
const CURRENT = parseCollection(`${FILE} (currentProjects)`, currentProjectSchema, currentProjects);
const PAGES = parseCollection(`${FILE} (projectPages)`, projectPageSchema, projectPages);
assertUnique(FILE, DELIVERED, (p) => p.slug);
assertUnique(FILE, DELIVERED, (p) => p.id);
assertUnique(FILE, CURRENT, (p) => p.id);
assertUnique(FILE, PAGES, (p) => p.slug);
crossCheck(DELIVERED, CURRENT, PAGES);

const DELIVERED_LIST_PAGE = parseRecord(FILE, listPageSchema, deliveredProjectsPage, 'deliveredProjectsPage');
const ONGOING_LIST_PAGE = parseRecord(FILE, ongoingPageSchema, ongoingProjectsPage, 'ongoingProjectsPage');
const DIVISION = parseRecord(FILE, pakistanDivisionSchema, pakistanDivision, 'pakistanDivision');

const RESOLVED_PAGES: ProjectPage[] = PAGES.map((page) =>
  page.layout === 'delivered'
    ? { ...page, project: DELIVERED.find((project) => project.slug === page.slug)! }
    : page,
);

/* ---------------------------------------------------------------- getters */

/** All seven delivered projects (each has a page). */
export function listDeliveredProjects() {
  return DELIVERED;
}

/** The delivered projects shown on /delivered-projects. */
export function listListedDeliveredProjects() {
  return DELIVERED.filter((project) => project.listed);
}

export function listCurrentProjects() {
  return CURRENT;
}

export function listProjectPages() {
  return RESOLVED_PAGES;
}

export function getProjectPage(slug: string) {
  return RESOLVED_PAGES.find((page) => page.slug === slug) ?? null;
}

export function getPakistanDivision() {
  return DIVISION;
}

export function getDeliveredProjectsPage() {
  return DELIVERED_LIST_PAGE;
}

export function getOngoingProjectsPage() {
  return ONGOING_LIST_PAGE;
}

/** Ids of the in-page sections an offering page renders, the only valid targets of its `section` actions. */
export function offeringSectionIds(page: Pick<OfferingPage, 'plots' | 'paymentPlans'>) {
  return [...(page.plots?.length ? [PLOTS_SECTION_ID] : []), ...(page.paymentPlans?.length ? [PAYMENT_SECTION_ID] : [])];
}

/** Where an offering page's button goes: a section of the page, or the contact form with its subject filled in. */
export function actionHref(action: OfferingAction) {
  return action.kind === 'section' ? `#${action.target}` : contactHref(action.target);
}

/** The display name of any project page, whichever layout it uses. */
export function projectPageName(page: ProjectPage) {
  return page.layout === 'delivered' ? page.project.name : page.name;
}
