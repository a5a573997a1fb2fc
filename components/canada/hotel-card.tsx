import { Rating } from '@/components/hotels/rating';
import { ButtonLink, DisabledButton } from '@/components/ui/button';
import { hotelYearLabel, type CanadaHotel } from '@/lib/content/canada-portfolio';
import { ROUTES } from '@/lib/routes';
import { FactList, PortfolioCard } from './portfolio-card';

type HotelCardProps = { hotel: CanadaHotel };

export function HotelCard({ hotel }: HotelCardProps) {
  const yearLabel = `${hotelYearLabel(hotel)} ${hotel.year}`;
  const href = hotel.slug ? ROUTES.hotel(hotel.slug) : null;
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
          {hotel.rating !== null && hotel.reviews !== null ? <Rating rating={hotel.rating} reviews={hotel.reviews} /> : null}
          {hotel.rooms !== null ? <FactList items={[`${hotel.rooms} rooms`]} /> : null}
        </div>
      }
      action={
        href ? (
          <ButtonLink href={href} variant="secondary" aria-label={`View Hotel: ${hotel.name}`}>
            View Hotel
          </ButtonLink>
        ) : (
          <DisabledButton id={`${hotel.id}-coming-soon`} label="Coming Soon" reason={`${yearLabel} — details coming soon`} />
        )
      }
    />
  );
}
