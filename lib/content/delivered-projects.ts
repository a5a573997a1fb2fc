/**
 * The buildings Cedarline Builders & Developers has delivered in Karachi: one
 * file per project in content/delivered-projects/, each with its card and its
 * page. A building's floors and units are stated once, in `building`; the
 * overview and summaries that mention them, or the year, must agree.
 */
import { z } from 'zod';
import { countSchema, imageSchema, lineSchema, optionalGroup, textSchema, yearSchema } from './fields';
import { ONLY_WHEN_VALID, drawnFrom } from './project-fields';
import { DETAIL_KINDS, FEATURE_KINDS, SCHEMA_TYPES, UNIT_LABELS } from './project-choices';
import { once, readCollection } from './read';

const buildingSchema = z.object({
  /** Floors above the ground floor. */
  floors: countSchema,
  penthouse: z.boolean(),
  units: countSchema,
  /** The number is a minimum ("Over 100"). */
  unitsOver: z.boolean(),
  unitsLabel: z.enum(UNIT_LABELS),
  /** What follows the number in the feature line: "apartments of 2 and 3 bedrooms". */
  unitsFeature: lineSchema,
});
export type Building = z.infer<typeof buildingSchema>;

const [, ...FIGURES] = FEATURE_KINDS;

const featureSchema = z
  .discriminatedUnion('discriminant', [z.object({ discriminant: z.literal('text'), value: lineSchema }), ...FIGURES.map(drawnFrom)])
  .transform((item) => (item.discriminant === 'text' ? { kind: 'text' as const, text: item.value } : { kind: item.discriminant }));

const [, ...DRAWN_DETAILS] = DETAIL_KINDS;

const detailSchema = z
  .discriminatedUnion('discriminant', [
    z.object({ discriminant: z.literal('text'), value: z.object({ label: lineSchema, value: lineSchema }) }),
    ...DRAWN_DETAILS.map(drawnFrom),
  ])
  .transform((item) => (item.discriminant === 'text' ? { kind: 'text' as const, ...item.value } : { kind: item.discriminant }));

export const deliveredProjectSchema = z
  .object({
    name: lineSchema,
    position: z.number().int().min(0),
    /** Shown on /delivered-projects; every delivered project keeps its page and its link on /chg-pakistan. */
    listed: z.boolean(),
    type: lineSchema,
    location: lineSchema,
    year: yearSchema,
    image: imageSchema,
    description: textSchema,
    summary: textSchema,
    schemaType: z.enum(SCHEMA_TYPES),
    building: optionalGroup(buildingSchema),
    overview: z.array(textSchema).min(1),
    features: z.array(featureSchema).min(3),
    details: z.array(detailSchema).min(1),
  })
  .superRefine((project, ctx) => {
    const { building } = project;
    const items = [...project.features.map((item, i) => ['features', i, item] as const), ...project.details.map((item, i) => ['details', i, item] as const)];
    for (const [list, index, item] of items) {
      if ((item.kind === 'units' || item.kind === 'floors') && !building)
        ctx.addIssue({ code: 'custom', path: [list, index], message: `shows the ${item.kind} but the building figures are left out` });
    }
    const prose: [PropertyKey[], string][] = [
      [['description'], project.description],
      [['summary'], project.summary],
      ...project.overview.map((text, i): [PropertyKey[], string] => [['overview', i], text]),
    ];
    for (const [path, text] of prose) {
      for (const problem of disagreements(text, project.year, building)) ctx.addIssue({ code: 'custom', path, message: problem });
    }
  }, ONLY_WHEN_VALID);

export type DeliveredProject = z.output<typeof deliveredProjectSchema> & { slug: string };
export type DeliveredFeature = DeliveredProject['features'][number];
export type DeliveredDetail = DeliveredProject['details'][number];

/** Figures written into prose that contradict the record: "ground plus 12 floors" when it has 13. */
function disagreements(text: string, year: number, building: Building | null) {
  const problems: string[] = [];
  for (const [phrase, floors] of text.matchAll(/ground[ -]plus[ -](\d+)/gi)) {
    if (Number(floors) !== building?.floors) problems.push(`says "${phrase}" but the building figures give ${building?.floors ?? 'no'} floors`);
  }
  for (const [phrase, units] of text.matchAll(/\bover (\d+)/gi)) {
    if (!building?.unitsOver || Number(units) !== building.units)
      problems.push(`says "${phrase}" but the building figures give ${building ? `${building.unitsOver ? 'over ' : ''}${building.units}` : 'no'} units`);
  }
  for (const [phrase, said] of text.matchAll(/\b(?:delivered|handed over|completed) in (\d{4})\b/gi)) {
    if (Number(said) !== year) problems.push(`says "${phrase}" but the project was delivered in ${year}`);
  }
  return problems;
}

const read = once(() =>
  readCollection('delivered-projects', deliveredProjectSchema).sort((a, b) => a.position - b.position),
);

/** Every delivered project, each with its page, in list order. */
export function listDeliveredProjects(): DeliveredProject[] {
  return read();
}

/** The delivered projects shown on /delivered-projects. */
export function listListedDeliveredProjects() {
  return read().filter((project) => project.listed);
}

export function getDeliveredProject(slug: string) {
  return read().find((project) => project.slug === slug) ?? null;
}

/** The year of the first delivery, which the pages give as "since 2003". */
export function firstDeliveryYear() {
  return Math.min(...read().map((project) => project.year));
}
