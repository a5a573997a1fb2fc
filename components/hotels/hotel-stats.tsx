import type { Hotel } from '@/lib/content/hotels';
import { formatCount } from './rating';

type HotelStatsProps = { hotel: Pick<Hotel, 'rating' | 'reviews' | 'year' | 'rooms'> };

/** Star rating, reviews, established year (and rooms where known) as a row of figures. */
export function HotelStats({ hotel }: HotelStatsProps) {
  const stats = [
    { label: 'Guest rating', value: `${hotel.rating} / 5` },
    { label: 'Guest reviews', value: formatCount(hotel.reviews) },
    { label: 'Established', value: String(hotel.year) },
    ...(hotel.rooms !== null ? [{ label: 'Guest rooms', value: String(hotel.rooms) }] : []),
  ];
  return (
    <dl className={`grid grid-cols-2 gap-px overflow-hidden rounded-card bg-line shadow-card ${stats.length > 3 ? 'lg:grid-cols-4' : 'sm:grid-cols-3'}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse bg-white px-6 py-7 text-center">
          <dt className="mt-1 text-xs font-semibold tracking-[0.18em] text-muted uppercase">{stat.label}</dt>
          <dd className="font-display text-3xl text-cedar-900 sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
