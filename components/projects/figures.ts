/**
 * The lines and cards a project page draws from its record: a building's floors
 * and units, its location, its year. The words come from the message
 * catalogue of the page's language (content/messages/), the figures from the record.
 */
import type { CURRENT_STATUSES, SALE_STATUSES } from '@/lib/keystatic/pakistan';
import type { Building, DeliveredDetail, DeliveredFeature, DeliveredProject } from '@/lib/content/pakistan';
import type { OfferingPage, OfferingProject, OngoingProject, ProgressEntry } from '@/lib/content/pakistan';
import type { ProjectCopy } from '@/lib/content/pakistan';
import { fillSentence, fillTemplate, formatDate, formatNumber, numberWord, unitsText } from '@/lib/format';
import { LANGUAGE_TAGS } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';

type Card = { label: string; value: string };

type Status = (typeof SALE_STATUSES)[number] | (typeof CURRENT_STATUSES)[number];
const STATUS_WORDS = {
  Active: 'active',
  Launching: 'launching',
  'Under Development': 'under-development',
  'Ready for Posession': 'ready-for-posession',
  Planned: 'planned',
} as const satisfies Record<Status, keyof ProjectCopy['statuses']>;

/** A project's status badge in the page's language ("Ready for Posession", as the data spells it, reads "Ready for Possession"). */
export function statusWord(status: Status, copy: ProjectCopy) {
  return copy.statuses[STATUS_WORDS[status]];
}

/** 'Block 1, Nazimabad, Karachi' → 'Block 1, Nazimabad' (every project is in Karachi), in either language. */
export function shortLocation(location: string) {
  return location.replace(/[,،]\s*(Karachi|کراچی)$/, '');
}

/**
 * Fills `{count}` with the number in words up to twelve in English (digits
 * above, and in Urdu), capitalised when the sentence starts with it: 'Seven buildings…'.
 */
export function fillCount(template: string, count: number, locale: Locale) {
  return fillSentence(template, { count: numberWord(count, locale) ?? String(count) });
}

export function deliveredLabel(year: number, copy: ProjectCopy) {
  return fillTemplate(copy.delivered.yearLabel, { year });
}

/** 'Expected 2027', or for a project ready for possession, 'Possession since 2025'. */
export function possessionYearLabel(
  { possession, ongoing }: { possession: string; ongoing: { status: string } },
  copy: ProjectCopy,
) {
  return fillTemplate(ongoing.status === 'Ready for Posession' ? copy.ongoing.readyLabel : copy.ongoing.yearLabel, {
    year: Number(possession.slice(0, 4)),
  });
}

/** 'From December 2027': when possession is given, by its month. */
export function possessionLabel(day: string, copy: ProjectCopy) {
  return fillTemplate(copy.offering.possessionFactValue, { date: formatDate(day, copy.locale, 'month') });
}

/** 'Ground + 6 with a penthouse' (card) or 'Ground plus 6 floors with a penthouse' (feature line). */
function floorsText(building: Building, template: string, copy: ProjectCopy) {
  const floors = fillTemplate(template, { floors: building.floors });
  return building.penthouse ? `${floors} ${copy.penthouse}` : floors;
}

/** The feature lines of a delivered project, those drawn from its building figures written out. */
export function featureLines(project: DeliveredProject, copy: ProjectCopy) {
  return project.features.map((feature: DeliveredFeature) => {
    if (feature.kind === 'text') return feature.text;
    const building = requireBuilding(project);
    return feature.kind === 'units'
      ? `${unitsText(building, copy.unitsOver)} ${building.unitsFeature}`
      : floorsText(building, copy.floorsFeature, copy);
  });
}

/** A delivered project's own detail cards, those drawn from the record written out. */
export function projectDetails(project: DeliveredProject, copy: ProjectCopy): Card[] {
  return project.details.map((detail: DeliveredDetail): Card => {
    if (detail.kind === 'text') return { label: detail.label, value: detail.value };
    if (detail.kind === 'location') return { label: copy.locationLabel, value: shortLocation(project.location) };
    const building = requireBuilding(project);
    return detail.kind === 'units'
      ? { label: copy.units[building.unitsLabel], value: unitsText(building, copy.unitsOver) }
      : { label: copy.floorsLabel, value: floorsText(building, copy.floorsValue, copy) };
  });
}

