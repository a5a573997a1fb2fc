/**
 * The commercial ventures of CHG Canada (content/canada-ventures/<slug>.json)
 * and the two venue pages that show them: content/pages/oshawa-convention-center.json
 * and content/pages/saffron-grill-burlington.json. A page names its venture;
 * the venture's name, location, year and status live on the venture only,
 * and the venture's link is the page that names it.
 */
import { z } from 'zod';
import { formatClosingTime, templateTokens } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { addressSchema } from './canada-fields';
import { DAYS, PRICE_RANGE_MESSAGE, PRICE_RANGE_PATTERN, TIME_MESSAGE, TIME_PATTERN, VENTURE_STATUSES, VENTURE_TYPES } from './canada-rules';
import {
  countSchema,
  featureSchema,
  httpsUrlSchema,
  imageSchema,
  lineSchema,
  phoneSchema,
  ratingSchema,
  slugSchema,
  templateSchema,
  textSchema,
  yearSchema,
} from './fields';
import { once, readCollection, readSingleton, resolve, type Entry } from './read';

export const commercialVentureSchema = z.object({
  name: lineSchema,
  position: z.number().int().min(0),
  location: lineSchema,
  year: yearSchema,
  status: z.enum(VENTURE_STATUSES),
  type: z.enum(VENTURE_TYPES),
  description: textSchema,
  image: imageSchema,
});
export type CommercialVenture = Entry<z.output<typeof commercialVentureSchema>> & { href: string | null };

const section = { eyebrow: lineSchema, title: lineSchema };
const CONVENTION_FILE = 'content/pages/oshawa-convention-center.json';
const RESTAURANT_FILE = 'content/pages/saffron-grill-burlington.json';

export const conventionCenterPageSchema = z.object({
  venture: slugSchema,
  subtitle: lineSchema,
  metaDescription: templateSchema(['subtitle', 'rating', 'reviews']),
  heroImage: imageSchema,
  hero: z.object({ eyebrow: templateSchema(['location']), quoteButton: lineSchema }),
  address: addressSchema,
  phone: phoneSchema,
  rating: ratingSchema,
  reviews: countSchema,
  websiteUrl: httpsUrlSchema,
  quoteUrl: httpsUrlSchema,
  about: z.object({ ...section, paragraphs: z.array(textSchema).min(1) }),
  glance: z.object({
    title: lineSchema,
    hallsLabel: lineSchema,
    capacityLabel: templateSchema(['hall']),
    capacityValue: templateSchema(['banquet', 'theatre']),
    sinceLabel: lineSchema,
    phoneLabel: lineSchema,
  }),
  halls: z.object({
    ...section,
    areaLabel: lineSchema,
    banquetLabel: lineSchema,
    banquetValue: templateSchema(['count']),
    theatreLabel: lineSchema,
    theatreValue: templateSchema(['count']),
    items: z
      .array(z.object({ name: lineSchema, areaSqFt: countSchema, banquet: countSchema, theatre: countSchema, description: textSchema }))
      .min(1),
  }),
  eventTypes: z.object({ ...section, items: z.array(featureSchema).min(1) }),
  services: z.object({ ...section, items: z.array(featureSchema).min(1) }),
  eventCards: z.object({
    ...section,
    explore: templateSchema(['title']),
    items: z.array(z.object({ title: lineSchema, description: textSchema, href: httpsUrlSchema, image: imageSchema })).min(1),
  }),
});

const hoursSchema = z.object({
  days: z.array(z.enum(DAYS)).min(1),
  opens: z.string().regex(TIME_PATTERN, TIME_MESSAGE),
  closes: z.string().regex(TIME_PATTERN, TIME_MESSAGE),
});

