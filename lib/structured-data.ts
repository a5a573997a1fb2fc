/**
 * schema.org JSON-LD for the group and the CHG Canada pages, built from the
 * same records the pages show, so search engines read the figures visitors
 * read. (The Karachi projects' builders sit with their components, in
 * components/projects/structured-data.ts.)
 */
import type { Residence } from '@/lib/content/canada';
import type { ConventionCenter, Restaurant } from '@/lib/content/canada';
import type { Hotel } from '@/lib/content/canada';
import { RATING_MAX } from '@/lib/keystatic/fields';
import type { Address } from '@/lib/format';
import type { Settings } from '@/lib/content/site';
import { ROUTES } from '@/lib/routes';
import { SITE_URL, absoluteUrl } from '@/lib/site-url';

type LdObject = Record<string, unknown>;

/** The group itself, on the home page. */
export function organizationLd(settings: Settings): LdObject {
  return {
    '@type': 'Organization',
    name: settings.name,
    url: SITE_URL,
    logo: absoluteUrl('/icon.svg'),
    email: settings.email,
    foundingDate: String(settings.founded),
    description: settings.description,
    sameAs: settings.social.map((social) => social.href),
    address: [settings.offices.canada.address, settings.offices.pakistan.address],
  };
}

export function postalAddressLd(address: Address): LdObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** schema.org opening hours, one specification per run of days. */
export function openingHoursLd(
  hours: readonly { days: readonly string[]; opens: string; closes: string }[],
): LdObject[] {
  return hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
    opens: h.opens,
    closes: h.closes,
  }));
}

function aggregateRatingLd(rating: number, reviews: number): LdObject {
  return { '@type': 'AggregateRating', ratingValue: rating, reviewCount: reviews, bestRating: RATING_MAX };
}

function amenitiesLd(items: readonly { label: string }[]): LdObject[] {
  return items.map((item) => ({ '@type': 'LocationFeatureSpecification', name: item.label, value: true }));
}

/** schema.org Hotel with the same rating and review count the page shows. */
export function hotelLd(hotel: Hotel): LdObject {
  return {
    '@type': 'Hotel',
    name: hotel.name,
    description: hotel.description[0],
    url: absoluteUrl(ROUTES.hotel(hotel.slug)),
    sameAs: hotel.websiteUrl,
    image: [hotel.heroImage, ...hotel.images].map((image) => absoluteUrl(image.src)),
    address: postalAddressLd(hotel.address),
    telephone: hotel.phone,
    aggregateRating: aggregateRatingLd(hotel.rating, hotel.reviews),
    ...(hotel.rooms !== null ? { numberOfRooms: hotel.rooms } : {}),
    checkinTime: hotel.checkIn,
    checkoutTime: hotel.checkOut,
    amenityFeature: amenitiesLd(hotel.amenities),
  };
}

function placeLd(record: { name: string; address: Address; heroImage: { src: string } }, path: string): LdObject {
  return {
    name: record.name,
    url: absoluteUrl(path),
    image: absoluteUrl(record.heroImage.src),
    address: postalAddressLd(record.address),
  };
}

export function conventionCenterLd(venue: ConventionCenter, path: string): LdObject {
  return {
    '@type': 'EventVenue',
    ...placeLd(venue, path),
    description: venue.description,
    telephone: venue.phone,
    sameAs: venue.websiteUrl,
    maximumAttendeeCapacity: Math.max(...venue.halls.items.map((hall) => hall.theatre)),
    aggregateRating: aggregateRatingLd(venue.rating, venue.reviews),
  };
}

export function restaurantLd(restaurant: Restaurant, path: string): LdObject {
  return {
    '@type': 'Restaurant',
    ...placeLd(restaurant, path),
    description: restaurant.description,
    telephone: restaurant.phone,
    servesCuisine: restaurant.cuisine,
    priceRange: restaurant.priceRange,
    openingHoursSpecification: openingHoursLd(restaurant.hours.times),
  };
}

export function residenceLd(residence: Residence, path: string): LdObject {
  return {
    '@type': residence.schemaType,
    ...placeLd(residence, path),
    description: residence.description,
    telephone: residence.phone,
    ...(residence.schemaType === 'ApartmentComplex' ? { numberOfAccommodationUnits: residence.units } : {}),
    amenityFeature: amenitiesLd(residence.features),
  };
}
