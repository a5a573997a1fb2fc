import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Attractions } from '@/components/hotels/attractions';
import { FeatureGrid } from '@/components/hotels/feature-grid';
import { Gallery } from '@/components/hotels/gallery';
import { HotelAbout } from '@/components/hotels/hotel-about';
import { HotelJsonLd } from '@/components/hotels/hotel-json-ld';
import { LeaseSection } from '@/components/hotels/lease-section';
import { Rating } from '@/components/hotels/rating';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getHotel, listHotels } from '@/lib/content/hotels';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type HotelPageProps = { params: Promise<{ slug: string }> };

/** Only the hotels in content have pages; app/not-found.tsx answers any other slug with 'Hotel Not Found'. */
export const dynamicParams = false;

export function generateStaticParams() {
  return listHotels().map((hotel) => ({ slug: hotel.slug }));
}

export async function generateMetadata({ params }: HotelPageProps): Promise<Metadata> {
  const hotel = getHotel((await params).slug);
  if (!hotel) return { title: 'Hotel Not Found', robots: { index: false } };
  return pageMetadata({
    title: hotel.name,
    description: `${hotel.subtitle}. Rated ${hotel.rating} / 5 by ${hotel.reviews.toLocaleString('en-CA')} guests in ${hotel.location}.`,
    path: ROUTES.hotel(hotel.slug),
    image: hotel.heroImage,
  });
}

export default async function HotelPage({ params }: HotelPageProps) {
  const hotel = getHotel((await params).slug);
  if (!hotel) notFound();

  return (
    <>
      <HotelJsonLd hotel={hotel} />
      <PageHero
        eyebrow={`${hotel.location} · CHG Canada`}
        title={hotel.name}
        image={hotel.heroImage}
        lead={
          <>
            <p>{hotel.subtitle}</p>
            <Rating rating={hotel.rating} reviews={hotel.reviews} tone="light" className="mt-4 text-base" />
          </>
        }
      >
        <ButtonLink href={hotel.bookingUrl}>Book Your Stay</ButtonLink>
        <ButtonLink href={hotel.websiteUrl} variant="ghost-light">
          Visit Official Website
        </ButtonLink>
      </PageHero>
      <HotelAbout hotel={hotel} />
      <Section id="features" eyebrow="Why guests choose us" title="Key features">
        <FeatureGrid items={hotel.features} />
      </Section>
      <Section id="amenities" eyebrow="During your stay" title="Amenities" tone="sand">
        <FeatureGrid items={hotel.amenities} />
      </Section>
      <Section id="gallery" eyebrow="Take a look" title="Gallery" tone="white">
        <Gallery label={hotel.name} images={hotel.images} />
      </Section>
      <Section id="attractions" eyebrow={`Around ${hotel.address.locality}`} title="Nearby attractions">
        <Attractions items={hotel.attractions} />
      </Section>
      {hotel.lease ? <LeaseSection lease={hotel.lease} /> : null}
    </>
  );
}
