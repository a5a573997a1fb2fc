/**
 * The CHG Canada hotels (content/canada-hotels/<slug>.json). One record per
 * hotel holds its card (name, status, rating, reviews, rooms) and, when it
 * has one, its page at /hotels/<slug>, so the card, the page, its structured
 * data and the menu all show the same figures. The shared copy of the hotel
 * pages is content/pages/hotel.json; of the unknown-hotel page,
 * content/pages/hotel-not-found.json.
 */
import { z } from 'zod';
import { addressSchema } from './canada-fields';
import { DISTANCE_MESSAGE, DISTANCE_PATTERN, HOTEL_STATUSES, TIME_MESSAGE, TIME_PATTERN } from './canada-rules';
import {
  countSchema,
  featureSchema,
  httpsUrlSchema,
  iconSchema,
  imageSchema,
  lineSchema,
  optional,
  optionalGroup,
  ratingSchema,
  templateSchema,
  textSchema,
  yearSchema,
} from './fields';
import { once, readCollection, readSingleton, type Entry } from './read';

const leaseSchema = z.object({
  intro: textSchema,
  tenants: z.array(z.object({ icon: iconSchema, kind: lineSchema, name: lineSchema, description: textSchema })).min(1),
});

export const hotelPageSchema = z.object({
  subtitle: lineSchema,
  address: addressSchema,
  description: z.array(textSchema).min(1),
  heroImage: imageSchema,
  images: z.array(imageSchema).min(3),
  features: z.array(featureSchema).min(1),
  amenities: z.array(featureSchema).min(1),
  checkIn: z.string().regex(TIME_PATTERN, TIME_MESSAGE),
  checkOut: z.string().regex(TIME_PATTERN, TIME_MESSAGE),
  details: z.array(z.object({ label: lineSchema, value: lineSchema })).min(1),
  attractions: z
    .array(z.object({ name: lineSchema, description: textSchema, distance: z.string().regex(DISTANCE_PATTERN, DISTANCE_MESSAGE) }))
    .min(1),
  bookingUrl: httpsUrlSchema,
  websiteUrl: httpsUrlSchema,
  lease: optionalGroup(leaseSchema),
});

export const canadaHotelSchema = z
  .object({
    name: lineSchema,
    position: z.number().int().min(0),
    location: lineSchema,
    year: yearSchema,
    status: z.enum(HOTEL_STATUSES),
    rating: optional(ratingSchema),
    reviews: optional(countSchema),
    rooms: optional(countSchema),
    description: textSchema,
    image: imageSchema,
    page: optionalGroup(hotelPageSchema),
  })
  .superRefine((hotel, ctx) => {
    if ((hotel.rating === null) !== (hotel.reviews === null)) {
      ctx.addIssue({ code: 'custom', path: ['reviews'], message: 'give the rating and the review count together, or neither' });
    }
    if (hotel.page && hotel.rating === null) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: 'a hotel with its own page needs its guest rating and review count' });
    }
  });
export type CanadaHotel = Entry<z.output<typeof canadaHotelSchema>>;

/** A hotel with its page: the card's figures beside what only the page shows. */
export type Hotel = Omit<CanadaHotel, 'page' | 'description' | 'image' | 'rating' | 'reviews'> &
  z.output<typeof hotelPageSchema> & { rating: number; reviews: number };

const section = z.object({ eyebrow: lineSchema, title: lineSchema });

export const hotelPageCopySchema = z.object({
  heroEyebrow: templateSchema(['location']),
  metaDescription: templateSchema(['subtitle', 'rating', 'reviews', 'location']),
  bookButton: lineSchema,
  websiteButton: lineSchema,
  about: z.object({
    eyebrow: lineSchema,
    title: templateSchema(['name']),
    detailsTitle: lineSchema,
    addressLabel: lineSchema,
    roomsLabel: lineSchema,
    checkInLabel: lineSchema,
    checkOutLabel: lineSchema,
    roomsValue: templateSchema(['rooms']),
    ratingLabel: lineSchema,
    reviewsLabel: lineSchema,
  }),
  features: section,
  amenities: section,
  gallery: section.extend({
    region: templateSchema(['name']),
    previous: lineSchema,
    next: lineSchema,
    slide: templateSchema(['index', 'count']),
  }),
  attractions: z.object({ eyebrow: templateSchema(['locality']), title: lineSchema, distance: templateSchema(['distance']) }),
  lease: section,
});
export type HotelPageCopy = z.output<typeof hotelPageCopySchema>;

export const hotelNotFoundSchema = z.object({ eyebrow: lineSchema, title: lineSchema, text: textSchema, backButton: lineSchema });

const HOTELS = once(() =>
  readCollection('canada-hotels', canadaHotelSchema).sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug)),
);

/** Every hotel card, in the order of their positions. */
export function listCanadaHotels(): CanadaHotel[] {
  return HOTELS();
}

/** A hotel record as its page shows it (the card's figures beside the page's copy); null when it has no page. */
export function toHotel(hotel: CanadaHotel): Hotel | null {
  const { page, rating, reviews } = hotel;
  if (!page || rating === null || reviews === null) return null;
  const { slug, name, position, location, year, status, rooms } = hotel;
  return { slug, name, position, location, year, status, rooms, ...page, rating, reviews };
}

const PAGES = once(() => listCanadaHotels().flatMap((hotel) => toHotel(hotel) ?? []));

/** Every hotel with its own page, in the order of their positions. */
export function listHotels(): Hotel[] {
  return PAGES();
}

export function getHotel(slug: string): Hotel | undefined {
  return listHotels().find((hotel) => hotel.slug === slug.toLowerCase());
}

export const getHotelPageCopy = once(() => readSingleton('pages/hotel', hotelPageCopySchema));
export const getHotelNotFound = once(() => readSingleton('pages/hotel-not-found', hotelNotFoundSchema));
