import { Rating } from '@/components/hotels/rating';
import { ButtonLink, DisabledButton } from '@/components/ui/button';
import type { CanadaPage } from '@/lib/content/canada';
import type { CanadaHotel } from '@/lib/content/canada';
import { fillTemplate } from '@/lib/format';
import { hotelYearLabel } from './labels';
import { FactList, PortfolioCard } from './portfolio-card';

type HotelCardProps = { hotel: CanadaHotel; copy: CanadaPage['hotels'] };

export function HotelCard({ hotel, copy }: HotelCardProps) {
  const yearLabel = `${hotelYearLabel(hotel)} ${hotel.year}`;
  const { href } = hotel;
  return (
    <PortfolioCard
      title={hotel.name}
      href={href}
      image={hotel.image}
      status={hotel.status}
      meta={yearLabel}
      location={hotel.location}
      description={hotel.description}
      facts={
        <div className="space-y-3">
          {hotel.rating !== null && hotel.reviews !== null ? (
            <Rating rating={hotel.rating} reviews={hotel.reviews} />
          ) : null}
          {hotel.rooms !== null ? <FactList items={[fillTemplate(copy.roomsFact, { rooms: hotel.rooms })]} /> : null}
        </div>
      }
      action={
        href ? (
          <ButtonLink href={href} variant="secondary" aria-label={`${copy.viewButton}: ${hotel.name}`}>
            {copy.viewButton}
          </ButtonLink>
        ) : (
          <DisabledButton
            id={`${hotel.slug}-coming-soon`}
            label={copy.comingSoonButton}
            reason={fillTemplate(copy.comingSoonReason, { yearLabel })}
          />
        )
      }
    />
  );
}
