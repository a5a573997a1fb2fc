/**
 * The Canada portfolio: hotel cards, residential projects, commercial ventures
 * and the venue pages (convention centre, restaurant, suites, estate
 * residency). A venue page's record names the card it belongs to, and its
 * name, status and counts come from that card, so no figure is written twice.
 */
import { z } from 'zod';
import {
  canadaHotels,
  canadaOverview,
  commercialVentures,
  conventionCenter,
  estateResidency,
  residentialProjects,
  restaurant,
  suites,
} from '@/content/canada-portfolio';
import { imageSchema } from '@/lib/content/image';
import { assertUnique, parseCollection, parseRecord } from '@/lib/content/parse';
import { ROUTES } from '@/lib/routes';

const FILE = 'content/canada-portfolio.ts';

/** The icons components/hotels/icons.tsx draws; content picks one by key. */
export const ICON_NAMES = [
  'bed', 'wifi', 'parking', 'pool', 'fitness', 'breakfast', 'restaurant', 'meeting', 'pet', 'accessible',
  'star', 'map', 'clock', 'phone', 'users', 'kitchen', 'laundry', 'tree', 'shield', 'car', 'coffee',
  'building', 'calendar', 'music', 'sparkle', 'key',
] as const;
export const iconSchema = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase kebab-case');
const year = z.number().int().min(1900).max(2100);
export const text = z.string().trim().min(20, 'needs a real sentence');
export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const phone = z.string().regex(/^\+1 \d{3} 555 01\d{2}$/, 'must be a fictional +1 ### 555 01## number');

export const featureSchema = z.object({ icon: iconSchema, label: z.string().min(2), description: text });
export type Feature = z.infer<typeof featureSchema>;

export const addressSchema = z.object({
  streetAddress: z.string().min(4),
  locality: z.string().min(2),
  region: z.literal('ON'),
  postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'must be a Canadian postal code like L1H 7K6'),
  country: z.literal('CA'),
});
export type Address = z.infer<typeof addressSchema>;

/** What every portfolio card shows. */
const cardFields = {
  id: slug,
  name: z.string().min(3),
  location: z.string().min(3),
  year,
  description: text,
  image: imageSchema,
};

export const canadaHotelSchema = z
  .object({
    ...cardFields,
    status: z.enum(['Operating', 'Under Construction', 'Planning']),
    rating: z.number().min(1).max(5).nullable(),
    reviews: z.number().int().nonnegative().nullable(),
    slug: slug.nullable(),
    rooms: z.number().int().positive().nullable(),
  })
  .refine((h) => (h.rating === null) === (h.reviews === null), {
    path: ['reviews'],
    message: 'rating and reviews are given together, or both null',
  });
export type CanadaHotel = z.infer<typeof canadaHotelSchema>;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** True when the text states `count` in digits (or as a word up to twelve). */
export function statesCount(value: string, count: number) {
  const word = NUMBER_WORDS[count];
  return new RegExp(`\\b(${count}${word ? `|${word}` : ''})\\b`, 'i').test(value);
}

/** Copy never states a count: sentences with counts are rendered from units/floors. */
function checkCounts(texts: readonly string[], counts: readonly (number | null)[], ctx: z.RefinementCtx, path: string) {
  texts.forEach((value, index) => {
    for (const count of counts) {
      if (count !== null && statesCount(value, count)) {
        ctx.addIssue({ code: 'custom', path: texts.length > 1 ? [path, index] : [path], message: `states the count ${count}; the page renders it from units/floors, so leave it out of the text` });
      }
    }
  });
}

export const residentialProjectSchema = z
  .object({
    ...cardFields,
    status: z.enum(['Planning', 'Operating']),
    units: z.number().int().positive(),
    /** Plural noun for the units, e.g. "townhouse units". */
    unitLabel: z.string().min(3),
    floors: z.number().int().positive().nullable(),
    page: z.enum(['suites', 'estateResidency']).nullable(),
  })
  .superRefine((p, ctx) => checkCounts([p.description], [p.units, p.floors], ctx, 'description'))
  .transform((p) => ({ ...p, href: p.page ? ROUTES[p.page] : null }));
export type ResidentialProject = z.infer<typeof residentialProjectSchema>;

const ventureRoutes = { Restaurant: ROUTES.restaurant, 'Convention Center': ROUTES.conventionCenter } as const;

