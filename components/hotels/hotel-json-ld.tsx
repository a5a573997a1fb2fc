import { JsonLd } from '@/components/seo/json-ld';
import { postalAddressLd } from '@/lib/content/canada-portfolio';
import type { Hotel } from '@/lib/content/hotels';
import { ROUTES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-url';

type HotelJsonLdProps = { hotel: Hotel };

/** schema.org Hotel with the same rating and review count the page shows. */
export function HotelJsonLd({ hotel }: HotelJsonLdProps) {
  return (
    <JsonLd
      data={{
        '@type': 'Hotel',
        name: hotel.name,
        description: hotel.description[0],
        url: absoluteUrl(ROUTES.hotel(hotel.slug)),
        sameAs: hotel.websiteUrl,
        image: [hotel.heroImage, ...hotel.images].map((image) => absoluteUrl(image.src)),
        address: postalAddressLd(hotel.address),
        aggregateRating: { '@type': 'AggregateRating', ratingValue: hotel.rating, reviewCount: hotel.reviews, bestRating: 5 },
        ...(hotel.rooms !== null ? { numberOfRooms: hotel.rooms } : {}),
        amenityFeature: hotel.amenities.map((a) => ({ '@type': 'LocationFeatureSpecification', name: a.label, value: true })),
      }}
    />
  );
}