/** The detail cards of a delivered project page: the year of delivery first, then its own. */
export function detailCards(project: DeliveredProject, copy: ProjectCopy): Card[] {
  return [{ label: copy.delivered.badge, value: String(project.year) }, ...projectDetails(project, copy)];
}

/** The fact cards of a project on sale. */
export function factCards(project: OfferingProject, copy: ProjectCopy): Card[] {
  return project.page.facts.map((fact) => {
    if (fact.kind === 'text') return { label: fact.label, value: fact.value };
    if (fact.kind === 'installments')
      return {
        label: copy.offering.installmentsFact,
        value: fillTemplate(copy.offering.installmentsFactValue, { months: fact.months }),
      };
    return { label: copy.locationLabel, value: project.location };
  });
}

type PlanWords = ProjectCopy['floorPlans'];
/** How a plan's lengths and areas read in the page's language: '36 ft', '12 × 14 ft' (kept in that order in Urdu), '1,072 sq ft'. */
export function planUnits({ floorPlans: words, locale }: ProjectCopy) {
  // Unicode's isolates keep "12 × 14" as written inside an Urdu line, in the drawing as in the table.
  const keep = (text: string) =>
    locale === 'ur' ? text.replace(/\d[\d.,]* × [\d.,]*\d/, (run) => `\u2066${run}\u2069`) : text;
  const count = (value: number) => formatNumber(value, locale);
  return {
    feet: (value: number) => fillTemplate(words.feet, { value: count(value) }),
    dimensions: (width: number, depth: number) =>
      keep(fillTemplate(words.dimensions, { frontage: count(width), depth: count(depth) })),
    squareFeet: (value: number) => fillTemplate(words.squareFeet, { value: count(value) }),
  };
}

const counted = (words: PlanWords['bedrooms'], count: number, copy: ProjectCopy) =>
  fillTemplate(
    new Intl.PluralRules(LANGUAGE_TAGS[copy.locale].intl).select(count) === 'one' ? words.one : words.other,
    { count },
  );

/**
 * What a size's plan says of it, from its rooms: its plot or floor, its bedrooms and bathrooms (when it has any) and its
 * covered area (a plot has none): '30 × 36 ft', '3 bedrooms', '3 bathrooms', '1,744 sq ft covered'.
 */
export function sizeFacts(size: OfferingPage['sizes'][number], copy: ProjectCopy) {
  const { figures, plan } = size;
  const words = copy.floorPlans;
  return [
    planUnits(copy).dimensions(plan.frontage, plan.depth),
    figures.bedrooms ? counted(words.bedrooms, figures.bedrooms, copy) : '',
    figures.bathrooms ? counted(words.bathrooms, figures.bathrooms, copy) : '',
    figures.covered ? fillTemplate(words.covered, { area: formatNumber(figures.covered, copy.locale) }) : '',
  ].filter(Boolean);
}

/** The schema guarantees the figures exist when an item asks for them. */
function requireBuilding(project: DeliveredProject) {
  if (!project.building) throw new Error(`${project.slug}: an item shows building figures the record does not give`);
  return project.building;
}

/** An update's stage in the page's language: "Structure up to floor 8 of 12" from the update's floor and the building's. */
export function progressStage({ milestone, floor }: ProgressEntry, floors: number | null, copy: ProjectCopy) {
  return milestone === 'structure' && floor !== null && floors !== null
    ? fillTemplate(copy.progress.structure, { floor, floors })
    : copy.progress.stages[milestone];
}

/** '55% complete'. */
export const progressShare = ({ share }: ProgressEntry, copy: ProjectCopy) =>
  fillTemplate(copy.progress.share, { percent: share });

/** A card's line: 'Progress: 55% complete, 6 November 2026', from the latest update; null for a project with none. */
export function progressCardLabel({ progress }: OngoingProject, copy: ProjectCopy) {
  const [latest] = progress;
  return latest
    ? fillTemplate(copy.progress.card, {
        share: progressShare(latest, copy),
        date: formatDate(latest.date, copy.locale),
      })
    : null;
}

/** The anchor of an update on its project's page, which its entry in the feed links to. */
export const progressAnchor = (date: string) => `progress-${date}`;