export const commercialVentureSchema = z
  .object({
    ...cardFields,
    status: z.enum(['Operating', 'Under Construction', 'Planning']),
    type: z.enum(['Restaurant', 'Convention Center']),
  })
  .transform((v) => ({ ...v, href: ventureRoutes[v.type] }));
export type CommercialVenture = z.infer<typeof commercialVentureSchema>;

export const CANADA_HOTELS = parseCollection(FILE, canadaHotelSchema, canadaHotels);
const RESIDENTIAL = parseCollection(FILE, residentialProjectSchema, residentialProjects);
const VENTURES = parseCollection(FILE, commercialVentureSchema, commercialVentures);
for (const list of [CANADA_HOTELS, RESIDENTIAL, VENTURES]) assertUnique(FILE, list as { id: string }[], (r) => r.id);
assertUnique(FILE, CANADA_HOTELS, (h) => h.slug);

export function listCanadaHotels() {
  return CANADA_HOTELS;
}
export function listResidentialProjects() {
  return RESIDENTIAL;
}
export function listCommercialVentures() {
  return VENTURES;
}

const sectionCopySchema = z.object({ eyebrow: z.string().min(3), title: z.string().min(3), intro: text });
export const canadaOverviewSchema = z.object({
  eyebrow: z.string().min(2),
  title: z.string().min(5),
  lead: text,
  heroImage: imageSchema,
  sections: z.object({ hotels: sectionCopySchema, residential: sectionCopySchema, commercial: sectionCopySchema }),
  closing: z.object({ title: z.string().min(5), text }),
});
const OVERVIEW = parseRecord(FILE, canadaOverviewSchema, canadaOverview, 'canadaOverview');

export function getCanadaOverview() {
  return OVERVIEW;
}

/** Spec §9: 'Expected' for the Aloft hotel; 'Opening' before a hotel opens; otherwise 'Established'. */
export function hotelYearLabel(hotel: Pick<CanadaHotel, 'name' | 'status'>) {
  if (/\baloft\b/i.test(hotel.name)) return 'Expected';
  if (hotel.status === 'Under Construction' || hotel.status === 'Planning') return 'Opening';
  return 'Established';
}

/** Spec §9: 'Established' if the year is before 2025, else 'Expected'. */
export function residentialYearLabel(project: Pick<ResidentialProject, 'year'>) {
  return project.year < 2025 ? 'Established' : 'Expected';
}

/** "122 condominium units", "14 floors": the only way a count reaches the page. */
export function residentialFacts(project: Pick<ResidentialProject, 'units' | 'unitLabel' | 'floors'>) {
  const facts = [`${project.units} ${project.unitLabel}`];
  if (project.floors !== null) facts.push(`${project.floors} floors`);
  return facts;
}

export function formatAddress(address: Address) {
  return `${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

export function mapsUrls(address: Address) {
  const query = encodeURIComponent(formatAddress(address));
  return {
    embed: `https://www.google.com/maps?q=${query}&output=embed`,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${query}`,
  };
}

export function postalAddressLd(address: Address) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/* ---- Venue pages ------------------------------------------------------ */

const linkCardSchema = z.object({ title: z.string().min(3), description: text, href: httpsUrl, image: imageSchema });

export const conventionCenterSchema = z.object({
  ventureId: slug,
  subtitle: z.string().min(10),
  address: addressSchema,
  phone,
  rating: z.number().min(1).max(5),
  reviews: z.number().int().positive(),
  about: z.array(text).min(1),
  heroImage: imageSchema,
  websiteUrl: httpsUrl,
  quoteUrl: httpsUrl,
  halls: z
    .array(z.object({ name: z.string().min(3), areaSqFt: z.number().int().positive(), banquet: z.number().int().positive(), theatre: z.number().int().positive(), description: text }))
    .min(1),
  eventTypes: z.array(featureSchema).min(1),
  services: z.array(featureSchema).min(1),
  eventCards: z.array(linkCardSchema).length(2),
});

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 11:00');

export const restaurantSchema = z.object({
  ventureId: slug,
  subtitle: z.string().min(10),
  address: addressSchema,
  phone,
  cuisine: z.array(z.string().min(3)).min(1),
  priceRange: z.string().regex(/^\$+$/),
  about: z.array(text).min(1),
  heroImage: imageSchema,
  hours: z.array(z.object({ days: z.array(z.enum(DAYS)).min(1), opens: time, closes: time })).min(1),
  menuHighlights: z.array(z.object({ name: z.string().min(3), description: text, image: imageSchema })).min(3),
  features: z.array(featureSchema).min(1),
});

