import { JsonLd } from '@/components/seo/json-ld';
import type { Hotel } from '@/lib/content/canada';
import { hotelLd } from '@/lib/structured-data';

type HotelJsonLdProps = { hotel: Hotel };

export function HotelJsonLd({ hotel }: HotelJsonLdProps) {
  return <JsonLd data={hotelLd(hotel)} />;
}
