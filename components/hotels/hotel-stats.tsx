import { hotelYearLabel } from '@/components/canada/labels';
import type { Hotel } from '@/lib/content/canada';
import type { ContentIn } from '@/lib/content/reader';
import { RATING_MAX } from '@/lib/keystatic/fields';
import { formatCount } from '@/lib/format';

type HotelStatsProps = {
  hotel: Pick<Hotel, 'name' | 'status' | 'rating' | 'reviews' | 'year' | 'rooms'>;
  copy: Pick<ContentIn['hotel']['about'], 'ratingLabel' | 'reviewsLabel' | 'roomsLabel'>;
};

/** Star rating, reviews, the year with its label (Established…) and rooms where known, as a row of figures. */
export function HotelStats({ hotel, copy }: HotelStatsProps) {
  const stats = [
    { label: copy.ratingLabel, value: `${hotel.rating} / ${RATING_MAX}` },
    { label: copy.reviewsLabel, value: formatCount(hotel.reviews) },
    { label: hotelYearLabel(hotel), value: String(hotel.year) },
    ...(hotel.rooms !== null ? [{ label: copy.roomsLabel, value: String(hotel.rooms) }] : []),
  ];
  return (
    <dl
      className={`grid grid-cols-2 gap-px overflow-hidden rounded-card bg-line shadow-card ${stats.length > 3 ? 'lg:grid-cols-4' : 'sm:grid-cols-3'}`}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse bg-white px-6 py-7 text-center">
          <dt className="mt-1 text-xs font-semibold tracking-[0.18em] text-muted uppercase">{stat.label}</dt>
          <dd className="font-display text-3xl text-cedar-900 sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
