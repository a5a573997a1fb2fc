/**
 * The CHG Canada overview page (content/pages/chg-canada.json), the labels
 * several Canada pages share (content/pages/canada-labels.json) and the
 * Canada menu of the header, built from the records themselves.
 */
import { z } from 'zod';
import { ROUTES } from '@/lib/routes';
import { listResidentialProjects } from './canada-residential';
import { listCommercialVentures } from './canada-ventures';
import { closingSchema, imageSchema, lineSchema, templateSchema, textSchema } from './fields';
import { listCanadaHotels } from './hotels';
import { once, readSingleton } from './read';
import { withTeam } from './teams';

const section = { eyebrow: lineSchema, title: lineSchema, intro: textSchema };

export const canadaPageSchema = z.object({
  menuLabel: lineSchema,
  metaTitle: lineSchema,
  eyebrow: lineSchema,
  title: lineSchema,
  lead: textSchema,
  heroImage: imageSchema,
  hotels: z.object({
    ...section,
    roomsFact: templateSchema(['rooms']),
    viewButton: lineSchema,
    comingSoonButton: lineSchema,
    comingSoonReason: templateSchema(['yearLabel']),
  }),
  residential: z.object({
    ...section,
    viewButton: lineSchema,
    inDevelopmentButton: lineSchema,
    inDevelopmentReason: templateSchema(['yearLabel']),
  }),
  commercial: z.object({
    ...section,
    meta: templateSchema(['type', 'year']),
    restaurantButton: lineSchema,
    venueButton: lineSchema,
    visitLabel: templateSchema(['name']),
  }),
  closing: closingSchema.extend({ eyebrow: lineSchema }),
});
export type CanadaPage = ReturnType<typeof getCanadaPage>;

export const canadaLabelsSchema = z.object({
  rating: z.object({ summary: templateSchema(['rating', 'reviews']), reviews: templateSchema(['reviews']) }),
  floors: templateSchema(['floors']),
  area: templateSchema(['area']),
  location: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    directions: lineSchema,
    call: lineSchema,
    showMap: lineSchema,
    mapNote: lineSchema,
    mapTitle: templateSchema(['name']),
  }),
});
export type CanadaLabels = z.output<typeof canadaLabelsSchema>;

const CANADA_PAGE = 'pages/chg-canada';

export const getCanadaPage = once(() => {
  const page = readSingleton(CANADA_PAGE, canadaPageSchema);
  return { ...page, closing: withTeam(page.closing, `content/${CANADA_PAGE}.json`, 'closing') };
});
export const getCanadaLabels = once(() => readSingleton('pages/canada-labels', canadaLabelsSchema));

export type MenuItem = { label: string; href?: string };

/**
 * The CHG Canada dropdown of the header: the overview, then every record with
 * a page (hotels, ventures, residences, each in the order of their
 * positions), then the records without one, which the menu shows as
 * 'Under Development'. Every label is the record's name.
 */
export function listCanadaMenuItems(): MenuItem[] {
  const records = [
    ...listCanadaHotels().map((hotel) => ({ name: hotel.name, href: hotel.page ? ROUTES.hotel(hotel.slug) : null })),
    ...listCommercialVentures(),
    ...listResidentialProjects(),
  ];
  return [
    { label: getCanadaPage().menuLabel, href: ROUTES.canada },
    ...records.flatMap((record) => (record.href ? [{ label: record.name, href: record.href }] : [])),
    ...records.flatMap((record) => (record.href ? [] : [{ label: record.name }])),
  ];
}
