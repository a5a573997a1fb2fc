import type { Metadata } from 'next';
import { HotelNotFound } from '@/components/hotels/hotel-not-found';

export const metadata: Metadata = { title: 'Hotel Not Found', robots: { index: false } };

export default function HotelNotFoundPage() {
  return <HotelNotFound />;
}
