import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Attractions } from '@/components/hotels/attractions';
import { BookingBar } from '@/components/hotels/booking-bar';
import { FeatureGrid } from '@/components/hotels/feature-grid';
import { Gallery } from '@/components/hotels/gallery';
import { HotelAbout } from '@/components/hotels/hotel-about';
import { HotelJsonLd } from '@/components/hotels/hotel-json-ld';
import { LeaseSection } from '@/components/hotels/lease-section';
import { Rating } from '@/components/hotels/rating';
import { ActionBar } from '@/components/ui/action-bar';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { LocationSection } from '@/components/venues/location-section';
import { Section } from '@/components/ui/section';
import { bookingForm } from '@/lib/booking';
import { getHotel, listHotels } from '@/lib/content/canada';
import { routeSlugs } from '@/lib/content/reader';
import { getCopy } from '@/lib/content/site';
import { fillTemplate, formatCount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { setRequestLocale } from 'next-intl/server';

type HotelPageProps = { params: Promise<{ slug: string }> };

/** Only the hotels in content have pages; the proxy answers any other slug with /hotels/hotel-not-found (lib/not-found.ts). */
export const dynamicParams = false;

export async function generateStaticParams() {
  return routeSlugs(listHotels, ['canada-hotels']);
}

export async function generateMetadata({ params }: HotelPageProps): Promise<Metadata> {
  const hotel = await getHotel((await params).slug);
  if (!hotel) notFound();
  const { subtitle, rating, reviews, location } = hotel;
  return pageMetadata({
    title: hotel.name,
    description: fillTemplate((await getCopy('hotel')).metaDescription, {
      subtitle,
      rating,
      reviews: formatCount(reviews),
      location,
    }),
    path: ROUTES.hotel(hotel.slug),
    image: hotel.heroImage,
    locale: 'en',
  });
}

export default async function HotelPage({ params }: HotelPageProps) {
  setRequestLocale('en');
  const hotel = await getHotel((await params).slug);
  if (!hotel) notFound();
  const [copy, labels] = await Promise.all([getCopy('hotel'), getCopy('canada-labels')]);
  // A hotel with a booking engine address with dates books from its bar; any other, on its booking page.
  const bookable = bookingForm(hotel.bookingTemplate) !== null;

  return (
    <>
      <HotelJsonLd hotel={hotel} />
      <PageHero
        eyebrow={fillTemplate(copy.heroEyebrow, { location: hotel.location })}
        title={hotel.name}
        image={hotel.heroImage}
        lead={
          <>
            <p>{hotel.subtitle}</p>
            <Rating rating={hotel.rating} reviews={hotel.reviews} tone="light" className="mt-4 text-base" />
          </>
        }
      >
        {bookable ? (
          <BookingBar template={hotel.bookingTemplate} copy={copy} />
        ) : (
          <ButtonLink href={hotel.bookingUrl}>{copy.bookButton}</ButtonLink>
        )}
        <ButtonLink href={hotel.websiteUrl} variant="ghost-light">
          {copy.websiteButton}
        </ButtonLink>
      </PageHero>
      <HotelAbout hotel={hotel} copy={copy.about} />
      <Section id="features" eyebrow={copy.features.eyebrow} title={copy.features.title}>
        <FeatureGrid items={hotel.features} />
      </Section>
      <Section id="amenities" eyebrow={copy.amenities.eyebrow} title={copy.amenities.title} tone="sand">
        <FeatureGrid items={hotel.amenities} />
      </Section>
      <Section id="gallery" eyebrow={copy.gallery.eyebrow} title={copy.gallery.title} tone="white">
        <Gallery name={hotel.name} images={hotel.images} labels={copy.gallery} />
      </Section>
      <Section
        id="attractions"
        eyebrow={fillTemplate(copy.attractions.eyebrow, { locality: hotel.address.locality })}
        title={copy.attractions.title}
      >
        <Attractions items={hotel.attractions} distance={copy.attractions.distance} />
      </Section>
      {hotel.lease ? <LeaseSection lease={hotel.lease} copy={copy.lease} /> : null}
      <LocationSection placeName={hotel.name} address={hotel.address} phone={hotel.phone} />
      <ActionBar
        phone={hotel.phone}
        callLabel={labels.location.call}
        action={{ href: bookable ? '#booking' : hotel.bookingUrl, label: copy.bookButton }}
      />
    </>
  );
}