export const residenceSchema = z.object({
  projectId: slug,
  subtitle: z.string().min(10),
  address: addressSchema,
  about: z.array(text).min(1),
  heroImage: imageSchema,
  images: z.array(imageSchema).min(1),
  features: z.array(featureSchema).min(1),
  unitTypes: z
    .array(z.object({ name: z.string().min(3), bedrooms: z.number().int().min(0), bathrooms: z.number().min(1), areaSqFt: z.number().int().positive(), description: text }))
    .min(1),
  nearby: z.array(z.object({ name: z.string().min(3), distance: z.string().min(2) })).min(1),
  schemaType: z.enum(['Apartment', 'Residence', 'ApartmentComplex']),
  contactSubject: z.string().min(5),
});

function byId<T extends { id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((r) => r.id === id);
  if (!found) throw new Error(`Invalid content in ${FILE}: ${what} "${id}" has no card record`);
  return found;
}

const CONVENTION = parseRecord(FILE, conventionCenterSchema, conventionCenter, 'conventionCenter');
const RESTAURANT = parseRecord(FILE, restaurantSchema, restaurant, 'restaurant');
const SUITES = parseRecord(FILE, residenceSchema, suites, 'suites');
const ESTATE = parseRecord(FILE, residenceSchema, estateResidency, 'estateResidency');

const CONVENTION_PAGE = { ...byId(VENTURES, CONVENTION.ventureId, 'conventionCenter.ventureId'), ...CONVENTION };
const RESTAURANT_PAGE = { ...byId(VENTURES, RESTAURANT.ventureId, 'restaurant.ventureId'), ...RESTAURANT };
const SUITES_PAGE = residencePage(SUITES, 'suites');
const ESTATE_PAGE = residencePage(ESTATE, 'estateResidency');

function residencePage(record: z.infer<typeof residenceSchema>, id: string) {
  const project = byId(RESIDENTIAL, record.projectId, `${id}.projectId`);
  const page = { ...project, ...record };
  const check = z.object({ about: z.array(z.string()) }).superRefine((p, ctx) => checkCounts(p.about, [project.units, project.floors], ctx, 'about'));
  parseRecord(FILE, check, page, id);
  return page;
}

export type ConventionCenter = typeof CONVENTION_PAGE;
export type Restaurant = typeof RESTAURANT_PAGE;
export type Residence = typeof SUITES_PAGE;

export function getConventionCenter(): ConventionCenter {
  return CONVENTION_PAGE;
}
export function getRestaurant(): Restaurant {
  return RESTAURANT_PAGE;
}
export function getSuites(): Residence {
  return SUITES_PAGE;
}
export function getEstateResidency(): Residence {
  return ESTATE_PAGE;
}

/** '00:00' → '12:00 AM', '11:00' → '11:00 AM'. */
export function formatTime(value: string) {
  const [h = 0, m = 0] = value.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A run of days as 'Monday – Sunday'; a single day as itself. */
export function formatDays(days: readonly string[]) {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  return days.length > 1 ? `${first} – ${last}` : first;
}

/** schema.org opening hours, one specification per run of days. */
export function openingHoursLd(hours: Restaurant['hours']) {
  return hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
    opens: h.opens,
    closes: h.closes,
  }));
}

/**
 * The CHG Canada dropdown of the header: the overview, then every record with
 * a page, then the records without one (shown as 'Under Development').
 */
export function listCanadaMenuItems(): { label: string; href?: string }[] {
  const hotels = CANADA_HOTELS.filter((h) => h.slug !== null).map((h) => ({ label: h.name, href: ROUTES.hotel(h.slug as string) }));
  const ventures = [VENTURES.find((v) => v.type === 'Restaurant'), VENTURES.find((v) => v.type === 'Convention Center')]
    .filter((v) => v !== undefined)
    .map((v) => ({ label: v.name, href: v.href }));
  const residences = RESIDENTIAL.filter((p) => p.href !== null).map((p) => ({ label: p.name, href: p.href as string }));
  const withoutPage = [...CANADA_HOTELS.filter((h) => h.slug === null), ...RESIDENTIAL.filter((p) => p.href === null)].map((r) => ({ label: r.name }));
  return [{ label: 'CHG Canada Overview', href: ROUTES.canada }, ...hotels, ...ventures, ...residences, ...withoutPage];
}
