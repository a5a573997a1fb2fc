/**
 * The residential projects of CHG Canada (content/canada-residential/<slug>.json)
 * and the two residence pages that show them: content/pages/signature-suites.json
 * and content/pages/estate-residency.json, whose shared headings are
 * content/pages/residence.json. A page names its project; the project's name,
 * location, year, status and counts live on the project only, and no text
 * states a count the page renders from the record.
 */
import { z } from 'zod';
import { ROUTES } from '@/lib/routes';
import { addressSchema, refuseCounts } from './canada-fields';
import { DISTANCE_MESSAGE, DISTANCE_PATTERN, RESIDENCE_TYPES, RESIDENTIAL_STATUSES } from './canada-rules';
import { countSchema, featureSchema, imageSchema, lineSchema, optional, slugSchema, templateSchema, templateTextSchema, textSchema, yearSchema } from './fields';
import { once, parseFile, readCollection, readSingleton, resolve, type Entry } from './read';
import { withTeam } from './teams';

export const residentialProjectSchema = z
  .object({
    name: lineSchema,
    position: z.number().int().min(0),
    location: lineSchema,
    year: yearSchema,
    status: z.enum(RESIDENTIAL_STATUSES),
    units: countSchema,
    /** Plural noun for the units, e.g. "townhouse units". */
    unitLabel: lineSchema,
    floors: optional(countSchema),
    description: textSchema,
    image: imageSchema,
  })
  .superRefine((project, ctx) => refuseCounts([project.description], [project.units, project.floors], ctx, ['description']));
export type ResidentialProject = Entry<z.output<typeof residentialProjectSchema>> & { href: string | null };

export const residencePageSchema = z.object({
  project: slugSchema,
  subtitle: lineSchema,
  heroImage: imageSchema,
  /** The enquiry button: its text, the subject it fills in and the team it opens the form for. */
  cta: z.object({ label: lineSchema, contactSubject: templateSchema(['name']), team: slugSchema }),
  address: addressSchema,
  about: z.array(textSchema).min(1),
  nearby: z.array(z.object({ name: lineSchema, distance: z.string().regex(DISTANCE_PATTERN, DISTANCE_MESSAGE) })).min(1),
  features: z.array(featureSchema).min(1),
  unitTypes: z
    .array(z.object({ name: lineSchema, bedrooms: z.number().int().min(0), bathrooms: z.number().min(1), areaSqFt: countSchema, description: textSchema }))
    .min(1),
  images: z.array(imageSchema).min(1),
  schemaType: z.enum(RESIDENCE_TYPES),
});

const section = z.object({ eyebrow: lineSchema, title: lineSchema });

export const residenceCopySchema = z.object({
  metaDescription: templateTextSchema(['subtitle', 'description']),
  canadaButton: lineSchema,
  about: z.object({
    title: templateSchema(['name']),
    glanceTitle: lineSchema,
    addressLabel: lineSchema,
    homesLabel: lineSchema,
    buildingLabel: lineSchema,
    statusLabel: lineSchema,
  }),
  features: section,
  units: section.extend({
    studio: lineSchema,
    bedroom: templateSchema(['count']),
    bedrooms: templateSchema(['count']),
    bathrooms: templateSchema(['count']),
  }),
  gallery: section,
  enquire: z.object({ eyebrow: lineSchema, title: templateSchema(['name']) }),
});
export type ResidenceCopy = z.output<typeof residenceCopySchema>;

const PAGES = {
  suites: { name: 'pages/signature-suites', href: ROUTES.suites },
  estateResidency: { name: 'pages/estate-residency', href: ROUTES.estateResidency },
} as const;
type ResidencePageKey = keyof typeof PAGES;

const PAGE_RECORDS = once(() =>
  (Object.keys(PAGES) as ResidencePageKey[]).map((key) => ({ key, ...PAGES[key], page: readSingleton(PAGES[key].name, residencePageSchema) })),
);

const PROJECTS = once(() =>
  readCollection('canada-residential', residentialProjectSchema)
    .sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug))
    .map((project): ResidentialProject => ({ ...project, href: PAGE_RECORDS().find((r) => r.page.project === project.slug)?.href ?? null })),
);

/** Every residential card, in the order of their positions, linked to the page that shows it. */
export function listResidentialProjects(): ResidentialProject[] {
  return PROJECTS();
}

function residence(key: ResidencePageKey) {
  const record = PAGE_RECORDS().find((r) => r.key === key)!;
  const file = `content/${record.name}.json`;
  const project = resolve(listResidentialProjects(), record.page.project, { file, field: 'project' });
  const counts = z.object({ about: z.array(z.string()) }).superRefine((page, ctx) => refuseCounts(page.about, [project.units, project.floors], ctx, ['about']));
  parseFile(file, counts, record.page);
  const { name, location, year, status, units, unitLabel, floors, description, href } = project;
  const cta = withTeam(record.page.cta, file, 'cta');
  return { ...record.page, cta, name, location, year, status, units, unitLabel, floors, description, href: href ?? record.href };
}

export type Residence = ReturnType<typeof residence>;

const SUITES = once(() => residence('suites'));
const ESTATE = once(() => residence('estateResidency'));

export function getSuites(): Residence {
  return SUITES();
}

export function getEstateResidency(): Residence {
  return ESTATE();
}

export const getResidenceCopy = once(() => readSingleton('pages/residence', residenceCopySchema));