export const restaurantPageSchema = z
  .object({
    venture: slugSchema,
    subtitle: lineSchema,
    metaDescription: templateSchema(['subtitle', 'cuisine', 'location']),
    heroImage: imageSchema,
    hero: z.object({ eyebrow: templateSchema(['location']), callButton: lineSchema }),
    address: addressSchema,
    phone: phoneSchema,
    cuisine: z.array(lineSchema).min(1),
    priceRange: z.string().regex(PRICE_RANGE_PATTERN, PRICE_RANGE_MESSAGE),
    hours: z.object({ title: lineSchema, cuisineLabel: lineSchema, times: z.array(hoursSchema).min(1) }),
    about: z.object({ ...section, paragraphs: z.array(textSchema).min(1) }),
    menu: z.object({
      ...section,
      items: z.array(z.object({ name: lineSchema, description: textSchema, image: imageSchema })).min(1),
    }),
    features: z.object({ ...section, items: z.array(featureSchema).min(1) }),
  })
  .superRefine((page, ctx) => {
    const closes = closingTime(page.hours.times);
    for (const [path, value] of closingTimeTexts(page)) {
      const unknown = templateTokens(value).filter((token) => token !== 'closes');
      if (unknown.length) ctx.addIssue({ code: 'custom', path, message: `may use {closes} and no other {…} (found {${unknown[0]}})` });
      if (closes && value.toLowerCase().includes(formatClosingTime(closes).toLowerCase())) {
        ctx.addIssue({ code: 'custom', path, message: `states the closing time; write {closes} so it follows the opening hours` });
      }
      if (!closes && value.includes('{closes}')) {
        ctx.addIssue({ code: 'custom', path, message: 'uses {closes}, but the opening hours do not all close at the same time' });
      }
    }
  })
  .transform((page) => {
    const closes = closingTime(page.hours.times);
    const fill = (text: string) => (closes ? text.replaceAll('{closes}', formatClosingTime(closes)) : text);
    return {
      ...page,
      about: { ...page.about, title: fill(page.about.title), paragraphs: page.about.paragraphs.map(fill) },
      features: { ...page.features, items: page.features.items.map((item) => ({ ...item, label: fill(item.label), description: fill(item.description) })) },
    };
  });

/** The one closing time of every day, or null when the days close at different times. */
function closingTime(times: readonly { closes: string }[]) {
  const all = new Set(times.map((time) => time.closes));
  return all.size === 1 ? [...all][0]! : null;
}

/** The texts of the restaurant page that may say its closing time, with their field paths. */
type ClosingTimeCopy = {
  about: { title: string; paragraphs: readonly string[] };
  features: { items: readonly { label: string; description: string }[] };
};

function closingTimeTexts(page: ClosingTimeCopy) {
  const texts: [(string | number)[], string][] = [[['about', 'title'], page.about.title]];
  page.about.paragraphs.forEach((text, index) => texts.push([['about', 'paragraphs', index], text]));
  page.features.items.forEach((item, index) => {
    texts.push([['features', 'items', index, 'label'], item.label]);
    texts.push([['features', 'items', index, 'description'], item.description]);
  });
  return texts;
}

const CONVENTION = once(() => readSingleton('pages/oshawa-convention-center', conventionCenterPageSchema));
const RESTAURANT = once(() => readSingleton('pages/saffron-grill-burlington', restaurantPageSchema));

const VENTURES = once(() => {
  const pages = [
    { venture: CONVENTION().venture, href: ROUTES.conventionCenter },
    { venture: RESTAURANT().venture, href: ROUTES.restaurant },
  ];
  return readCollection('canada-ventures', commercialVentureSchema)
    .sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug))
    .map((venture): CommercialVenture => ({ ...venture, href: pages.find((page) => page.venture === venture.slug)?.href ?? null }));
});

/** Every venture card, in the order of their positions, linked to the page that shows it. */
export function listCommercialVentures(): CommercialVenture[] {
  return VENTURES();
}

const CONVENTION_PAGE = once(() => {
  const page = CONVENTION();
  const { name, location, year, status, description } = resolve(listCommercialVentures(), page.venture, { file: CONVENTION_FILE, field: 'venture' });
  return { ...page, name, location, year, status, description };
});
const RESTAURANT_PAGE = once(() => {
  const page = RESTAURANT();
  const { name, location, year, status, description } = resolve(listCommercialVentures(), page.venture, { file: RESTAURANT_FILE, field: 'venture' });
  return { ...page, name, location, year, status, description };
});

export type ConventionCenter = ReturnType<typeof CONVENTION_PAGE>;
export type Restaurant = ReturnType<typeof RESTAURANT_PAGE>;

export function getConventionCenter(): ConventionCenter {
  return CONVENTION_PAGE();
}

export function getRestaurant(): Restaurant {
  return RESTAURANT_PAGE();
}
