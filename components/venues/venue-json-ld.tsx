import { JsonLd } from '@/components/seo/json-ld';
import {
  openingHoursLd,
  postalAddressLd,
  type ConventionCenter,
  type Residence,
  type Restaurant,
} from '@/lib/content/canada-portfolio';
import { absoluteUrl } from '@/lib/site-url';

function place(record: { name: string; address: Residence['address']; heroImage: { src: string } }, path: string) {
  return {
    name: record.name,
    url: absoluteUrl(path),
    image: absoluteUrl(record.heroImage.src),
    address: postalAddressLd(record.address),
  };
}

export function ConventionCenterJsonLd({ venue, path }: { venue: ConventionCenter; path: string }) {
  return (
    <JsonLd
      data={{
        '@type': 'EventVenue',
        ...place(venue, path),
        description: venue.description,
        telephone: venue.phone,
        sameAs: venue.websiteUrl,
        maximumAttendeeCapacity: Math.max(...venue.halls.map((h) => h.theatre)),
        aggregateRating: { '@type': 'AggregateRating', ratingValue: venue.rating, reviewCount: venue.reviews, bestRating: 5 },
      }}
    />
  );
}

export function RestaurantJsonLd({ restaurant, path }: { restaurant: Restaurant; path: string }) {
  return (
    <JsonLd
      data={{
        '@type': 'Restaurant',
        ...place(restaurant, path),
        description: restaurant.description,
        telephone: restaurant.phone,
        servesCuisine: restaurant.cuisine,
        priceRange: restaurant.priceRange,
        openingHoursSpecification: openingHoursLd(restaurant.hours),
      }}
    />
  );
}

export function ResidenceJsonLd({ residence, path }: { residence: Residence; path: string }) {
  return (
    <JsonLd
      data={{
        '@type': residence.schemaType,
        ...place(residence, path),
        description: residence.description,
        ...(residence.schemaType === 'ApartmentComplex' ? { numberOfAccommodationUnits: residence.units } : {}),
        amenityFeature: residence.features.map((f) => ({ '@type': 'LocationFeatureSpecification', name: f.label, value: true })),
      }}
    />
  );
}
