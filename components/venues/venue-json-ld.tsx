import { JsonLd } from '@/components/seo/json-ld';
import type { Residence } from '@/lib/content/canada';
import type { ConventionCenter, Restaurant } from '@/lib/content/canada';
import { conventionCenterLd, residenceLd, restaurantLd } from '@/lib/structured-data';

export function ConventionCenterJsonLd({ venue, path }: { venue: ConventionCenter; path: string }) {
  return <JsonLd data={conventionCenterLd(venue, path)} />;
}

export function RestaurantJsonLd({ restaurant, path }: { restaurant: Restaurant; path: string }) {
  return <JsonLd data={restaurantLd(restaurant, path)} />;
}

export function ResidenceJsonLd({ residence, path }: { residence: Residence; path: string }) {
  return <JsonLd data={residenceLd(residence, path)} />;
}
