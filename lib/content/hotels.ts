/**
 * Hotel detail pages. A detail record (content/hotels.ts) holds what only the
 * page shows; its name, location, rating, reviews, rooms and year come from
 * the hotel's card (content/canada-portfolio.ts), found by slug, so the card,
 * the page and its structured data always show the same figures.
 */
import { z } from 'zod';
import { hotelDetails } from '@/content/hotels';
import { addressSchema, CANADA_HOTELS, featureSchema, httpsUrl, iconSchema, text } from '@/lib/content/canada-portfolio';
import { imageSchema } from '@/lib/content/image';
import { assertUnique, parseCollection, parseRecord } from '@/lib/content/parse';

const FILE = 'content/hotels.ts';

export const hotelDetailSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  subtitle: z.string().min(10),
  address: addressSchema,
  description: z.array(text).min(1),
  heroImage: imageSchema,
  images: z.array(imageSchema).min(3),
  features: z.array(featureSchema).min(1),
  amenities: z.array(featureSchema).min(1),
  details: z.array(z.object({ label: z.string().min(2), value: z.string().min(2) })).min(1),
  attractions: z.array(z.object({ name: z.string().min(3), description: text, distance: z.string().regex(/^\d+(\.\d+)? km$/) })).min(1),
  bookingUrl: httpsUrl,
  websiteUrl: httpsUrl,
  lease: z
    .object({
      intro: text,
      tenants: z.array(z.object({ icon: iconSchema, kind: z.string().min(3), name: z.string().min(3), description: text })).min(1),
    })
    .nullable(),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

/** The card fields a detail page needs; an open hotel must have its rating. */
export const hotelSchema = hotelDetailSchema.extend({
  name: z.string().min(3),
  location: z.string().min(3),
  year: z.number().int(),
  rating: z.number({ error: 'an open hotel needs a rating on its card' }).min(1).max(5),
  reviews: z.number({ error: 'an open hotel needs a review count on its card' }).int().nonnegative(),
  rooms: z.number().int().positive().nullable(),
});
export type Hotel = z.infer<typeof hotelSchema>;

/** Joins a detail record to its card by slug and checks the result. */
export function buildHotel(detail: HotelDetail, cards: readonly { slug: string | null }[] = CANADA_HOTELS): Hotel {
  const card = cards.find((c) => c.slug === detail.slug);
  if (!card) throw new Error(`Invalid content in ${FILE}, record "${detail.slug}": no hotel card in content/canada-portfolio.ts has this slug`);
  const { name, location, year, rating, reviews, rooms } = card as Record<string, unknown>;
  return parseRecord(FILE, hotelSchema, { ...detail, name, location, year, rating, reviews, rooms }, detail.slug);
}

const DETAILS = parseCollection(FILE, hotelDetailSchema, hotelDetails);
assertUnique(FILE, DETAILS, (d) => d.slug);
const HOTELS = DETAILS.map((detail) => buildHotel(detail));

export function listHotels(): Hotel[] {
  return HOTELS;
}

export function getHotel(slug: string): Hotel | undefined {
  return HOTELS.find((h) => h.slug === slug.toLowerCase());
}
