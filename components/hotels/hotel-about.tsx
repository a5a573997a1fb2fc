import { Section } from '@/components/ui/section';
import type { Hotel } from '@/lib/content/canada';
import type { ContentIn } from '@/lib/content/reader';
import { fillTemplate, formatAddress, formatTime } from '@/lib/format';
import { HotelStats } from './hotel-stats';
import { PropertyDetails } from './property-details';

type HotelAboutProps = { hotel: Hotel; copy: ContentIn['hotel']['about'] };

/** About text and figures beside the property details. */
export function HotelAbout({ hotel, copy }: HotelAboutProps) {
  const details = [
    { label: copy.addressLabel, value: formatAddress(hotel.address) },
    ...(hotel.rooms !== null
      ? [{ label: copy.roomsLabel, value: fillTemplate(copy.roomsValue, { rooms: hotel.rooms }) }]
      : []),
    { label: copy.checkInLabel, value: formatTime(hotel.checkIn) },
    { label: copy.checkOutLabel, value: formatTime(hotel.checkOut) },
    ...hotel.details,
  ];
  return (
    <Section id="about" eyebrow={copy.eyebrow} title={fillTemplate(copy.title, { name: hotel.name })} tone="white">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
        <div>
          <div className="space-y-5 text-lg leading-relaxed text-ink/90">
            {hotel.description.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-10">
            <HotelStats hotel={hotel} copy={copy} />
          </div>
        </div>
        <PropertyDetails title={copy.detailsTitle} items={details} />
      </div>
    </Section>
  );
}
