import { Section } from '@/components/ui/section';
import { formatAddress } from '@/lib/content/canada-portfolio';
import type { Hotel } from '@/lib/content/hotels';
import { HotelStats } from './hotel-stats';
import { PropertyDetails } from './property-details';

type HotelAboutProps = { hotel: Hotel };

/** About text and figures beside the property details. */
export function HotelAbout({ hotel }: HotelAboutProps) {
  const details = [
    { label: 'Address', value: formatAddress(hotel.address) },
    ...(hotel.rooms !== null ? [{ label: 'Guest rooms', value: `${hotel.rooms} rooms and suites` }] : []),
    ...hotel.details,
  ];
  return (
    <Section id="about" eyebrow="About the hotel" title={`Welcome to ${hotel.name}`} tone="white">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
        <div>
          <div className="space-y-5 text-lg leading-relaxed text-ink/90">
            {hotel.description.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-10">
            <HotelStats hotel={hotel} />
          </div>
        </div>
        <PropertyDetails title="Property details" items={details} />
      </div>
    </Section>
  );
}
